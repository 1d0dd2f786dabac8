/**
 * Orders (P11, P12) and the three payment flows end to end at HTTP level: gateway one (M18, the
 * stand-in checkout script, M19 signature check, P12), gateway two (M16, hosted page, process
 * redirect) and gateway three (M17, approval page, redirects).
 */
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	couponResultSchema,
	createPaymentOrderResultSchema,
	gatewayTwoTokenResultSchema,
	orderResultSchema,
} from '../../src/lib/lms/wire/index.ts';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { checkoutCalls } from './checkout.ts';
import {
	call,
	GLOBALPREP,
	login,
	PIXEL,
	productHeaders,
	resultOf,
	type Session,
	startTestSandbox,
	SUNRISE,
} from './helpers.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
	sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const checkout = checkoutCalls(() => sandbox);
const { placeOrder, pendingOrder, updateOrder, createPaymentOrder, payWithStandIn } = checkout;
const myProductIds = async (session: Session) =>
	(await checkout.myProducts(session)).map((product) => product.id);

describe('P11 orders', () => {
	test('a free product is placed at once (status 20) and enrolled', async () => {
		const vikram = await login(sandbox, '9876500006', 'vikram@123');
		const order = resultOf((await placeOrder(vikram, [2003], 0)).body, orderResultSchema);
		expect(order).toMatchObject({
			status: 20,
			total_amount: 0,
			product_owner_institute_id: SUNRISE,
		});
		expect(await myProductIds(vikram)).toContain(2003);
	});

	test('a coupon that covers the whole price places the order at once', async () => {
		const vikram = await login(sandbox, '9876500006', 'vikram@123');
		const coupon = await call(sandbox, 'POST', '/prod/student-product/apply-coupon', {
			headers: vikram.product,
			body: { coupon_code: 'FLAT500', product_id: [2006] },
		});
		expect(coupon.body.result.discount_amount).toBe(199);
		const order = resultOf(
			(await placeOrder(vikram, [2006], 0, coupon.body.result.offer_apply_dto)).body,
			orderResultSchema,
		);
		expect(order.status).toBe(20);
		expect(await myProductIds(vikram)).toContain(2006);
	});

	test('refuses a wrong total, sold-out, unknown or already purchased products, and anonymous buyers', async () => {
		const aarav = await login(sandbox, '9876543210', 'aarav@123');
		const wrongTotal = await placeOrder(aarav, [2001], 100);
		expect(wrongTotal.status).toBe(400);
		expect(wrongTotal.body.error[0].error_message).toBe(
			'total_amount: expected 2999 (prices after discount, without convenience fee)',
		);
		expect((await placeOrder(aarav, [2004], 799)).body.message).toMatch(/sold out/);
		expect((await placeOrder(aarav, [123456], 1)).body.message).toBe(
			'product_ids: unknown product 123456',
		);
		expect((await placeOrder(aarav, [2003], 0)).body.message).toMatch(/already purchased/);
		const anonymous = await call(sandbox, 'POST', '/prod/student-product/order', {
			headers: productHeaders(SUNRISE),
			body: { product_ids: [2001], total_amount: 2999 },
		});
		expect(anonymous.status).toBe(403);
		const badHeaders = await call(sandbox, 'POST', '/prod/student-product/order', {
			headers: { ...aarav.product, 'session-id': '1' },
			body: { product_ids: [2001], total_amount: 2999 },
		});
		expect(badHeaders.status).toBe(401);
	});
});

