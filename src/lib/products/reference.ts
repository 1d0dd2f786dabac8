/**
 * What `/product?proc=<reference>` opens (spec section 2, route table; CONTRACT.md product
 * reference): the products list without a reference, the product's prerendered page when it has
 * one, otherwise the product fetched at run time (P8). A reference without the
 * `{title}_{product_id}_{institute_id}` shape leads nowhere.
 */
import { PRODUCT_REFERENCE_PARAM, parseProductReference } from './display.ts';
import type { ProductPages } from './links.ts';

/** Texts of the reference screen's states (the spec has none; written for this site). */
export const REFERENCE_TEXTS = {
	loading: 'Loading product…',
	notFoundHeading: 'Product not found',
	notFound:
		'This product is not available. The link may be incomplete, or the product may have been withdrawn.',
	backToList: 'See all products',
	retry: 'Try again',
} as const;

/** Where a products-page address leads. */
export type ReferenceTarget =
	| { kind: 'list' }
	| { kind: 'not-found' }
	| { kind: 'page'; path: string }
	| { kind: 'runtime'; reference: string };

/**
 * The target of the query `search` on a site of institute `instituteId` whose prerendered product
 * pages are `pages`. A reference naming another institute is still asked of P8, which decides.
 */
export function referenceTarget(
	search: string,
	pages: ProductPages,
	instituteId: number,
): ReferenceTarget {
	const params = new URLSearchParams(search);
	if (!params.has(PRODUCT_REFERENCE_PARAM)) return { kind: 'list' };
	const value = params.get(PRODUCT_REFERENCE_PARAM) ?? '';
	const reference = parseProductReference(value);
	if (reference === null) return { kind: 'not-found' };
	const path = pages[reference.productId];
	if (path !== undefined && reference.instituteId === instituteId) return { kind: 'page', path };
	return { kind: 'runtime', reference: value.trim() };
}
