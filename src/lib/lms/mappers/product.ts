/**
 * Wire → app mappers of the product list entry of P1, P4 and P6: they take a reply validated by
 * its wire schema and apply the spec's defaults (CONTRACT.md value types and field details), so
 * nothing downstream sees wire quirks.
 */
import { textOrNull, webUrlOrNull } from '../values.ts';
import type { Product } from '../types.ts';
import type { ProductWire } from '../wire/product.ts';

/** Currency code, upper-cased; 'INR' when absent. */
export const currencyOf = (code: string | null | undefined): string =>
	textOrNull(code)?.trim().toUpperCase() ?? 'INR';

/**
 * P4 / P6 entry (and `product_details` of P1). `is_paid: "N"` is free whatever the price; a
 * sharable link that is not an http(s) URL is absent.
 */
export function mapProduct(wire: ProductWire): Product {
	const isFree = wire.is_paid === 'N';
	return {
		id: wire.id,
		title: wire.title,
		photoUrl: textOrNull(wire.photo_url),
		about: textOrNull(wire.about),
		// Only a web address may be shared or copied (no Share action otherwise).
		shareLink: webUrlOrNull(wire.product_sharable_link),
		enrolledDate: textOrNull(wire.enrolled_date),
		expireOn: textOrNull(wire.expire_on),
		isFree,
		price: isFree ? 0 : (wire.price ?? 0),
		priceBeforeDiscount: wire.price_before_discount ?? null,
		discountPercentage: Math.max(0, wire.discount_percentage ?? 0),
		offerAvailable: wire.offer_available === true,
		showPurchaseCount: wire.purchase_count_status === 1,
		purchaseCount: wire.total_prod_purchaseed ?? 0,
		remaining: wire.remaining_products ?? null,
		isEnrolled: wire.is_enrolled === true,
		tag: textOrNull(wire.tag),
		currencyCode: currencyOf(wire.country_details?.currency_code),
	};
}
