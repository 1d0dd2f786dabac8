/**
 * Wire → app mapper of P9 (the cart's products), apart from the other store mappers because the
 * cart page reads P9 without the full client (`lean/cart.ts`) and must carry only this.
 */
import { textOrNull } from '../values.ts';
import type { CartProduct } from '../types.ts';
import type { CartProductWire } from '../wire/store.ts';
import { currencyOf } from './product.ts';

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
