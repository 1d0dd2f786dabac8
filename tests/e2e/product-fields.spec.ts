/**
 * Issue 18 item 6, fields the spec lists: the institute's product tag on the cards (home,
 * /product) and the detail screen (prerendered and `/product?proc=` from P8); the detail's Share
 * action (the share sheet on a phone with the Web Share API, otherwise the link is copied with
 * the 'Link copied' notice; no Share without an http(s) link); the contact page's 'Enquiry form'
 * link (https `form_url` only).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from 'playwright/test';
import { ContactPage } from './pages/contact-page.ts';
import { ProductDetailPage } from './pages/product-detail-page.ts';
import { ProductsPage } from './pages/products-page.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';
const MENTORSHIP = '/product/jee-advanced-1-1-mentorship-2007';
const MENTORSHIP_LINK = 'https://sunrise-academy.in/go/jee-mentorship';
const KIT_QUERY = '?proc=Scholarship%20Winners%20Starter%20Kit_2008_101';
const KIT_LINK =
	'https://sunrise-academy.in/product?proc=Scholarship%20Winners%20Starter%20Kit_2008_101';

/** A browser without the Web Share API, whatever the device: Share copies. */
const withoutWebShare = (page: Page) =>
	page.addInitScript(() => {
		Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
	});

/** A browser whose share sheet records what it was given (`window.shared`) and closes. */
const withRecordedWebShare = (page: Page) =>
	page.addInitScript(() => {
		const shared: ShareData[] = [];
		Object.assign(window, { shared });
		Object.defineProperty(Navigator.prototype, 'share', {
			configurable: true,
			value: async (data: ShareData) => {
				shared.push(data);
			},
		});
		Object.defineProperty(Navigator.prototype, 'canShare', {
			configurable: true,
			value: () => true,
		});
	});

const copiedNotice = (page: Page) =>
	page.locator('.notice-region .notice').filter({ hasText: 'Link copied' });

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('product tag', () => {
	test('cards on /product and home show the tag of tagged products only', async ({ page }) => {
		const list = new ProductsPage(page);
		await list.goto(SUNRISE);
		await expect(list.tag('JEE Main 2026 Full Test Series')).toHaveText('Bestseller');
		await expect(list.tag('JEE Advanced 1:1 Mentorship')).toHaveText('Last seat');
		await expect(list.tag('NEET Biology Crash Course')).toBeHidden();
		await expect(list.tag('Organic Chemistry Video Lectures')).toBeHidden();

		await page.goto(tenantUrl(SUNRISE, '/'));
		const popular = page
			.getByRole('main')
			.locator('article.product-card')
			.filter({ has: page.getByRole('heading', { name: 'JEE Main 2026 Full Test Series' }) });
		await expect(popular.locator('.product-tag')).toHaveText('Bestseller');
	});

	test('the detail page shows it above the title, prerendered and from P8', async ({ page }) => {
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, MENTORSHIP);
		await expect(detail.tag).toBeVisible();
		await expect(detail.tag).toHaveText('Last seat');

		await detail.goto(SUNRISE, '/product/neet-biology-crash-course-2002');
		await expect(detail.title).toHaveText('NEET Biology Crash Course');
		await expect(detail.tag).toBeHidden();

		// Direct-URL only: P8 fills the same screen at run time.
		await new ProductsPage(page).goto(SUNRISE, KIT_QUERY);
		await expect(detail.title).toHaveText('Scholarship Winners Starter Kit');
		await expect(detail.tag).toBeVisible();
		await expect(detail.tag).toHaveText('Winners only');
	});
});

test.describe('Share', () => {
	test('without the Web Share API it copies the link and says so', async ({ page, context }) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await withoutWebShare(page);
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, MENTORSHIP);
		await expect(detail.share).toBeVisible();
		await detail.share.click();
		await expect(copiedNotice(page)).toBeVisible();
		expect(await clipboardText(page)).toBe(MENTORSHIP_LINK);
		// The notice leaves on its own.
		await expect(copiedNotice(page)).toHaveCount(0, { timeout: 6000 });
	});

	test('a phone with the Web Share API opens the share sheet; a desktop copies', async ({
		page,
		context,
		isMobile,
	}) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await withRecordedWebShare(page);
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, MENTORSHIP);
		await detail.share.click();
		if (isMobile) {
			await expect
				.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
				.toEqual([{ title: 'JEE Advanced 1:1 Mentorship', url: MENTORSHIP_LINK }]);
			await expect(copiedNotice(page)).toHaveCount(0);
		} else {
			await expect(copiedNotice(page)).toBeVisible();
			expect(await clipboardText(page)).toBe(MENTORSHIP_LINK);
			expect(
				await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared),
			).toEqual([]);
		}
	});

	test('the run-time detail (P8) shares its own link', async ({ page, context }) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await withoutWebShare(page);
		await new ProductsPage(page).goto(SUNRISE, KIT_QUERY);
		const detail = new ProductDetailPage(page);
		await expect(detail.title).toHaveText('Scholarship Winners Starter Kit');
		await detail.share.click();
		await expect(copiedNotice(page)).toBeVisible();
		expect(await clipboardText(page)).toBe(KIT_LINK);
	});

	for (const [name, path] of [
		['a link without a scheme', '/product/cuet-general-test-mock-pack-2005'],
		['no link', '/product/organic-chemistry-video-lectures-2009'],
	] as const) {
		test(`${name}: no Share`, async ({ page }) => {
			const detail = new ProductDetailPage(page);
			await detail.goto(SUNRISE, path);
			await detail.waitForLive();
			await expect(detail.share).toHaveCount(0);
		});
	}

	test('axe-core finds no violations with the tag, Share and its notice', async ({
		page,
		context,
	}) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await withoutWebShare(page);
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, MENTORSHIP);
		await detail.waitForLive();
		await detail.share.click();
		await expect(copiedNotice(page)).toBeVisible();
		// The page's own parts: the product screen and the notice (outside main, top right).
		const axe = new AxeBuilder({ page }).include('main').include('.notice-region');
		expect((await axe.analyze()).violations).toEqual([]);
	});
});

test.describe('Enquiry form', () => {
	test('sunrise (https form_url) links it in a new tab', async ({ page }) => {
		const contact = new ContactPage(page);
		await contact.goto(SUNRISE);
		await expect(contact.enquiryForm).toHaveAttribute(
			'href',
			'https://forms.sunrise-academy.in/enquiry',
		);
		await expect(contact.enquiryForm).toHaveAttribute('target', '_blank');
		await expect(contact.enquiryForm).toHaveAttribute('rel', /\bnoopener\b/);
	});

	for (const [name, domain] of [
		['pixel (plain http form_url)', 'pixel-store.in'],
		['greenfield (no form_url)', 'greenfield-school.edu.in'],
	] as const) {
		test(`${name} has no enquiry link`, async ({ page }) => {
			const contact = new ContactPage(page);
			await contact.goto(domain);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
			await expect(contact.enquiryForm).toHaveCount(0);
		});
	}
});
