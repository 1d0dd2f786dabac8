/**
 * Page object for /cart: the items, the offers, the coupon, price details and Proceed to pay.
 */
import { expect, type Page } from 'playwright/test';
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

	/** Opens /cart and waits until the island has loaded the cart (or shown it empty). */
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

	/** The cart's ids as stored. */
	storedIds(): Promise<number[]> {
		return this.page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as number[]);
	}
}
