/**
 * Opening a page and letting it settle: what runs after load and on idle (islands hydrated on
 * idle, integrations added a second after load) has had its turn before the test looks.
 */
import type { Page } from 'playwright/test';

/**
 * Waits until the open page's late scripts have run: after load, the integrations' loader waits a
 * second (src/lib/tracking/tag-rules.ts), then an idle period.
 */
export async function settle(page: Page): Promise<void> {
	await page.waitForLoadState('load');
	await page.evaluate(
		() =>
			new Promise<void>((done) =>
				setTimeout(() => requestIdleCallback(() => setTimeout(done, 300), { timeout: 4000 }), 1000),
			),
	);
}

/** Opens `url` and waits until its late scripts (after load and idle) have run. */
export async function openSettled(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await settle(page);
}

/**
 * Waits until the page's painted island (`client:painted`: cart, My Orders, My Profile) has
 * hydrated: its data shows before React loads, and a click or a key before then does nothing.
 * Astro drops `ssr` from a hydrated island; a page without one passes at once.
 */
export async function paintedIslandHydrated(page: Page): Promise<void> {
	await page.waitForFunction(() => !document.querySelector('astro-island[client="painted"][ssr]'));
}
