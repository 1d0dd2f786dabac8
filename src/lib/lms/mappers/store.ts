/**
 * Wire → app mappers of P7/P8 (product detail) and P9 (cart): they take a reply validated by its
 * wire schema and apply the spec's defaults (CONTRACT.md value types and field details), so
 * nothing downstream sees wire quirks.
 */
import { textOrNull } from '../values.ts';
import type { CartProduct, ProductDetail } from '../types.ts';
import type { CartProductWire, ProductDetailWire } from '../wire/store.ts';
import { currencyOf, mapProduct } from './product.ts';

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

/** P7 / P8: resolves the spelling variants of the two calls. */
export function mapProductDetail(wire: ProductDetailWire): ProductDetail {
	const base = mapProduct({
		...wire,
		photo_url: textOrNull(wire.logo_url) ?? wire.product_logo_url,
		price: wire.price ?? wire.actual_price,
		total_prod_purchaseed: wire.total_prod_purchaseed ?? wire.total_product_sold,
		enrolled_date: null,
		expire_on: null,
		tag: null,
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

/** P9 entry. `entityId` is not the product id. */
export function mapCartProduct(wire: CartProductWire): CartProduct {
	const isFree = wire.is_paid === 'N';
	return {
		entityId: wire.entity_id,
		id: wire.id,
		title: wire.title,
		logoUrl: textOrNull(wire.logo_url),
		durationDays: wire.duration ?? null,
		validFrom: textOrNull(wire.valid_from_date),
		validTo: textOrNull(wire.valid_to_date),
		isEnrolled: wire.is_enrolled === true,
		isFree,
		price: isFree ? 0 : (wire.price ?? 0),
		offers: (wire.available_offers ?? []).map((offer) => ({
			code: offer.offer_code,
			discountType: textOrNull(offer.discount_type),
			discountPercentage: offer.discount_percentage ?? null,
			flatDiscountAmount: offer.flat_discount_amount ?? null,
		})),
		currencyCode: currencyOf(wire.country_details?.currency_code),
		countryId: wire.country_details?.country_id ?? null,
	};
}
