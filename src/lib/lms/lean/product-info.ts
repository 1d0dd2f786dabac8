/**
 * P8 (CONTRACT.md) from the browser, for `/product?proc=<reference>` when the product has no
 * prerendered page (a direct-URL product, or one added after the build). It goes through the lean
 * transport with the same path as `getProductInfo` (`productInfoPath`) and checks the reply by hand
 * against the contract's ProductDetail fields before the shared mapper reads it: the products page
 * cannot carry ky and zod.
 */
import { GENERIC_ERROR_TEXT, resolveErrorText } from '../error-text.ts';
import { leanProductRequest, type LeanConfig } from './fetch.ts';
import { mapProductDetail } from '../mappers/store.ts';
import type { ProductDetail } from '../types.ts';
import type { ProductDetailWire } from '../wire/store.ts';
import { okResult } from '../values.ts';
import { fields, PRODUCT_DETAIL_FIELDS } from './wire-checks.ts';

/** P8's path for a reference `{title}_{product_id}_{institute_id}` as the address carried it. */
export function productInfoPath(reference: string): string {
	return `/prod/student-product/product-info?proc=${encodeURIComponent(reference)}`;
}

/** The tenant's product service and who is looking (`is_enrolled` follows `x-prod-user-id`). */
export interface ProductInfoConfig extends LeanConfig {
	userId: number;
	/** The student authorization when logged in. */
	authorization?: string | null;
}

/** The product, no such product (a 4xx reply), or a failure with the text to show. */
export type ProductInfoOutcome =
	| { kind: 'found'; detail: ProductDetail }
	| { kind: 'not-found' }
	| { kind: 'failed'; message: string };

/** The product of a P8 reply body; null unless it is a 200 envelope holding a well-formed one. */
export function productDetailFrom(body: unknown): ProductDetail | null {
	const result = okResult(body);
	return fields(PRODUCT_DETAIL_FIELDS)(result)
		? mapProductDetail(result as ProductDetailWire)
		: null;
}

/**
 * Sends P8 for `reference`; never throws. A 403 to a request that carried the student's
 * authorization also calls `onForbidden` with the reply's body: the session is over (CONTRACT.md,
 * 403).
 */
export async function requestProductInfo(
	config: ProductInfoConfig,
	reference: string,
	onForbidden?: (body: unknown) => void,
): Promise<ProductInfoOutcome> {
	const authorization = config.authorization ?? null;
	const { status, body } = await leanProductRequest(config, {
		path: productInfoPath(reference),
		userId: config.userId,
		authorization,
	});
	if (status === 403 && authorization) onForbidden?.(body);
	if (status === null) return { kind: 'failed', message: resolveErrorText({ network: true }) };
	if (status === 200) {
		const detail = productDetailFrom(body);
		// A 200 that is not the contract's reply is a failure with the generic text.
		return detail ? { kind: 'found', detail } : { kind: 'failed', message: GENERIC_ERROR_TEXT };
	}
	// The contract names no "unknown product" reply; the sandbox answers 400, a REST server 404.
	// Anything else (an expired session, the service's trouble) is a failure worth a retry.
	if (status === 400 || status === 404) return { kind: 'not-found' };
	return { kind: 'failed', message: resolveErrorText({ status, body }) };
}
