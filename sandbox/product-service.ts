/**
 * The product service's calls P1–P13 (CONTRACT.md). Every call checks the product-service auth
 * headers first (401); *student* calls then need the student authorization (403).
 */
import {
	advanceFilterRequestSchema,
	applyCouponRequestSchema,
	cartRequestSchema,
	placeOrderRequestSchema,
	updateOrderRequestSchema,
	type CouponResultWire,
	type FaqWire,
	type HomepageWire,
	type OrderResultWire,
	type PageWire,
} from '../src/lib/lms/wire/index.ts';
import {
	optionalStudent,
	productCaller,
	requireSameUser,
	requireStudent,
	requireStudentOf,
	type ProductCaller,
} from './auth.ts';
import {
	applyCoupon,
	cartProduct,
	completeOrder,
	currencyOf,
	failOrder,
	isListed,
	offerCodeOf,
	payablePrice,
	productDetail,
	productListItem,
	remainingProducts,
	roundAmount,
	viewerFor,
} from './commerce.ts';
import { bodyOf, type CallContext, intParam, queryParam, type Route, tenantOf } from './context.ts';
import type { ProductFixture, Tenant } from './fixtures.ts';
import { HttpError, jsonReply, okReply, type Reply } from './http.ts';
import { scenarioOn } from './scenarios.ts';

function byOrderNumber<T extends { order_number?: number | null | undefined }>(entries: T[]): T[] {
	return [...entries].sort((a, b) => (a.order_number ?? 0) - (b.order_number ?? 0));
}

function routeSlug(route: string | null | undefined): string {
	return (route ?? '').replace(/^\/+/, '');
}

function publishedPages(tenant: Tenant): PageWire[] {
	return tenant.pages.filter((page) => page.page_status === 'PUBLISHED');
}

// What the `empty-home` scenario empties: every content section of the home page.
const EMPTY_HOME = {
	slider_details: [],
	testimonial_details: [],
	faqs: [],
	course_details: [],
	product_details: [],
} satisfies Partial<HomepageWire>;

// P1 is stored without the parts other files already hold; absent keys are derived from them.
function homepage(tenant: Tenant, caller: ProductCaller, ctx: CallContext): HomepageWire {
	const stored = scenarioOn(ctx, 'empty-home', tenant.institute.lookup.institute_id)
		? { ...tenant.homepage, ...EMPTY_HOME }
		: tenant.homepage;
	const viewer = viewerFor(ctx.state.store, caller.userId);
	const pages = publishedPages(tenant);
	return {
		...stored,
		nav_links:
			stored.nav_links ??
			pages
				.filter((page) => page.in_navbar === true)
				.map((page) => ({
					page_title: page.page_title ?? '',
					page_route: page.page_route ?? '',
					in_navbar: true,
				})),
		about_us_details:
			stored.about_us_details !== undefined
				? stored.about_us_details
				: (pages.find((page) => routeSlug(page.page_route) === 'about-us') ?? null),
		faqs: stored.faqs ?? byOrderNumber(Object.values(tenant.faqs).flat()),
		course_details: stored.course_details ?? tenant.courses,
		product_details:
			stored.product_details ??
			tenant.products
				.filter((product) => product.popular)
				.map((product) => productListItem(tenant, product, viewer)),
	};
}

function faqsByCategory(tenant: Tenant): Record<string, FaqWire[]> {
	return Object.fromEntries(
		Object.entries(tenant.faqs).map(([category, entries]) => [category, byOrderNumber(entries)]),
	);
}

const MISSING_PAGE_MESSAGE = 'This page does not exist or has been moved.';

