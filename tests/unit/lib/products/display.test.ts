import { describe, expect, it } from 'vitest';
import {
	CART_ACTION_LABELS,
	PRODUCT_FALLBACK_IMAGE,
	cartAction,
	discountLabel,
	formatPrice,
	isCartActionDisabled,
	offersLabel,
	originalPriceLabel,
	parseProductReference,
	priceLabel,
	productHref,
	productPhoto,
	firstCardPhoto,
	cardPhoto,
	productReference,
	purchaseCountLabel,
	tagLabel,
} from '../../../../src/lib/products/display.ts';
import { productFixture } from '../../fixtures/product.ts';

const product = productFixture;

describe('formatPrice', () => {
	it.each([
		[2999, 'INR', '₹2,999'],
		[199, 'INR', '₹199'],
		[149999, 'INR', '₹1,49,999'],
		[1499.5, 'INR', '₹1,499.50'],
		[49.99, 'USD', 'USD 49.99'],
		[49.5, 'USD', 'USD 49.50'],
		[1200, 'USD', 'USD 1,200'],
		// Indian digit grouping is for INR only.
		[150000, 'USD', 'USD 150,000'],
		[0, 'EUR', 'EUR 0'],
	])('%s %s → %s', (amount, currency, expected) => {
		expect(formatPrice(amount, currency)).toBe(expected);
	});
});

describe('price label', () => {
	it.each([
		['paid INR', product({ price: 2999 }), '₹2,999'],
		['paid USD with decimals', product({ price: 49.99, currencyCode: 'USD' }), 'USD 49.99'],
		['free (is_paid N) whatever the price', product({ isFree: true, price: 0 }), 'Free'],
		['free USD', product({ isFree: true, currencyCode: 'USD' }), 'Free'],
		// Only is_paid N means free (spec section 2): a paid product at 0 shows its price.
		['paid at 0 (is_paid Y) is not Free', product({ isFree: false, price: 0 }), '₹0'],
		['paid at 0 USD', product({ isFree: false, price: 0, currencyCode: 'USD' }), 'USD 0'],
	])('%s', (_name, input, expected) => {
		expect(priceLabel(input)).toBe(expected);
	});
});

describe('discount', () => {
	it.each([
		['40 % off with the original price', 40, 4999, '40 % Off', '₹4,999'],
		['decimals kept', 33.44, 299, '33.44 % Off', '₹299'],
		['long decimals rounded to two', 18.7634, 1599, '18.76 % Off', '₹1,599'],
		['no discount: nothing struck', 0, 4999, null, null],
		['discount without an original price', 20, null, '20 % Off', null],
	])('%s', (_name, discountPercentage, priceBeforeDiscount, label, original) => {
		const input = product({ discountPercentage, priceBeforeDiscount });
		expect(discountLabel(input)).toBe(label);
		expect(originalPriceLabel(input)).toBe(original);
	});

	it('uses the product currency for the struck price', () => {
		const input = product({
			currencyCode: 'USD',
			discountPercentage: 25.13,
			priceBeforeDiscount: 199,
		});
		expect(originalPriceLabel(input)).toBe('USD 199');
	});
});

describe('tags', () => {
	it.each([
		[true, 'Offers Available'],
		[false, null],
	])('offer_available %s → %s', (offerAvailable, expected) => {
		expect(offersLabel(product({ offerAvailable }))).toBe(expected);
	});

	it.each([
		['shown with a count', true, 128, '128 Student(s) Purchased'],
		['grouped digits', true, 12500, '12,500 Student(s) Purchased'],
		['purchase_count_status 0 hides it', false, 57, null],
		['a zero count hides it', true, 0, null],
	])('%s', (_name, showPurchaseCount, purchaseCount, expected) => {
		expect(purchaseCountLabel(product({ showPurchaseCount, purchaseCount }), 'en')).toBe(expected);
	});

	it.each<[string, string | null, string | null]>([
		['the institute tag', 'Bestseller', 'Bestseller'],
		['trimmed', '  New ', 'New'],
		['blank is none', '  ', null],
		['absent', null, null],
	])('tag: %s', (_name, tag, expected) => {
		expect(tagLabel(product({ tag }))).toBe(expected);
	});
});

