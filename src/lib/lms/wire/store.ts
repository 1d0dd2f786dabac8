/**
 * Wire shapes of the store calls: P5 (item types), P7/P8 (product detail), P9 (cart), P10
 * (coupon), as zod/mini schemas. The mappers parse replies with them and the sandbox validates its
 * fixtures and request bodies with them; app code uses the mapped types of `../types.ts`.
 */
import * as z from 'zod/mini';
import { amount, date, flag, id, text, yesNo, zeroOne } from './common.ts';
import { countryDetailsSchema } from './product.ts';

/** P5 entry; also the `description` list of a ProductDetail. */
export const itemTypeDescriptionSchema = z.looseObject({
	item_type: z.string(),
	description: text,
});

/** P7 and P8 result; spellings vary between the two (CONTRACT.md, field details). */
export const productDetailSchema = z.looseObject({
	id,
	product_id: z.nullish(id),
	title: z.string(),
	logo_url: text,
	product_logo_url: text,
	is_paid: yesNo,
	price: z.nullish(amount),
	actual_price: z.nullish(amount),
	price_before_discount: z.nullish(amount),
	discount_percentage: z.nullish(z.number()),
	offer_available: flag,
	purchase_count_status: z.nullish(zeroOne),
	total_prod_purchaseed: z.nullish(z.number()),
	total_product_sold: z.nullish(z.number()),
	remaining_products: z.nullish(z.number()),
	sold_out: flag,
	is_enrolled: flag,
	about: text,
	product_sharable_link: text,
	/** Not in spec section 3's ProductDetail, but some replies (the sandbox's) carry it. */
	tag: text,
	description: z.nullish(z.array(itemTypeDescriptionSchema)),
	/** A JSON-encoded string holding a list of links. */
	youtube_url: text,
	video_url: text,
	country_details: z.nullish(countryDetailsSchema),
});
export type ProductDetailWire = z.infer<typeof productDetailSchema>;

/** P9 request and entry. `entity_id` is not the product `id`. */
export const cartRequestSchema = z.object({ product_ids: z.array(id) });
export const offerSchema = z.looseObject({
	offer_code: z.string(),
	discount_type: text,
	discount_percentage: z.nullish(z.number()),
	flat_discount_amount: z.nullish(z.number()),
});
export const cartProductSchema = z.looseObject({
	entity_id: id,
	id,
	title: z.string(),
	logo_url: text,
	duration: z.nullish(z.number()),
	valid_from_date: date,
	valid_to_date: date,
	is_enrolled: flag,
	is_paid: yesNo,
	price: z.nullish(amount),
	available_offers: z.nullish(z.array(offerSchema)),
	country_details: z.nullish(countryDetailsSchema),
});
export type CartProductWire = z.infer<typeof cartProductSchema>;

/** P10 request and result; `offer_apply_dto` is opaque and sent back as is. */
export const applyCouponRequestSchema = z.object({
	coupon_code: z.string(),
	product_id: z.array(id),
});
export type ApplyCouponRequestWire = z.infer<typeof applyCouponRequestSchema>;
export const couponResultSchema = z.looseObject({
	discount_amount: amount,
	offer_apply_dto: z.unknown(),
});
export type CouponResultWire = z.infer<typeof couponResultSchema>;
