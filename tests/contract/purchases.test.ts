/**
 * A purchase through each gateway is kept: P4 (what the next build reads) raises the product's
 * `total_prod_purchaseed` and lowers `remaining_products`, P4 and P6 show it to the buyer, and a
 * product whose last seat is sold is sold out for the next buyer.
 */
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { checkoutCalls, type GatewayOnePayment } from './checkout.ts';
import { call, GLOBALPREP, login, type Session, startTestSandbox, SUNRISE } from './helpers.ts';

let sandbox: RunningSandbox;
const checkout = checkoutCalls(() => sandbox);

beforeAll(async () => {
	sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

// Gateway one: M18, the stand-in's Pay, M19 (a forged signature first), P12.
async function payWithGatewayOne(buyer: Session, entityId: number, paise: number): Promise<void> {
	const created = (await checkout.createPaymentOrder(buyer, entityId, paise)).body.result;
	const payment = (await checkout.payWithStandIn(
		created.razorpay_order_id,
		'success',
	)) as GatewayOnePayment;
	const forged = await checkout.verifyPayment(
		buyer,
		{ ...payment, razorpay_signature: 'f'.repeat(64) },
		entityId,
	);
	expect(forged.status).toBe(400);
	expect((await checkout.verifyPayment(buyer, payment, entityId)).status).toBe(200);
	const update = await checkout.updateOrder(buyer, entityId, 20, payment.razorpay_payment_id);
	expect(update.status).toBe(200);
}

async function payWithGatewayTwo(buyer: Session, entityId: number, amount: number): Promise<void> {
	const token = (await checkout.gatewayTwoToken(buyer, entityId, amount)).body.result.token_id;
	const process = `/api/v1/payment-gateway/payments/process/${SUNRISE}`;
	expect(await checkout.outcome(`${process}?token_id=${token}&status=success`)).toBe(
		'https://sunrise-academy.in/thankyou',
	);
}

async function payWithGatewayThree(
	buyer: Session,
	entityId: number,
	amount: number,
): Promise<void> {
	const approveUrl = String((await checkout.paypalPayment(buyer, entityId, amount)).body.result);
	const token = new URL(approveUrl.slice('redirect:'.length)).searchParams.get('token') ?? '';
	expect(await checkout.outcome(`/sandbox/paypal/decision?token=${token}&action=approve`)).toBe(
		'https://global-prep.com/thankyou',
	);
}

describe('a purchase shows in P4, P6 and is_enrolled', () => {
	it.each([
		{
			gateway: 'gateway one (razorpay)',
			buyer: ['9876500006', 'vikram@123', SUNRISE, 'test-device'],
			product: 2007,
			price: 7999,
			// 7999 + 2% fee (159.98) + 18% GST on the fee (28.80) = 8187.78
			charged: 818778,
			before: { total_prod_purchaseed: 11, remaining_products: 1 },
			after: { total_prod_purchaseed: 12, remaining_products: 0 },
			pay: payWithGatewayOne,
		},
		{
			gateway: 'gateway two (paytabs)',
			buyer: ['9876500003', 'sneha@123', SUNRISE, 'sneha-phone'],
			product: 2005,
			price: 999,
			charged: 999,
			before: { total_prod_purchaseed: 0, remaining_products: 300 },
			after: { total_prod_purchaseed: 1, remaining_products: 299 },
			pay: payWithGatewayTwo,
		},
		{
			gateway: 'gateway three (paypal)',
			buyer: ['2125550101', 'emily@123', GLOBALPREP, 'test-device'],
			product: 2501,
			price: 149,
			charged: 149,
			before: { total_prod_purchaseed: 64, remaining_products: 80 },
			after: { total_prod_purchaseed: 65, remaining_products: 79 },
			pay: payWithGatewayThree,
		},
	] as const)(
		'$gateway: counts change, the buyer owns it',
		async ({
			buyer: [userName, password, instituteId, device],
			product,
			price,
			charged,
			...row
		}) => {
			const buyer = await login(sandbox, userName, password, instituteId, device);
			const listed = async (userId = 0) =>
				(await checkout.catalogue(instituteId, userId)).find((entry) => entry.id === product);
			expect(await listed()).toMatchObject({ ...row.before, is_enrolled: false });

			await row.pay(buyer, await checkout.pendingOrder(buyer, [product], price), charged);

			expect(await listed()).toMatchObject({ ...row.after, is_enrolled: false });
			expect(await listed(buyer.userId)).toMatchObject({ ...row.after, is_enrolled: true });
			const owned = (await checkout.myProducts(buyer)).find((entry) => entry.id === product);
			expect(owned).toMatchObject({ ...row.after, is_enrolled: true });
			expect(owned?.enrolled_date).toBe(new Date().toISOString().slice(0, 10));
		},
	);

	// Runs after the gateway-one row above, which bought 2007's only seat.
	test('the last seat sold (2007) makes P7 sold out and refuses the next order', async () => {
		const aarav = await login(sandbox, '9876543210', 'aarav@123');
		const detail = await call(sandbox, 'GET', '/prod/student-product/product-description/2007', {
			headers: aarav.product,
		});
		expect(detail.body.result).toMatchObject({ sold_out: true, remaining_products: 0 });
		const order = await checkout.placeOrder(aarav, [2007], 7999);
		expect(order.status).toBe(400);
		expect(order.body.message).toBe("'JEE Advanced 1:1 Mentorship' is sold out");
	});
});
