/**
 * Product detail (sunrise): the prerendered page of each product, its live buttons and Buy Now,
 * the header count across tabs, `/product?proc=` (prerendered, direct-URL-only, malformed,
 * unknown, failing) and the media carousel (YouTube facade, uploaded video and its one P13).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from 'playwright/test';
import { ProductDetailPage } from './pages/product-detail-page.ts';
import { ProductsPage } from './pages/products-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';
const JEE = '/product/jee-main-2026-full-test-series-2001';
const NEET = '/product/neet-biology-crash-course-2002';
const P8 = '**/prod/student-product/product-info?**';
const P13 = '/prod/product/update-consumed-storage';

const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('cart'));

test.describe('product detail page', () => {
	test('shows the product as the spec lists it, with structured data and a sitemap entry', async ({
		page,
	}) => {
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, JEE);
		await expect(page).toHaveTitle('JEE Main 2026 Full Test Series | Sunrise Academy');
		await expect(detail.title).toHaveText('JEE Main 2026 Full Test Series');
		await expect(detail.price).toHaveText('₹2,999');
		await expect(detail.originalPrice).toHaveText('Original price ₹4,999');
		await expect(detail.discount).toHaveText('40 % Off');
		await expect(detail.tags).toContainText('Offers Available');
		await expect(detail.tags).toContainText('128 Student(s) Purchased');
		await expect(detail.section('About')).toContainText('30 full-length JEE Main mock tests');
		await expect(detail.items).toHaveCount(3);
		await expect(detail.items.nth(0)).toContainText('Mock Tests');
		await expect(detail.items.nth(0)).toContainText('30 full-length tests');
		await expect(detail.breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute(
			'href',
			'/product',
		);

		const product = await detail.productJsonLd();
		expect(product['name']).toBe('JEE Main 2026 Full Test Series');
		expect(product['offers']).toMatchObject({
			'@type': 'Offer',
			price: 2999,
			priceCurrency: 'INR',
			availability: 'https://schema.org/InStock',
			url: `https://${SUNRISE}${JEE}`,
		});
		const sitemap = (await (await page.goto(tenantUrl(SUNRISE, '/sitemap.xml')))?.text()) ?? '';
		expect(sitemap).toContain(`<loc>https://${SUNRISE}${JEE}</loc>`);
		expect(sitemap).toContain(`<loc>https://${SUNRISE}${NEET}</loc>`);
		// The direct-URL-only product is not in the catalogue, so it has no page to list.
		expect(sitemap).not.toContain('-2008<');
	});

	test('View on a card opens the product page; a product without discount hides those parts', async ({
		page,
	}) => {
		const list = new ProductsPage(page);
		await list.goto(SUNRISE);
		await expect(list.viewLink('NEET Biology Crash Course')).toHaveAttribute('href', NEET);
		await list.viewLink('NEET Biology Crash Course').click();
		await expect(page).toHaveURL(new RegExp(`${NEET}$`));
		const detail = new ProductDetailPage(page);
		await expect(detail.title).toHaveText('NEET Biology Crash Course');
		await expect(detail.price).toHaveText('₹1,499');
		await expect(detail.originalPrice).toBeHidden();
		await expect(detail.discount).toBeHidden();
	});

	test('add from the list, then from the detail page; the header counts in a second tab too', async ({
		page,
		context,
	}) => {
		const list = new ProductsPage(page);
		await list.goto(SUNRISE);
		await list.waitForLiveButtons();
		await list.cartButton('NEET Biology Crash Course').click();

		const other = await context.newPage();
		await other.goto(tenantUrl(SUNRISE, '/faqs'));
		const otherHeader = new SiteHeader(other);
		await expect(otherHeader.cart).toHaveAttribute('aria-label', 'Cart, 1 item');

		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, JEE);
		await detail.waitForLive();
		await expect(detail.cartButton).toContainText('Add to Cart');
		await detail.cartButton.click();
		await expect(detail.cartButton).toContainText('Remove from Cart');
		expect(await storedCart(page)).toBe('[2001,2002]');
		await expect(new SiteHeader(page).cart).toHaveAttribute('aria-label', 'Cart, 2 items');
		await expect(otherHeader.cart).toHaveAttribute('aria-label', 'Cart, 2 items');

		await detail.cartButton.click();
		await expect(detail.cartButton).toContainText('Add to Cart');
		await expect(otherHeader.cart).toHaveAttribute('aria-label', 'Cart, 1 item');
	});

	test('Buy Now adds the product and opens the cart; in the cart already, it only opens the cart', async ({
		page,
	}) => {
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, NEET);
		await detail.waitForLive();
		await detail.buyNow.click();
		await expect(page).toHaveURL(/\/cart$/);
		expect(await storedCart(page)).toBe('[2002]');
		await expect(page.getByText('NEET Biology Crash Course').first()).toBeVisible();

		await detail.goto(SUNRISE, NEET);
		await detail.waitForLive();
		await expect(detail.cartButton).toContainText('Remove from Cart');
		await detail.buyNow.click();
		await expect(page).toHaveURL(/\/cart$/);
		expect(await storedCart(page)).toBe('[2002]');
	});

	test('Sold Out and Purchased are disabled and offer no Buy Now', async ({ page }) => {
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, '/product/class-10-board-booster-kit-2004');
		await detail.waitForLive();
		await expect(detail.cartButton).toContainText('Sold Out');
		await expect(detail.cartButton).toBeDisabled();
		await expect(detail.buyNow).toBeHidden();
		expect((await detail.productJsonLd())['offers']['availability']).toBe(
			'https://schema.org/SoldOut',
		);

		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876543210', 'aarav@123');
		await expect(page).not.toHaveURL(/\/login/);
		await detail.goto(SUNRISE, '/product/free-physics-chapter-tests-2003');
		await expect(detail.cartButton).toContainText('Purchased');
		await expect(detail.cartButton).toBeDisabled();
		await expect(detail.buyNow).toBeHidden();
	});

	test('axe-core finds no violations on a detail page, before and after a video is chosen', async ({
		page,
	}) => {
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, JEE);
		await detail.waitForLive();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
		await detail.thumbnail('Video 1').click();
		await expect(detail.frames).toHaveCount(1);
		const afterChoice = await new AxeBuilder({ page }).include('main').exclude('iframe').analyze();
		expect(afterChoice.violations).toEqual([]);
	});
});

