/**
 * How a payment's outcome reaches `/thankyou` and `/fail` (spec section 2 "Thank-you and
 * failure"), kept in this tab's sessionStorage: the cart is emptied only after a confirmed
 * success, and a hosted gateway's return counts only for the order this tab started.
 *
 * - The checkout store calls `rememberHostedOrder` just before sending the browser to a hosted
 *   gateway (two or PayPal); arriving on `/thankyou` then settles it: the cart is emptied.
 * - For a success it confirmed itself (P11 placed at once, or M19 and P12), the checkout store
 *   empties the cart and calls `rememberPlacedOrder` before going to `/thankyou`.
 * - `/fail` forgets the hosted order and keeps the cart (and the coupon can be applied again).
 * Opening either page directly, with nothing remembered, changes nothing.
 */
import { asRecord, decodeJson, ownField, readItem, writeItem } from '../lib/storage/web-storage.ts';
import { emptyCart } from './cart.ts';

const HOSTED_KEY = 'hosted-order';
const PLACED_KEY = 'placed-order';

/** An order handed to a hosted gateway by this tab. */
export interface HostedOrder {
	entityId: number;
	gateway: 'two' | 'three';
}

/** An order whose success this tab confirmed; `free` when it was placed without payment. */
export interface PlacedOrder {
	entityId: number;
	free: boolean;
}

/** What `/thankyou` learnt about the order it follows. */
export type ThankYouOutcome =
	| { kind: 'hosted'; order: HostedOrder }
	| { kind: 'placed'; order: PlacedOrder }
	| { kind: 'none' };

// sessionStorage can be missing or refuse writes (web-storage.ts): the outcome is then simply
// unknown, never an error.
const read = <T>(key: string, decode: (value: unknown) => T | null): T | null =>
	decodeJson(readItem('sessionStorage', key), decode);

const write = (key: string, value: unknown) =>
	writeItem('sessionStorage', key, value === null ? null : JSON.stringify(value));

const decodeHostedOrder = (value: unknown): HostedOrder | null => {
	const record = asRecord(value);
	const entityId = record && ownField(record, 'entityId');
	const gateway = record && ownField(record, 'gateway');
	return Number.isSafeInteger(entityId) && (gateway === 'two' || gateway === 'three')
		? { entityId: entityId as number, gateway }
		: null;
};

const decodePlacedOrder = (value: unknown): PlacedOrder | null => {
	const record = asRecord(value);
	const entityId = record && ownField(record, 'entityId');
	const free = record && ownField(record, 'free');
	return Number.isSafeInteger(entityId) && typeof free === 'boolean'
		? { entityId: entityId as number, free }
		: null;
};

/** Remembers the order this tab is about to pay on a hosted gateway. */
export function rememberHostedOrder(order: HostedOrder): void {
	write(HOSTED_KEY, order);
}

/** Remembers an order whose success the checkout confirmed (the cart is already empty). */
export function rememberPlacedOrder(order: PlacedOrder): void {
	write(HOSTED_KEY, null);
	write(PLACED_KEY, order);
}

/**
 * On `/thankyou`: a hosted order this tab started succeeded, so the cart is emptied; a placed
 * order is reported as it was. Either is forgotten, so a reload changes nothing more.
 */
export function settleThankYou(): ThankYouOutcome {
	const hosted = read(HOSTED_KEY, decodeHostedOrder);
	const placed = read(PLACED_KEY, decodePlacedOrder);
	write(HOSTED_KEY, null);
	write(PLACED_KEY, null);
	if (hosted) {
		emptyCart();
		return { kind: 'hosted', order: hosted };
	}
	return placed ? { kind: 'placed', order: placed } : { kind: 'none' };
}

/** On `/fail`: the hosted order is forgotten; the cart stays as it was. */
export function settleFailure(): HostedOrder | null {
	const hosted = read(HOSTED_KEY, decodeHostedOrder);
	write(HOSTED_KEY, null);
	return hosted;
}
