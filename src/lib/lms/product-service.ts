/**
 * Product-service calls P1–P13 of CONTRACT.md, one typed function each. Every request carries the
 * product-service auth headers (added by the HTTP layer); calls marked *student* also send the
 * student authorization.
 */
import * as z from 'zod/mini';
import { isLmsError } from './errors.ts';
import type { CallSpec, LmsHttp } from './http.ts';
import {
	mapCartProduct,
	mapFaqCategories,
	mapHomepage,
	mapPage,
	mapProduct,
	mapProductDetail,
	normaliseRoute,
	textOrNull,
} from './mappers.ts';
import type {
	CartProduct,
	ContentPage,
	CouponResult,
	FaqCategory,
	Homepage,
	ItemTypeDescription,
	OrderResult,
	PlaceOrderRequest,
	Product,
	ProductDetail,
	ProductFilter,
	UpdateOrderRequest,
} from './types.ts';
import {
	cartProductSchema,
	couponResultSchema,
	faqsByCategorySchema,
	homepageSchema,
	itemTypeDescriptionSchema,
	orderResultSchema,
	pageSchema,
	productDetailSchema,
	productSchema,
} from './wire.ts';
import type {
	AdvanceFilterRequestWire,
	ApplyCouponRequestWire,
	PlaceOrderRequestWire,
	UpdateOrderRequestWire,
} from './wire.ts';

const q = encodeURIComponent;

const spec = (
	call: string,
	path: string,
	extra: Partial<Pick<CallSpec, 'method' | 'json' | 'student'>> = {},
): CallSpec => ({ call, service: 'product', path, ...extra });

/** P1: the home data (branding, theme, menus, sliders, popular lists). */
export async function getHomepage(http: LmsHttp): Promise<Homepage> {
	const path = `/prod/website/homepage/${http.instituteId('P1')}`;
	return mapHomepage((await http.send(spec('P1', path), homepageSchema)).result);
}

/** P2: FAQs grouped by category, in the server's key order; [] when there are none. */
export async function getFaqs(http: LmsHttp): Promise<FaqCategory[]> {
	const path = `/prod/website/faqs/${http.instituteId('P2')}?categoryWise=true`;
	const { result } = await http.send(spec('P2', path), z.nullish(faqsByCategorySchema));
	return mapFaqCategories(result ?? {});
}

/** P3: a content page by slug (leading `/` ignored); null when the page is missing (400). */
export async function getPage(http: LmsHttp, slug: string): Promise<ContentPage | null> {
	const path = `/prod/website/page/${http.instituteId('P3')}?slug=${q(normaliseRoute(slug))}`;
	try {
		const { result } = await http.send(spec('P3', path), z.nullish(pageSchema));
		return result == null ? null : mapPage(result);
	} catch (error) {
		if (isLmsError(error) && error.kind === 'http' && error.status === 400) return null;
		throw error;
	}
}

/** P4: products filtered by item type slugs and course names (both may be empty). */
export async function filterProducts(
	http: LmsHttp,
	filter: ProductFilter = {},
): Promise<Product[]> {
	const body: AdvanceFilterRequestWire = { by: filter.itemTypes ?? [], in: filter.courses ?? [] };
	const path = '/prod/student-product/advance-filter/?getAll=true';
	const reply = await http.send(
		spec('P4', path, { method: 'POST', json: body }),
		z.array(productSchema),
	);
	return reply.result.map(mapProduct);
}

/** P5: the item types of a product with their descriptions. */
export async function getItemTypeDescriptions(
	http: LmsHttp,
	productId: number,
): Promise<ItemTypeDescription[]> {
	const path = `/prod/student-product/item-type-description/${productId}`;
	const { result } = await http.send(spec('P5', path), z.array(itemTypeDescriptionSchema));
	return result.map((item) => ({
		itemType: item.item_type,
		description: textOrNull(item.description),
	}));
}

/** P6 *student*: the student's purchased products. */
export async function getMyProducts(http: LmsHttp): Promise<Product[]> {
	const path = '/prod/student-product/my-products';
	const { result } = await http.send(spec('P6', path, { student: true }), z.array(productSchema));
	return result.map(mapProduct);
}

