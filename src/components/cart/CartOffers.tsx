/**
 * The collapsible Available Offers list (spec section 2): each offer the cart's products carry,
 * with what it gives and an Apply that applies its code; or the spec's no-eligible-offers text.
 */
import { useStore } from '@nanostores/react';
import type { CartProduct } from '../../lib/lms/types.ts';
import { availableOffers, CART_TEXTS, offerText } from '../../lib/cart/rules.ts';
import { $cartPage, applyCoupon } from '../../stores/cart-page.ts';
import type { AskCoupon } from './coupon-reveal.ts';

interface Props {
	items: CartProduct[];
	currency: string | 'mixed' | null;
	ask: AskCoupon;
}

/** Available Offers, collapsed until opened. */
export default function CartOffers({ items, currency, ask }: Props) {
	const { couponBusy, coupon } = useStore($cartPage);
	const offers = availableOffers(items);
	return (
		<details className="cart-offers">
			<summary>Available Offers ({offers.length})</summary>
			{offers.length === 0 ? (
				<p className="cart-offers-none">{CART_TEXTS.noEligibleOffers}</p>
			) : (
				<ul>
					{offers.map((offer) => (
						<li key={offer.code}>
							<span className="cart-offer-code">{offer.code}</span>
							{currency !== null && currency !== 'mixed' && (
								<span className="cart-offer-text">{offerText(offer, currency)}</span>
							)}
							<button
								type="button"
								className="button button-secondary"
								disabled={couponBusy || coupon?.code === offer.code}
								onClick={() => ask(() => applyCoupon(offer.code))}
							>
								Apply<span className="visually-hidden"> offer {offer.code}</span>
							</button>
						</li>
					))}
				</ul>
			)}
		</details>
	);
}
