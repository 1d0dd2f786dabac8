/**
 * Page object for a tenant's home page.
 */
import type { Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

export class HomePage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens the tenant's home page. */
	async goto(domain: string) {
		await this.page.goto(tenantUrl(domain));
	}

	get heading() {
		return this.page.getByRole('heading', { level: 1 });
	}

	get logo() {
		return this.page.getByRole('banner').getByRole('img');
	}

	get mainMenu() {
		return this.page.getByRole('navigation', { name: 'Main' });
	}

	/** Opens the phone menu when it is collapsed. */
	async openMenu() {
		const toggle = this.page.getByRole('banner').locator('summary[aria-label="Menu"]');
		if (await toggle.isVisible()) await toggle.click();
	}

	/** The computed value of a theme custom property on :root. */
	cssVariable(name: string) {
		return this.page.evaluate(
			(variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
			name,
		);
	}

	faviconHref() {
		return this.page.locator('link[rel="icon"]').getAttribute('href');
	}
}
