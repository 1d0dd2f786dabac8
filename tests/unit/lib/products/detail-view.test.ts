import { describe, expect, it } from 'vitest';
import {
	DETAIL_TEXTS,
	detailLiveState,
	detailView,
} from '../../../../src/lib/products/detail-view.ts';
import type { ProductDetail } from '../../../../src/lib/lms/types.ts';
import { productDetailFixture } from '../../fixtures/product.ts';

// A stand-in sanitiser that shows it was called: it drops <script> blocks.
const sanitize = (html: string | null) => (html ?? '').replace(/<script>.*?<\/script>/g, '');
const view = (overrides: Partial<ProductDetail> = {}) =>
	detailView(productDetailFixture(overrides), sanitize, 'en');

describe('detailLiveState', () => {
	it.each<[string, Partial<ProductDetail>, ReturnType<typeof detailLiveState>]>([
		[
			'sold out with stock left',
			{ soldOut: true, remaining: 12 },
			{ remaining: 0, isEnrolled: false, showPurchaseCount: true, purchaseCount: 0 },
		],
		[
			'sold out without a stock figure',
			{ soldOut: true, remaining: null },
			{ remaining: 0, isEnrolled: false, showPurchaseCount: true, purchaseCount: 0 },
		],
		[
			'not sold out keeps the stock',
			{ soldOut: false, remaining: 3 },
			{ remaining: 3, isEnrolled: false, showPurchaseCount: true, purchaseCount: 0 },
		],
		[
			'not sold out keeps an unknown stock',
			{ soldOut: false, remaining: null },
			{ remaining: null, isEnrolled: false, showPurchaseCount: true, purchaseCount: 0 },
		],
		[
			'not sold out keeps a stock of 0',
			{ soldOut: false, remaining: 0 },
			{ remaining: 0, isEnrolled: false, showPurchaseCount: true, purchaseCount: 0 },
		],
		[
			'enrolled with counts',
			{ isEnrolled: true, showPurchaseCount: false, purchaseCount: 312 },
			{ remaining: null, isEnrolled: true, showPurchaseCount: false, purchaseCount: 312 },
		],
	])('%s', (_name, overrides, expected) => {
		expect(detailLiveState(productDetailFixture(overrides))).toEqual(expected);
	});
});

describe('detailView labels', () => {
	it.each<[string, Partial<ProductDetail>, Record<string, string | null>]>([
		[
			'paid INR, nothing else',
			{},
			{ price: '₹2,999', originalPrice: null, discount: null, offers: null, purchased: null },
		],
		[
			'free whatever the price',
			{ isFree: true, price: 2999 },
			{ price: 'Free', originalPrice: null, discount: null },
		],
		['paid at 0 (is_paid Y) is not Free', { isFree: false, price: 0 }, { price: '₹0' }],
		[
			'USD with decimals',
			{ price: 49.99, currencyCode: 'USD' },
			{ price: 'USD 49.99', originalPrice: null },
		],
		[
			'a discount strikes the original price',
			{ price: 1499, priceBeforeDiscount: 1999, discountPercentage: 25 },
			{ price: '₹1,499', originalPrice: '₹1,999', discount: '25 % Off' },
		],
		[
			'a fractional discount',
			{ price: 1499, priceBeforeDiscount: 1999, discountPercentage: 25.016 },
			{ originalPrice: '₹1,999', discount: '25.02 % Off' },
		],
		[
			'an original price without a discount is not struck',
			{ price: 1499, priceBeforeDiscount: 1999, discountPercentage: 0 },
			{ originalPrice: null, discount: null },
		],
		['offers', { offerAvailable: true }, { offers: 'Offers Available' }],
		[
			'count shown',
			{ showPurchaseCount: true, purchaseCount: 1500 },
			{ purchased: '1,500 Student(s) Purchased' },
		],
		[
			'count hidden by the institute',
			{ showPurchaseCount: false, purchaseCount: 1500 },
			{
				purchased: null,
			},
		],
		['count of 0 hidden', { showPurchaseCount: true, purchaseCount: 0 }, { purchased: null }],
	])('%s', (_name, overrides, expected) => {
		expect(view(overrides)).toMatchObject(expected);
	});

	it('carries the id and title', () => {
		expect(view({ id: 77, title: 'NEET Notes' })).toMatchObject({ id: 77, title: 'NEET Notes' });
	});
});

