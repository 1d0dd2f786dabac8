/**
 * What the cart pages' page script paints (src/browser/paint-island.ts): the island's own view of the
 * stores' state now, read the way the island reads it on its first render. Apart from the start
 * script, which runs on import, so a test can compare both renders.
 */
import { cartView } from '../../views/cart/cart-view.ts';
import type { ViewChild } from '../../views/node.ts';
import { $cartPage, $cartTotals } from '../../stores/cart-page.ts';
import { $checkout } from '../../stores/checkout.ts';
import { $pageLanguage } from '../../stores/page-language.ts';
import { $loggedIn, $session } from '../../stores/session.ts';

/** The cart page below its heading (CartPage.tsx); the coupon field starts empty. */
export function paintedCart(): ViewChild {
	const step = $checkout.get().kind;
	return cartView({
		state: $cartPage.get(),
		...$cartTotals.get(),
		leaving: step === 'leaving',
		checkoutBusy: step !== 'idle',
		loggedIn: $loggedIn.get(),
		onlinePaymentEnabled: $session.get().enableOnlinePaymentFeature,
		couponCode: '',
		live: false,
		pageLanguage: $pageLanguage.get(),
	});
}

/** The stores {@link paintedCart} reads. */
export const CART_STORES = [$cartPage, $checkout, $session, $pageLanguage];
