/**
 * A coupon's result where the visitor looks (issue 29 item 3): on a phone the field, an offer's
 * Apply or Remove coupon can sit at the screen's foot or top while the discount line or the error
 * shows elsewhere, so once the result of the visitor's own tap is known, the coupon controls and
 * the totals are scrolled into view together.
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import {
	acceptTerms,
	applyCoupon,
	prepareCoupon,
	proceedToPay,
	removeCoupon,
	type CartPageState,
} from '../../stores/cart-page.ts';
import type { SummaryHandlers } from '../../views/cart/summary-view.ts';

/** Runs a coupon action of the visitor's. */
export type AskCoupon = (action: () => unknown) => void;

/**
 * `target` goes on the element holding the coupon controls and the totals; `ask` wraps each coupon
 * action the visitor starts. Only those scroll: a coupon the cart applies by itself does not.
 */
export function useCouponReveal(result: {
	couponBusy: boolean;
	coupon: unknown;
	couponError: string | null;
}) {
	const target = useRef<HTMLDivElement>(null);
	const asked = useRef(false);
	const { couponBusy, coupon, couponError } = result;
	useEffect(() => {
		if (!asked.current || couponBusy) return;
		asked.current = false;
		target.current?.scrollIntoView({ block: 'nearest' });
	}, [couponBusy, coupon, couponError]);
	const ask: AskCoupon = (action) => {
		asked.current = true;
		action();
	};
	return { target, ask };
}

/**
 * The summary's field and handlers (src/views/cart/summary-view.ts): what the coupon field
 * holds, Apply and Remove coupon through the reveal, the terms and Proceed to pay. Remove coupon
 * leaves with the applied view: the focus moves to the field that replaces it.
 */
export function useSummaryHandlers(state: CartPageState) {
	const reveal = useCouponReveal(state);
	const [couponCode, setCouponCode] = useState('');
	const couponInput = useRef<HTMLInputElement>(null);
	const removing = useRef(false);
	useEffect(() => {
		if (state.coupon || !removing.current) return;
		removing.current = false;
		couponInput.current?.focus();
	}, [state.coupon]);
	const handlers: SummaryHandlers = {
		couponArea: reveal.target,
		couponInput,
		onCouponCode: (event: ChangeEvent<HTMLInputElement>) => setCouponCode(event.target.value),
		onCouponSubmit: (event: SubmitEvent<HTMLFormElement>) => {
			event.preventDefault();
			reveal.ask(() => applyCoupon(couponCode));
		},
		onCouponFocus: prepareCoupon,
		onRemoveCoupon: () => {
			removing.current = true;
			reveal.ask(removeCoupon);
		},
		onTerms: (event: ChangeEvent<HTMLInputElement>) => acceptTerms(event.target.checked),
		onProceed: () => void proceedToPay(),
	};
	return { couponCode, handlers, ask: reveal.ask };
}
