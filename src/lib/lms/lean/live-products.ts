/**
 * P4 (CONTRACT.md) from the browser, for the live product cards of the products list and home: the
 * one call made by pages that ship no LMS client. It sends the POST through the lean transport
 * (`lean/fetch.ts`; ky and zod would take most of those pages' 20 KB budget) and the same path
 * (`productsPath`, which `filterProducts` uses too), and reads the reply by hand: only the live
 * fields a card shows, each taken only when it has the contract's type.
 */
import type { SessionState } from '../../auth/session.ts';
import { leanProductRequest, type LeanConfig } from './fetch.ts';
import type { Product } from '../types.ts';
import { isObject, okResult } from '../values.ts';
import type { AdvanceFilterRequestWire } from '../wire/product.ts';

/** What a card shows that changes after the build: stock, enrolment and the purchase count. */
export type LiveState = Pick<
	Product,
	'remaining' | 'isEnrolled' | 'showPurchaseCount' | 'purchaseCount'
>;

/** One P4 entry's live fields; a field the reply lacks (or sends mistyped) is left out. */
export type LiveProduct = Pick<Product, 'id'> & Partial<LiveState>;

/** The tenant's product service (the lean transport's configuration). */
export type LiveProductsConfig = LeanConfig;

/** Who is looking: `is_enrolled` reflects `x-prod-user-id` (CONTRACT.md, P4). */
export type Viewer = Pick<SessionState, 'userId' | 'studentAuth'>;

/** P4's path: every product, unfiltered by default (`getAll=true`). */
export function productsPath(): string {
	return '/prod/student-product/advance-filter/?getAll=true';
}

/** A card's build-time live state, the starting point the reply updates. */
export function liveStateOf(product: Product): LiveState {
	const { remaining, isEnrolled, showPurchaseCount, purchaseCount } = product;
	return { remaining, isEnrolled, showPurchaseCount, purchaseCount };
}

const isNumber = (value: unknown): value is number =>
	typeof value === 'number' && Number.isFinite(value);

// One entry: null without a numeric id; each other field only when it has its contract type.
function liveProductFrom(entry: unknown): LiveProduct | null {
	if (!isObject(entry) || !isNumber(entry['id'])) return null;
	const live: LiveProduct = { id: entry['id'] };
	const remaining = entry['remaining_products'];
	const enrolled = entry['is_enrolled'];
	const status = entry['purchase_count_status'];
	const count = entry['total_prod_purchaseed'];
	if (isNumber(remaining)) live.remaining = remaining;
	if (typeof enrolled === 'boolean') live.isEnrolled = enrolled;
	if (status === 0 || status === 1) live.showPurchaseCount = status === 1;
	if (isNumber(count)) live.purchaseCount = count;
	return live;
}

/**
 * The live fields of a P4 reply body; null unless it is a 200 envelope (`status_code` or
 * `statusCode`) whose `result` is a list. Malformed entries are skipped.
 */
export function liveProductsFrom(body: unknown): LiveProduct[] | null {
	const result = okResult(body);
	return Array.isArray(result) ? result.map(liveProductFrom).filter((live) => live !== null) : null;
}

/** A card's state with a reply's live fields applied. */
export function applyLive(state: LiveState, live: LiveProduct): LiveState {
	return {
		remaining: live.remaining ?? state.remaining,
		isEnrolled: live.isEnrolled ?? state.isEnrolled,
		showPurchaseCount: live.showPurchaseCount ?? state.showPurchaseCount,
		purchaseCount: live.purchaseCount ?? state.purchaseCount,
	};
}

/**
 * Sends P4 with an empty filter as `viewer` (its `Authorization` when logged in) and reads the
 * reply; never throws: no response, an HTTP error or a malformed reply is null. A 403 to a
 * logged-in viewer also calls `onForbidden` with the reply's body: the student's session is over
 * (CONTRACT.md, 403).
 */
export async function requestLiveProducts(
	config: LiveProductsConfig,
	viewer: Viewer,
	onForbidden?: (body: unknown) => void,
): Promise<LiveProduct[] | null> {
	const json: AdvanceFilterRequestWire = { by: [], in: [] };
	const student = viewer.userId !== 0 && viewer.studentAuth ? viewer.studentAuth : null;
	const { status, body } = await leanProductRequest(config, {
		path: productsPath(),
		userId: viewer.userId,
		authorization: student,
		json,
	});
	if (status === 403 && student !== null) onForbidden?.(body);
	return status !== null && status >= 200 && status < 300 ? liveProductsFrom(body) : null;
}
