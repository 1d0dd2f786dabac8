/**
 * Where the checkout stands (spec section 2 "Cart and checkout": the gateway selection and
 * extra-charge dialogs). Kept apart from the checkout's actions (`checkout-requests.ts`), which
 * the cart loads only when the student presses Proceed to pay, so the cart island can read it from
 * the start.
 */
import { atom } from 'nanostores';
import type { FeeBreakdown } from '../lib/checkout/fee.ts';

/** The checkout's step. */
export type CheckoutStep =
	| { kind: 'idle' }
	/** A request runs (M15, P11, M18, M19…): Proceed to pay waits. */
	| { kind: 'busy' }
	/** The gateway selection dialog (INR with gateways one and two). */
	| { kind: 'choose'; selected: 'one' | 'two' }
	/** The extra-charge dialog (gateway one's convenience fee). */
	| { kind: 'fee'; fee: FeeBreakdown; currency: string }
	/** Gateway one's checkout is open. */
	| { kind: 'paying' }
	/** The browser is leaving for a gateway, `/thankyou` or `/fail`. */
	| { kind: 'leaving' };

/** The checkout's current step; `idle` when nothing runs. */
export const $checkout = atom<CheckoutStep>({ kind: 'idle' });
