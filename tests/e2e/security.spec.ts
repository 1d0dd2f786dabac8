import { expect, test, type Page } from 'playwright/test';
import { tenantUrl } from './support/tenants.ts';

// pixel-store.in's about-us page carries a <script>, an onerror= handler and a javascript: link
// (sandbox/README.md). Whether rendered at build time (/about, /about-us) or fetched at run time
// (/info/about-us, the generic content page), none of it may run or reach the page.
const PIXEL = 'pixel-store.in';

async function watchForScripts(page: Page) {
	const dialogs: string[] = [];
	page.on('dialog', (dialog) => {
		dialogs.push(dialog.message());
		void dialog.dismiss();
	});
	return dialogs;
}

for (const path of ['/about', '/about-us', '/info/about-us']) {
	test(`institute HTML on ${path} renders without executing anything`, async ({ page }) => {
		const dialogs = await watchForScripts(page);
		await page.goto(tenantUrl(PIXEL, path));
		const main = page.getByRole('main');
		await expect(main.getByText('Pixel Study Store sells curated study material')).toBeVisible();
		await expect(main.getByRole('img', { name: 'Our store front' })).toHaveCount(1);
		// Give a broken image time to fire its (removed) onerror handler.
		await page.waitForLoadState('networkidle');
		expect(dialogs).toEqual([]);
		expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
		// The runtime page has its own module script; none may carry the institute's code.
		expect(await page.locator('script', { hasText: '__xss' }).count()).toBe(0);
		expect(await main.locator('[onerror]').count()).toBe(0);
		const store = main.getByText('Visit our store');
		expect(await store.getAttribute('href')).toBeNull();
		const blog = main.getByRole('link', { name: 'our blog' });
		await expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
		await store.click();
		expect(dialogs).toEqual([]);
		expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
	});
}
