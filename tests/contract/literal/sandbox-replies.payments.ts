/**
 * Sandbox replies of the payment calls M15–M19, P11 and P12, each after getting an order into the
 * state the call needs (sandbox README, "Orders and payments").
 */
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { type LoggedIn, logIn, logInAarav, sandboxCall, type SandboxReply } from './helpers.ts';
import type { ReplyCase } from './reply-case.ts';
import { GATEWAYS } from './reply-shapes.ts';

/** The sandbox's documented test secret of gateway one (sandbox README). */
const GATEWAY_ONE_SECRET = 'sandbox_razorpay_key_secret';
const PAYMENT_ID = 'pay_LiteralTest0001';

/** P11 for the student's institute; answers the reply. */
function placeOrder(
	sandbox: RunningSandbox,
	student: LoggedIn,
	productIds: number[],
	total: number,
): Promise<SandboxReply> {
	return sandboxCall(sandbox, 'POST', '/prod/student-product/order', {
		headers: student.product,
		body: { product_ids: productIds, total_amount: total },
	});
}

/** Aarav logged in with an order of product 2006 (₹199) awaiting payment. */
async function aaravOrder(
	sandbox: RunningSandbox,
): Promise<{ student: LoggedIn; entityId: number }> {
	const student = await logInAarav(sandbox);
	const order = await placeOrder(sandbox, student, [2006], 199);
	return { student, entityId: order.body.result.entity_id };
}

/** Aarav's order awaiting payment (status 10) and its gateway-one payment order (M18). */
async function gatewayOneOrder(
	sandbox: RunningSandbox,
	productId: number,
	total: number,
	paise: number,
): Promise<{ student: LoggedIn; entityId: number; m18: SandboxReply }> {
	const student = await logInAarav(sandbox);
	const order = await placeOrder(sandbox, student, [productId], total);
	const entityId: number = order.body.result.entity_id;
	const m18 = await sandboxCall(sandbox, 'POST', '/api/v2/onlinePayment/create_order', {
		headers: student.auth,
		body: {
			amount: paise,
			currency: 'INR',
			notes: { entity_id: entityId, institute_id: 101, user_id: student.userId },
		},
	});
	return { student, entityId, m18 };
}

/** M19 with a signature made as gateway one makes it: HMAC-SHA256(secret, order_id|payment_id). */
async function paidGatewayOneOrder(
	sandbox: RunningSandbox,
	productId: number,
	total: number,
	paise: number,
) {
	const { student, entityId, m18 } = await gatewayOneOrder(sandbox, productId, total, paise);
	const razorpayOrderId: string = m18.body.result.razorpay_order_id;
	const signature = createHmac('sha256', GATEWAY_ONE_SECRET)
		.update(`${razorpayOrderId}|${PAYMENT_ID}`)
		.digest('hex');
	const m19 = await sandboxCall(
		sandbox,
		'POST',
		'/api/v2/onlinePayment/update-order-payment-detail',
		{
			headers: student.auth,
			body: {
				razorpay_payment_id: PAYMENT_ID,
				razorpay_order_id: razorpayOrderId,
				razorpay_signature: signature,
				order_id: entityId,
			},
		},
	);
	return { student, entityId, m19 };
}

/** P12 body of CONTRACT.md for a gateway-one payment of Aarav's order. */
const updateOrderBody = (student: LoggedIn, entityId: number, status: 20 | 30, amount: number) => ({
	entity_id: entityId,
	payment_gateway_transaction_id: PAYMENT_ID,
	status,
	payment_for: 'Product',
	payment_gateway_account_type: 'Proctur',
	payment_gateway_name: 'razorpay',
	country_id: 1,
	currency_code: 'INR',
	response_code: status === 20 ? 200 : 30,
	paytab_token: null,
	amount,
	payment_source: 'WEB',
	institute_id: 101,
	user_id: student.userId,
});

const gatewaysOf =
	(userName: string, password: string, instituteId: number) => async (sandbox: RunningSandbox) => {
		const student = await logIn(sandbox, userName, password, instituteId);
		return sandboxCall(
			sandbox,
			'GET',
			`/api/v1/payment-gateway/${instituteId}?is_updated_payment_req=true`,
			{
				headers: student.auth,
			},
		);
	};

