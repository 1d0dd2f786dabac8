/**
 * The checkout entry point: the cart page hands over here once Proceed to pay has passed its
 * checks (spec section 5). Gateways, orders and payment belong to the Checkout issue, which fills
 * this in; until then it is an honest placeholder that says payment is not available yet and
 * keeps the cart as it is.
 */
import type { CartProduct } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import type { AppliedCoupon } from './cart-page.ts';
import { notify } from './notices.ts';

/** What the cart hands over: its products, currency, payable (minor units) and coupon. */
export interface CheckoutRequest {
	items: CartProduct[];
	currency: string;
	payableMinor: number;
	coupon: AppliedCoupon | null;
	/** Payable 0: the order is placed without payment (spec section 4). */
	free: boolean;
}

/** Shown until online payment is built. */
export const CHECKOUT_PENDING_TEXT = 'Online payment is not available on this site yet.';

/** Starts checkout for the cart; a placeholder until the Checkout issue. */
export async function startCheckout(
	_config: ClientConfig,
	_request: CheckoutRequest,
): Promise<void> {
	notify('info', CHECKOUT_PENDING_TEXT);
}
