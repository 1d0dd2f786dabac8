/**
 * Offline reading (src/browser/offline.ts, src/service-worker/sw.ts): waiting until the service
 * worker keeps a page, the notice on a kept page, the offline page, and what the caches hold.
 */
import { expect, type Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

/** The site of one tenant as a visitor reads it offline. */
export class OfflineSite {
	readonly page: Page;
	readonly domain: string;

	constructor(page: Page, domain: string) {
		this.page = page;
		this.domain = domain;
	}

	/** The notice on a kept page opened offline. */
	get notice() {
		return this.page.locator('[data-site-offline]');
	}

	get heading() {
		return this.page.getByRole('heading', { level: 1 });
	}

	url(path: string) {
		return tenantUrl(this.domain, path);
	}

	async goto(path: string) {
		await this.page.goto(this.url(path));
	}

	/** Waits until the service worker keeps `path` (asked for by the page, or on its install). */
	async waitUntilKept(path: string) {
		const url = this.url(path);
		await expect
			.poll(
				() =>
					this.page.evaluate(async (address) => (await caches.match(address)) !== undefined, url),
				{ timeout: 15_000 },
			)
			.toBe(true);
	}

	/** Whether the active service worker has navigation preload on, once it controls the page. */
	navigationPreloadEnabled() {
		return this.page.evaluate(async () => {
			const registration = await navigator.serviceWorker.ready;
			return (await registration.navigationPreload.getState()).enabled;
		});
	}

	/** Every address the site's caches hold. */
	cachedUrls() {
		return this.page.evaluate(async () => {
			const urls: string[] = [];
			for (const name of await caches.keys()) {
				const cache = await caches.open(name);
				for (const request of await cache.keys()) urls.push(request.url);
			}
			return urls;
		});
	}

	/** Every request header the caches kept requests with, lower-cased names. */
	cachedRequestHeaders() {
		return this.page.evaluate(async () => {
			const names: string[] = [];
			for (const name of await caches.keys()) {
				const cache = await caches.open(name);
				for (const request of await cache.keys())
					for (const [header] of request.headers) names.push(header.toLowerCase());
			}
			return names;
		});
	}
}