/** Payment reply cases. */
export const paymentReplyCases: ReplyCase[] = [
	{
		id: 'M15',
		title: 'gateways (Sunrise): statusCode 200, razorpay, paytabs and inst_sett_det blocks',
		run: gatewaysOf('9876543210', 'aarav@123', 101),
		status: 200,
		envelope: 'statusCode',
		result: GATEWAYS,
		check: (body) =>
			expect(Object.keys(body.result).sort()).toEqual(['inst_sett_det', 'paytabs', 'razorpay']),
	},
	{
		id: 'M15',
		title: 'gateways (Global Prep): the paypal block',
		run: gatewaysOf('2125550101', 'emily@123', 105),
		status: 200,
		envelope: 'statusCode',
		result: GATEWAYS,
		check: (body) => expect(body.result).toHaveProperty('paypal'),
	},
	{
		id: 'M15',
		title: 'gateways (Greenfield): empty result means unavailable',
		run: gatewaysOf('9822200001', 'ishaan@123', 103),
		status: 200,
		envelope: 'statusCode',
		check: (body) => expect(body.result ?? {}).toStrictEqual({}),
	},
	{
		id: 'M16',
		title: 'gateway two token: result {token_id, redirect_url}',
		async run(sandbox) {
			const { student, entityId } = await aaravOrder(sandbox);
			return sandboxCall(sandbox, 'POST', '/api/v1/payment-gateway/payment/token', {
				headers: student.auth,
				body: {
					entity_id: entityId,
					amount: 199,
					currency_code: 'INR',
					institute_id: 101,
					user_id: student.userId,
					return_url: `${sandbox.url}/api/v1/payment-gateway/payments/process/101`,
					site_url: 'https://sunrise-academy.in',
				},
			});
		},
		status: 200,
		envelope: 'status_code',
		result: { token_id: 'string', redirect_url: 'string' },
	},
	{
		id: 'M17',
		title: 'gateway three: result "redirect:<url>"',
		async run(sandbox) {
			const student = await logIn(sandbox, '2125550101', 'emily@123', 105);
			const order = await placeOrder(sandbox, student, [2502], 49.5);
			return sandboxCall(sandbox, 'POST', '/api/v1/payment-gateway/paypal/payment', {
				headers: student.auth,
				body: {
					intent: 'ORDER',
					entity_id: order.body.result.entity_id,
					amount: 49.5,
					currency_code: 'USD',
					institute_id: 105,
					user_id: student.userId,
					return_url: 'https://global-prep.com/thankyou',
					cancel_url: 'https://global-prep.com/fail',
				},
			});
		},
		status: 200,
		envelope: 'status_code',
		result: 'string',
		check: (body) => expect(body.result).toMatch(/^redirect:https?:\/\/\S+$/),
	},
	{
		id: 'M18',
		// ₹199 + 2% fee (3.98) + 18% GST on the fee (0.7164) = ₹203.70 = 20370 paise.
		title: 'gateway one order: result {order_id, razorpay_order_id}',
		run: async (sandbox) => (await gatewayOneOrder(sandbox, 2006, 199, 20370)).m18,
		status: 200,
		envelope: 'status_code',
		result: { order_id: 'number|string', razorpay_order_id: 'string' },
	},
	{
		id: 'M19',
		title: 'payment detail with a valid signature: {"statusCode": 200}',
		run: async (sandbox) => (await paidGatewayOneOrder(sandbox, 2006, 199, 20370)).m19,
		status: 200,
		envelope: 'statusCode',
		noResult: true,
	},
	{
		id: 'P11',
		title: 'paid order: result {entity_id, status 10, total_amount, product_owner_institute_id}',
		run: async (sandbox) => placeOrder(sandbox, await logInAarav(sandbox), [2006], 199),
		status: 200,
		envelope: 'status_code',
		result: {
			entity_id: 'number',
			status: 'number',
			total_amount: 'number',
			product_owner_institute_id: 'number',
		},
		check: (body) => expect(body.result).toMatchObject({ status: 10, total_amount: 199 }),
	},
	{
		id: 'P12',
		// ₹999 + 2% fee (19.98) + 18% GST on it (3.5964) = ₹1,022.58 = 102258 paise.
		title: 'status 20 after a verified M19: 200',
		async run(sandbox) {
			const { student, entityId } = await paidGatewayOneOrder(sandbox, 2005, 999, 102258);
			return sandboxCall(sandbox, 'PUT', '/prod/student-product/order', {
				headers: student.product,
				body: updateOrderBody(student, entityId, 20, 1022.58),
			});
		},
		status: 200,
		envelope: 'status_code',
	},
	{
		id: 'P12',
		title: 'status 30 (payment failed): 200',
		async run(sandbox) {
			const { student, entityId } = await aaravOrder(sandbox);
			return sandboxCall(sandbox, 'PUT', '/prod/student-product/order', {
				headers: student.product,
				body: updateOrderBody(student, entityId, 30, 203.7),
			});
		},
		status: 200,
		envelope: 'status_code',
	},
];