function page(ctx: CallContext): Reply {
	productCaller(ctx);
	const tenant = tenantOf(ctx, intParam(ctx, 'institute_id'));
	const slug = queryParam(ctx, 'slug');
	if (slug.startsWith('/'))
		throw new HttpError(400, `slug: send it without the leading '/' ('${routeSlug(slug)}')`);
	const found = publishedPages(tenant).find((entry) => routeSlug(entry.page_route) === slug);
	if (!found) {
		// P3's missing-page body carries only the error list (CONTRACT.md). The site shows its
		// message to the visitor as it is (spec section 8), so it speaks to them.
		return jsonReply(400, {
			status_code: 400,
			error: [{ error_message: MISSING_PAGE_MESSAGE }],
		});
	}
	return okReply('status_code', found);
}

function productOf(caller: ProductCaller, productId: number): ProductFixture {
	const product = caller.tenant.products.find((entry) => entry.id === productId);
	if (!product) throw new HttpError(404, `Product ${productId} not found`);
	return product;
}

function productInfo(ctx: CallContext): Reply {
	const caller = productCaller(ctx);
	const reference = queryParam(ctx, 'proc');
	const match = /^(.*)_(\d+)_(\d+)$/.exec(reference);
	const entry = match ? ctx.state.fixtures.productById.get(Number(match[2])) : undefined;
	if (!match || !entry || entry.tenant.institute.lookup.institute_id !== Number(match[3])) {
		throw new HttpError(
			400,
			`proc: no product matches '${reference}' ({title}_{product_id}_{institute_id})`,
		);
	}
	const viewer = viewerFor(ctx.state.store, caller.userId);
	return okReply('status_code', productDetail(entry.tenant, entry.product, viewer, 'info'));
}

