/**
 * Display rules of My Orders (spec section 2 "Dashboard"): an order card's dates, price and
 * thumbnail from a P6 product, and the texts of the list and its View dialog. Pure functions of
 * the app `Product`, so the island only lays them out.
 */
import type { Product } from '../lms/types.ts';
import { priceLabel, productPhoto } from '../products/display.ts';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `enrolled_date` / `expire_on` as '10 Jan 2025'. CONTRACT.md dates are `YYYY-MM-DD`; a time
 * after the date (`T…` or a space) is ignored, and the calendar date is shown as sent (no time
 * zone shift). Absent, or not a real calendar date: '—'.
 */
export function orderDateLabel(value: string | null | undefined): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value?.trim() ?? '');
	if (!match) return NO_VALUE;
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	// Date.UTC rolls 2025-02-30 over to March: a date that does not come back unchanged is not real.
	const date = new Date(Date.UTC(year, month - 1, day));
	if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return NO_VALUE;
	return `${day} ${MONTHS[month - 1]} ${year}`;
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

/** The card of one P6 product. */
export function orderView(product: Product): OrderView {
	return {
		id: product.id,
		title: product.title,
		photo: productPhoto(product),
		purchased: orderDateLabel(product.enrolledDate),
		expires: orderDateLabel(product.expireOn),
		price: priceLabel(product),
	};
}
