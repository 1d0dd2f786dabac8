/**
 * CONTRACT.md, the store calls: P4 (products with live state), P5 (item types), P7 and P8 (product
 * detail), P9 (cart), P10 (coupon), P13 (video play). One plain function per call, taking the
 * transport (`LmsHttp`) first, so a bundle carries only the calls it imports.
 */
import * as z from 'zod/mini';
import { toMinor } from '../../money.ts';
import { productsPath } from '../lean/live-products.ts';
import { productCall } from '../transport.ts';
import type { LmsHttp } from '../transport.ts';
import { mapProduct } from '../mappers/product.ts';
import { cartPath } from '../lean/cart.ts';
import { productInfoPath } from '../lean/product-info.ts';
import { mapCartProduct } from '../mappers/cart.ts';
import { mapProductDetail } from '../mappers/store.ts';
import { storagePath } from '../lean/video-storage.ts';
import type {
	CartProduct,
	CouponResult,
	ItemTypeDescription,
	Product,
	ProductDetail,
	ProductFilter,
} from '../types.ts';
import { textOrNull } from '../values.ts';
import { productSchema } from '../wire/product.ts';
import type { AdvanceFilterRequestWire } from '../wire/product.ts';
import {
	cartProductSchema,
	couponResultSchema,
	itemTypeDescriptionSchema,
	productDetailSchema,
} from '../wire/store.ts';
import type { ApplyCouponRequestWire } from '../wire/store.ts';

/** P4: products filtered by item type slugs and course names (both may be empty). */
export async function filterProducts(
	http: LmsHttp,
	filter: ProductFilter = {},
): Promise<Product[]> {
	const body: AdvanceFilterRequestWire = { by: filter.itemTypes ?? [], in: filter.courses ?? [] };
	const reply = await http.send(
		productCall('P4', productsPath(), { method: 'POST', json: body }),
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
	const { result } = await http.send(productCall('P5', path), z.array(itemTypeDescriptionSchema));
	return result.map((item) => ({
		itemType: item.item_type,
		description: textOrNull(item.description),
	}));
}

/** P7: a product's detail by id. */
export async function getProductDescription(
	http: LmsHttp,
	productId: number,
): Promise<ProductDetail> {
	const path = `/prod/student-product/product-description/${productId}`;
	return mapProductDetail((await http.send(productCall('P7', path), productDetailSchema)).result);
}

/** P8: a product's detail by its decoded reference `{title}_{product_id}_{institute_id}`. */
export async function getProductInfo(http: LmsHttp, proc: string): Promise<ProductDetail> {
	const path = productInfoPath(proc);
	return mapProductDetail((await http.send(productCall('P8', path), productDetailSchema)).result);
}

/** P9: the cart's products (unknown ids are left out); no request for an empty cart. */
export async function getCart(http: LmsHttp, productIds: number[]): Promise<CartProduct[]> {
	if (productIds.length === 0) return [];
	const json = { product_ids: productIds };
	const path = cartPath();
	const reply = await http.send(
		productCall('P9', path, { method: 'POST', json }),
		z.array(cartProductSchema),
	);
	return reply.result.map(mapCartProduct);
}

/**
 * P10: applies a coupon to the cart's products (student authorization sent when logged in). The
 * discount comes in the cart currency's major unit and is returned in its minor units.
 */
export async function applyCoupon(
	http: LmsHttp,
	couponCode: string,
	productIds: number[],
	currencyCode: string,
): Promise<CouponResult> {
	const body: ApplyCouponRequestWire = { coupon_code: couponCode, product_id: productIds };
	const path = '/prod/student-product/apply-coupon';
	const { result } = await http.send(
		productCall('P10', path, { method: 'POST', json: body, student: true }),
		couponResultSchema,
	);
	return {
		discountMinor: toMinor(result.discount_amount, currencyCode),
		offerApplyDto: result.offer_apply_dto,
	};
}

/** P13: registers storage consumption on the first play of an uploaded video. */
export async function updateConsumedStorage(http: LmsHttp, videoUrl: string): Promise<void> {
	await http.send(productCall('P13', storagePath(videoUrl), { method: 'PUT' }));
}
