/**
 * Consent before tracking (issue 13 item 7): on a tenant with GA4 and the Meta pixel, nothing is
 * requested from an analytics or pixel host before the visitor accepts; Accept loads both with
 * consent granted, Decline loads nothing and is remembered; the banner is accessible, never the
 * largest paint and shifts nothing. A tenant that turned the banner off loads GA4 as before.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from 'playwright/test';
import { CHAT_LOADED, ConsentBanner } from './pages/consent-banner.ts';
import { LoginPage } from './pages/login-page.ts';
import { settle } from './support/settle.ts';
import { tenantUrl } from './support/tenants.ts';
import { googleConsent } from '../support/consent.ts';

// GA4 G-SANDBOX101, pixel 123456789012345 and the sandbox's chat widget.
const SUNRISE = 'sunrise-academy.in';
// GA4 G-SANDBOX103, banner turned off in tenants.json.
const GREENFIELD = 'greenfield-school.edu.in';

const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-SANDBOX101';
const FBEVENTS = 'https://connect.facebook.net/en_US/fbevents.js';
const DENIED = googleConsent('denied');
const GRANTED = googleConsent('granted');

/** What the page's performance observers saw: LCP candidates and layout shifts, by where they are. */
interface Paints {
	lcp: string[];
	shifts: Array<{ value: number; input: boolean; where: string[] }>;
	shownWhenParsed: boolean;
}

/** Opens a page and waits until the loader's late work (after load and idle) is done. */
async function open(page: Page, domain: string, path: string) {
	await page.goto(tenantUrl(domain, path));
	await settle(page);
}