/** P7: a product's detail by id. */
export async function getProductDescription(
	http: LmsHttp,
	productId: number,
): Promise<ProductDetail> {
	const path = `/prod/student-product/product-description/${productId}`;
	return mapProductDetail((await http.send(spec('P7', path), productDetailSchema)).result);
}

/** P8: a product's detail by its decoded reference `{title}_{product_id}_{institute_id}`. */
export async function getProductInfo(http: LmsHttp, proc: string): Promise<ProductDetail> {
	const path = `/prod/student-product/product-info?proc=${q(proc)}`;
	return mapProductDetail((await http.send(spec('P8', path), productDetailSchema)).result);
}

/** P9: the cart's products (unknown ids are left out); no request for an empty cart. */
export async function getCart(http: LmsHttp, productIds: number[]): Promise<CartProduct[]> {
	if (productIds.length === 0) return [];
	const json = { product_ids: productIds };
	const path = '/prod/student-product/cart';
	const reply = await http.send(
		spec('P9', path, { method: 'POST', json }),
		z.array(cartProductSchema),
	);
	return reply.result.map(mapCartProduct);
}

/** P10: applies a coupon to the cart's products (student authorization sent when logged in). */
export async function applyCoupon(
	http: LmsHttp,
	couponCode: string,
	productIds: number[],
): Promise<CouponResult> {
	const body: ApplyCouponRequestWire = { coupon_code: couponCode, product_id: productIds };
	const path = '/prod/student-product/apply-coupon';
	const { result } = await http.send(
		spec('P10', path, { method: 'POST', json: body, student: true }),
		couponResultSchema,
	);
	return { discountAmount: result.discount_amount, offerApplyDto: result.offer_apply_dto };
}

/** P11 *student*: places an order for the payable after discount (without convenience fee). */
export async function placeOrder(http: LmsHttp, request: PlaceOrderRequest): Promise<OrderResult> {
	const body: PlaceOrderRequestWire = {
		product_ids: request.productIds,
		total_amount: request.totalAmount,
		...(request.offerApplyDto === undefined ? {} : { offer_apply_dto: request.offerApplyDto }),
	};
	const path = '/prod/student-product/order';
	const { result } = await http.send(
		spec('P11', path, { method: 'POST', json: body, student: true }),
		orderResultSchema,
	);
	return {
		entityId: result.entity_id,
		status: result.status,
		totalAmount: result.total_amount,
		productOwnerInstituteId: result.product_owner_institute_id ?? null,
		placedWithoutPayment: result.status === 20 || result.total_amount === 0,
	};
}

/** P12 *student*: records a gateway-one payment's outcome (20 assigns the products, 30 failed). */
export async function updateOrder(http: LmsHttp, request: UpdateOrderRequest): Promise<void> {
	const body: UpdateOrderRequestWire = {
		entity_id: request.entityId,
		payment_gateway_transaction_id: request.transactionId,
		status: request.status,
		payment_for: 'Product',
		payment_gateway_account_type: request.accountType,
		payment_gateway_name: request.gatewayName,
		country_id: request.countryId,
		currency_code: request.currencyCode,
		response_code: request.status === 20 ? 200 : 30,
		paytab_token: request.paytabToken ?? null,
		amount: request.amount,
		payment_source: 'WEB',
		institute_id: http.instituteId('P12'),
		user_id: request.userId,
		...(request.offerApplyDto === undefined ? {} : { offer_apply_dto: request.offerApplyDto }),
	};
	const path = '/prod/student-product/order';
	await http.send(spec('P12', path, { method: 'PUT', json: body, student: true }));
}

/** P13: registers storage consumption on the first play of an uploaded video. */
export async function updateConsumedStorage(http: LmsHttp, videoUrl: string): Promise<void> {
	const path = `/prod/product/update-consumed-storage?videoUrl=${q(videoUrl)}`;
	await http.send(spec('P13', path, { method: 'PUT' }));
}
