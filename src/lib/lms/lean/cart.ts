/**
 * P9 (CONTRACT.md) from the browser, for the cart page's first paint: the cart must show its
 * products as soon as the page loads, and the full client (ky and zod, about 18 KB gzip) would
 * take the page past its 90 KB budget. So this sends the POST through the lean transport
 * (`lean/fetch.ts`) with the same path (`cartPath`, which `getCart` uses too), and checks the reply by hand against
 * the contract's CartProduct fields before the shared mapper reads it. Applying a coupon loads the
 * full client later, on the student's action.
 */
import { GENERIC_ERROR_TEXT, resolveErrorText } from '../error-text.ts';
import { leanProductRequest, type LeanConfig } from './fetch.ts';
import { mapCartProduct } from '../mappers/cart.ts';
import type { CartProduct } from '../types.ts';
import type { CartProductWire } from '../wire/store.ts';
import {
	checkedList,
	COUNTRY_DETAILS,
	fields,
	flag,
	listOf,
	number,
	optional,
	text,
	yesNo,
	type Check,
} from './wire-checks.ts';

/** P9's path. */
export function cartPath(): string {
	return '/prod/student-product/cart';
}

/** The tenant's product service and who is looking (`is_enrolled` follows `x-prod-user-id`). */
export interface CartRequestConfig extends LeanConfig {
	userId: number;
}

/**
 * The cart's products (with the reply they came from, public product data a cart may keep for
 * offline), or the text to show for a failure (spec section 8).
 */
export type CartOutcome = { items: CartProduct[]; reply?: unknown } | { error: string };

const OFFER: Record<string, Check> = {
	offer_code: text,
	discount_type: optional(text),
	discount_percentage: optional(number),
	flat_discount_amount: optional(number),
};

// The contract's CartProduct (spec section 3), each field with its wire type.
const CART_PRODUCT: Record<string, Check> = {
	entity_id: number,
	id: number,
	title: text,
	logo_url: optional(text),
	duration: optional(number),
	valid_from_date: optional(text),
	valid_to_date: optional(text),
	is_enrolled: optional(flag),
	is_paid: yesNo,
	price: optional(number),
	available_offers: optional(listOf(fields(OFFER))),
	country_details: optional(COUNTRY_DETAILS),
};

/** The products of a P9 reply body; null unless it is a 200 envelope of well-formed entries. */
export function cartProductsFrom(body: unknown): CartProduct[] | null {
	return checkedList<CartProductWire, CartProduct>(body, fields(CART_PRODUCT), mapCartProduct);
}

/** Sends P9 for `productIds`; never throws. An empty cart sends nothing. */
export async function requestCart(
	config: CartRequestConfig,
	productIds: readonly number[],
): Promise<CartOutcome> {
	if (productIds.length === 0) return { items: [] };
	const { status, body } = await leanProductRequest(config, {
		path: cartPath(),
		userId: config.userId,
		json: { product_ids: productIds },
	});
	if (status === null) return { error: resolveErrorText({ network: true }) };
	const items = status === 200 ? cartProductsFrom(body) : null;
	if (items !== null) return { items, reply: body };
	// A 200 that is not the contract's reply is a failure with the generic text, not its message.
	return { error: status === 200 ? GENERIC_ERROR_TEXT : resolveErrorText({ status, body }) };
}
