import { describe, expect, it } from 'vitest';
import {
	availableOffers,
	cartCurrency,
	couponErrorText,
	itemLabel,
	offerText,
	paymentSection,
	priceDetails,
	proceedStep,
	SUPPORTED_CURRENCIES,
	validityText,
} from '../../../../src/lib/cart/rules.ts';
import type { CartProduct } from '../../../../src/lib/lms/types.ts';

const item = (overrides: Partial<CartProduct> = {}): CartProduct => ({
	entityId: 9001,
	id: 2001,
	title: 'JEE Crash Course',
	logoUrl: null,
	durationDays: null,
	validFrom: null,
	validTo: null,
	isEnrolled: false,
	isFree: false,
	price: 2999,
	offers: [],
	currencyCode: 'INR',
	countryId: 1,
	...overrides,
});

const MIXED =
	'It looks like you have different types of currency products in your cart. Kindly remove them. You can purchase only one type of currency product at a one time.';
const NOT_ALLOWED = 'You are not allowed to do payment from application.';

describe('supported currencies (spec section 9)', () => {
	it('are INR and the 25 of the wallet provider', () => {
		expect([...SUPPORTED_CURRENCIES].sort()).toEqual(
			[
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
			].sort(),
		);
	});
});

describe('cartCurrency and paymentSection', () => {
	it.each<[string, CartProduct[], string | null]>([
		['empty', [], null],
		['one INR item', [item()], 'INR'],
		['two USD items', [item({ currencyCode: 'USD' }), item({ id: 2, currencyCode: 'USD' })], 'USD'],
		['INR and USD', [item(), item({ id: 2, currencyCode: 'USD' })], 'mixed'],
	])('%s → %s', (_name, items, currency) => {
		expect(cartCurrency(items)).toBe(currency);
	});

	it.each<[string, string | null, boolean, boolean, ReturnType<typeof paymentSection>]>([
		['INR, logged in, payment on', 'INR', true, true, { show: true }],
		['USD, logged in, payment on', 'USD', true, true, { show: true }],
		['INR, not logged in', 'INR', false, false, { show: true }],
		[
			'reading (visitor not logged in): any supported currency, no payment flag yet',
			'USD',
			false,
			false,
			{ show: true },
		],
		['INR, logged in, payment off', 'INR', true, false, { show: false, text: NOT_ALLOWED }],
		['unsupported, logged in', 'XOF', true, true, { show: false, text: NOT_ALLOWED }],
		['unsupported, not logged in', 'XOF', false, false, { show: false, text: NOT_ALLOWED }],
		['mixed currencies', 'mixed', true, true, { show: false, text: MIXED }],
		['empty cart', null, false, false, { show: false, text: null }],
	])(
		'%s: currency %s, logged in %s, online payment %s → %o',
		(_name, currency, loggedIn, online, expected) => {
			expect(paymentSection(currency, { loggedIn, onlinePaymentEnabled: online })).toEqual(
				expected,
			);
		},
	);
});

describe('priceDetails (minor units)', () => {
	it.each<[string, CartProduct[], number, [number, number, number]]>([
		['one item, no coupon', [item({ price: 2999 })], 0, [299900, 0, 299900]],
		[
			'two items with paise',
			[item({ price: 999.99 }), item({ price: 0.01 })],
			0,
			[100000, 0, 100000],
		],
		[
			'a free item counts 0',
			[item({ price: 2999 }), item({ isFree: true, price: 500 })],
			0,
			[299900, 0, 299900],
		],
		['coupon of 599.80', [item({ price: 2999 })], 59980, [299900, 59980, 239920]],
		['coupon larger than the total', [item({ price: 100 })], 25000, [10000, 10000, 0]],
		['negative discount is none', [item({ price: 100 })], -500, [10000, 0, 10000]],
		['0.1 + 0.2', [item({ price: 0.1 }), item({ price: 0.2 })], 30, [30, 30, 0]],
	])('%s', (_name, items, discount, [amount, off, payable]) => {
		expect(priceDetails(items, discount)).toEqual({ amount, discount: off, payable });
	});
});

