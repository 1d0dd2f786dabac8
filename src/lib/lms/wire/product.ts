/**
 * Wire shapes of the product list entry shared by P1, P4 and P6, and the P4 request, as zod/mini
 * schemas. The mappers parse replies with them and the sandbox validates its fixtures and request
 * bodies with them; app code uses the mapped types of `../types.ts`.
 */
import * as z from 'zod/mini';
import { amount, date, flag, id, text, yesNo, zeroOne } from './common.ts';

export const countryDetailsSchema = z.looseObject({
	currency_code: z.string(),
	country_id: z.nullish(id),
});

/** P4 and P6 entry (and `product_details` of P1). */
export const productSchema = z.looseObject({
	id,
	title: z.string(),
	photo_url: text,
	about: text,
	product_sharable_link: text,
	enrolled_date: date,
	expire_on: date,
	is_paid: yesNo,
	price: z.nullish(amount),
	price_before_discount: z.nullish(amount),
	discount_percentage: z.nullish(z.number()),
	offer_available: flag,
	purchase_count_status: z.nullish(zeroOne),
	total_prod_purchaseed: z.nullish(z.number()),
	remaining_products: z.nullish(z.number()),
	is_enrolled: flag,
	tag: text,
	country_details: z.nullish(countryDetailsSchema),
});
export type ProductWire = z.infer<typeof productSchema>;

/** P4 request. */
export const advanceFilterRequestSchema = z.object({
	by: z.array(z.string()),
	in: z.array(z.string()),
});
export type AdvanceFilterRequestWire = z.infer<typeof advanceFilterRequestSchema>;
