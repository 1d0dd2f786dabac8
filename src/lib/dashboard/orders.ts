/**
 * Display rules of My Orders (spec section 2 "Dashboard"): an order card's dates, price and
 * thumbnail from a P6 product, and the texts of the list and its View dialog. Pure functions of
 * the app `Product`, so the island only lays them out.
 */
import type { Product } from '../lms/types.ts';
import { priceLabel, productPhoto } from '../products/display.ts';
import { calendarDate } from '../site/locale.ts';

/** Shown for a value the platform leaves out, or a date in a shape other than `YYYY-MM-DD`. */
export const NO_VALUE = '—';

/** The texts of My Orders and its View dialog. */
export const ORDER_TEXTS = {
	loading: 'Loading your orders…',
	empty: "You haven't purchased any product yet!",
	listLabel: 'Purchased products',
	purchased: 'Purchased on',
	expires: 'Expires on',
	price: 'Price',
	view: 'View',
	close: 'Close',
	itemsHeading: "What's included",
	itemsLoading: 'Loading what this product includes…',
	itemsEmpty: 'No item details for this product.',
	itemsFailed: 'Could not load what this product includes.',
	retry: 'Retry',
} as const;

/**
 * `enrolled_date` / `expire_on` as '10 Jan 2025' (in the page's locale when it is not English).
 * CONTRACT.md dates are `YYYY-MM-DD`; a time after the date (`T…` or a space) is ignored, and the
 * calendar date is shown as sent (no time zone shift). Absent, or not a real calendar date: '—'.
 */
export function orderDateLabel(value: string | null | undefined, lang: string): string {
	return calendarDate(value, lang) ?? NO_VALUE;
}

/** What an order card and its dialog show of a purchased product. */
export interface OrderView {
	id: number;
	title: string;
	/** The photo, or the fallback thumbnail. */
	photo: string;
	purchased: string;
	expires: string;
	/** 'Free' or currency and price. */
	price: string;
}

/** The card of one P6 product, its dates in the page's language `lang`. */
export function orderView(product: Product, lang: string): OrderView {
	return {
		id: product.id,
		title: product.title,
		photo: productPhoto(product),
		purchased: orderDateLabel(product.enrolledDate, lang),
		expires: orderDateLabel(product.expireOn, lang),
		price: priceLabel(product),
	};
}
