/**
 * Content pages (spec section 2, "Content page"): prerendered navbar and policy pages (server text
 * or built-in fallback), and the runtime content page served for unknown addresses, with its
 * loading, loaded, empty, 400-message and failure/retry states.
 */
import { expect, test, type Route } from 'playwright/test';
import { ContentPage } from './pages/content-page.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';
const GREENFIELD = 'greenfield-school.edu.in';
const P3 = '**/prod/website/page/**';

test.describe('prerendered content pages', () => {
	test('a navbar page shows heading, banner and the page HTML', async ({ page }) => {
		const content = new ContentPage(page);
		const response = await content.goto(SUNRISE, '/more/results');
		expect(response?.status()).toBe(200);
		await expect(content.heading).toHaveText('Results');
		await expect(content.banner).toBeVisible();
		expect(await content.bannerLoaded()).toBe(true);
		await expect(content.body.getByRole('heading', { name: 'Results 2025' })).toBeVisible();
		await expect(content.body.getByRole('cell', { name: 'AIR 214' })).toBeVisible();
		await expect(page).toHaveTitle('Results | Sunrise Academy');
	});

	test('a page without banner shows heading and body only', async ({ page }) => {
		const content = new ContentPage(page);
		await content.goto(SUNRISE, '/more/scholarship-test');
		await expect(content.heading).toHaveText('Scholarship Test');
		await expect(content.banner).toHaveCount(0);
		await expect(content.body).toContainText('Every Sunday at 10:00 AM');
	});

	for (const path of ['/more/privacy-policy', '/privacy-policy']) {
		test(`${path}: the institute's own policy text`, async ({ page }) => {
			const content = new ContentPage(page);
			expect((await content.goto(SUNRISE, path))?.status()).toBe(200);
			await expect(content.heading).toHaveText('Privacy Policy');
			await expect(content.body).toContainText('Sunrise Academy collects your name');
			await expect(content.banner).toHaveCount(0);
		});

		test(`${path}: built-in text and default heading when the institute has none`, async ({
			page,
		}) => {
			const content = new ContentPage(page);
			expect((await content.goto(GREENFIELD, path))?.status()).toBe(200);
			await expect(content.heading).toHaveText('Privacy Policy');
			for (const section of ['General', 'Cookies', 'Data security']) {
				await expect(
					content.body.getByRole('heading', { name: section, exact: true }),
				).toBeVisible();
			}
			await expect(content.body).toContainText('how Greenfield Public School ("we", "us", "our")');
		});
	}

	test('terms and refund fall back with their default headings', async ({ page }) => {
		const content = new ContentPage(page);
		await content.goto(GREENFIELD, '/terms-and-condition');
		await expect(content.heading).toHaveText('Terms & Conditions');
		await expect(content.body.getByRole('heading', { name: 'Force majeure' })).toBeVisible();
		await expect(content.body).toContainText('within six (6) months');
		await content.goto(GREENFIELD, '/more/refund-policy');
		await expect(content.heading).toHaveText('Refund Policy');
		await expect(content.body).toContainText('No refunds are entertained');
	});

	for (const path of ['/about-us', '/more/about-us']) {
		test(`${path}: the about page, prerendered, answers 200 and names /about as canonical`, async ({
			page,
		}) => {
			const content = new ContentPage(page);
			expect((await content.goto(SUNRISE, path))?.status()).toBe(200);
			await expect(content.heading).toHaveText('About Us');
			await expect(content.body).toContainText('Sunrise Academy was founded in Kota in 2009');
			await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
				'href',
				'https://sunrise-academy.in/about',
			);
		});
	}

	test('the root policy page points search engines at /more/', async ({ page }) => {
		await new ContentPage(page).goto(SUNRISE, '/refund-policy');
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
			'href',
			'https://sunrise-academy.in/more/refund-policy',
		);
	});

	test('opens at the top of the page', async ({ page }) => {
		const content = new ContentPage(page);
		await content.goto(GREENFIELD, '/more/terms-and-condition');
		await page.evaluate(() => window.scrollTo(0, 600));
		await page.reload();
		await expect(content.heading).toBeVisible();
		expect(await page.evaluate(() => window.scrollY)).toBe(0);
	});
});

