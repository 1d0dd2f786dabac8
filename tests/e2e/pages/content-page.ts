/**
 * Page object for content pages: prerendered (`/more/{slug}`, policy pages, about) and the runtime
 * content page served for unknown addresses.
 */
import type { Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

export class ContentPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens `path` on the tenant's site; returns the HTTP response. */
	goto(domain: string, path: string) {
		return this.page.goto(tenantUrl(domain, path));
	}

	get heading() {
		return this.page.getByRole('main').getByRole('heading', { level: 1 });
	}

	get banner() {
		return this.page.getByRole('main').locator('img.content-banner');
	}

	get body() {
		return this.page.getByRole('main').locator('.rich-text');
	}

	/** The not-found page's link home. */
	get homeLink() {
		return this.page.getByRole('main').getByRole('link', { name: 'Go to the home page' });
	}

	get loading() {
		return this.page.getByRole('main').getByRole('status');
	}

	get failure() {
		return this.page.getByText('Something went wrong! Please try after some time.');
	}

	get reload() {
		return this.page.getByRole('button', { name: 'Reload' });
	}

	/** The toast-like notice of the runtime page. */
	get notice() {
		return this.page.locator('.notice-region .notice');
	}

	/** True once the banner image has actually loaded. */
	bannerLoaded() {
		return this.banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
	}
}
