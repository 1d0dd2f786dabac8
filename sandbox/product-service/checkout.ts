/**
 * The product service's order calls (CONTRACT.md): P11 (place an order) and P12 (complete it, or
 * mark it failed).
 */
import {
	placeOrderRequestSchema,
	updateOrderRequestSchema,
	type OrderResultWire,
} from '../../src/lib/lms/wire/index.ts';
import { productCaller, productStudent, requireSameUser, requireStudent } from '../auth.ts';
import {
	applyCoupon,
	completeOrder,
	currencyOf,
	failOrder,
	offerCodeOf,
	payablePrice,
	remainingProducts,
	roundAmount,
	viewerFor,
} from '../commerce.ts';
import { bodyOf, type CallContext, type Route } from '../context.ts';
import type { SandboxStore } from '../db.ts';
import type { ProductFixture, Tenant } from '../fixtures.ts';
import { HttpError, okReply, type Reply } from '../http.ts';

/** Routes of the product service's order calls. */
export const checkoutRoutes: Route[] = [
	{
		call: 'P11',
		method: 'POST',
		path: '/prod/student-product/order',
		spelling: 'status_code',
		handle: placeOrder,
	},
	{
		call: 'P12',
		method: 'PUT',
		path: '/prod/student-product/order',
		spelling: 'status_code',
		handle: updateOrder,
	},
];

// What P11 sells: known products of the institute the student does not own yet, with a seat
// left, all in one currency (returned with them).
function orderedProducts(
	tenant: Tenant,
	store: SandboxStore,
	studentId: number,
	ids: number[],
): { products: ProductFixture[]; currency: string } {
	if (ids.length === 0) throw new HttpError(400, 'product_ids: must not be empty');
	const products = ids.map((id) => {
		const product = tenant.products.find((entry) => entry.id === id);
		if (!product) throw new HttpError(400, `product_ids: unknown product ${id}`);
		return product;
	});
	const viewer = viewerFor(store, studentId);
	for (const product of products) {
		if (viewer.enrolled.has(product.id))
			throw new HttpError(400, `'${product.title}' is already purchased`);
		if (remainingProducts(product, viewer) === 0)
			throw new HttpError(400, `'${product.title}' is sold out`);
	}
	const currencies = new Set(products.map(currencyOf));
	if (currencies.size > 1)
		throw new HttpError(400, 'product_ids: products of one currency per order');
	return { products, currency: [...currencies][0] ?? 'INR' };
}

function placeOrder(ctx: CallContext): Reply {
	const { caller, student } = productStudent(ctx);
	const request = bodyOf(ctx, placeOrderRequestSchema);
	const { store } = ctx.state;
	const ids = [...new Set(request.product_ids)];
	const { products, currency } = orderedProducts(caller.tenant, store, student.id, ids);
	const couponCode = offerCodeOf(request.offer_apply_dto);
	const discount =
		couponCode === undefined
			? 0
			: applyCoupon(caller.tenant, store, couponCode, ids, student.id).discount;
	const expected = roundAmount(
		products.reduce((sum, product) => sum + payablePrice(product), 0) - discount,
	);
	if (Math.abs(request.total_amount - expected) > 0.005) {
		throw new HttpError(
			400,
			`total_amount: expected ${expected} (prices after discount, without convenience fee)`,
		);
	}
	const order = {
		student_id: student.id,
		institute_id: caller.tenant.institute.lookup.institute_id,
		status: expected === 0 ? 20 : 10,
		total_amount: expected,
		currency_code: currency,
		coupon_code: couponCode ?? null,
	};
	const orderId = store.createOrder(
		order,
		products.map((product) => ({ product_id: product.id, price: payablePrice(product) })),
	);
	if (order.status === 20)
		completeOrder(
			caller.tenant,
			store,
			{ ...order, id: orderId, payment_gateway: null, transaction_id: null },
			null,
			null,
		);
	const result: OrderResultWire = {
		entity_id: orderId,
		status: order.status,
		total_amount: expected,
		product_owner_institute_id: order.institute_id,
	};
	return okReply('status_code', result, 'Order placed');
}

function updateOrder(ctx: CallContext): Reply {
	const caller = productCaller(ctx);
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, updateOrderRequestSchema);
	requireSameUser(student, request.user_id);
	const { store } = ctx.state;
	const order = store.orderById(request.entity_id);
	if (!order || order.student_id !== student.id)
		throw new HttpError(400, `entity_id: unknown order ${request.entity_id}`);
	if (request.status === 20) {
		if (order.status === 20) return okReply('status_code', undefined, 'Order already completed');
		if (order.status !== 10)
			throw new HttpError(
				400,
				`Order ${order.id} has failed (status ${order.status}); place a new order`,
			);
		if (!store.isOrderPaid(order.id)) {
			throw new HttpError(
				400,
				`Order ${order.id} has no verified payment: verify it with M19 first`,
			);
		}
		completeOrder(
			caller.tenant,
			store,
			order,
			request.payment_gateway_name,
			request.payment_gateway_transaction_id,
		);
		return okReply('status_code', undefined, 'Order completed');
	}
	if (order.status === 20) throw new HttpError(400, `Order ${order.id} is already completed`);
	failOrder(store, order, request.payment_gateway_name);
	return okReply('status_code', undefined, 'Order marked failed');
}
