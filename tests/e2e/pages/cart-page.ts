/**
 * Page object for /cart: the items, the offers, the coupon, price details and Proceed to pay.
 */
import { expect, type Locator, type Page } from 'playwright/test';
import { paintedIslandHydrated } from '../support/settle.ts';
import { tenantUrl } from '../support/tenants.ts';

export class CartPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Stores the cart's ids (newest first) before the site's scripts run. */
	async seed(ids: number[]) {
		await this.page.addInitScript((stored) => {
			if (!sessionStorage.getItem('cart-seeded')) {
				localStorage.setItem('cart', stored);
				sessionStorage.setItem('cart-seeded', '1');
			}
		}, JSON.stringify(ids));
	}

	/** Opens /cart and waits until the island has loaded the cart (or shown it empty) and hydrated. */
	async goto(domain: string) {
		// Sunrise's chat badge floats over the coupon's Apply at 360 px: a visitor scrolls it clear,
		// Playwright clicks where it is. The badge itself is tested in seo.spec.ts.
		await this.page.addInitScript(() => {
			addEventListener('DOMContentLoaded', () => {
				const style = document.createElement('style');
				style.textContent = '#sandbox-chat-widget { display: none !important; }';
				document.head.append(style);
			});
		});
		await this.page.goto(tenantUrl(domain, '/cart'));
		await expect(
			this.page.getByRole('status').filter({ hasText: 'Loading your cart' }),
		).toHaveCount(0);
		await paintedIslandHydrated(this.page);
	}

	get items() {
		return this.page.locator('[data-cart-item]');
	}

	item(title: string) {
		return this.items.filter({ has: this.page.getByRole('heading', { name: title }) });
	}

	get heading() {
		return this.page.getByRole('heading', { name: /^My Cart/ });
	}

	get offers() {
		return this.page.locator('details.cart-offers');
	}

	get couponInput() {
		return this.page.getByLabel('Coupon code');
	}

	get applyButton() {
		return this.page.locator('form.cart-coupon').getByRole('button', { name: 'Apply' });
	}

	get removeCouponButton() {
		return this.page.getByRole('button', { name: 'Remove coupon' });
	}

	get couponError() {
		return this.page.locator('form.cart-coupon [role="alert"]');
	}

	get amount() {
		return this.page.locator('[data-amount]');
	}

	get discount() {
		return this.page.locator('[data-discount]');
	}

	get payable() {
		return this.page.locator('[data-payable]');
	}

	get terms() {
		return this.page.getByRole('checkbox', { name: /terms and conditions/ });
	}

	get proceed() {
		return this.page.getByRole('button', { name: 'Proceed to pay' });
	}

	async applyCoupon(code: string) {
		await this.couponInput.fill(code);
		await this.applyButton.click();
	}

	/**
	 * Whether `target` is wholly inside the viewport with nothing over its centre (the sticky
	 * header, a chat badge): where a phone visitor sees it without scrolling.
	 */
	inSight(target: Locator): Promise<boolean> {
		return target.evaluate((element) => {
			const box = element.getBoundingClientRect();
			const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
			return box.top >= 0 && box.bottom <= innerHeight && !!hit && element.contains(hit);
		});
	}

	/** Marks every live region the page has now, for `inEarlierLiveRegion` to find after a change. */
	markLiveRegions(): Promise<void> {
		return this.page.evaluate(() => {
			const regions = document.querySelectorAll('[aria-live], [role="alert"], [role="status"]');
			for (const region of regions) region.setAttribute('data-e2e-live', '');
		});
	}

	/**
	 * Whether `target` sits in a live region that was there at `markLiveRegions`: a screen reader
	 * announces a change inside a region it already knows, not reliably a region added with it.
	 */
	inEarlierLiveRegion(target: Locator): Promise<boolean> {
		return target.evaluate((element) => !!element.closest('[data-e2e-live]'));
	}

	/** The cart's ids as stored. */
	storedIds(): Promise<number[]> {
		return this.page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as number[]);
	}
}
