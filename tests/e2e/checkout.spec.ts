/**
 * Checkout on each gateway against the sandbox's provider stand-ins, each test with a student of
 * its own (tests/e2e/support/students.ts): a paid purchase ends on /thankyou with the cart empty
 * and the product Purchased; free orders; failure and cancellation keep the cart; the payment
 * messages. Faults ride on the test's own requests (`x-sandbox-scenario`), never global; the
 * CONTRACT.md payment readings are tests/e2e/payment-readings.spec.ts.
 */
import { expect, test, type Page, type Request } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { Checkout } from './pages/checkout.ts';
import {
	cartOf,
	expectPurchased,
	GLOBALPREP,
	isOrderCall,
	M15,
	M18,
	PIXEL,
	scenario,
	SUNRISE,
} from './support/checkout.ts';

const NEET = 'NEET Biology Crash Course';

test.describe('checkout: paid purchases', () => {
	test('gateway one with the fee: M18 charges the total shown', async ({ page }) => {
		const cart = await cartOf(page, SUNRISE, [2002]);
		const checkout = new Checkout(page);
		await cart.proceed.click();
		await expect(checkout.gatewayDialog).toBeVisible();
		await expect(checkout.gatewayOption('Razorpay')).toBeChecked();
		await checkout.continue.click();

		await expect(checkout.feeDialog).toBeVisible();
		await expect(checkout.feeRow('Amount')).toContainText('₹1,499.00');
		await expect(checkout.feeRow('Convenience fee')).toContainText('₹29.98');
		await expect(checkout.feeRow('GST (18%) on the fee')).toContainText('₹5.40');
		await expect(checkout.feeRow('Total')).toContainText('₹1,534.38');
		const m18 = page.waitForRequest(M18);
		await checkout.pay.click();
		expect((await m18).postDataJSON()).toMatchObject({ amount: 153438, currency: 'INR' });

		await expect(checkout.gatewayOne).toBeVisible();
		await expect(checkout.gatewayOne).toContainText('₹1,534.38');
		await checkout.outcome('Pay (success)').click();
		await expectPurchased(page, SUNRISE.domain, NEET);
	});

	test('gateway two through its hosted page', async ({ page }) => {
		const cart = await cartOf(page, SUNRISE, [2002]);
		const checkout = new Checkout(page);
		await cart.proceed.click();
		await checkout.gatewayOption('PayTabs').check();
		await checkout.continue.click();
		await expect(page).toHaveURL(/\/sandbox\/gateway-two\/pay\?token_id=/);
		await expect(page.getByTestId('amount')).toHaveText('₹1,499.00');
		await checkout.outcome('Pay (success)').click();
		await expectPurchased(page, SUNRISE.domain, NEET);
	});

	test('PayPal for a USD cart through its hosted page', async ({ page }) => {
		const cart = await cartOf(page, GLOBALPREP, [2502], 3);
		const checkout = new Checkout(page);
		await cart.proceed.click();
		await expect(page).toHaveURL(/\/sandbox\/paypal\/approve/);
		await checkout.outcome('Approve').click();
		await expectPurchased(page, GLOBALPREP.domain, 'IELTS Academic Mock Tests');
	});

	test('gateway one alone, without a fee (pixel): no dialog before the checkout', async ({
		page,
	}) => {
		const cart = await cartOf(page, PIXEL, [2102]);
		const checkout = new Checkout(page);
		await cart.proceed.click();
		await expect(checkout.gatewayOne).toContainText('₹349');
		await expect(checkout.feeDialog).toBeHidden();
		await checkout.outcome('Pay (success)').click();
		await expectPurchased(page, PIXEL.domain, 'SSC CGL Tier 1 Mock Pack');
	});

	test('a free product is placed without payment', async ({ page }) => {
		const cart = await cartOf(page, SUNRISE, [2003]);
		await cart.proceed.click();
		await expectPurchased(page, SUNRISE.domain, 'Free Physics Chapter Tests');
	});

	test('a 100% coupon is placed without payment', async ({ page }) => {
		const cart = await cartOf(page, SUNRISE, [2006]);
		await cart.applyCoupon('SCHOLAR100');
		await expect(cart.payable).toHaveText('₹0');
		await cart.proceed.click();
		await expectPurchased(page, SUNRISE.domain, 'JEE Advanced PYQ E-Book');
	});
});

