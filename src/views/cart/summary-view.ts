/**
 * The cart's summary column (spec sections 2 and 5), one source for the island and the page's
 * vanilla first paint: notes; the coupon entry (only when the total is above 0; Apply disabled
 * while the code is blank or a request runs; an applied coupon shows its code and Remove coupon);
 * price details; and the payment section (terms and Proceed to pay) when the currency and the
 * online-payment feature allow it, else the spec's message. The coupon, the price details and the
 * payment sit together (`couponArea`), scrolled into view after the visitor's coupon action; the
 * coupon error and the price rows are live regions from the start, so their changes are announced.
 */
import { paymentSection, type PriceDetails } from '../../lib/cart/rules.ts';
import { formatMinor } from '../../lib/money.ts';
import { h, type ViewNode } from '../node.ts';
import type { CartPageState } from '../../stores/cart-page.ts';

/** The coupon error's id: the page has one coupon field. */
const COUPON_ERROR_ID = 'cart-coupon-error';

/** What the summary shows besides the cart page's state. */
export interface SummaryViewState {
	state: CartPageState;
	currency: string | 'mixed' | null;
	totals: PriceDetails | null;
	/** A checkout runs (a dialog, a request or the gateway): Proceed to pay waits. */
	checkoutBusy: boolean;
	loggedIn: boolean;
	onlinePaymentEnabled: boolean;
	/** What the coupon field holds. */
	couponCode: string;
	/** React has hydrated: until then every control is disabled (nothing would answer it). */
	live: boolean;
}

/**
 * The island's handlers and refs (none in the first paint); methods, so that React's event types
 * fit the DOM-free ones here.
 */
export interface SummaryHandlers {
	couponArea?: unknown;
	couponInput?: unknown;
	onCouponCode?(this: void, event: { target: { value: string } }): void;
	onCouponSubmit?(this: void, event: { preventDefault(): void }): void;
	onCouponFocus?(this: void): void;
	onRemoveCoupon?(this: void): void;
	onTerms?(this: void, event: { target: { checked: boolean } }): void;
	onProceed?(this: void): void;
}

function couponView(view: SummaryViewState, on: SummaryHandlers): ViewNode {
	const { state, couponCode } = view;
	if (state.coupon) {
		return h(
			'div',
			{ class: 'cart-coupon-applied', role: 'status' },
			h('span', null, 'Coupon ', h('strong', null, state.coupon.code), ' applied'),
			h(
				'button',
				{
					type: 'button',
					class: 'button button-secondary',
					onClick: on.onRemoveCoupon,
					disabled: !view.live,
				},
				'Remove coupon',
			),
		);
	}
	return h(
		'form',
		{
			class: 'cart-coupon',
			onSubmit: on.onCouponSubmit,
			onFocus: on.onCouponFocus,
			novalidate: true,
		},
		h('label', { for: 'cart-coupon-code' }, 'Coupon code'),
		h(
			'div',
			{ class: 'cart-coupon-row' },
			h('input', {
				ref: on.couponInput,
				id: 'cart-coupon-code',
				name: 'coupon',
				autocomplete: 'off',
				value: couponCode,
				disabled: !view.live,
				onChange: on.onCouponCode,
				'aria-invalid': state.couponError ? true : undefined,
				'aria-describedby': state.couponError ? COUPON_ERROR_ID : undefined,
			}),
			h(
				'button',
				{
					type: 'submit',
					class: 'button',
					disabled: !view.live || couponCode.trim() === '' || state.couponBusy,
					'aria-busy': state.couponBusy,
				},
				'Apply',
			),
		),
		// Always there, empty without an error: a region added with its text may go unread.
		h(
			'p',
			{ id: COUPON_ERROR_ID, class: 'form-field-error', role: 'alert', 'aria-live': 'assertive' },
			state.couponError,
		),
	);
}

// Each row read whole when its figure changes ("Discount ₹899.60").
const priceRow = (label: string, marker: string, figure: string, className?: string) =>
	h(
		'div',
		{ class: className, 'aria-atomic': 'true' },
		h('dt', null, label),
		h('dd', { [marker]: true }, figure),
	);

/** Notes, coupon, price details and the payment section. */
export function summaryView(view: SummaryViewState, on: SummaryHandlers = {}): ViewNode {
	const { state, currency, totals } = view;
	const section = paymentSection(currency, {
		loggedIn: view.loggedIn,
		onlinePaymentEnabled: view.onlinePaymentEnabled,
	});
	const money = (minor: number) =>
		currency === null || currency === 'mixed' ? '' : formatMinor(minor, currency);
	const busy = state.proceeding || view.checkoutBusy;
	return h(
		'aside',
		{ class: 'cart-summary', 'aria-label': 'Order summary' },
		h(
			'div',
			{ class: 'cart-notes' },
			h('h2', null, 'Notes'),
			h('p', null, 'Purchased products are assigned to your account within 1 hour of payment.'),
		),
		h(
			'div',
			{ class: 'cart-coupon-to-pay', ref: on.couponArea },
			totals && totals.amount > 0 && couponView(view, on),
			totals &&
				h(
					'div',
					{ class: 'cart-prices' },
					h('h2', null, 'Price details'),
					h(
						'dl',
						{ 'aria-live': 'polite' },
						priceRow('Amount', 'data-amount', money(totals.amount)),
						priceRow('Discount', 'data-discount', money(totals.discount)),
						priceRow('Amount Payable', 'data-payable', money(totals.payable), 'cart-payable'),
					),
				),
			section.show
				? h(
						'div',
						{ class: 'cart-pay' },
						h(
							'label',
							{ class: 'cart-terms' },
							h('input', {
								type: 'checkbox',
								checked: state.termsAccepted,
								onChange: on.onTerms,
								disabled: !view.live,
							}),
							h(
								'span',
								null,
								'I accept the ',
								h('a', { href: '/terms-and-condition' }, 'terms and conditions'),
							),
						),
						h(
							'button',
							{
								type: 'button',
								class: 'button cart-proceed',
								onClick: on.onProceed,
								disabled: !view.live || busy,
								'aria-busy': busy,
							},
							'Proceed to pay',
						),
					)
				: section.text && h('p', { class: 'cart-payment-message', role: 'status' }, section.text),
		),
	);
}