test.describe('a tenant with GA4 and the pixel', () => {
	test('nothing goes to a tracker before Accept; Accept loads both with consent granted, and is remembered', async ({
		page,
	}) => {
		const errors: string[] = [];
		page.on('pageerror', (error) => errors.push(error.message));
		const consent = new ConsentBanner(page);
		await consent.recordTrackers();
		await open(page, SUNRISE, '/courses');

		await expect(consent.region).toBeVisible();
		await expect(consent.region).toContainText(
			'May we use cookies to measure visits (Google Analytics, Meta pixel)? Nothing is sent unless you accept. See our Privacy Policy.',
		);
		// The loader has run (the chat widget, which tracks nobody, is in), yet no tracker was asked.
		await expect(page.getByRole('button', { name: /Chat with us/ })).toBeVisible(CHAT_LOADED);
		expect(consent.trackerRequests).toEqual([]);
		expect(await page.evaluate(() => 'gtag' in window || 'fbq' in window)).toBe(false);
		expect(await consent.storedChoice()).toBeNull();

		await consent.accept();
		await expect.poll(() => consent.trackerRequests).toEqual([GTAG, FBEVENTS]);
		expect(await consent.storedChoice()).toBe('granted');
		const gtag = await consent.gtagCommands();
		expect(gtag.slice(0, 2)).toEqual([
			['consent', 'default', DENIED],
			['consent', 'update', GRANTED],
		]);
		expect(gtag.slice(3)).toEqual([['config', 'G-SANDBOX101']]);
		expect(await consent.pixelCommands()).toEqual([
			['consent', 'revoke'],
			['consent', 'grant'],
			['init', '123456789012345'],
			['track', 'PageView'],
		]);

		// The next page remembers: no banner, and both load after load with consent granted.
		await open(page, SUNRISE, '/faqs');
		await expect(consent.region).toBeHidden();
		await expect.poll(() => consent.trackerRequests).toEqual([GTAG, FBEVENTS, GTAG, FBEVENTS]);
		expect((await consent.gtagCommands())[1]).toEqual(['consent', 'update', GRANTED]);
		expect(errors).toEqual([]);
	});

	test('Decline loads nothing, on this page or the next; Cookie settings changes the choice', async ({
		page,
	}) => {
		const consent = new ConsentBanner(page);
		await consent.recordTrackers();
		await open(page, SUNRISE, '/about');
		await consent.decline();
		await settle(page);
		expect(await consent.storedChoice()).toBe('denied');

		// Not the home page: its pop-up would open at the scroll to the footer.
		await open(page, SUNRISE, '/courses');
		await expect(consent.region).toBeHidden();
		await expect(page.getByRole('button', { name: /Chat with us/ })).toBeVisible(CHAT_LOADED);
		expect(consent.trackerRequests).toEqual([]);
		expect(await page.evaluate(() => 'gtag' in window || 'fbq' in window)).toBe(false);

		// Changing one's mind: the footer shows the banner again, focused, over the page.
		await consent.settingsButton.click();
		await expect(consent.region).toBeVisible();
		await expect(consent.region).toBeFocused();
		expect(consent.trackerRequests).toEqual([]);
		await consent.accept();
		await expect(consent.settingsButton).toBeFocused();
		await expect.poll(() => consent.trackerRequests).toEqual([GTAG, FBEVENTS]);
		expect(await consent.storedChoice()).toBe('granted');
	});

	test('the banner works from the keyboard: after the skip link, Accept is reached by Tab', async ({
		page,
	}, testInfo) => {
		test.skip(testInfo.project.name === 'phone', 'a keyboard is a desktop matter');
		const consent = new ConsentBanner(page);
		await consent.recordTrackers();
		await open(page, SUNRISE, '/faqs');
		const stops: string[] = [];
		for (let step = 0; step < 3; step++) {
			await page.keyboard.press('Tab');
			stops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
		}
		expect(stops).toEqual(['Skip to content', 'Privacy Policy', 'Accept']);
		await page.keyboard.press('Enter');
		await expect(consent.region).toBeHidden();
		await expect.poll(() => consent.trackerRequests).toEqual([GTAG, FBEVENTS]);
	});

	test('axe-core finds no violation with the banner shown', async ({ page }) => {
		const consent = new ConsentBanner(page);
		await consent.recordTrackers();
		await open(page, SUNRISE, '/courses');
		await expect(consent.region).toBeVisible();
		const results = await new AxeBuilder({ page }).analyze();
		expect(
			results.violations.map(
				(violation) =>
					`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
			),
		).toEqual([]);
	});

	test('no third-party script where a password is typed, even after Accept', async ({ page }) => {
		test.setTimeout(60_000);
		const consent = new ConsentBanner(page);
		await consent.recordTrackers();
		const chatRequests: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('chat-widget.js')) chatRequests.push(request.url());
		});
		await open(page, SUNRISE, '/courses');
		await consent.accept();
		await expect.poll(() => consent.trackerRequests).toEqual([GTAG, FBEVENTS]);
		await expect(page.getByRole('button', { name: /Chat with us/ })).toBeVisible(CHAT_LOADED);
		// Pages where a password is typed (issue 28), My Profile's change-password form included.
		const expectNone = async (path: string) => {
			consent.trackerRequests.length = 0;
			chatRequests.length = 0;
			await open(page, SUNRISE, path);
			await expect(page, path).toHaveURL(tenantUrl(SUNRISE, path));
			expect(consent.trackerRequests, path).toEqual([]);
			expect(chatRequests, path).toEqual([]);
			await expect(page.getByRole('button', { name: /Chat with us/ }), path).toHaveCount(0);
			await expect(page.locator('script[data-integrations]'), path).toHaveCount(0);
			await expect(consent.region, path).toBeHidden();
			expect(await page.evaluate(() => 'gtag' in window || 'fbq' in window), path).toBe(false);
		};
		for (const path of ['/register', '/forgot', '/login']) await expectNone(path);
		await new LoginPage(page).logIn('9876543210', 'aarav@123');
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		// Home loads them (after load and idle): let it finish before counting the next page's.
		await settle(page);
		await expect.poll(() => consent.trackerRequests.length).toBeGreaterThanOrEqual(2);
		await expectNone('/dashboard/profile');
		// The next page without a password field loads them again.
		consent.trackerRequests.length = 0;
		await open(page, SUNRISE, '/faqs');
		await expect.poll(() => consent.trackerRequests).toEqual([GTAG, FBEVENTS]);
	});

	test('the chat widget and the banner stay usable side by side', async ({ page }) => {
		const consent = new ConsentBanner(page);
		await consent.recordTrackers();
		await open(page, SUNRISE, '/courses');
		const chat = page.getByRole('button', { name: /Chat with us/ });
		await expect(chat).toBeVisible(CHAT_LOADED);
		// Neither covers the other: both are clicked where they stand (a click on a covered
		// element fails: Playwright checks what is under the pointer).
		await consent.decline();
		await chat.click();
		await expect(chat).toHaveText(/Thanks!/);
	});

	for (const path of ['/', '/courses', '/faqs', '/about', '/contact', '/cart']) {
		test(`${path}: the banner is never the largest paint and shifts nothing`, async ({ page }) => {
			const consent = new ConsentBanner(page);
			await consent.recordTrackers();
			await page.addInitScript(() => {
				const seen = {
					lcp: [] as string[],
					shifts: [] as Array<{ value: number; input: boolean; where: string[] }>,
					shownWhenParsed: false,
				};
				(window as unknown as { paints: typeof seen }).paints = seen;
				// Shown by the parser-time loader, not inserted by a later script.
				document.addEventListener('DOMContentLoaded', () => {
					const banner = document.querySelector('[data-consent-banner]');
					seen.shownWhenParsed = !!banner && getComputedStyle(banner).display !== 'none';
				});
				const where = (node: Node | null | undefined) =>
					node instanceof Element && node.closest('[data-consent-banner]') ? 'banner' : 'page';
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries() as Array<
						PerformanceEntry & { element: Element | null }
					>)
						seen.lcp.push(where(entry.element));
				}).observe({ type: 'largest-contentful-paint', buffered: true });
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries() as Array<
						PerformanceEntry & {
							value: number;
							hadRecentInput: boolean;
							sources: Array<{ node?: Node | null }>;
						}
					>)
						seen.shifts.push({
							value: entry.value,
							input: entry.hadRecentInput,
							where: entry.sources.map((source) => where(source.node)),
						});
				}).observe({ type: 'layout-shift', buffered: true });
			});
			await open(page, SUNRISE, path);
			await expect(consent.region).toBeVisible();
			// Two frames, so the last paints are reported.
			await page.evaluate(
				() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
			);
			const paints = () => page.evaluate(() => (window as unknown as { paints: Paints }).paints);
			const before = await paints();
			expect(before.shownWhenParsed).toBe(true);
			// The largest contentful paint is the last candidate reported (no input yet): the page's.
			// (A banner phrase may be an early candidate, painted before the page's larger content.)
			expect(before.lcp.length).toBeGreaterThan(0);
			expect(before.lcp.at(-1)).toBe('page');
			// Fixed over the page's foot from the first paint: no layout shift involves it. (The
			// page's own shifts, the header's and the home sections', happen with or without it.)
			const banner = (shifts: Paints['shifts']) =>
				shifts.filter((shift) => shift.where.includes('banner'));
			expect(banner(before.shifts)).toEqual([]);
			// Answering it moves nothing either.
			await consent.decline();
			await page.evaluate(
				() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
			);
			expect(banner((await paints()).shifts)).toEqual([]);
		});
	}
});

test.describe('a tenant that turned the banner off', () => {
	test('shows no banner and loads GA4 after load, as before', async ({ page }) => {
		const consent = new ConsentBanner(page);
		await consent.recordTrackers();
		await open(page, GREENFIELD, '/');
		await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
		await expect(consent.settingsButton).toHaveCount(0);
		await expect
			.poll(() => consent.trackerRequests)
			.toEqual(['https://www.googletagmanager.com/gtag/js?id=G-SANDBOX103']);
		const gtag = await consent.gtagCommands();
		expect(gtag.map((command) => command[0])).toEqual(['js', 'config']);
	});
});
