/**
 * The live part of `/thankyou` and `/fail` (spec section 2 "Thank-you and failure"): settles the
 * order this tab remembered (src/stores/order-outcome.ts), so a hosted gateway's success empties
 * the cart and a failure keeps it. The header's cart count follows the cart store by itself.
 * Vanilla on purpose: both pages are static and ship no React.
 *
 * The page's root is the element with `data-order-outcome` set to `thank-you` or `failure`; on
 * `/thankyou` it gets `data-free-order` when the order was placed without payment.
 */
import { settleFailure, settleThankYou } from '../stores/order-outcome.ts';

/** Settles the outcome the page in `doc` stands for; a page without the root is left alone. */
export function startOrderOutcome(doc: Document): void {
	const root = doc.querySelector<HTMLElement>('[data-order-outcome]');
	const page = root?.dataset['orderOutcome'];
	if (page === 'thank-you') {
		const outcome = settleThankYou();
		root!.toggleAttribute('data-free-order', outcome.kind === 'placed' && outcome.order.free);
	} else if (page === 'failure') {
		settleFailure();
	}
}