test.describe('checkout: failure and cancellation keep the cart', () => {
	const expectCartIntact = async (page: Page, cart: CartPage, ids: number[]) => {
		expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toEqual(
			ids,
		);
		await expect(cart.items).toHaveCount(ids.length);
	};

	// Gateway one declines the payment: /fail, then its Try again back to the cart.
	const failOnGatewayOne = async (page: Page, cart: CartPage) => {
		const checkout = new Checkout(page);
		await cart.proceed.click();
		await checkout.continue.click();
		await checkout.pay.click();
		await checkout.outcome('Fail payment').click();
		await expect(page).toHaveURL(/\/fail$/);
		await page.getByRole('link', { name: 'Try again' }).click();
		await expect(page).toHaveURL(/\/cart$/);
	};

	test('gateway one: a declined payment goes to /fail; Try again returns to the cart', async ({
		page,
	}) => {
		const cart = await cartOf(page, SUNRISE, [2002]);
		await failOnGatewayOne(page, cart);
		await expectCartIntact(page, cart, [2002]);
	});

	test('a coupon survives a failed payment: back on the cart it is applied again (issue 29)', async ({
		page,
	}) => {
		const cart = await cartOf(page, SUNRISE, [2002]);
		await cart.applyCoupon('SUNRISE20');
		await expect(cart.payable).toHaveText('₹1,199.20');
		await failOnGatewayOne(page, cart);
		await expectCartIntact(page, cart, [2002]);
		await expect(page.getByText('Coupon SUNRISE20 applied')).toBeVisible();
		await expect(cart.discount).toHaveText('₹299.80');
		await expect(cart.payable).toHaveText('₹1,199.20');
	});

	test('gateway one: Cancel returns to the cart unchanged, and Proceed works again', async ({
		page,
	}) => {
		const cart = await cartOf(page, SUNRISE, [2002]);
		const checkout = new Checkout(page);
		await cart.proceed.click();
		await checkout.continue.click();
		await checkout.pay.click();
		await checkout.outcome('Cancel').click();
		await expect(checkout.gatewayOne).toBeHidden();
		await expect(page).toHaveURL(/\/cart$/);
		await expectCartIntact(page, cart, [2002]);
		await expect(cart.proceed).toBeEnabled();
		await cart.proceed.click();
		await expect(checkout.gatewayDialog).toBeVisible();
	});

	test('gateway one: payment-declined on Pay (the sandbox scenario) goes to /fail', async ({
		page,
	}) => {
		await scenario(page, '**/sandbox/razorpay/pay', 'payment-declined');
		const cart = await cartOf(page, PIXEL, [2102]);
		const checkout = new Checkout(page);
		await cart.proceed.click();
		await checkout.outcome('Pay (success)').click();
		await expect(page).toHaveURL(/\/fail$/);
		await page.getByRole('link', { name: 'Try again' }).click();
		await expectCartIntact(page, cart, [2102]);
	});

	for (const [label, outcome] of [
		['fails', 'Fail payment'],
		['is cancelled', 'Cancel'],
	] as const) {
		test(`gateway two: a payment that ${label} lands on /fail with the cart kept`, async ({
			page,
		}) => {
			const cart = await cartOf(page, SUNRISE, [2002]);
			const checkout = new Checkout(page);
			await cart.proceed.click();
			await checkout.gatewayOption('PayTabs').check();
			await checkout.continue.click();
			await checkout.outcome(outcome).click();
			await expect(page).toHaveURL(/\/fail$/);
			await page.getByRole('link', { name: 'Try again' }).click();
			await expectCartIntact(page, cart, [2002]);
		});
	}

	for (const outcome of ['Fail', 'Cancel'] as const) {
		test(`PayPal: ${outcome} lands on /fail with the cart kept`, async ({ page }) => {
			const cart = await cartOf(page, GLOBALPREP, [2502], 3);
			const checkout = new Checkout(page);
			await cart.proceed.click();
			await checkout.outcome(outcome).click();
			await expect(page).toHaveURL(/\/fail$/);
			await page.getByRole('link', { name: 'Try again' }).click();
			await expectCartIntact(page, cart, [2502]);
		});
	}
});

test.describe('checkout: payment messages', () => {
	const expectMessage = async (page: Page, text: string) => {
		await expect(page.getByText(text, { exact: true })).toBeVisible();
		await expect(page).toHaveURL(/\/cart$/);
		await expect(new CartPage(page).proceed).toBeEnabled();
	};

	test('the checkout script cannot load', async ({ page }) => {
		await scenario(page, '**/sandbox/checkout.js', 'gateway-script-down');
		const cart = await cartOf(page, PIXEL, [2102]);
		await cart.proceed.click();
		await expectMessage(
			page,
			'Something went wrong. Kindly check your network connection and try again.',
		);
	});

	test('the payment order is not created', async ({ page }) => {
		await scenario(page, M18, 'order-not-created');
		const cart = await cartOf(page, PIXEL, [2102]);
		await cart.proceed.click();
		await expectMessage(page, 'Payment Order is not created.');
	});

	test('an empty gateway configuration: gateway unavailable', async ({ page }) => {
		await scenario(page, M15, 'gateway-config-empty');
		const cart = await cartOf(page, SUNRISE, [2002]);
		await cart.proceed.click();
		await expectMessage(
			page,
			'We apologize, but our online payment processing is currently unavailable. For assistance, please contact your institute. Thank You!',
		);
	});

	test('an INR cart where neither INR gateway is active: gateway disabled', async ({ page }) => {
		// Global Prep has only PayPal: its INR workshop has no INR gateway.
		const cart = await cartOf(page, GLOBALPREP, [2503], 3);
		await cart.proceed.click();
		await expectMessage(page, 'Payment gateway is disabled. Please contact the admin.');
	});

	test('a USD cart at an institute without PayPal: not allowed', async ({ page }) => {
		// Global Prep's M15 as the sandbox answers it, without its PayPal block.
		await page.route(M15, async (route) => {
			const response = await route.fetch();
			const body = (await response.json()) as { result: Record<string, unknown> };
			delete body.result['paypal'];
			await route.fulfill({ response, json: body });
		});
		const cart = await cartOf(page, GLOBALPREP, [2502], 3);
		await cart.proceed.click();
		await expectMessage(page, 'You are not allowed to do payment.');
	});

	test('a double click places one order', async ({ page }) => {
		const orders: Request[] = [];
		page.on('request', (request) => {
			if (isOrderCall(request, 'POST')) orders.push(request);
		});
		const cart = await cartOf(page, SUNRISE, [2003]);
		await cart.proceed.dblclick();
		await expect(page).toHaveURL(/\/thankyou$/);
		expect(orders).toHaveLength(1);
	});
});