test.describe('/product?proc=', () => {
	test('a prerendered product replaces the address with its page (no extra history entry)', async ({
		page,
	}) => {
		await page.goto(tenantUrl(SUNRISE, '/faqs'));
		await page.goto(
			tenantUrl(SUNRISE, '/product?proc=JEE%20Main%202026%20Full%20Test%20Series_2001_101'),
		);
		await expect(page).toHaveURL(new RegExp(`${JEE}$`));
		await expect(new ProductDetailPage(page).title).toHaveText('JEE Main 2026 Full Test Series');
		await page.goBack();
		await expect(page).toHaveURL(/\/faqs$/);
	});

	test('a direct-URL-only product loads with P8 into the same detail screen and can be bought', async ({
		page,
	}) => {
		const list = new ProductsPage(page);
		await list.goto(SUNRISE, '?proc=Scholarship%20Winners%20Starter%20Kit_2008_101');
		const detail = new ProductDetailPage(page);
		await expect(detail.title).toHaveText('Scholarship Winners Starter Kit');
		await expect(detail.title).toBeFocused();
		await expect(page).toHaveTitle('Scholarship Winners Starter Kit | Sunrise Academy');
		await expect(detail.price).toHaveText('₹499');
		await expect(detail.originalPrice).toHaveText('Original price ₹999');
		await expect(detail.section('About')).toContainText('not in the product list');
		await expect(detail.items).toHaveCount(1);
		await expect(list.cards.first()).toBeHidden();
		await expect(list.heading).toHaveText('Scholarship Winners Starter Kit');
		await detail.waitForLive();
		await detail.buyNow.click();
		await expect(page).toHaveURL(/\/cart$/);
		expect(await storedCart(page)).toBe('[2008]');
		await expect(page.getByText('Scholarship Winners Starter Kit').first()).toBeVisible();
	});

	for (const [name, query] of [
		['a malformed reference', '?proc=nonsense'],
		['an unknown product', '?proc=Gone_99999_101'],
	] as const) {
		test(`${name} shows Product not found with a way back to the list`, async ({ page }) => {
			const list = new ProductsPage(page);
			await list.goto(SUNRISE, query);
			await expect(list.notFound).toBeVisible();
			await expect(list.notFound).toBeFocused();
			await expect(list.cards.first()).toBeHidden();
			expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
			await page.getByRole('link', { name: 'See all products' }).click();
			await expect(list.heading).toHaveText('POPULAR PRODUCTS');
			await expect(list.cards.first()).toBeVisible();
		});
	}

	test('a failed P8 shows its message and Try again loads the product', async ({ page }) => {
		let calls = 0;
		await page.route(P8, (route) => {
			calls += 1;
			const headers = { ...route.request().headers() };
			if (calls === 1) headers['x-sandbox-fault'] = 'status=500';
			return route.continue({ headers });
		});
		const list = new ProductsPage(page);
		await list.goto(SUNRISE, '?proc=Scholarship%20Winners%20Starter%20Kit_2008_101');
		const retry = page.getByRole('button', { name: 'Try again' });
		await expect(retry).toBeVisible();
		await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
		await retry.click();
		await expect(new ProductDetailPage(page).title).toHaveText('Scholarship Winners Starter Kit');
		expect(calls).toBe(2);
	});
});

