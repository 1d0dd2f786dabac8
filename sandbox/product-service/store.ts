/**
 * The product service's store calls (CONTRACT.md): P4 (products), P5 (item types), P7 and P8
 * (product detail), P9 (cart), P10 (coupon), P13 (video play).
 */
import {
	advanceFilterRequestSchema,
	applyCouponRequestSchema,
	cartRequestSchema,
	type CouponResultWire,
} from '../../src/lib/lms/wire/index.ts';
import { optionalStudent, productCaller, type ProductCaller } from '../auth.ts';
import {
	applyCoupon,
	cartProduct,
	isListed,
	productDetail,
	productListItem,
	type Viewer,
	viewerFor,
} from '../commerce.ts';
import { bodyOf, type CallContext, intParam, queryParam, type Route } from '../context.ts';
import type { ProductFixture } from '../fixtures.ts';
import { HttpError, okReply, type Reply } from '../http.ts';

/** Routes of the product service's store calls. */
export const storeRoutes: Route[] = [
	{
		call: 'P4',
		method: 'POST',
		path: '/prod/student-product/advance-filter',
		spelling: 'status_code',
		handle: products,
	},
	{
		call: 'P5',
		method: 'GET',
		path: '/prod/student-product/item-type-description/:product_id',
		spelling: 'status_code',
		handle: itemTypes,
	},
	{
		call: 'P7',
		method: 'GET',
		path: '/prod/student-product/product-description/:product_id',
		spelling: 'status_code',
		handle: productDescription,
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
		handle: cart,
	},
	{
		call: 'P10',
		method: 'POST',
		path: '/prod/student-product/apply-coupon',
		spelling: 'status_code',
		handle: coupon,
	},
	{
		call: 'P13',
		method: 'PUT',
		path: '/prod/product/update-consumed-storage',
		spelling: 'status_code',
		handle: consumedStorage,
	},
];

// The product views of P4, P7, P8 and P9 are seen by the user the headers name (0: nobody).
function callerAndViewer(ctx: CallContext): { caller: ProductCaller; viewer: Viewer } {
	const caller = productCaller(ctx);
	return { caller, viewer: viewerFor(ctx.state.store, caller.userId) };
}

function productOf(caller: ProductCaller, productId: number): ProductFixture {
	const product = caller.tenant.products.find((entry) => entry.id === productId);
	if (!product) throw new HttpError(404, `Product ${productId} not found`);
	return product;
}

function products(ctx: CallContext): Reply {
	const { caller, viewer } = callerAndViewer(ctx);
	const filter = bodyOf(ctx, advanceFilterRequestSchema);
	const matches = (wanted: string[], have: string[] | undefined): boolean =>
		wanted.length === 0 || wanted.some((value) => have?.includes(value));
	const listed = caller.tenant.products
		.filter(
			(product) =>
				isListed(product) &&
				matches(filter.by, product.item_type_slugs) &&
				matches(filter.in, product.course_names),
		)
		.map((product) => productListItem(caller.tenant, product, viewer));
	return okReply('status_code', listed);
}

function itemTypes(ctx: CallContext): Reply {
	const product = productOf(productCaller(ctx), intParam(ctx, 'product_id'));
	return okReply('status_code', product.description ?? []);
}

function productDescription(ctx: CallContext): Reply {
	const { caller, viewer } = callerAndViewer(ctx);
	const product = productOf(caller, intParam(ctx, 'product_id'));
	return okReply('status_code', productDetail(caller.tenant, product, viewer, 'description'));
}

function productInfo(ctx: CallContext): Reply {
	const { viewer } = callerAndViewer(ctx);
	const reference = queryParam(ctx, 'proc');
	const match = /^(.*)_(\d+)_(\d+)$/.exec(reference);
	const entry = match ? ctx.state.fixtures.productById.get(Number(match[2])) : undefined;
	if (!match || !entry || entry.tenant.institute.lookup.institute_id !== Number(match[3])) {
		throw new HttpError(
			400,
			`proc: no product matches '${reference}' ({title}_{product_id}_{institute_id})`,
		);
	}
	return okReply('status_code', productDetail(entry.tenant, entry.product, viewer, 'info'));
}

function cart(ctx: CallContext): Reply {
	const { viewer } = callerAndViewer(ctx);
	const request = bodyOf(ctx, cartRequestSchema);
	// Unknown ids are left out, as the contract says.
	const entries = request.product_ids.flatMap((id) => {
		const entry = ctx.state.fixtures.productById.get(id);
		return entry ? [cartProduct(entry.tenant, entry.product, viewer)] : [];
	});
	return okReply('status_code', entries);
}

function coupon(ctx: CallContext): Reply {
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
}

function consumedStorage(ctx: CallContext): Reply {
	const caller = productCaller(ctx);
	ctx.state.store.recordStorageUse(caller.instituteId, queryParam(ctx, 'videoUrl'));
	return okReply('status_code', undefined, 'Consumed storage updated');
}