test.describe('runtime content page (unknown addresses)', () => {
	test('shows the spinner while loading, then a page that is not prerendered', async ({ page }) => {
		let release: () => void = () => undefined;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(P3, async (route: Route) => {
			await held;
			await route.continue();
		});
		const content = new ContentPage(page);
		// The last address segment names the page (spec section 2): not prerendered at this address.
		const response = await content.goto(SUNRISE, '/info/about-us');
		expect(response?.status()).toBe(404);
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
		await expect(content.loading).toBeVisible();
		await expect(content.loading).toHaveText('Loading…');
		release();
		await expect(content.loading).toHaveCount(0);
		await expect(content.heading).toHaveText('About Us');
		await expect(content.banner).toBeVisible();
		await expect(content.body).toContainText('Sunrise Academy was founded in Kota in 2009');
		await expect(page).toHaveTitle('About Us | Sunrise Academy');
	});

	test("an unknown address is a not-found page: 404, the server's message in the page, a link home", async ({
		page,
	}) => {
		const content = new ContentPage(page);
		expect((await content.goto(SUNRISE, '/more/does-not-exist'))?.status()).toBe(404);
		await expect(content.heading).toHaveText('Page not found');
		await expect(page.getByRole('main')).toContainText(
			'This page does not exist or has been moved.',
		);
		// Words for visitors: not the platform's "slug".
		await expect(page.getByRole('main')).not.toContainText(/slug/i);
		await expect(content.homeLink).toHaveAttribute('href', '/');
		await expect(page).toHaveTitle('Page not found | Sunrise Academy');
		// The message is part of the page, not a toast over the header.
		await expect(content.notice).toHaveCount(0);
		await expect(page.getByRole('banner')).toBeVisible();
		await expect(page.getByRole('contentinfo')).toBeVisible();
	});

	test('a failure notice closes when clicked', async ({ page }) => {
		await page.route(P3, (route: Route) =>
			route.continue({
				headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=500' },
			}),
		);
		const content = new ContentPage(page);
		await content.goto(SUNRISE, '/more/nothing-here');
		await content.notice.click();
		await expect(content.notice).toHaveCount(0);
	});

	test('a policy slug without a server body gets the built-in text at run time', async ({
		page,
	}) => {
		const content = new ContentPage(page);
		await content.goto(GREENFIELD, '/info/refund-policy');
		await expect(content.heading).toHaveText('Refund Policy');
		await expect(content.body).toContainText('No refunds are entertained');
		await expect(content.body).toContainText('Greenfield Public School');
	});

	test('navigation state names the slug and may hide the banner', async ({ page }) => {
		const content = new ContentPage(page);
		await content.goto(SUNRISE, '/somewhere');
		await expect(content.heading).toHaveText('Page not found');
		await page.evaluate(() => history.replaceState({ slug: 'results', hideBanner: true }, ''));
		await page.reload();
		await expect(content.heading).toHaveText('Results');
		await expect(content.body).toContainText('AIR 214');
		await expect(content.banner).toHaveCount(0);
	});

	test('a failed load shows the retry view; Reload loads the page', async ({ page }) => {
		// The fault rides on this page's own request (the sandbox's x-sandbox-fault header), so tests
		// running in parallel cannot consume it, unlike a POST /__sandbox/faults rule.
		let calls = 0;
		await page.route(P3, (route: Route) => {
			calls += 1;
			const headers = { ...route.request().headers() };
			if (calls === 1) headers['x-sandbox-fault'] = 'status=500';
			return route.continue({ headers });
		});
		const content = new ContentPage(page);
		await content.goto(SUNRISE, '/info/about-us');
		await expect(content.failure).toBeVisible();
		await expect(content.notice).toBeVisible();
		await expect(content.heading).toHaveText('About Us');
		await content.reload.click();
		await expect(content.body).toContainText('Sunrise Academy was founded in Kota in 2009');
		expect(calls).toBe(2);
	});

	test('Reload stays disabled for 3 seconds after a click', async ({ page }) => {
		await page.route(P3, (route: Route) =>
			route.continue({
				headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=503' },
			}),
		);
		const content = new ContentPage(page);
		await content.goto(SUNRISE, '/info/about-us');
		await expect(content.notice.first()).toHaveText(/./);
		await content.reload.click();
		await expect(content.failure).toBeVisible();
		await expect(content.reload).toBeDisabled();
		await expect(content.reload).toBeEnabled({ timeout: 4000 });
	});
});

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('prerendered content pages are readable', async ({ page }) => {
		const content = new ContentPage(page);
		await content.goto(SUNRISE, '/more/results');
		await expect(content.body).toContainText('AIR 214');
		await content.goto(GREENFIELD, '/privacy-policy');
		await expect(content.body).toContainText('Greenfield Public School');
	});

	test('an unknown address explains itself and links home', async ({ page }) => {
		await page.goto(tenantUrl(SUNRISE, '/does-not-exist'));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
		await expect(
			page.getByRole('main').getByRole('link', { name: 'Go to the home page' }),
		).toBeVisible();
	});
});
