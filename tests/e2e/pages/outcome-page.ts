/**
 * Page object for /thankyou and /fail: the texts, the institute's content or the receipt
 * fallback, the app links and the one link onwards, plus seeding what a checkout leaves behind.
 */
import type { Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

export class OutcomePage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/**
	 * Stores an order as the checkout does before leaving for a hosted gateway (once per tab, so a
	 * later navigation does not bring it back).
	 */
	async seedHostedOrder(order: { entityId: number; gateway: 'two' | 'three' }) {
		await this.seedOnce('hosted-order', order);
	}

	/** Stores an order whose success the checkout confirmed itself (once per tab). */
	async seedPlacedOrder(order: { entityId: number; free: boolean }) {
		await this.seedOnce('placed-order', order);
	}

	private async seedOnce(key: string, value: unknown) {
		await this.page.addInitScript(
			([name, stored]) => {
				if (!sessionStorage.getItem(`${name}-seeded`)) {
					sessionStorage.setItem(name, stored);
					sessionStorage.setItem(`${name}-seeded`, '1');
				}
			},
			[key, JSON.stringify(value)] as const,
		);
	}

	/** Opens `/thankyou` (or `/fail`), optionally with a gateway's query string; returns the response. */
	goto(domain: string, path: '/thankyou' | '/fail', query = '') {
		return this.page.goto(tenantUrl(domain, path + query));
	}

	get main() {
		return this.page.getByRole('main');
	}

	get heading() {
		return this.main.getByRole('heading', { level: 1 });
	}

	/** The page root the outcome script marks (`data-free-order`). */
	get root() {
		return this.page.locator('[data-order-outcome]');
	}

	/** The institute's own thank-you content. */
	get instituteContent() {
		return this.main.locator('.rich-text');
	}

	/** The app-store links of the page itself (the footer repeats them). */
	appLink(name: string) {
		return this.main.getByRole('link', { name });
	}

	get buyAnother() {
		return this.main.getByRole('link', { name: 'Buy another product' });
	}

	get tryAgain() {
		return this.main.getByRole('link', { name: 'Try again' });
	}

	/** What this tab still remembers of an order handed to a hosted gateway. */
	hostedOrder(): Promise<string | null> {
		return this.page.evaluate(() => sessionStorage.getItem('hosted-order'));
	}
}
