/**
 * Hand-written checks of wire values for the lean transport's readers (`lean/cart.ts`,
 * `lean/product-info.ts`): the contract's field types without zod, which the pages calling
 * them cannot carry. Each reader lists its fields with these and hands a checked reply to the
 * shared mapper.
 */
import { isObject, okResult } from '../values.ts';

/** Whether a wire value has the expected type. */
export type Check = (value: unknown) => boolean;

/** CONTRACT.md: null and absent both mean absent. */
export const absent = (value: unknown): boolean => value === undefined || value === null;

/** A finite number. */
export const number: Check = (value) => typeof value === 'number' && Number.isFinite(value);

/** A string. */
export const text: Check = (value) => typeof value === 'string';

/** A boolean. */
export const flag: Check = (value) => typeof value === 'boolean';

/** `Y` or `N`. */
export const yesNo: Check = (value) => value === 'Y' || value === 'N';

/** The check, or absent. */
export const optional =
	(check: Check): Check =>
	(value) =>
		absent(value) || check(value);

/** An object whose listed fields pass their checks (other fields are free). */
export const fields =
	(shape: Record<string, Check>): Check =>
	(value) =>
		isObject(value) && Object.entries(shape).every(([key, check]) => check(value[key]));

/** A list whose every entry passes the check. */
export const listOf =
	(check: Check): Check =>
	(value) =>
		Array.isArray(value) && value.every(check);

/** `country_details` of a product: the currency code and the country id. */
export const COUNTRY_DETAILS: Check = fields({ currency_code: text, country_id: optional(number) });

/** 0 or 1. */
export const zeroOne: Check = (value) => value === 0 || value === 1;

// The fields a product (P1 `product_details`, P4, P6) and a product detail (P7, P8) share.
const PRODUCT_COMMON: Readonly<Record<string, Check>> = {
	id: number,
	title: text,
	about: optional(text),
	product_sharable_link: optional(text),
	is_paid: yesNo,
	price: optional(number),
	price_before_discount: optional(number),
	discount_percentage: optional(number),
	offer_available: optional(flag),
	purchase_count_status: optional(zeroOne),
	total_prod_purchaseed: optional(number),
	remaining_products: optional(number),
	is_enrolled: optional(flag),
	country_details: optional(COUNTRY_DETAILS),
};

/** The contract's Product (spec section 3: P1 `product_details`, P4, P6), each with its wire type. */
export const PRODUCT_FIELDS: Readonly<Record<string, Check>> = {
	...PRODUCT_COMMON,
	photo_url: optional(text),
	enrolled_date: optional(text),
	expire_on: optional(text),
	tag: optional(text),
};

/** The contract's ProductDetail (P7, P8; CONTRACT.md field details), each with its wire type. */
export const PRODUCT_DETAIL_FIELDS: Readonly<Record<string, Check>> = {
	...PRODUCT_COMMON,
	product_id: optional(number),
	logo_url: optional(text),
	product_logo_url: optional(text),
	actual_price: optional(number),
	total_product_sold: optional(number),
	sold_out: optional(flag),
	description: optional(listOf(fields({ item_type: text, description: optional(text) }))),
	youtube_url: optional(text),
	video_url: optional(text),
	// Beyond spec section 3, as in the zod schema: read when present.
	tag: optional(text),
};

/**
 * The list in a 200 envelope's `result`, each entry checked with `entry` and then mapped; null
 * unless every entry passes (a reply is taken whole or not at all).
 */
export function checkedList<W, T>(body: unknown, entry: Check, map: (wire: W) => T): T[] | null {
	const result = okResult(body);
	if (!Array.isArray(result) || !result.every(entry)) return null;
	return (result as W[]).map(map);
}
