/**
 * A coupon's result where the visitor looks (issue 29 item 3): on a phone the field, an offer's
 * Apply or Remove coupon can sit at the screen's foot or top while the discount line or the error
 * shows elsewhere, so once the result of the visitor's own tap is known, the coupon controls and
 * the totals are scrolled into view together.
 */
import { useEffect, useRef } from 'react';

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
