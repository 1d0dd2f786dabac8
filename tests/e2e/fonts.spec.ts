/**
 * Issue 31: a theme font with no installed package (gyan-pathshala.in's Noto Sans Devanagari) is
 * downloaded by the build from the fonts API (here the sandbox's stand-in) and served by the site
 * itself: the page asks no other origin for a font, its `@font-face` rules name the site's own
 * files per subset, and the files it loads come from the site.
 */
import { expect, test } from 'playwright/test';
import { FontAudit } from './pages/font-audit.ts';
import { DOWNLOADED_FONT_DOMAIN, tenantUrl } from './support/tenants.ts';

const FAMILY = 'Noto Sans Devanagari';

test.describe('a downloaded theme font', () => {
	for (const path of ['/', '/courses']) {
		test(`${DOWNLOADED_FONT_DOMAIN}${path}: no font from another origin, every face from the site`, async ({
			page,
		}, testInfo) => {
			test.skip(testInfo.project.name !== 'desktop', 'the fonts are the same at every width');
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(error.message));
			const fonts = new FontAudit(page);
			const origin = new URL(tenantUrl(DOWNLOADED_FONT_DOMAIN)).origin;
			await page.goto(tenantUrl(DOWNLOADED_FONT_DOMAIN, path));
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

			// No Google Fonts link, nor its hosts in the page's policy.
			await expect(page.locator('link[href*="fonts.googleapis.com"]')).toHaveCount(0);
			const policy =
				(await page
					.locator('meta[http-equiv="content-security-policy"]')
					.getAttribute('content')) ?? '';
			expect(policy).toMatch(/font-src 'self' data:(;|$)/);
			expect(policy).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);

			// Inline rules with the site's own files, one per subset, and a metric-matched fallback.
			const css = (await page.locator('style').allTextContents()).join('');
			const face = (weight: string, range: string) =>
				new RegExp(
					`@font-face\\{font-family:"${FAMILY}";font-style:normal;font-weight:${weight};font-display:swap;src:url\\("/_astro/noto-sans-devanagari-[\\da-f]{16}\\.woff2"\\) format\\("woff2"\\);unicode-range:${range}`,
				);
			for (const weight of ['400', '600', '700']) {
				expect(css).toMatch(face(weight, 'U\\+0900-097F, '));
				expect(css).toMatch(face(weight, 'U\\+0100-02BA, '));
				expect(css).toMatch(face(weight, 'U\\+0000-00FF, '));
			}
			expect(css).toMatch(
				new RegExp(
					`font-family:"${FAMILY} fallback";font-style:normal;font-weight:400;src:local\\("Arial"\\)[^}]*;size-adjust:`,
				),
			);
			expect(await fonts.fontFamilyOf('body')).toMatch(
				new RegExp(`^"${FAMILY}", "${FAMILY} fallback", `),
			);

			await page.evaluate(() => document.fonts.ready);
			await expect.poll(() => fonts.loadedFamilies()).toEqual([FAMILY]);
			const foreign = fonts.requested.filter(
				(url) => new URL(url).origin !== origin && /font|woff2?|css2/.test(url),
			);
			expect(foreign).toEqual([]);
			expect(fonts.thirdPartyFontRequests()).toEqual([]);
			// The Hindi text takes the devanagari subset; the page's Latin text the latin one.
			expect(fonts.fontFiles.length).toBeGreaterThanOrEqual(2);
			for (const file of fonts.fontFiles) {
				expect(file.url, file.url).toMatch(
					new RegExp(`^${origin}/_astro/noto-sans-devanagari-[\\da-f]{16}\\.woff2$`),
				);
				expect(file.status).toBe(200);
				expect(file.contentType).toBe('font/woff2');
			}
			expect(errors).toEqual([]);
		});
	}
});
