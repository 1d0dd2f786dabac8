/**
 * Issue 31: the page's language is the institute's. On the Hindi demo (gyan-pathshala.in, read as
 * `hi` from its text) every page says `<html lang="hi">`, the spec's fixed English texts (menu,
 * footer, buttons, labels, the login form, the cart) say `lang="en"` so a screen reader switches
 * voice, and the institute's own words inside them say `hi` again. Its dates and counts are written
 * in Hindi, and so are the names of our own that hold its words (the link home, each slide). An
 * English institute's pages declare no language below `<html>`.
 */
import { expect, test } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { LanguageAudit } from './pages/language-audit.ts';
import { LoginPage } from './pages/login-page.ts';
import { ProductDetailPage } from './pages/product-detail-page.ts';
import { ProductsPage } from './pages/products-page.ts';
import { tenantUrl } from './support/tenants.ts';

const GYAN = 'gyan-pathshala.in';
const SUNRISE = 'sunrise-academy.in';
const TITLE = 'गणित कक्षा 10';
const DATED_TITLE = '॥ — ॥';

test.describe('page language', () => {
	test.beforeEach(({}, testInfo) => {
		test.skip(testInfo.project.name !== 'desktop', 'the same markup at every width');
	});

	test("Hindi home: hi on the page and the institute's words, en on the menu, sections and footer", async ({
		page,
	}) => {
		const audit = new LanguageAudit(page);
		await page.goto(tenantUrl(GYAN));
		expect(await audit.pageLanguage()).toBe('hi');

		const header = page.locator('header.site-header');
		expect(await audit.languageOf(header.getByRole('link', { name: 'HOME', exact: true }))).toBe(
			'en',
		);
		expect(await audit.languageOf(header.getByRole('link', { name: 'STUDENT LOGIN' }))).toBe('en');
		expect(await audit.languageOf(header.getByRole('link', { name: 'Cart' }))).toBe('en');
		expect(await audit.languageOf(page.locator('a.brand'))).toBe('hi');
		// Names of our own that hold the institute's words are in the page's language.
		await expect(page.locator('a.brand')).toHaveAccessibleName('ज्ञान पाठशाला, मुखपृष्ठ');
		const slides = page.locator('[aria-roledescription="slide"]');
		expect(await slides.count()).toBeGreaterThan(0);
		for (const slide of await slides.all()) {
			await expect(slide).toHaveAccessibleName(/^\d+ में से \d+$/);
			expect(await audit.languageOf(slide)).toBe('hi');
		}
		expect(await audit.languageOf(page.locator('a.skip-link'))).toBe('en');

		const faqs = page.locator('#home-faqs');
		expect(await audit.languageOf(faqs.getByRole('heading', { name: 'FAQs' }))).toBe('en');
		expect(await audit.languageOf(faqs.getByRole('link', { name: 'View all FAQs' }))).toBe('en');
		expect(await audit.languageOf(faqs.getByText('क्या नोट्स डाक से भी मिलते हैं?'))).toBe('hi');
		expect(
			await audit.languageOf(
				page.locator('#testimonials').getByRole('heading', { name: 'Testimonials' }),
			),
		).toBe('en');

		// A testimonial's author is the institute's; its rating is the spec's English.
		const testimonial = page.locator('#testimonials figure').first();
		expect(await audit.languageOf(testimonial.getByText('सीमा यादव'))).toBe('hi');
		expect(await audit.languageOf(testimonial.getByRole('img', { name: 'Rated 5 out of 5' }))).toBe(
			'en',
		);

		const footer = page.locator('footer.site-footer');
		expect(await audit.languageOf(footer.getByRole('heading', { name: 'Important links' }))).toBe(
			'en',
		);
		expect(await audit.languageOf(footer.getByRole('link', { name: 'Privacy Policy' }))).toBe('en');
	});

	test('Hindi products list and detail: English labels, Hindi titles, the count in Hindi', async ({
		page,
	}) => {
		const audit = new LanguageAudit(page);
		const list = new ProductsPage(page);
		await list.goto(GYAN);
		expect(await audit.pageLanguage()).toBe('hi');
		expect(await audit.languageOf(page.getByRole('heading', { level: 1 }))).toBe('en');
		const card = list.card(TITLE);
		expect(await audit.languageOf(card.getByRole('heading', { name: TITLE }))).toBe('hi');
		expect(await audit.languageOf(list.cartButton(TITLE))).toBe('en');
		const count = card.locator('[data-purchase-count]');
		await expect(count).toHaveText('1,240 Student(s) Purchased');
		expect(await audit.languageOf(count)).toBe('en');

		await list.viewLink(TITLE).click();
		const detail = new ProductDetailPage(page);
		await expect(detail.title).toHaveText(TITLE);
		expect(await audit.languageOf(detail.title)).toBe('hi');
		expect(await audit.languageOf(detail.cartButton)).toBe('en');
		expect(await audit.languageOf(page.getByRole('heading', { name: 'About' }))).toBe('en');
	});

	test('Hindi login: the form is English, the page Hindi', async ({ page }) => {
		const audit = new LanguageAudit(page);
		const login = new LoginPage(page);
		await login.goto(GYAN);
		expect(await audit.pageLanguage()).toBe('hi');
		expect(await audit.languageOf(page.getByRole('heading', { name: 'Student Login' }))).toBe('en');
		expect(await audit.languageOf(page.getByRole('button', { name: 'LOG IN' }))).toBe('en');
	});

	test('Hindi cart: English cart, Hindi titles, the validity dates in Hindi', async ({ page }) => {
		const audit = new LanguageAudit(page);
		const cart = new CartPage(page);
		await cart.seed([2603, 2601]);
		await cart.goto(GYAN);
		await expect(cart.items).toHaveCount(2);
		const dated = cart.item(DATED_TITLE);
		// A month ago to 335 days on (sandbox/fixtures/gyan/products.json), months in Hindi: `23 नव॰ 2026`.
		const hindiDate = String.raw`\d{1,2} \p{Script=Devanagari}+\p{P}? \d{4}`;
		await expect(dated.locator('.cart-item-validity')).toHaveText(
			new RegExp(`^Validity: ${hindiDate} – ${hindiDate}$`, 'u'),
		);
		expect(await audit.languageOf(dated.locator('.cart-item-validity'))).toBe('en');
		expect(await audit.languageOf(dated.getByRole('heading', { name: DATED_TITLE }))).toBe('hi');
		expect(
			await audit.languageOf(
				cart.item(TITLE).getByRole('button', { name: `Remove ${TITLE} from cart` }),
			),
		).toBe('en');
	});

	test('an English institute declares no language below <html>', async ({ page }) => {
		const audit = new LanguageAudit(page);
		for (const path of ['/', '/product', '/login']) {
			await page.goto(tenantUrl(SUNRISE, path));
			expect(await audit.pageLanguage()).toBe('en');
			expect(await audit.declaredBelowHtml(), path).toBe(0);
		}
		const cart = new CartPage(page);
		await cart.seed([]);
		await cart.goto(SUNRISE);
		expect(await audit.declaredBelowHtml()).toBe(0);
	});
});
