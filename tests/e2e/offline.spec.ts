/**
 * Offline reading (issue: Hardening, item 5): a page a visitor has seen opens offline with a
 * small notice, a page never seen shows the offline page, the home page is kept from the first
 * visit on, nothing a student's authorization fetched is ever kept, and the dashboard's own
 * offline notice still shows. Offline, each page shows one message (issue 29 item 4): the cart
 * lists the products it last knew and asks again once online, the offline page carries no notice
 * over it, and the contact form says why it cannot send. The notice and the consent banner stack
 * at the foot of the screen, the one above the other. Playwright's offline mode cuts the
 * network; the service worker is the real one of the built site.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test } from 'playwright/test';
import {
	activate,
	createReleaseDir,
	liveReleaseId,
	tenantReleasesDir,
} from '../../scripts/lib/releases/releases.ts';
import { CartPage } from './pages/cart-page.ts';
import { ConsentBanner } from './pages/consent-banner.ts';
import { LoginPage } from './pages/login-page.ts';
import { OfflineSite } from './pages/offline-site.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { E2E_DIST_DIR, E2E_SANDBOX_URL } from './support/ports.ts';

const SUNRISE = 'sunrise-academy.in';
const NOTICE = 'You are offline: this is the copy saved on your last visit.';

// The rest of the suite blocks service workers (playwright.config.ts); this file is about them.
test.use({ serviceWorkers: 'allow' });

test('a page seen online opens offline, with the notice; back online the notice goes', async ({
	page,
	context,
}) => {
	const site = new OfflineSite(page, SUNRISE);
	await site.goto('/faqs/');
	await expect(site.heading).toHaveText('FAQs');
	await site.waitUntilKept('/faqs/');
	await expect(site.notice).toBeHidden();

	await context.setOffline(true);
	await page.reload();
	await expect(site.heading).toHaveText('FAQs');
	await expect(site.notice).toHaveText(NOTICE);
	await expect(site.notice).toBeVisible();
	// Its styles came from the cache too: the header is laid out, not bare HTML.
	await expect(page.locator('[data-site-header]')).toHaveCSS('display', /flex|grid|block/);

	await context.setOffline(false);
	await expect(site.notice).toBeHidden();
});

test('a repeat visit asks for the page while the worker starts (navigation preload), online and offline', async ({
	page,
	context,
}) => {
	const site = new OfflineSite(page, SUNRISE);
	await site.goto('/faqs/');
	await site.waitUntilKept('/faqs/');
	expect(await site.navigationPreloadEnabled()).toBe(true);
	const preloads: string[] = [];
	context.on('request', (request) => {
		if (request.headers()['service-worker-navigation-preload'] === 'true')
			preloads.push(request.url());
	});
	await page.reload();
	// The browser sent the page's request itself, marked as a preload, and the worker answered with it.
	expect(preloads).toEqual([site.url('/faqs/')]);
	expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
	await expect(site.heading).toHaveText('FAQs');
	await expect(site.notice).toBeHidden();

	// Offline, the failed preload falls back to the kept copy.
	await context.setOffline(true);
	await page.reload();
	await expect(site.heading).toHaveText('FAQs');
	await expect(site.notice).toBeVisible();
});

test('the home page is kept from the first visit of any page; an unseen page shows the offline page', async ({
	page,
	context,
}) => {
	const site = new OfflineSite(page, SUNRISE);
	await site.goto('/faqs/');
	await site.waitUntilKept('/');
	await site.waitUntilKept('/offline/');

	await context.setOffline(true);
	await site.goto('/contact/');
	await expect(site.heading).toHaveText('You are offline');
	await expect(
		page.getByText(
			'This page has not been saved on this device yet. Connect to the internet and try again.',
		),
	).toBeVisible();
	// The offline page says it all itself: no notice over it (issue 29 item 4).
	await expect(site.notice).toHaveCount(0);
	await page.getByRole('link', { name: 'Go to the home page' }).click();
	await expect(page).toHaveURL(site.url('/'));
	await expect(site.notice).toBeVisible();
	await expect(page.locator('[data-site-header]')).toBeVisible();
});

test('offline, the cart lists what it last knew with one message, and loads again once online', async ({
	page,
	context,
}, testInfo) => {
	const cart = new CartPage(page);
	await cart.seed([2002, 2001]);
	await cart.goto(SUNRISE);
	await expect(cart.items).toHaveCount(2);
	const site = new OfflineSite(page, SUNRISE);
	await site.waitUntilKept('/cart');

	await context.setOffline(true);
	await page.reload();
	await expect(cart.items).toHaveCount(2);
	await expect(cart.item('NEET Biology Crash Course')).toBeVisible();
	// One message: the notice, no toast and no failure screen beside it.
	await expect(site.notice).toHaveText(NOTICE);
	await expect(page.getByText('Please check your internet connection!')).toHaveCount(0);
	await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
	if (testInfo.project.name === 'phone') {
		const path = testInfo.outputPath('offline-cart-360.png');
		await page.screenshot({ path, fullPage: true });
		await testInfo.attach('offline cart at 360 px', { path, contentType: 'image/png' });
	}

	// Back online, the cart asks P9 again by itself.
	const asked = page.waitForRequest((request) =>
		request.url().endsWith('/prod/student-product/cart'),
	);
	await context.setOffline(false);
	await asked;
	await expect(site.notice).toBeHidden();
	await expect(cart.items).toHaveCount(2);
});

test('offline, the contact form says why it cannot send; a page that loses its connection says so', async ({
	page,
	context,
}) => {
	const site = new OfflineSite(page, SUNRISE);
	await site.goto('/contact/');
	await site.waitUntilKept('/contact/');
	const reason = page.getByText('You are offline: you can send this once you are back online.');
	await expect(reason).toBeHidden();

	// Offline while open: the page is no saved copy, and the notice does not say it is.
	await context.setOffline(true);
	await expect(site.notice).toHaveText(
		'You are offline: what needs the internet will load again once you are back online.',
	);
	await expect(reason).toBeVisible();
	// Opened offline: the saved copy, and the same reason under Send.
	await page.reload();
	await expect(site.notice).toHaveText(NOTICE);
	await expect(reason).toBeVisible();
	await context.setOffline(false);
	await expect(reason).toBeHidden();
	await expect(site.notice).toBeHidden();
});

test('the offline notice and the consent banner stack at the foot, neither covering the other', async ({
	page,
	context,
}) => {
	// A first visit to a tenant that asks for consent: the banner shows until the visitor chooses.
	const site = new OfflineSite(page, SUNRISE);
	const consent = new ConsentBanner(page);
	await consent.recordTrackers();
	await site.goto('/faqs/');
	await expect(consent.region).toBeVisible();

	await context.setOffline(true);
	await expect(site.notice).toBeVisible();
	await expect(consent.region).toBeVisible();
	const notice = (await site.notice.boundingBox())!;
	const banner = (await consent.region.boundingBox())!;
	// The notice sits wholly above the banner, and both inside the viewport (360 px on a phone).
	expect(notice.y + notice.height).toBeLessThanOrEqual(banner.y);
	expect(banner.y + banner.height).toBeLessThanOrEqual(page.viewportSize()!.height);
	expect(notice.x).toBeGreaterThanOrEqual(0);
	expect(notice.x + notice.width).toBeLessThanOrEqual(page.viewportSize()!.width);
	// Still a working banner: Accept answers it, and the notice stays.
	await consent.accept();
	await expect(site.notice).toBeVisible();
	await context.setOffline(false);
});

test('nothing fetched with a student authorization is kept, and the dashboard notice still shows', async ({
	page,
	context,
}) => {
	const login = new LoginPage(page);
	await login.goto(SUNRISE);
	await login.logIn('9876543210', 'aarav@123');
	await expect(page).not.toHaveURL(/\/login/);
	const dashboard = new DashboardPage(page);
	// My Profile fetches the student's details (M11) with the authorization.
	await dashboard.goto(SUNRISE, '/dashboard/profile');
	await expect(dashboard.heading).toHaveText('My Profile');
	const site = new OfflineSite(page, SUNRISE);
	await site.waitUntilKept('/dashboard/profile');

	const kept = await site.cachedUrls();
	expect(kept.length).toBeGreaterThan(0);
	const siteOrigin = new URL(site.url('/')).origin;
	expect(kept.filter((url) => new URL(url).origin !== siteOrigin)).toEqual([]);
	expect(kept.filter((url) => url.startsWith(E2E_SANDBOX_URL))).toEqual([]);
	expect(await site.cachedRequestHeaders()).not.toContain('authorization');

	await context.setOffline(true);
	await expect(dashboard.offlineNotice).toBeVisible();
	await context.setOffline(false);
	await expect(dashboard.offlineNotice).toBeHidden();
});

test('a new release takes over at the next visit, online and then offline, with no old copy or missing file', async ({
	page,
	context,
}, testInfo) => {
	// One release switch at a time on the shared stack; the service worker is the same at any width.
	test.skip(testInfo.project.name !== 'desktop', 'switches a live release of the shared stack');
	const domain = 'global-prep.com';
	const dist = resolve(E2E_DIST_DIR);
	const site = new OfflineSite(page, domain);
	await site.goto('/faqs/');
	await site.waitUntilKept('/faqs/');
	// Controlled by the worker from here on, with the old release's page kept.
	await page.reload();
	expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
	await expect(page.locator('meta[name="e2e-release"]')).toHaveCount(0);

	// A new release, as a build publishes one: its own folder, then one atomic switch.
	const oldId = (await liveReleaseId(dist, domain))!;
	const { id, dir } = await createReleaseDir(dist, domain);
	try {
		await cp(join(tenantReleasesDir(dist, domain), oldId), dir, { recursive: true });
		const faqs = join(dir, 'faqs/index.html');
		const html = await readFile(faqs, 'utf8');
		await writeFile(
			faqs,
			html.replace('<head>', `<head><meta name="e2e-release" content="${id}">`),
		);
		await activate(dist, domain, id);

		const failed: string[] = [];
		page.on('response', (response) => {
			if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
		});
		await page.reload();
		await expect(page.locator('meta[name="e2e-release"]')).toHaveAttribute('content', id);
		await expect(site.heading).toHaveText('FAQs');
		await site.waitUntilKept('/faqs/');

		// Offline, the kept copy is the new release's, not the first one seen.
		await context.setOffline(true);
		await page.reload();
		await expect(page.locator('meta[name="e2e-release"]')).toHaveAttribute('content', id);
		await expect(site.notice).toBeVisible();
		await context.setOffline(false);
		expect(failed).toEqual([]);
	} finally {
		await activate(dist, domain, oldId);
		await rm(dir, { recursive: true, force: true });
	}
});