describe('detailView About and items', () => {
	it.each([
		[
			'institute HTML through the sanitiser, trimmed',
			'  <p>40 tests</p><script>x()</script>\n',
			'<p>40 tests</p>',
		],
		['no About', null, ''],
		['About the sanitiser empties', '<script>x()</script>', ''],
	])('%s', (_name, about, expected) => {
		expect(view({ about }).aboutHtml).toBe(expected);
	});

	it('hands the raw About to the sanitiser it is given', () => {
		const seen: Array<string | null> = [];
		detailView(
			productDetailFixture({ about: '<b>x</b>' }),
			(html) => {
				seen.push(html);
				return 'clean';
			},
			'en',
		);
		expect(seen).toEqual(['<b>x</b>']);
	});

	it('drops items with a blank type and keeps the others in order', () => {
		const items = [
			{ itemType: 'Test', description: '40 tests' },
			{ itemType: '  ', description: 'orphan' },
			{ itemType: '', description: null },
			{ itemType: 'Video', description: null },
		];
		expect(view({ items }).items).toEqual([
			{ itemType: 'Test', description: '40 tests' },
			{ itemType: 'Video', description: null },
		]);
	});
});

describe('detailView media', () => {
	it('falls back to the product picture when there is no photo', () => {
		expect(view({ photoUrl: null }).media).toEqual({
			image: '/images/product-fallback.svg',
			videos: [],
		});
	});

	it('lists the YouTube links, then the mp4 upload', () => {
		const media = view({
			photoUrl: 'https://cdn.example/p.png',
			videoLinks: ['https://youtu.be/dQw4w9WgXcQ', 'not a video'],
			videoUrl: 'https://cdn.example/intro.mp4',
		}).media;
		expect(media).toEqual({
			image: 'https://cdn.example/p.png',
			videos: [
				{
					kind: 'youtube',
					id: 'dQw4w9WgXcQ',
					embedUrl:
						'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1&rel=0&playsinline=1',
				},
				{ kind: 'upload', url: 'https://cdn.example/intro.mp4' },
			],
		});
	});

	it('skips an upload that is not mp4', () => {
		expect(view({ videoUrl: 'https://cdn.example/intro.mov' }).media.videos).toEqual([]);
	});
});

describe('detailView tag and Share link', () => {
	it.each<[string, Partial<ProductDetail>, { tag: string | null; shareUrl: string | null }]>([
		['neither', {}, { tag: null, shareUrl: null }],
		[
			'both',
			{ tag: 'Bestseller', shareLink: 'https://sunrise-academy.in/go/x' },
			{ tag: 'Bestseller', shareUrl: 'https://sunrise-academy.in/go/x' },
		],
		['a padded tag, trimmed', { tag: '  Last seat ' }, { tag: 'Last seat', shareUrl: null }],
		['a blank tag, none', { tag: '   ' }, { tag: null, shareUrl: null }],
		['markup in a tag stays text', { tag: '<b>New</b>' }, { tag: '<b>New</b>', shareUrl: null }],
	])('%s', (_name, overrides, expected) => {
		expect(view(overrides)).toMatchObject(expected);
	});
});

describe('detailView live state', () => {
	it('starts the cart button from the detail live state', () => {
		expect(view({ soldOut: true, remaining: 4, purchaseCount: 9 }).live).toEqual({
			remaining: 0,
			isEnrolled: false,
			showPurchaseCount: true,
			purchaseCount: 9,
		});
	});
});

describe('DETAIL_TEXTS', () => {
	it('pins the headings and the extra action, verbatim from the spec', () => {
		expect(DETAIL_TEXTS).toEqual({ about: 'About', items: 'Product Details', buyNow: 'Buy Now' });
	});
});