describe('gateway one: M18, stand-in checkout, M19, P12', () => {
	test('success: amount with convenience fee, signed payment, verification, enrolment', async () => {
		const aarav = await login(sandbox, '9876543210', 'aarav@123');
		const entityId = await pendingOrder(aarav, [2001], 2999);

		// 2999 + 2% fee (59.98) + 18% GST on the fee (10.80) = 3069.78
		const wrongAmount = await createPaymentOrder(aarav, entityId, 299900);
		expect(wrongAmount.status).toBe(400);
		expect(wrongAmount.body.message).toContain('expected 306978 paise');
		const created = resultOf(
			(await createPaymentOrder(aarav, entityId, 306978)).body,
			createPaymentOrderResultSchema,
		);
		expect(created.order_id).toBe(entityId);
		expect(created.razorpay_order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);

		const payment = await payWithStandIn(created.razorpay_order_id ?? '', 'success');
		expect(payment.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);

		const tooEarly = await updateOrder(aarav, entityId, 20, payment.razorpay_payment_id);
		expect(tooEarly.status).toBe(400);
		expect(tooEarly.body.error[0].error_message).toMatch(/M19/);

		const verify = (signature: string) =>
			call(sandbox, 'POST', '/api/v2/onlinePayment/update-order-payment-detail', {
				headers: aarav.auth,
				body: { ...payment, razorpay_signature: signature, order_id: entityId },
			});
		const forged = await verify('0'.repeat(64));
		expect(forged.status).toBe(400);
		expect(forged.body).toEqual({
			statusCode: 400,
			message: 'razorpay_signature: payment signature verification failed',
		});
		const verified = await verify(payment.razorpay_signature);
		expect(verified.status).toBe(200);
		expect(verified.body.statusCode).toBe(200);

		const completed = await updateOrder(aarav, entityId, 20, payment.razorpay_payment_id);
		expect(completed.status).toBe(200);
		expect(await myProductIds(aarav)).toContain(2001);
		const bought = (await checkout.myProducts(aarav)).find((product) => product.id === 2001);
		expect(bought?.enrolled_date).toBe(new Date().toISOString().slice(0, 10));
		expect(bought?.expire_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
	});

	test('failure: the stand-in reports payment.failed details; P12 status 30 fails the order', async () => {
		const aarav = await login(sandbox, '9876543210', 'aarav@123');
		const entityId = await pendingOrder(aarav, [2006], 199);
		// 199 + 3.98 fee + 0.72 GST = 203.70
		const created = resultOf(
			(await createPaymentOrder(aarav, entityId, 20370)).body,
			createPaymentOrderResultSchema,
		);
		const failure = await payWithStandIn(created.razorpay_order_id ?? '', 'failed');
		expect(failure.error).toMatchObject({
			code: 'BAD_REQUEST_ERROR',
			reason: 'payment_failed',
			metadata: { order_id: created.razorpay_order_id },
		});
		expect(failure.error.metadata.payment_id).toMatch(/^pay_/);
		expect((await updateOrder(aarav, entityId, 30, failure.error.metadata.payment_id)).status).toBe(
			200,
		);
		expect((await updateOrder(aarav, entityId, 20, 'x')).status).toBe(400);
		const badBody = await call(sandbox, 'PUT', '/prod/student-product/order', {
			headers: aarav.product,
			body: { entity_id: entityId, status: 25 },
		});
		expect(badBody.status).toBe(400);
		expect(badBody.body.message).toContain('payment_gateway_transaction_id: expected string');
		expect(await myProductIds(aarav)).not.toContain(2006);
	});

	test('M18 and M19 refusals: no gateway one, another user, unknown order, no authorization', async () => {
		const emily = await login(sandbox, '2125550101', 'emily@123', GLOBALPREP);
		const noGateway = await createPaymentOrder(emily, 1, 100, GLOBALPREP);
		expect(noGateway.status).toBe(400);
		expect(noGateway.body.message).toMatch(/Gateway one/);
		const aarav = await login(sandbox, '9876543210', 'aarav@123');
		expect((await createPaymentOrder(aarav, 987654, 100)).status).toBe(400);
		const otherUser = await call(sandbox, 'POST', '/api/v2/onlinePayment/create_order', {
			headers: aarav.auth,
			body: {
				amount: 100,
				currency: 'INR',
				notes: { entity_id: 1, institute_id: SUNRISE, user_id: aarav.userId + 1 },
			},
		});
		expect(otherUser.status).toBe(403);
		const anonymous = await call(
			sandbox,
			'POST',
			'/api/v2/onlinePayment/update-order-payment-detail',
			{
				body: {
					razorpay_payment_id: 'pay_x',
					razorpay_order_id: 'order_x',
					razorpay_signature: 'x',
					order_id: 1,
				},
			},
		);
		expect(anonymous.status).toBe(403);
		const unknown = await call(
			sandbox,
			'POST',
			'/api/v2/onlinePayment/update-order-payment-detail',
			{
				headers: aarav.auth,
				body: {
					razorpay_payment_id: 'pay_x',
					razorpay_order_id: 'order_x',
					razorpay_signature: 'x',
					order_id: 1,
				},
			},
		);
		expect(unknown.status).toBe(400);
	});

	test('the checkout.js stand-in exposes window.Razorpay and signs through the sandbox', async () => {
		const response = await fetch(`${sandbox.url}/sandbox/checkout.js`);
		expect(response.headers.get('content-type')).toContain('javascript');
		const window: Record<string, any> = {};
		runInNewContext(await response.text(), {
			window,
			document: { currentScript: { src: `${sandbox.url}/sandbox/checkout.js` } },
			URL,
			fetch,
		});
		expect(typeof window['Razorpay']).toBe('function');

		const kabir = await login(sandbox, '9876500004', 'kabir@123', SUNRISE, 'kabir-laptop');
		const entityId = await pendingOrder(kabir, [2006], 199);
		const created = resultOf(
			(await createPaymentOrder(kabir, entityId, 20370)).body,
			createPaymentOrderResultSchema,
		);
		const checkout = new window['Razorpay']({
			key: 'rzp_test_sandboxSunrise101',
			amount: 20370,
			currency: 'INR',
			order_id: created.razorpay_order_id,
		});
		expect(checkout.on('payment.failed', () => undefined)).toBe(checkout);
		const payment = await checkout.pay('success');
		const verified = await call(
			sandbox,
			'POST',
			'/api/v2/onlinePayment/update-order-payment-detail',
			{
				headers: kabir.auth,
				body: { ...payment, order_id: entityId },
			},
		);
		expect(verified.status).toBe(200);
		expect(() => new window['Razorpay']({})).toThrow(/key/);
	});
});

describe('gateway two: M16, hosted page, process redirect', () => {
	const tokenRequest = checkout.gatewayTwoToken;

	test('success: the page shows the amount, its success link completes the order and redirects to /thankyou', async () => {
		const sneha = await login(sandbox, '9876500003', 'sneha@123', SUNRISE, 'sneha-phone');
		const entityId = await pendingOrder(sneha, [2005], 999);
		const token = resultOf(
			(await tokenRequest(sneha, entityId, 999)).body,
			gatewayTwoTokenResultSchema,
		);
		expect(token.redirect_url).toBe(
			`${sandbox.url}/sandbox/gateway-two/pay?token_id=${encodeURIComponent(token.token_id)}`,
		);

		const page = await fetch(token.redirect_url);
		const html = await page.text();
		expect(page.headers.get('content-type')).toContain('text/html');
		expect(html).toContain('₹999.00');
		const successLink = /href="([^"]*status=success)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
		expect(successLink).toBe(
			`/api/v1/payment-gateway/payments/process/${SUNRISE}?token_id=${encodeURIComponent(token.token_id)}&status=success`,
		);
		expect(html).toContain('status=failed');
		expect(html).toContain('status=cancelled');

		const processed = await fetch(sandbox.url + successLink, { redirect: 'manual' });
		expect(processed.status).toBe(302);
		expect(processed.headers.get('location')).toBe('https://sunrise-academy.in/thankyou');
		expect(await myProductIds(sneha)).toContain(2005);
		expect((await fetch(sandbox.url + successLink, { redirect: 'manual' })).status).toBe(400);
	});

	test('failed and cancelled redirect to /fail and fail the order', async () => {
		const sneha = await login(sandbox, '9876500003', 'sneha@123', SUNRISE, 'sneha-phone');
		for (const status of ['failed', 'cancelled']) {
			const entityId = await pendingOrder(sneha, [2006], 199);
			const token = resultOf(
				(await tokenRequest(sneha, entityId, 199)).body,
				gatewayTwoTokenResultSchema,
			);
			const processed = await fetch(
				`${sandbox.url}/api/v1/payment-gateway/payments/process/${SUNRISE}?token_id=${token.token_id}&status=${status}`,
				{ redirect: 'manual' },
			);
			expect(processed.headers.get('location')).toBe('https://sunrise-academy.in/fail');
		}
		expect(await myProductIds(sneha)).not.toContain(2006);
	});

	test('a once-per-student coupon is refused after an order with it completes', async () => {
		const aarav = await login(sandbox, '9876543210', 'aarav@123');
		const applyWelcome = () =>
			call(sandbox, 'POST', '/prod/student-product/apply-coupon', {
				headers: aarav.product,
				body: { coupon_code: 'WELCOME100', product_id: [2002] },
			});
		const coupon = resultOf((await applyWelcome()).body, couponResultSchema);
		expect(coupon.discount_amount).toBe(100);
		const order = resultOf(
			(await placeOrder(aarav, [2002], 1399, coupon.offer_apply_dto)).body,
			orderResultSchema,
		);
		const token = resultOf(
			(await tokenRequest(aarav, order.entity_id, 1399)).body,
			gatewayTwoTokenResultSchema,
		);
		await fetch(
			`${sandbox.url}/api/v1/payment-gateway/payments/process/${SUNRISE}?token_id=${token.token_id}&status=success`,
			{
				redirect: 'manual',
			},
		);
		const again = await applyWelcome();
		expect(again.status).toBe(400);
		expect(again.body).toEqual({
			statusCode: 400,
			message: 'You have already used the coupon WELCOME100.',
		});
	});

	test('refusals: wrong amount, wrong return_url, institute without gateway two, unknown token', async () => {
		const sneha = await login(sandbox, '9876500003', 'sneha@123', SUNRISE, 'sneha-phone');
		const entityId = await pendingOrder(sneha, [2006], 199);
		expect((await tokenRequest(sneha, entityId, 150)).body.error[0].error_message).toBe(
			'amount: expected the order total 199',
		);
		expect(
			(await tokenRequest(sneha, entityId, 199, { return_url: 'https://elsewhere/' })).status,
		).toBe(400);
		const neha = await login(sandbox, '9811100001', 'neha@123', PIXEL);
		const pixel = await tokenRequest(neha, 1, 1, { institute_id: PIXEL });
		expect(pixel.status).toBe(400);
		expect(pixel.body.message).toMatch(/Gateway two/);
		expect(
			(
				await fetch(
					`${sandbox.url}/api/v1/payment-gateway/payments/process/${SUNRISE}?token_id=nope&status=success`,
				)
			).status,
		).toBe(400);
	});
});

