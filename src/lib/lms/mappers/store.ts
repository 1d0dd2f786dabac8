/**
 * Wire → app mappers of P7/P8 (product detail): they take a reply validated by its
 * wire schema and apply the spec's defaults (CONTRACT.md value types and field details), so
 * nothing downstream sees wire quirks.
 */
import { textOrNull } from '../values.ts';
import type { ProductDetail } from '../types.ts';
import type { ProductDetailWire } from '../wire/store.ts';
import { mapProduct } from './product.ts';

/** `youtube_url` is a JSON-encoded list of links; anything unparsable yields no links. */
export function parseVideoLinks(value: string | null | undefined): string[] {
	if (textOrNull(value) === null) return [];
	try {
		const parsed: unknown = JSON.parse(value as string);
		if (!Array.isArray(parsed)) return [];
		return parsed.filter((link): link is string => typeof link === 'string' && link.trim() !== '');
	} catch {
		return [];
	}
}

/**
 * P7 / P8: resolves the spelling variants of the two calls. `tag` is read when the reply carries
 * it (spec section 3 lists it for the list entry only; the build falls back to that).
 */
export function mapProductDetail(wire: ProductDetailWire): ProductDetail {
	const base = mapProduct({
		...wire,
		photo_url: textOrNull(wire.logo_url) ?? wire.product_logo_url,
		price: wire.price ?? wire.actual_price,
		total_prod_purchaseed: wire.total_prod_purchaseed ?? wire.total_product_sold,
		enrolled_date: null,
		expire_on: null,
	});
	return {
		...base,
		productId: wire.product_id ?? null,
		soldOut: wire.sold_out === true,
		items: (wire.description ?? []).map((item) => ({
			itemType: item.item_type,
			description: textOrNull(item.description),
		})),
		videoLinks: parseVideoLinks(wire.youtube_url),
		videoUrl: textOrNull(wire.video_url),
	};
}