test.describe('media carousel', () => {
	test('an uploaded video plays when chosen, toggles, and registers its first play once (P13)', async ({
		page,
	}) => {
		const storage: string[] = [];
		page.on('request', (request) => {
			if (new URL(request.url()).pathname === P13) storage.push(request.method());
		});
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, NEET);
		await expect(detail.video).toHaveCount(0);
		const video = detail.thumbnail('Video 1');
		await video.click();
		await expect(video).toHaveAttribute('aria-pressed', 'true');
		await expect(detail.video).toHaveCount(1);
		await expect.poll(() => storage.length).toBe(1);
		await expect
			.poll(() => detail.video.evaluate((node: HTMLVideoElement) => node.paused))
			.toBe(false);
		await video.click();
		await expect
			.poll(() => detail.video.evaluate((node: HTMLVideoElement) => node.paused))
			.toBe(true);
		await video.click();
		await detail.thumbnail('Product image').click();
		await expect(detail.video).toHaveCount(0);
		await video.press('Enter');
		await expect(detail.video).toHaveCount(1);
		await expect
			.poll(() => detail.video.evaluate((node: HTMLVideoElement) => node.paused))
			.toBe(false);
		expect(storage).toEqual(['PUT']);
	});

	test('YouTube frames load only when chosen, from the privacy-enhanced domain', async ({
		page,
	}) => {
		const youtube: string[] = [];
		page.on('request', (request) => {
			if (/youtube|ytimg/.test(new URL(request.url()).hostname)) youtube.push(request.url());
		});
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, JEE);
		await expect(detail.thumbnail('Video 2')).toBeVisible();
		await expect(detail.frames).toHaveCount(0);
		expect(youtube).toEqual([]);
		await detail.thumbnail('Video 2').click();
		await expect(detail.frames).toHaveCount(1);
		await expect(detail.frames).toHaveAttribute(
			'src',
			/^https:\/\/www\.youtube-nocookie\.com\/embed\/9bZkp7q19f0\?/,
		);
		// On a phone the strip has scrolled to Video 2: the keyboard reaches the image's thumbnail.
		await detail.thumbnail('Product image').press('Enter');
		await expect(detail.frames).toHaveCount(0);
		await expect(detail.media.locator('img').first()).toBeVisible();
	});

	test('a malformed youtube_url leaves the image alone and logs no error', async ({ page }) => {
		const errors: string[] = [];
		page.on('pageerror', (error) => errors.push(error.message));
		const detail = new ProductDetailPage(page);
		await detail.goto(SUNRISE, '/product/organic-chemistry-video-lectures-2009');
		await expect(detail.title).toHaveText('Organic Chemistry Video Lectures');
		await expect(detail.media.locator('img').first()).toBeVisible();
		await expect(detail.media.getByRole('button')).toHaveCount(0);
		expect(errors).toEqual([]);
	});
});
