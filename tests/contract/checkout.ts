/**
 * The checkout calls of CONTRACT.md (P4, P6, P11, P12, M15–M19) and the payment stand-ins, as
 * plain HTTP against one sandbox, for the payment contract tests.
 */
import * as z from 'zod/mini';
import { orderResultSchema, productSchema } from '../../src/lib/lms/wire/index.ts';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { call, productHeaders, resultOf, type Session, SUNRISE } from './helpers.ts';

type Headers = Record<string, string>;

/** A gateway-one payment as the stand-in script's handler receives it. */
export interface GatewayOnePayment {
	razorpay_payment_id: string;
	razorpay_order_id: string;
	razorpay_signature: string;
}

/**
 * The checkout calls of the sandbox `current()` answers (called at each call, so a file can bind
 * them before its `beforeAll` starts the sandbox); `headers` are added to the call (e.g. a scenario).
 */
export function checkoutCalls(current: () => RunningSandbox) {
	const calls = {
		/** P11. */
		placeOrder: (session: Session, productIds: number[], totalAmount: number, offer?: unknown) =>
			call(current(), 'POST', '/prod/student-product/order', {
				headers: session.product,
				body: {
					product_ids: productIds,
					total_amount: totalAmount,
					...(offer === undefined ? {} : { offer_apply_dto: offer }),
				},
			}),

		/** P11 for an order that awaits payment; its `entity_id`. */
		pendingOrder: async (
			session: Session,
			productIds: number[],
			total: number,
		): Promise<number> => {
			const order = resultOf(
				(await calls.placeOrder(session, productIds, total)).body,
				orderResultSchema,
			);
			if (order.status !== 10) throw new Error(`order status ${order.status}, expected 10`);
			return order.entity_id;
		},

		/** P12 of a gateway-one order. */
		updateOrder: (session: Session, entityId: number, status: 20 | 30, transactionId: string) =>
			call(current(), 'PUT', '/prod/student-product/order', {
				headers: session.product,
				body: {
					entity_id: entityId,
					payment_gateway_transaction_id: transactionId,
					status,
					payment_for: 'Product',
					payment_gateway_account_type: 'Proctur',
					payment_gateway_name: 'razorpay',
					country_id: 1,
					currency_code: 'INR',
					response_code: status === 20 ? 200 : 30,
					paytab_token: null,
					amount: 2999,
					payment_source: 'WEB',
					institute_id: session.instituteId,
					user_id: session.userId,
				},
			}),

		/** M15. */
		gatewayConfig: (session: Session, headers: Headers = {}) =>
			call(
				current(),
				'GET',
				`/api/v1/payment-gateway/${session.instituteId}?is_updated_payment_req=true`,
				{
					headers: { ...session.auth, ...headers },
				},
			),

		/** M18. */
		createPaymentOrder: (
			session: Session,
			entityId: number,
			amount: number,
			instituteId = SUNRISE,
			headers: Headers = {},
		) =>
			call(current(), 'POST', '/api/v2/onlinePayment/create_order', {
				headers: { ...session.auth, ...headers },
				body: {
					amount,
					currency: 'INR',
					notes: { entity_id: entityId, institute_id: instituteId, user_id: session.userId },
				},
			}),

		/** What the stand-in script's Pay or Fail asks the sandbox for. */
		payWithStandIn: async (
			razorpayOrderId: string,
			outcome: 'success' | 'failed',
			headers: Headers = {},
		) =>
			(
				await call(current(), 'POST', '/sandbox/razorpay/pay', {
					headers,
					body: { order_id: razorpayOrderId, outcome },
				})
			).body,

		/** M19. */
		verifyPayment: (session: Session, payment: GatewayOnePayment, entityId: number) =>
			call(current(), 'POST', '/api/v2/onlinePayment/update-order-payment-detail', {
				headers: session.auth,
				body: { ...payment, order_id: entityId },
			}),

		/** M16 for a Sunrise order paid on `https://sunrise-academy.in`. */
		gatewayTwoToken: (
			session: Session,
			entityId: number,
			amount: number,
			overrides: Record<string, unknown> = {},
			headers: Headers = {},
		) =>
			call(current(), 'POST', '/api/v1/payment-gateway/payment/token', {
				headers: { ...session.auth, ...headers },
				body: {
					entity_id: entityId,
					amount,
					currency_code: 'INR',
					institute_id: SUNRISE,
					user_id: session.userId,
					return_url: `${current().url}/api/v1/payment-gateway/payments/process/${SUNRISE}`,
					site_url: 'https://sunrise-academy.in',
					...overrides,
				},
			}),

		/** M17 for a USD order of `session`'s institute paid on `https://global-prep.com`. */
		paypalPayment: (session: Session, entityId: number, amount: number, headers: Headers = {}) =>
			call(current(), 'POST', '/api/v1/payment-gateway/paypal/payment', {
				headers: { ...session.auth, ...headers },
				body: {
					intent: 'ORDER',
					entity_id: entityId,
					amount,
					currency_code: 'USD',
					institute_id: session.instituteId,
					user_id: session.userId,
					return_url: 'https://global-prep.com/thankyou',
					cancel_url: 'https://global-prep.com/fail',
				},
			}),

		/** A stand-in page's outcome link followed without redirects; its `Location`. */
		async outcome(path: string, headers: Headers = {}): Promise<string | null> {
			const response = await fetch(current().url + path, { headers, redirect: 'manual' });
			if (response.status !== 302) throw new Error(`${path}: ${response.status}`);
			return response.headers.get('location');
		},

		/** P6. */
		myProducts: async (session: Session) =>
			resultOf(
				(
					await call(current(), 'GET', '/prod/student-product/my-products', {
						headers: session.product,
					})
				).body,
				z.array(productSchema),
			),

		/** P4 (everything listed), as `userId` (0 = anonymous) sees it. */
		catalogue: async (instituteId: number, userId = 0) =>
			resultOf(
				(
					await call(current(), 'POST', '/prod/student-product/advance-filter/?getAll=true', {
						headers: productHeaders(instituteId, userId),
						body: { by: [], in: [] },
					})
				).body,
				z.array(productSchema),
			),
	};
	return calls;
}