function placeOrder(ctx: CallContext): Reply {
	const caller = productCaller(ctx);
	const student = requireStudent(ctx);
	requireStudentOf(ctx, student, caller.tenant);
	const request = bodyOf(ctx, placeOrderRequestSchema);
	const { store } = ctx.state;
	const ids = [...new Set(request.product_ids)];
	if (ids.length === 0) throw new HttpError(400, 'product_ids: must not be empty');
	const products = ids.map((id) => {
		const product = caller.tenant.products.find((entry) => entry.id === id);
		if (!product) throw new HttpError(400, `product_ids: unknown product ${id}`);
		return product;
	});
	const viewer = viewerFor(store, student.id);
	for (const product of products) {
		if (viewer.enrolled.has(product.id))
			throw new HttpError(400, `'${product.title}' is already purchased`);
		if (remainingProducts(product, viewer) === 0)
			throw new HttpError(400, `'${product.title}' is sold out`);
	}
	const currencies = new Set(products.map(currencyOf));
	if (currencies.size > 1)
		throw new HttpError(400, 'product_ids: products of one currency per order');
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
		currency_code: [...currencies][0] ?? 'INR',
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

function myProducts(ctx: CallContext): Reply {
	const caller = productCaller(ctx);
	const student = requireStudent(ctx);
	requireStudentOf(ctx, student, caller.tenant);
	const viewer = viewerFor(ctx.state.store, student.id);
	const owned = ctx.state.store.enrollments(student.id).flatMap((enrolment) => {
		const entry = ctx.state.fixtures.productById.get(enrolment.product_id);
		if (!entry) return [];
		return [
			{
				...productListItem(entry.tenant, entry.product, viewer),
				enrolled_date: enrolment.enrolled_date,
				expire_on: enrolment.expire_on,
			},
		];
	});
	return okReply('status_code', owned);
}

/** Routes of the product service. */
export const productServiceRoutes: Route[] = [
	{
		call: 'P1',
		method: 'GET',
		path: '/prod/website/homepage/:institute_id',
		spelling: 'status_code',
		handle(ctx) {
			const caller = productCaller(ctx);
			return okReply(
				'status_code',
				homepage(tenantOf(ctx, intParam(ctx, 'institute_id')), caller, ctx),
			);
		},
	},
	{
		call: 'P2',
		method: 'GET',
		path: '/prod/website/faqs/:institute_id',
		spelling: 'status_code',
		handle(ctx) {
			productCaller(ctx);
			const tenant = tenantOf(ctx, intParam(ctx, 'institute_id'));
			const grouped = faqsByCategory(tenant);
			const categoryWise = ctx.url.searchParams.get('categoryWise') === 'true';
			return okReply('status_code', categoryWise ? grouped : Object.values(grouped).flat());
		},
	},
	{
		call: 'P3',
		method: 'GET',
		path: '/prod/website/page/:institute_id',
		spelling: 'status_code',
		handle: page,
	},
	{
		call: 'P4',
		method: 'POST',
		path: '/prod/student-product/advance-filter',
		spelling: 'status_code',
		handle(ctx) {
			const caller = productCaller(ctx);
			const filter = bodyOf(ctx, advanceFilterRequestSchema);
			const viewer = viewerFor(ctx.state.store, caller.userId);
			const matches = (wanted: string[], have: string[] | undefined): boolean =>
				wanted.length === 0 || wanted.some((value) => have?.includes(value));
			const products = caller.tenant.products
				.filter(
					(product) =>
						isListed(product) &&
						matches(filter.by, product.item_type_slugs) &&
						matches(filter.in, product.course_names),
				)
				.map((product) => productListItem(caller.tenant, product, viewer));
			return okReply('status_code', products);
		},
	},
	{
		call: 'P5',
		method: 'GET',
		path: '/prod/student-product/item-type-description/:product_id',
		spelling: 'status_code',
		handle(ctx) {
			const product = productOf(productCaller(ctx), intParam(ctx, 'product_id'));
			return okReply('status_code', product.description ?? []);
		},
	},
	{
		call: 'P6',
		method: 'GET',
		path: '/prod/student-product/my-products',
		spelling: 'status_code',
		handle: myProducts,
	},
	{
		call: 'P7',
		method: 'GET',
		path: '/prod/student-product/product-description/:product_id',
		spelling: 'status_code',
		handle(ctx) {
			const caller = productCaller(ctx);
			const product = productOf(caller, intParam(ctx, 'product_id'));
			const viewer = viewerFor(ctx.state.store, caller.userId);
			return okReply('status_code', productDetail(caller.tenant, product, viewer, 'description'));
		},
	},
	{
		call: 'P8',
		method: 'GET',
		path: '/prod/student-product/product-info',
		spelling: 'status_code',
		handle: productInfo,
	},
	{
		call: 'P9',
		method: 'POST',
		path: '/prod/student-product/cart',
		spelling: 'status_code',
		handle(ctx) {
			const caller = productCaller(ctx);
			const request = bodyOf(ctx, cartRequestSchema);
			const viewer = viewerFor(ctx.state.store, caller.userId);
			// Unknown ids are left out, as the contract says.
			const cart = request.product_ids.flatMap((id) => {
				const entry = ctx.state.fixtures.productById.get(id);
				return entry ? [cartProduct(entry.tenant, entry.product, viewer)] : [];
			});
			return okReply('status_code', cart);
		},
	},
	{
		call: 'P10',
		method: 'POST',
		path: '/prod/student-product/apply-coupon',
		spelling: 'status_code',
		handle(ctx) {
			const caller = productCaller(ctx);
			const student = optionalStudent(ctx);
			const request = bodyOf(ctx, applyCouponRequestSchema);
			const { discount, dto } = applyCoupon(
				caller.tenant,
				ctx.state.store,
				request.coupon_code,
				request.product_id,
				student?.id,
			);
			const result: CouponResultWire = { discount_amount: discount, offer_apply_dto: dto };
			return okReply('status_code', result, 'Coupon applied');
		},
	},
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
	{
		call: 'P13',
		method: 'PUT',
		path: '/prod/product/update-consumed-storage',
		spelling: 'status_code',
		handle(ctx) {
			const caller = productCaller(ctx);
			ctx.state.store.recordStorageUse(caller.instituteId, queryParam(ctx, 'videoUrl'));
			return okReply('status_code', undefined, 'Consumed storage updated');
		},
	},
];