describe('item labels and validity', () => {
	it.each<[string, Partial<CartProduct>, string]>([
		['purchased wins', { isEnrolled: true, isFree: true }, 'Purchased'],
		['free', { isFree: true }, 'Free'],
		['paid at 0 (is_paid Y) is not Free', { isFree: false, price: 0 }, '₹0'],
		['INR price', { price: 2999 }, '₹2,999'],
		['USD price', { price: 49.5, currencyCode: 'USD' }, 'USD 49.50'],
	])('%s → %s', (_name, overrides, label) => {
		expect(itemLabel(item(overrides))).toBe(label);
	});

	it.each<[string, Partial<CartProduct>, string | null]>([
		['duration', { durationDays: 365 }, '365 days'],
		['one day', { durationDays: 1 }, '1 day'],
		['range', { validFrom: '2026-01-01', validTo: '2026-12-31' }, '1 Jan 2026 – 31 Dec 2026'],
		[
			'duration before range',
			{ durationDays: 30, validFrom: '2026-01-01', validTo: '2026-12-31' },
			'30 days',
		],
		['half a range', { validFrom: '2026-01-01' }, null],
		[
			'a duration of 0 falls back to the range',
			{ durationDays: 0, validFrom: '2026-01-01', validTo: '2026-01-31' },
			'1 Jan 2026 – 31 Jan 2026',
		],
		['a duration of 0 alone', { durationDays: 0 }, null],
		['a negative duration', { durationDays: -5 }, null],
		[
			'a date that is not YYYY-MM-DD is shown as sent',
			{ validFrom: '2026-01', validTo: 'soon' },
			'2026-01 – soon',
		],
		[
			'a zero month or day is shown as sent',
			{ validFrom: '2026-00-10', validTo: '2026-02-00' },
			'2026-00-10 – 2026-02-00',
		],
		['nothing', {}, null],
	])('%s → %s', (_name, overrides, text) => {
		expect(validityText(item(overrides), 'en')).toBe(text);
	});
});

describe('coupons and offers', () => {
	it.each<[string | null, string]>([
		['Error', 'Coupon code invalid!'],
		[' Error ', 'Coupon code invalid!'],
		[null, 'Coupon code invalid!'],
		['', 'Coupon code invalid!'],
		['Coupon has expired', 'Coupon has expired'],
	])('refusal %j shows %j', (message, text) => {
		expect(couponErrorText(message)).toBe(text);
	});

	it('lists each offer code once, in the order the items bring them', () => {
		const a = {
			code: 'SUNRISE20',
			discountType: 'PERCENTAGE',
			discountPercentage: 20,
			flatDiscountAmount: null,
		};
		const b = {
			code: 'FLAT500',
			discountType: 'FLAT',
			discountPercentage: null,
			flatDiscountAmount: 500,
		};
		expect(availableOffers([item({ offers: [a, b] }), item({ id: 2, offers: [b] })])).toEqual([
			a,
			b,
		]);
		expect(offerText(a, 'INR')).toBe('20% off');
		expect(offerText(b, 'INR')).toBe('₹500 off');
	});

	it.each<[number | null, number | null, string, string]>([
		[12.5, null, 'INR', '12.5% off'],
		[20, 500, 'INR', '20% off'],
		[0, 500, 'INR', '₹500 off'],
		[null, 49.5, 'USD', 'USD 49.50 off'],
		[null, 0, 'INR', ''],
		[-10, -5, 'INR', ''],
		[null, null, 'INR', ''],
	])(
		'offer of %s %% / flat %s (%s) reads %j',
		(discountPercentage, flatDiscountAmount, currency, text) => {
			const offer = { code: 'X', discountType: null, discountPercentage, flatDiscountAmount };
			expect(offerText(offer, currency)).toBe(text);
		},
	);
});

describe('proceedStep: the checks in the order of CONTRACT.md', () => {
	const purchased = item({ isEnrolled: true });
	it.each<[string, Parameters<typeof proceedStep>[0], ReturnType<typeof proceedStep>]>([
		[
			'logged out goes to login first',
			{ loggedIn: false, termsAccepted: false, payable: 0, items: [purchased] },
			{ kind: 'login' },
		],
		[
			'terms before anything else',
			{ loggedIn: true, termsAccepted: false, payable: 0, items: [purchased] },
			{ kind: 'refused', text: 'Please accept the terms and conditions.' },
		],
		[
			'payable 0 is ordered directly',
			{ loggedIn: true, termsAccepted: true, payable: 0, items: [item()] },
			{ kind: 'free-order' },
		],
		[
			'reading (check order): payable 0 is ordered before the purchased-products check',
			{ loggedIn: true, termsAccepted: true, payable: 0, items: [purchased] },
			{ kind: 'free-order' },
		],
		[
			'purchased products refused',
			{ loggedIn: true, termsAccepted: true, payable: 100, items: [item(), purchased] },
			{ kind: 'refused', text: 'Please remove already purchased products from cart!' },
		],
		[
			'otherwise pay',
			{ loggedIn: true, termsAccepted: true, payable: 100, items: [item()] },
			{ kind: 'checkout' },
		],
	])('%s', (_name, state, step) => {
		expect(proceedStep(state)).toEqual(step);
	});
});

describe('validityText on a page in another language', () => {
	it.each([
		['hi', '23 नव॰ 2026 – 5 जन॰ 2027'],
		['mr', '२३ नोव्हें, २०२६ – ५ जाने, २०२७'],
	])('%s: the range in its locale', (lang, expected) => {
		expect(
			validityText(
				item({ durationDays: null, validFrom: '2026-11-23', validTo: '2027-01-05' }),
				lang,
			),
		).toBe(expected);
	});
});
