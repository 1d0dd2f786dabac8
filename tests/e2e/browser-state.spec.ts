/**
 * Broken browser state (issue: Hardening, item 6). Corrupt or foreign stored values are
 * discarded for defaults on every page type, the header's inline script and the dashboard's
 * guard included; storage the browser refuses (site data blocked, no storage, a full quota)
 * leaves browsing working, and the cart and a login for the tab (a full quota: sessionStorage) or
 * the page (no storage at all: nothing goes into `window.name`, which another site can write and
 * read, issues 28 and 46). No page reports an error.
 */
import { expect, test } from 'playwright/test';
import { BrowserState, type Refusal, type StoredValues } from './pages/browser-state.ts';
import { CartPage } from './pages/cart-page.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { ProductsPage } from './pages/products-page.ts';
import { SiteHeader, storedSession } from './pages/site-header.ts';
import { pageTypes } from './support/page-types.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';
const VISIT = 'institute-sites-visit:';
const student = JSON.parse(storedSession(501)) as Record<string, unknown>;

// Each case stores corrupt or foreign values under every key the site reads.
const CORRUPT: Array<[string, StoredValues]> = [
	[
		'text that is not JSON',
		{
			local: { session: '{"userId":501,', cart: '[2001,', device_id: '' },
			session: { 'hosted-order': '{', 'placed-order': 'undefined', 'home-popup-seen': 'yes' },
		},
	],
	[
		'values of the wrong type',
		{
			local: {
				session: JSON.stringify({ ...student, userId: '501' }),
				cart: '["2001","2002"]',
				device_id: '<img src=x onerror=alert(1)>',
			},
			session: {
				'hosted-order': '{"entityId":"77","gateway":"two"}',
				'placed-order': '{"entityId":78,"free":"yes"}',
			},
		},
	],
	[
		'"__proto__" and other shapes',
		{
			local: {
				session: `{"__proto__":${storedSession(501)}}`,
				cart: '{"length":2,"0":2001,"1":2002}',
			},
			windowName: `${VISIT}{"session":{"userId":5},"cart":"[0]","device_id":7}`,
		},
	],
	[
		'a session with nested values of the wrong type, a cart with an id twice',
		{
			local: {
				session: JSON.stringify({ ...student, userInfo: 'Aarav', webAccessMsg: 7 }),
				cart: '[2001,2001]',
			},
			windowName: `${VISIT}{"cart":`,
		},
	],
	[
		'huge values',
		{
			local: {
				session: JSON.stringify('x'.repeat(1_000_000)),
				cart: JSON.stringify(Array.from({ length: 100_000 }, () => -1)),
				device_id: 'y'.repeat(100_000),
			},
		},
	],
];

test('corrupt and foreign stored values are discarded on every page type', async ({ page }) => {
	test.setTimeout(180_000);
	const state = new BrowserState(page);
	const paths = pageTypes(SUNRISE);
	expect(paths.length).toBeGreaterThan(20);
	for (const [index, path] of paths.entries()) {
		const [name, values] = CORRUPT[index % CORRUPT.length]!;
		await state.seed(values);
		await state.visit(tenantUrl(SUNRISE, path));
		const where = `${path} with ${name}`;
		if (path.startsWith('/dashboard')) {
			// The guard found no session: the visitor is asked to log in.
			await expect(page, where).toHaveURL(/\/login\?from=%2Fdashboard/);
		}
		await expect(page.getByRole('heading', { level: 1 }), where).toHaveCount(1);
		await expect(page.locator('html'), where).not.toHaveAttribute('data-logged-in');
		await expect(page.locator('html'), where).not.toHaveAttribute('data-cart-count');
		await expect(page.locator('[data-cart-link]').first(), where).toHaveAttribute(
			'aria-label',
			'Cart',
		);
	}
	expect(state.errors).toEqual([]);
});

const REFUSALS: Array<[Refusal, string]> = [
	['blocked', 'site data blocked (the storage getters throw)'],
	['missing', 'no storage (null)'],
	['full', 'a full localStorage quota'],
];

// Where no storage area works, a login and the cart last for the page: neither goes into
// `window.name`, which another site can read and write (issues 28, 46). The login page says so
// first.
const PAGE_ONLY_NOTE =
	'This browser is not keeping data for this site, so you will stay logged in only on this page. To stay logged in, allow cookies and site data for this site.';

for (const [refusal, what] of REFUSALS) {
	const tabWorks = refusal === 'full';
	test(`${what}: browsing works, the cart and a login last for the ${tabWorks ? 'tab' : 'page'}`, async ({
		page,
	}) => {
		test.setTimeout(60_000);
		const state = new BrowserState(page);
		await state.refuse(refusal);
		const header = new SiteHeader(page);

		const products = new ProductsPage(page);
		await products.goto(SUNRISE);
		await products.waitForLiveButtons();
		const neet = products.cartButton('NEET Biology Crash Course');
		await neet.click();
		await expect(neet).toContainText('Remove from Cart');
		await expect(header.cart).toHaveAttribute('aria-label', 'Cart, 1 item');

		// The next page, reached through the header: the tab kept the cart; a page alone does not.
		await header.dismissModal();
		await header.cart.click();
		const cart = new CartPage(page);
		if (tabWorks) {
			await expect(cart.items).toHaveCount(1);
			await expect(cart.items.first()).toContainText('NEET Biology Crash Course');
		} else await expect(page.getByText('There are no items in your Cart!')).toBeVisible();

		await header.openMenu();
		await header.studentLogin.click();
		const login = new LoginPage(page);
		await expect(login.submit).toBeEnabled();
		const note = page.getByRole('note');
		if (tabWorks) await expect(note).toHaveCount(0);
		else await expect(note).toHaveText(PAGE_ONLY_NOTE);
		await login.logIn('9876543210', 'aarav@123');
		// Logged in, the site root opens.
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		await page.waitForLoadState();
		if (tabWorks) {
			// The tab keeps the login: its header offers the dashboard.
			await header.openAccount();
			await header.dashboard.click();
			const dashboard = new DashboardPage(page);
			await expect(dashboard.studentName).toHaveText('Aarav Sharma');
			await dashboard.openMenu();
			await dashboard.goToWebsite.click();
			await page.waitForLoadState();
			await header.openAccount();
			await expect(header.dashboard).toBeVisible();
			// The quota really was full: nothing the site kept reached localStorage.
			expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
		} else {
			// The login lasted for its page; nothing is in the window's name.
			await expect(page.locator('html')).not.toHaveAttribute('data-logged-in');
			expect(await page.evaluate(() => window.name)).toBe('');
		}
		await expect(header.cart).toHaveAttribute('aria-label', tabWorks ? 'Cart, 1 item' : 'Cart');
		expect(state.errors).toEqual([]);
	});
}
