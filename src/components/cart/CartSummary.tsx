/**
 * The cart's summary column (spec sections 2 and 5): notes; the coupon entry (only when the total
 * is above 0; Apply disabled while the code is blank or a request runs; an applied coupon shows
 * its code and Remove coupon); price details; and the payment section (terms and Proceed to pay)
 * when the currency and the online-payment feature allow it, else the spec's message. The coupon,
 * the price details and the payment sit together, scrolled into view after the visitor's coupon
 * action, so its result and the next step show at once; the coupon error and the price rows are
 * live regions from the start, so their changes are announced.
 */
import { useEffect, useId, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { paymentSection, type PriceDetails } from '../../lib/cart/rules.ts';
import { formatMinor } from '../../lib/money.ts';
import {
	acceptTerms,
	applyCoupon,
	prepareCoupon,
	proceedToPay,
	removeCoupon,
	type CartPageState,
} from '../../stores/cart-page.ts';
import { $loggedIn, $session } from '../../stores/session.ts';
import type { AskCoupon } from './coupon-reveal.ts';

interface Props {
	state: CartPageState;
	currency: string | 'mixed' | null;
	totals: PriceDetails | null;
	/** A checkout runs (a dialog, a request or the gateway): Proceed to pay waits. */
	checkoutBusy: boolean;
	/** Holds the coupon, price details and payment: what comes into view after a coupon action. */
	couponArea: RefObject<HTMLDivElement | null>;
	ask: AskCoupon;
}

function Coupon({ state, ask }: { state: CartPageState; ask: AskCoupon }) {
	const [code, setCode] = useState('');
	const errorId = useId();
	const input = useRef<HTMLInputElement>(null);
	const removing = useRef(false);
	// Remove coupon leaves with the applied view: the focus moves to the field that replaces it.
	useEffect(() => {
		if (state.coupon || !removing.current) return;
		removing.current = false;
		input.current?.focus();
	}, [state.coupon]);
	const submit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		ask(() => applyCoupon(code));
	};
	const remove = () => {
		removing.current = true;
		ask(removeCoupon);
	};
	if (state.coupon) {
		return (
			<div className="cart-coupon-applied" role="status">
				<span>
					Coupon <strong>{state.coupon.code}</strong> applied
				</span>
				<button type="button" className="button button-secondary" onClick={remove}>
					Remove coupon
				</button>
			</div>
		);
	}
	return (
		<form className="cart-coupon" onSubmit={submit} onFocus={prepareCoupon} noValidate>
			<label htmlFor="cart-coupon-code">Coupon code</label>
			<div className="cart-coupon-row">
				<input
					ref={input}
					id="cart-coupon-code"
					name="coupon"
					autoComplete="off"
					value={code}
					onChange={(event) => setCode(event.target.value)}
					aria-invalid={state.couponError ? true : undefined}
					aria-describedby={state.couponError ? errorId : undefined}
				/>
				<button
					type="submit"
					className="button"
					disabled={code.trim() === '' || state.couponBusy}
					aria-busy={state.couponBusy}
				>
					Apply
				</button>
			</div>
			{/* Always there, empty without an error: a region added with its text may go unread. */}
			<p id={errorId} className="form-field-error" role="alert" aria-live="assertive">
				{state.couponError}
			</p>
		</form>
	);
}

/** Notes, coupon, price details and the payment section. */
export default function CartSummary({
	state,
	currency,
	totals,
	checkoutBusy,
	couponArea,
	ask,
}: Props) {
	const loggedIn = useStore($loggedIn);
	const { enableOnlinePaymentFeature } = useStore($session);
	const section = paymentSection(currency, {
		loggedIn,
		onlinePaymentEnabled: enableOnlinePaymentFeature,
	});
	const money = (minor: number) =>
		currency === null || currency === 'mixed' ? '' : formatMinor(minor, currency);
	return (
		<aside className="cart-summary" aria-label="Order summary">
			<div className="cart-notes">
				<h2>Notes</h2>
				<p>Purchased products are assigned to your account within 1 hour of payment.</p>
			</div>
			<div className="cart-coupon-to-pay" ref={couponArea}>
				{totals && totals.amount > 0 && <Coupon state={state} ask={ask} />}
				{totals && (
					<div className="cart-prices">
						<h2>Price details</h2>
						{/* Each row read whole when its figure changes ("Discount ₹899.60"). */}
						<dl aria-live="polite">
							<div aria-atomic="true">
								<dt>Amount</dt>
								<dd data-amount>{money(totals.amount)}</dd>
							</div>
							<div aria-atomic="true">
								<dt>Discount</dt>
								<dd data-discount>{money(totals.discount)}</dd>
							</div>
							<div className="cart-payable" aria-atomic="true">
								<dt>Amount Payable</dt>
								<dd data-payable>{money(totals.payable)}</dd>
							</div>
						</dl>
					</div>
				)}
				{section.show ? (
					<div className="cart-pay">
						<label className="cart-terms">
							<input
								type="checkbox"
								checked={state.termsAccepted}
								onChange={(event) => acceptTerms(event.target.checked)}
							/>
							<span>
								I accept the <a href="/terms-and-condition">terms and conditions</a>
							</span>
						</label>
						<button
							type="button"
							className="button cart-proceed"
							onClick={() => void proceedToPay()}
							disabled={state.proceeding || checkoutBusy}
							aria-busy={state.proceeding || checkoutBusy}
						>
							Proceed to pay
						</button>
					</div>
				) : (
					section.text && (
						<p className="cart-payment-message" role="status">
							{section.text}
						</p>
					)
				)}
			</div>
		</aside>
	);
}
