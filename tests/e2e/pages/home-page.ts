/**
 * Page object for a tenant's home page.
 */
import type { Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';
import { POPUP_SEEN_KEY } from '../../../src/lib/home/sections.ts';

export class HomePage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens the tenant's home page, its pop-up image already seen (it is modal and covers the page). */
	async goto(domain: string) {
		await this.page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_SEEN_KEY);
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

	/** The colour a theme custom property resolves to, as `rgb(r, g, b)`. */
	resolvedColour(variable: string) {
		return this.page.evaluate((name) => {
			const probe = document.createElement('div');
			probe.style.color = `var(${name})`;
			document.body.append(probe);
			const colour = getComputedStyle(probe).color;
			probe.remove();
			return colour;
		}, variable);
	}

	faviconHref() {
		return this.page.locator('link[rel="icon"]').getAttribute('href');
	}
}