describe('gateway three: M17, approval page, redirects', () => {
	const paypal = checkout.paypalPayment;

	test('approve completes the order and redirects to return_url', async () => {
		const emily = await login(sandbox, '2125550101', 'emily@123', GLOBALPREP);
		const entityId = await pendingOrder(emily, [2502], 49.5);
		const reply = await paypal(emily, entityId, 49.5);
		expect(reply.status).toBe(200);
		expect(reply.body.result).toMatch(
			new RegExp(`^redirect:${sandbox.url}/sandbox/paypal/approve\\?token=`),
		);
		const approveUrl = String(reply.body.result).slice('redirect:'.length);
		const html = await (await fetch(approveUrl)).text();
		expect(html).toContain('USD 49.50');
		const approve = /href="([^"]*action=approve)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
		expect(html).toContain('action=fail');
		expect(html).toContain('action=cancel');
		const done = await fetch(sandbox.url + approve, { redirect: 'manual' });
		expect(done.status).toBe(302);
		expect(done.headers.get('location')).toBe('https://global-prep.com/thankyou');
		expect(await myProductIds(emily)).toContain(2502);
	});

	test('cancel redirects to cancel_url without enrolling', async () => {
		const emily = await login(sandbox, '2125550101', 'emily@123', GLOBALPREP);
		const entityId = await pendingOrder(emily, [2501], 149);
		const approveUrl = String((await paypal(emily, entityId, 149)).body.result).slice(
			'redirect:'.length,
		);
		const token = new URL(approveUrl).searchParams.get('token') ?? '';
		const cancelled = await fetch(
			`${sandbox.url}/sandbox/paypal/decision?token=${token}&action=cancel`,
			{ redirect: 'manual' },
		);
		expect(cancelled.headers.get('location')).toBe('https://global-prep.com/fail');
		expect(await myProductIds(emily)).not.toContain(2501);
	});

	test('an institute without gateway three is a 400; a bad body names the field', async () => {
		const aarav = await login(sandbox, '9876543210', 'aarav@123');
		const sunrise = await call(sandbox, 'POST', '/api/v1/payment-gateway/paypal/payment', {
			headers: aarav.auth,
			body: {
				intent: 'ORDER',
				entity_id: 1,
				amount: 1,
				currency_code: 'INR',
				institute_id: SUNRISE,
				user_id: aarav.userId,
				return_url: 'https://a/thankyou',
				cancel_url: 'https://a/fail',
			},
		});
		expect(sunrise.status).toBe(400);
		expect(sunrise.body.message).toMatch(/Gateway three/);
		const bad = await call(sandbox, 'POST', '/api/v1/payment-gateway/paypal/payment', {
			headers: aarav.auth,
			body: { intent: 'SALE' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.message).toContain('intent');
	});
});
