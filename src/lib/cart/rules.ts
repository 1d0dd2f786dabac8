/**
 * The cart's rules (spec sections 2, 4, 5, 8 and 9; CONTRACT.md "Spec readings fixed here"): the
 * one-currency rule, when the payment section shows, the price details in minor units, item
 * labels and validity, coupon texts, and the order of the Proceed-to-pay checks. Pure functions of
 * the P9 products and the cart page's state, shared by the cart store and its tests.
 */
import type { CartProduct } from '../lms/types.ts';
import { formatMinor, toMinor } from '../money.ts';
import { calendarDate } from '../site/locale.ts';

/** The currencies a cart can be paid in (spec section 9); INR first, the wallet takes the rest. */
export const SUPPORTED_CURRENCIES: readonly string[] = [
	'INR',
	'AUD',
	'BRL',
	'CAD',
	'CNY',
	'CZK',
	'DKK',
	'EUR',
	'HKD',
	'HUF',
	'ILS',
	'JPY',
	'MYR',
	'MXN',
	'TWD',
	'NZD',
	'NOK',
	'PHP',
	'PLN',
	'GBP',
	'RUB',
	'SGD',
	'SEK',
	'CHF',
	'THB',
	'USD',
];

/** Texts of the cart page, verbatim from the spec. */
export const CART_TEXTS = {
	empty: 'There are no items in your Cart!',
	addProducts: 'Add Products to Cart',
	mixedCurrency:
		'It looks like you have different types of currency products in your cart. Kindly remove them. You can purchase only one type of currency product at a one time.',
	paymentNotAllowed: 'You are not allowed to do payment from application.',
	couponInvalid: 'Coupon code invalid!',
	noEligibleOffers: 'There are no eligible offers available for the selected products.',
	acceptTerms: 'Please accept the terms and conditions.',
	removePurchased: 'Please remove already purchased products from cart!',
} as const;

/** The cart's one currency, or 'mixed' when its products use several (null for an empty cart). */
export function cartCurrency(items: readonly CartProduct[]): string | 'mixed' | null {
	const codes = new Set(items.map((item) => item.currencyCode));
	if (codes.size === 0) return null;
	return codes.size === 1 ? [...codes][0]! : 'mixed';
}

/**
 * Whether the payment section (terms and Proceed to pay) shows: only for a supported currency with
 * online payment on. A visitor who is not logged in sees it whenever the currency is supported
 * (CONTRACT.md: the payment flag arrives with the login result).
 */
export function paymentSection(
	currency: string | 'mixed' | null,
	session: { loggedIn: boolean; onlinePaymentEnabled: boolean },
): { show: true } | { show: false; text: string | null } {
	if (currency === null) return { show: false, text: null };
	if (currency === 'mixed') return { show: false, text: CART_TEXTS.mixedCurrency };
	const allowed =
		SUPPORTED_CURRENCIES.includes(currency) && (!session.loggedIn || session.onlinePaymentEnabled);
	return allowed ? { show: true } : { show: false, text: CART_TEXTS.paymentNotAllowed };
}

/** An item's price in minor units: 0 for a free product. */
export function itemMinor(item: CartProduct): number {
	return item.isFree ? 0 : toMinor(item.price, item.currencyCode);
}

/** An applied coupon: its code, the discount P10 gave (minor units) and the opaque offer to send back. */
export interface AppliedCoupon {
	code: string;
	discountMinor: number;
	offerApplyDto: unknown;
}

/** Price details (spec section 2), in minor units: Amount, Discount, Amount Payable (never < 0). */
export interface PriceDetails {
	amount: number;
	discount: number;
	payable: number;
}

/** Sums the items and subtracts the coupon's discount (minor units, as P10's call returns it). */
export function priceDetails(items: readonly CartProduct[], discountMinor: number): PriceDetails {
	const amount = items.reduce((sum, item) => sum + itemMinor(item), 0);
	const discount = Math.min(amount, Math.max(0, discountMinor));
	return { amount, discount, payable: amount - discount };
}

/** The item's label: 'Purchased', 'Free', or the price with its currency. */
export function itemLabel(item: CartProduct): string {
	if (item.isEnrolled) return 'Purchased';
	if (item.isFree) return 'Free';
	return formatMinor(itemMinor(item), item.currencyCode);
}

/**
 * Validity: 'N days' from `duration`, else the from–to range (dates in the page's language
 * `lang`; one the platform sent malformed shows as sent), else null.
 */
export function validityText(item: CartProduct, lang: string): string | null {
	if (item.durationDays !== null && item.durationDays > 0) {
		return `${item.durationDays} ${item.durationDays === 1 ? 'day' : 'days'}`;
	}
	if (item.validFrom && item.validTo) {
		const date = (value: string) => calendarDate(value, lang) ?? value;
		return `${date(item.validFrom)} – ${date(item.validTo)}`;
	}
	return null;
}

/** The text a refused coupon shows: 'Coupon code invalid!' for a bare 'Error', else the reason. */
export function couponErrorText(message: string | null): string {
	const text = message?.trim() ?? '';
	return text === '' || text === 'Error' ? CART_TEXTS.couponInvalid : text;
}

/** The offers the cart's products list, each code once, in the order they come. */
export function availableOffers(items: readonly CartProduct[]): CartProduct['offers'] {
	const seen = new Set<string>();
	return items
		.flatMap((item) => item.offers)
		.filter((offer) => !seen.has(offer.code) && seen.add(offer.code));
}

/** What an offer gives, as listed: '20% off' or '₹500 off'. */
export function offerText(offer: CartProduct['offers'][number], currency: string): string {
	if (offer.discountPercentage !== null && offer.discountPercentage > 0) {
		return `${offer.discountPercentage}% off`;
	}
	if (offer.flatDiscountAmount !== null && offer.flatDiscountAmount > 0) {
		return `${formatMinor(toMinor(offer.flatDiscountAmount, currency), currency)} off`;
	}
	return '';
}

/** Where Proceed to pay goes, after the spec's checks in their order (CONTRACT.md readings). */
export type ProceedStep =
	| { kind: 'login' }
	| { kind: 'refused'; text: string }
	| { kind: 'free-order' }
	| { kind: 'checkout' };

/** Logged in; terms accepted; payable 0 is ordered directly; no purchased products; then pay. */
export function proceedStep(state: {
	loggedIn: boolean;
	termsAccepted: boolean;
	payable: number;
	items: readonly CartProduct[];
}): ProceedStep {
	if (!state.loggedIn) return { kind: 'login' };
	if (!state.termsAccepted) return { kind: 'refused', text: CART_TEXTS.acceptTerms };
	if (state.payable === 0) return { kind: 'free-order' };
	if (state.items.some((item) => item.isEnrolled)) {
		return { kind: 'refused', text: CART_TEXTS.removePurchased };
	}
	return { kind: 'checkout' };
}
