/**
 * Broken browser state, set up before any script of the page runs (the header's inline script
 * included): stored values seeded on every page load, or storage refused the way browsers refuse
 * it. Records the page's uncaught errors and unhandled rejections.
 */
import type { Page } from 'playwright/test';
import { openSettled } from '../support/settle.ts';

/**
 * How the browser refuses storage: `blocked`, site data blocked (both storage getters throw a
 * SecurityError); `missing`, a WebView without DOM storage (both are null); `full`, a full
 * localStorage quota (every new write throws a QuotaExceededError).
 */
export type Refusal = 'blocked' | 'missing' | 'full';

/** Values to store before each page load: localStorage, sessionStorage and `window.name`. */
export interface StoredValues {
	local?: Record<string, string>;
	session?: Record<string, string>;
	windowName?: string;
}

export class BrowserState {
	readonly page: Page;
	/** Uncaught errors and unhandled rejections, in the order they happened. */
	readonly errors: string[] = [];
	private seeding: { dispose(): Promise<void> } | null = null;

	constructor(page: Page) {
		this.page = page;
		page.on('pageerror', (error) => this.errors.push(`${page.url()}: ${error.message}`));
	}

	/** Stores `values` before every page load that follows, instead of the values seeded before. */
	async seed(values: StoredValues) {
		await this.seeding?.dispose();
		this.seeding = await this.page.addInitScript(({ local = {}, session = {}, windowName }) => {
			for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
			for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
			if (windowName !== undefined) window.name = windowName;
		}, values);
	}

	/** Makes the browser refuse storage as `refusal` says, from the first page load on. */
	async refuse(refusal: Refusal) {
		await this.page.addInitScript((how: Refusal) => {
			if (how === 'full') {
				// Fills the origin's quota once: halving chunks, then empty values under short keys.
				if (localStorage.getItem('e2e-fill-0') !== null) return;
				let size = 1 << 20;
				for (let index = 0; size > 0;) {
					try {
						localStorage.setItem(`e2e-fill-${index}`, 'x'.repeat(size));
						index++;
					} catch {
						size >>= 1;
					}
				}
				for (let index = 0; ; index++) {
					try {
						localStorage.setItem(index.toString(36), '');
					} catch {
						break;
					}
				}
				return;
			}
			for (const name of ['localStorage', 'sessionStorage']) {
				Object.defineProperty(window, name, {
					configurable: true,
					get: () => {
						if (how === 'missing') return null;
						throw new DOMException('The operation is insecure.', 'SecurityError');
					},
				});
			}
		}, refusal);
	}

	/** Opens `url` and waits until its islands and late scripts have had their turn. */
	async visit(url: string) {
		await openSettled(this.page, url);
	}
}
