/**
 * What the checkout specs share: the demo tenants they buy from, the calls they watch, the
 * sandbox's per-request scenario and fault headers, a fresh student's filled cart, and the
 * purchased end state. Faults ride on the test's own requests, never sandbox-wide.
 */
import { expect, type Page, type Request } from 'playwright/test';
import { CartPage } from '../pages/cart-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ProductsPage } from '../pages/products-page.ts';
import { registerStudent } from './students.ts';

/** A demo tenant: its domain and institute id (sandbox/README.md, "Demo institutes"). */
interface Tenant {
	domain: string;
	id: number;
}

export const SUNRISE: Tenant = { domain: 'sunrise-academy.in', id: 101 };
export const GLOBALPREP: Tenant = { domain: 'global-prep.com', id: 105 };
export const PIXEL: Tenant = { domain: 'pixel-store.in', id: 102 };

/** M18 (gateway one's payment order). */
export const M18 = '**/api/v2/onlinePayment/create_order';
/** M15 (the gateway lookup). */
export const M15 = /\/api\/v1\/payment-gateway\/\d+\?/;

/** Whether a request is P11 (POST) or P12 (PUT) of `/prod/student-product/order`. */
export const isOrderCall = (request: Request, method: 'POST' | 'PUT') =>
	request.method() === method && request.url().endsWith('/prod/student-product/order');

/** Adds a sandbox header (`x-sandbox-scenario` by default) to the requests `pattern` matches. */
export async function scenario(
	page: Page,
	pattern: string | RegExp,
	name: string,
	header = 'x-sandbox-scenario',
) {
	await page.route(pattern, (route) =>
		route.continue({ headers: { ...route.request().headers(), [header]: name } }),
	);
}

/** A fresh student of `tenant`, logged in, on /cart with `ids`, terms accepted. */
export async function cartOf(page: Page, tenant: Tenant, ids: number[], country = 1) {
	const student = await registerStudent(tenant.id, country);
	const cart = new CartPage(page);
	await cart.seed(ids);
	const login = new LoginPage(page);
	await login.goto(tenant.domain);
	await login.logIn(student.mobile, student.password);
	await expect(page).not.toHaveURL(/\/login/);
	await cart.goto(tenant.domain);
	await expect(cart.items).toHaveCount(ids.length);
	await cart.terms.check();
	return cart;
}

/** Ends on /thankyou with the cart empty, and the product Purchased on its card. */
export async function expectPurchased(page: Page, domain: string, title: string) {
	await expect(page).toHaveURL(/\/thankyou$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
	await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
	const products = new ProductsPage(page);
	await products.goto(domain);
	await products.waitForLiveButtons();
	await expect(products.cartButton(title)).toContainText('Purchased');
}
