/**
 * The pages whose largest paint is their first request's answer send it from their inline
 * stored-state script, before their modules load (src/lib/site/early-requests.ts), and the lean
 * transport takes that answer (src/lib/lms/lean/early.ts): in the browser, under the page's
 * Content Security Policy, each page asks once, and the answer the script left was taken.
 */
import { expect, test, type Page } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';

const SUNRISE = 'sunrise-academy.in';
const P9 = /\/prod\/student-product\/cart$/;
const P6 = /\/prod\/student-product\/my-products$/;
const M11 = /\/api\/v1\/alternateLogin\/user\/fetch\/\d+$/;

/** The requests to `pattern` the page sends from now on (preflights are OPTIONS, not counted). */
function sent(page: Page, pattern: RegExp): string[] {
	const urls: string[] = [];
	page.on('request', (request) => {
		if (request.method() !== 'OPTIONS' && pattern.test(request.url())) urls.push(request.url());
	});
	return urls;
}

// What the inline script left under `window.__early`: an empty list once the transport took it.
const leftOver = (page: Page) =>
	page.evaluate(() => (window as unknown as { __early?: unknown[] }).__early?.length ?? null);

test('/cart: P9 once, from the inline script, its answer taken', async ({ page }) => {
	const cart = new CartPage(page);
	await cart.seed([2002, 2001]);
	const p9 = sent(page, P9);
	await cart.goto(SUNRISE);
	await expect(cart.items).toHaveCount(2);
	expect(p9).toHaveLength(1);
	expect(await leftOver(page)).toBe(0);
});

test('/cart: an empty cart sends nothing and leaves nothing', async ({ page }) => {
	const p9 = sent(page, P9);
	await new CartPage(page).goto(SUNRISE);
	await expect(page.getByText('There are no items in your Cart!')).toBeVisible();
	expect(p9).toEqual([]);
	expect(await leftOver(page)).toBeNull();
});

test('the dashboard: the cart, My Orders and My Profile each ask once', async ({ page }) => {
	const login = new LoginPage(page);
	await login.goto(SUNRISE);
	await login.logIn('9876543210', 'aarav@123');
	await expect(page).not.toHaveURL(/\/login/);
	const dashboard = new DashboardPage(page);
	for (const [path, pattern] of [
		['/dashboard/my-orders', P6],
		['/dashboard/profile', M11],
	] as const) {
		const calls = sent(page, pattern);
		await dashboard.goto(SUNRISE, path);
		expect(calls, path).toHaveLength(1);
		expect(await leftOver(page), path).toBe(0);
	}
	await page.evaluate(() => localStorage.setItem('cart', '[2001]'));
	const p9 = sent(page, P9);
	await dashboard.goto(SUNRISE, '/dashboard/cart');
	await expect(page.locator('[data-cart-item]')).toHaveCount(1);
	expect(p9).toHaveLength(1);
	expect(await leftOver(page)).toBe(0);
});