describe('card photo and the products list preload', () => {
	const url = 'https://cdn.example/p.jpg';
	const images = {
		[url]: {
			width: 1600,
			height: 900,
			variants: [320, 480, 640, 960].map((width) => ({ width, path: `/_img/p-${width}.webp` })),
		},
	};
	const optimised = {
		src: '/_img/p-480.webp',
		srcset:
			'/_img/p-320.webp 320w, /_img/p-480.webp 480w, /_img/p-640.webp 640w, /_img/p-960.webp 960w',
		sizes: '(min-width: 1025px) 290px, (min-width: 465px) 50vw, 100vw',
	};

	it.each([
		['an optimised photo: its files in the card widths', url, images, optimised],
		['a photo the build could not optimise: its address', url, {}, { src: url }],
		['no photo: the fallback thumbnail', null, images, { src: '/images/product-fallback.svg' }],
	])('%s', (_name, photoUrl, siteImages, expected) => {
		expect(cardPhoto(product({ photoUrl }), siteImages)).toEqual(expected);
	});

	it('preloads the first card of the list, and nothing without products', () => {
		expect(
			firstCardPhoto([product({ photoUrl: url }), product({ photoUrl: null })], images),
		).toEqual(optimised);
		expect(firstCardPhoto([], images)).toBeNull();
	});
});

describe('photo', () => {
	it.each([
		['own photo', 'https://cdn.example/p.svg', 'https://cdn.example/p.svg'],
		['missing photo → fallback', null, '/images/product-fallback.svg'],
	])('%s', (_name, photoUrl, expected) => {
		expect(productPhoto(product({ photoUrl }))).toBe(expected);
	});

	it('the fallback is a file under public/', async () => {
		const { existsSync } = await import('node:fs');
		expect(
			existsSync(new URL(`../../../../public${PRODUCT_FALLBACK_IMAGE}`, import.meta.url)),
		).toBe(true);
	});
});

describe('product reference', () => {
	it.each([
		[
			'spaces encoded',
			'JEE Main 2026 Full Test Series',
			2001,
			101,
			'JEE%20Main%202026%20Full%20Test%20Series_2001_101',
		],
		[
			'reserved characters encoded',
			'Maths & Science: 50% off?',
			7,
			9,
			'Maths%20%26%20Science%3A%2050%25%20off%3F_7_9',
		],
		['underscores kept', 'A_B', 3, 4, 'A_B_3_4'],
	])('%s', (_name, title, id, instituteId, expected) => {
		expect(productReference({ id, title }, instituteId)).toBe(expected);
		expect(productHref({ id, title }, instituteId)).toBe(`/product?proc=${expected}`);
	});

	it.each([
		['encoded', 'JEE%20Main_2001_101', { title: 'JEE Main', productId: 2001, instituteId: 101 }],
		[
			'already decoded (from URLSearchParams)',
			'JEE Main_2001_101',
			{ title: 'JEE Main', productId: 2001, instituteId: 101 },
		],
		['underscores in the title', 'A_B_3_4', { title: 'A_B', productId: 3, instituteId: 4 }],
		['a stray percent sign', '50% off_3_4', { title: '50% off', productId: 3, instituteId: 4 }],
		['missing ids', 'JEE Main', null],
		['one id only', 'JEE_2001', null],
		['text after the ids', 'JEE_2001_101x', null],
		['empty', '', null],
		['absent', null, null],
	])('parses %s', (_name, value, expected) => {
		expect(parseProductReference(value)).toEqual(expected);
	});

	it('round-trips through a URL query', () => {
		const title = 'Maths & Science: 50% off?';
		const url = new URL(productHref({ id: 7, title }, 9), 'https://demo.example');
		expect(parseProductReference(url.searchParams.get('proc'))).toEqual({
			title,
			productId: 7,
			instituteId: 9,
		});
	});
});

describe('cart button', () => {
	it.each([
		['enrolled', { isEnrolled: true, remaining: 10 }, false, 'purchased'],
		['enrolled and in the cart', { isEnrolled: true, remaining: 10 }, true, 'purchased'],
		['enrolled and none left', { isEnrolled: true, remaining: 0 }, false, 'purchased'],
		['none left', { isEnrolled: false, remaining: 0 }, false, 'sold-out'],
		['none left though in the cart', { isEnrolled: false, remaining: 0 }, true, 'sold-out'],
		['in the cart', { isEnrolled: false, remaining: 5 }, true, 'remove'],
		['available', { isEnrolled: false, remaining: 5 }, false, 'add'],
		['remaining unknown counts as available', { isEnrolled: false, remaining: null }, false, 'add'],
		['remaining unknown, in the cart', { isEnrolled: false, remaining: null }, true, 'remove'],
	] as const)('%s → %s', (_name, state, inCart, expected) => {
		expect(cartAction(state, inCart)).toBe(expected);
	});

	it.each([
		['remove', 'Remove from Cart', false],
		['add', 'Add to Cart', false],
		['sold-out', 'Sold Out', true],
		['purchased', 'Purchased', true],
	] as const)('%s is labelled %s (disabled %s)', (action, label, disabled) => {
		expect(CART_ACTION_LABELS[action]).toBe(label);
		expect(isCartActionDisabled(action)).toBe(disabled);
	});
});
