/**
 * The payment readings of CONTRACT.md ("Spec readings fixed here", issue 18 item 5), one path
 * each against the sandbox: gateway one's P12 account type, a failed gateway lookup (M15) for an
 * INR student's INR cart, `is_payment_enabled` switched off, the payment section of a visitor
 * who is not logged in, and the order of Proceed to pay's checks. Purchases use a fresh student
 * (tests/e2e/support/students.ts); faults ride on the test's own requests.
 */
import { expect, test, type Page, type Request } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { Checkout } from './pages/checkout.ts';
import { LoginPage } from './pages/login-page.ts';
import {
	cartOf,
	expectPurchased,
	isOrderCall,
	M15,
	PIXEL,
	scenario,
	SUNRISE,
} from './support/checkout.ts';
import { registerStudent } from './support/students.ts';

/** Pixel's ₹349 product: gateway one only, no convenience fee. */
const PIXEL_PRODUCT = { id: 2102, title: 'SSC CGL Tier 1 Mock Pack' };
/** M3 (login). */
const M3 = /\/api\/v2\/user\/v3\/login/;

/** The P11 orders the page sends from now on. */
function watchOrders(page: Page): Request[] {
	const orders: Request[] = [];
	page.on('request', (request) => {
		if (isOrderCall(request, 'POST')) orders.push(request);
	});
	return orders;
}

/**
 * A fresh Pixel student buys its product with gateway one, whose checkout must open with `key`
 * and end Purchased; P12's body.
 */
async function buyPixelOnGatewayOne(page: Page, key: string): Promise<unknown> {
	const checkout = new Checkout(page);
	await checkout.recordGatewayOneKey();
	const cart = await cartOf(page, PIXEL, [PIXEL_PRODUCT.id]);
	await cart.proceed.click();
	await expect(checkout.gatewayOne).toBeVisible();
	expect(await checkout.gatewayOneKey()).toBe(key);
	const p12 = page.waitForRequest((request) => isOrderCall(request, 'PUT'));
	await checkout.outcome('Pay (success)').click();
	const body: unknown = (await p12).postDataJSON();
	await expectPurchased(page, PIXEL.domain, PIXEL_PRODUCT.title);
	return body;
}

test.describe('payment readings (CONTRACT.md)', () => {
	test('P12 account type: an institute on its own connected account sends Client', async ({
		page,
	}) => {
		// Pixel's M15 says razorpay.is_oAuth_done: true; its own key opens the checkout.
		expect(await buyPixelOnGatewayOne(page, 'rzp_test_sandboxPixel102')).toMatchObject({
			status: 20,
			payment_gateway_name: 'razorpay',
			payment_gateway_account_type: 'Client',
		});
	});

	test('M15 fails: an INR cart of an INR-country student goes on with gateway one on the platform key (Proctur)', async ({
		page,
	}) => {
		await scenario(page, M15, 'status=500', 'x-sandbox-fault');
		// Silently: no message, straight to gateway one with the sandbox's platform key.
		expect(await buyPixelOnGatewayOne(page, 'rzp_test_sandboxPlatform')).toMatchObject({
			status: 20,
			payment_gateway_account_type: 'Proctur',
		});
	});

	test('is_payment_enabled "N": an INR cart with both gateways active is refused, nothing ordered', async ({
		page,
	}) => {
		await scenario(page, M15, 'payment-disabled');
		const orders = watchOrders(page);
		const cart = await cartOf(page, SUNRISE, [2002]);
		await cart.proceed.click();
		await expect(
			page.getByText('Payment gateway is disabled. Please contact the admin.', { exact: true }),
		).toBeVisible();
		await expect(new Checkout(page).gatewayDialog).toHaveCount(0);
		await expect(page).toHaveURL(/\/cart$/);
		await expect(cart.proceed).toBeEnabled();
		expect(orders).toHaveLength(0);
	});

	test('a visitor who is not logged in sees the payment section; the login flag applies from then on', async ({
		page,
	}) => {
		const student = await registerStudent(SUNRISE.id);
		// The login result as the sandbox answers it, with online payment off.
		await page.route(M3, async (route) => {
			const response = await route.fetch();
			const body = (await response.json()) as { result?: unknown };
			if (typeof body.result === 'object' && body.result !== null && !Array.isArray(body.result)) {
				(body.result as Record<string, unknown>)['enable_online_payment_feature'] = 0;
			}
			await route.fulfill({ response, json: body });
		});
		const cart = new CartPage(page);
		await cart.seed([2002]);
		await cart.goto(SUNRISE.domain);
		await expect(cart.terms).toBeVisible();
		await expect(cart.proceed).toBeEnabled();

		await cart.proceed.click();
		await expect(page).toHaveURL(/\/login\?from=cart$/);
		await new LoginPage(page).logIn(student.mobile, student.password);
		await expect(page).toHaveURL(/\/cart\/?$/);
		await expect(
			page.getByText('You are not allowed to do payment from application.', { exact: true }),
		).toBeVisible();
		await expect(cart.proceed).toHaveCount(0);
		await expect(cart.terms).toHaveCount(0);
	});

	test('Proceed to pay checks in order: logged in, terms, then payable 0 ordered before the purchased check', async ({
		page,
	}) => {
		const orders = watchOrders(page);
		const cart = new CartPage(page);
		// Aarav owns the free product 2003: payable 0 and a purchased product at once.
		await cart.seed([2003]);
		await cart.goto(SUNRISE.domain);
		await expect(cart.terms).not.toBeChecked();
		await cart.proceed.click();
		await expect(page).toHaveURL(/\/login\?from=cart$/);

		await new LoginPage(page).logIn('9876543210', 'aarav@123');
		await expect(page).toHaveURL(/\/cart\/?$/);
		await expect(cart.item('Free Physics Chapter Tests')).toContainText('Purchased');
		await cart.proceed.click();
		await expect(
			page.getByText('Please accept the terms and conditions.', { exact: true }),
		).toBeVisible();
		expect(orders).toHaveLength(0);

		await cart.terms.check();
		const p11 = page.waitForRequest((request) => isOrderCall(request, 'POST'));
		await cart.proceed.click();
		expect((await p11).postDataJSON()).toMatchObject({ total_amount: 0 });
		// The order goes to the server directly, which refuses it; the purchased check never ran.
		await expect(
			page.getByText("'Free Physics Chapter Tests' is already purchased", { exact: true }),
		).toBeVisible();
		await expect(page.getByText('Please remove already purchased products from cart!')).toHaveCount(
			0,
		);
		await expect(page).toHaveURL(/\/cart$/);
	});
});
