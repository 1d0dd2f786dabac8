/**
 * Institute images optimised by the build (issue 14 item 4): on Sunrise, whose first slide and
 * product 2001's photo are JPEGs in the sandbox, the pages show WebP files published inside the
 * tenant's own site with a srcset at the widths the layout shows, the LCP image has high fetch
 * priority, the full-size JPEG is never requested, and small SVG images are written into the page.
 */
import { expect, test, type Page } from 'playwright/test';
import { HomeSectionsPage } from './pages/home-sections-page.ts';
import { ProductDetailPage } from './pages/product-detail-page.ts';
import { ProductsPage } from './pages/products-page.ts';
import { ResponsiveImage } from './pages/responsive-image.ts';
import { sandboxInstitute, tenantUrl } from './support/tenants.ts';
import { inlinedSvg } from './support/inline-svg.ts';

const SUNRISE = 'sunrise-academy.in';
const JEE = '/product/jee-main-2026-full-test-series-2001';
const OPTIMISED = /^\/_img\/[0-9a-f]{24}-\d+\.webp$/;

// Requests for the sandbox's original JPEGs, which the optimised pages must not make.
function originalJpegRequests(page: Page): string[] {
	const seen: string[] = [];
	page.on('request', (request) => {
		if (/\/sandbox\/assets\/[\w-]+\.jpg$/.test(request.url())) seen.push(request.url());
	});
	return seen;
}

async function expectServedFromTenant(image: ResponsiveImage, page: Page) {
	const loaded = await image.loaded();
	expect(loaded.naturalWidth).toBeGreaterThan(0);
	expect(loaded.currentSrc.startsWith(tenantUrl(SUNRISE, '/_img/'))).toBe(true);
	// Asked from the page (its own origin): the same file, as the preview server (a CDN) sends it.
	const headers = await page.evaluate(async (url) => {
		const response = await fetch(url);
		return {
			status: response.status,
			type: response.headers.get('content-type'),
			cache: response.headers.get('cache-control'),
		};
	}, loaded.currentSrc);
	expect(headers).toEqual({
		status: 200,
		type: 'image/webp',
		cache: 'public, max-age=31536000, immutable',
	});
}

test.describe('optimised institute images', () => {
	test('the home slider’s JPEG banner is WebP from the tenant’s host, with srcset and high priority', async ({
		page,
	}) => {
		const jpegs = originalJpegRequests(page);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);

		const banner = new ResponsiveImage(home.slide(1).getByRole('img'));
		await expect(banner.image).toHaveAttribute('src', OPTIMISED);
		await expect(banner.image).toHaveAttribute('sizes', '(min-width: 1180px) 1180px, 100vw');
		await expect(banner.image).toHaveAttribute('fetchpriority', 'high');
		await expect(banner.image).toHaveAttribute('loading', 'eager');
		await expect(banner.image).toHaveAttribute('width', '1200');
		await expect(banner.image).toHaveAttribute('height', '420');
		// The sandbox's JPEG is 1600 px wide: never enlarged, so the widest file is its own width.
		expect(await banner.offeredWidths()).toEqual([480, 800, 1200, 1600]);
		await expectServedFromTenant(banner, page);
		expect(jpegs).toEqual([]);
	});

	test('a small SVG slide is written into the page as a data: address, lazily decoded', async ({
		page,
	}) => {
		const { homepage } = await sandboxInstitute(SUNRISE);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);

		const second = home.slide(2).getByRole('img');
		await expect(second).toHaveAttribute(
			'src',
			await inlinedSvg(homepage.slider_details[1].image_url),
		);
		await expect(second).not.toHaveAttribute('srcset', /./);
		await expect(second).toHaveAttribute('loading', 'lazy');
		await expect(second).toHaveAttribute('decoding', 'async');
	});

	test('the products list’s first card is the LCP image, WebP at card widths', async ({ page }) => {
		const jpegs = originalJpegRequests(page);
		const list = new ProductsPage(page);
		await list.goto(SUNRISE);

		const photo = new ResponsiveImage(list.card('JEE Main 2026 Full Test Series').locator('img'));
		await expect(photo.image).toHaveAttribute('src', OPTIMISED);
		await expect(photo.image).toHaveAttribute('fetchpriority', 'high');
		await expect(photo.image).toHaveAttribute(
			'sizes',
			'(min-width: 1025px) 290px, (min-width: 465px) 50vw, 100vw',
		);
		expect(await photo.offeredWidths()).toEqual([320, 480, 640, 960]);
		await expectServedFromTenant(photo, page);
		expect(jpegs).toEqual([]);
	});

	test('the product detail photo is WebP at detail widths with high priority', async ({ page }) => {
		const jpegs = originalJpegRequests(page);
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, JEE);

		const photo = new ResponsiveImage(detail.media.locator('img[data-media-image]'));
		await expect(photo.image).toHaveAttribute('src', OPTIMISED);
		await expect(photo.image).toHaveAttribute('fetchpriority', 'high');
		await expect(photo.image).toHaveAttribute('loading', 'eager');
		// 1280 px wide at the source: 480, 800, then its own width for the 1200 px step.
		expect(await photo.offeredWidths()).toEqual([480, 800, 1280]);
		await expectServedFromTenant(photo, page);
		expect(jpegs).toEqual([]);
	});
});
