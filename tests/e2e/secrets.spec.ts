/**
 * No secret in the client: the built sites never contain the sandbox's gateway-one key secret or
 * any signing code (the client never computes or checks a payment signature: M19's server does),
 * and no request of a whole gateway-one purchase carries the secret.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { Checkout } from './pages/checkout.ts';
import { LoginPage } from './pages/login-page.ts';
import { E2E_DIST_DIR } from './support/ports.ts';
import { registerStudent } from './support/students.ts';

// The sandbox's gateway-one key secret (sandbox/secrets.ts), pinned here as a literal.
const KEY_SECRET = 'sandbox_razorpay_key_secret';
// What signing or verifying a signature in a browser would need.
const SIGNING_CODE = /hmac|crypto\.subtle|createHmac|sha-?256/i;
// The Content Security Policy names the page's own inline scripts and styles by their SHA-256
// hashes ('sha256-…' sources): hashes the browser checks, not code that signs anything.
const CSP_META = /<meta http-equiv="content-security-policy"[^>]*>/gi;

async function files(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true, recursive: true });
	return entries
		.filter((entry) => entry.isFile() && /\.(js|mjs|html)$/.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name));
}

test('the built sites carry no key secret and no signing code', async () => {
	const built = await files(resolve(E2E_DIST_DIR));
	expect(built.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
	const offending: string[] = [];
	for (const file of built) {
		const text = (await readFile(file, 'utf8')).replace(CSP_META, '');
		if (text.includes(KEY_SECRET) || SIGNING_CODE.test(text)) offending.push(file);
	}
	expect(offending).toEqual([]);
});

test('no request of a gateway-one purchase carries the key secret', async ({ page }) => {
	const leaks: string[] = [];
	let requests = 0;
	page.on('request', (request) => {
		requests += 1;
		const sent = [request.url(), JSON.stringify(request.headers()), request.postData() ?? ''];
		if (sent.some((part) => part.includes(KEY_SECRET))) leaks.push(request.url());
	});
	const student = await registerStudent(102);
	const cart = new CartPage(page);
	await cart.seed([2102]);
	const login = new LoginPage(page);
	await login.goto('pixel-store.in');
	await login.logIn(student.mobile, student.password);
	await expect(page).not.toHaveURL(/\/login/);
	await cart.goto('pixel-store.in');
	await cart.terms.check();
	await cart.proceed.click();
	await new Checkout(page).outcome('Pay (success)').click();
	await expect(page).toHaveURL(/\/thankyou$/);
	expect(requests).toBeGreaterThan(5);
	expect(leaks).toEqual([]);
});
