import { describe, expect, it } from 'vitest';
import { productDetailPaths } from '../../../../src/server/products/detail-pages.ts';
import type { Product, ProductDetail } from '../../../../src/lib/lms/types.ts';
import { productDetailFixture, productFixture } from '../../fixtures/product.ts';
import { siteFixture } from '../../fixtures/site.ts';

type Fields = Pick<Product, 'tag' | 'shareLink'>;

const viewOf = (listed: Fields | null, detail: Partial<ProductDetail>) => {
	const site = siteFixture({
		products: listed ? [productFixture(listed)] : [],
		productDetails: [productDetailFixture(detail)],
	});
	const [path] = productDetailPaths([site]);
	return { tag: path?.props.view.tag, shareUrl: path?.props.view.shareUrl };
};

describe('productDetailPaths: tag and Share link of a prerendered page', () => {
	it.each<
		[string, Fields | null, Partial<ProductDetail>, { tag: string | null; shareUrl: string | null }]
	>([
		[
			"P7's own",
			{ tag: 'Listed', shareLink: 'https://a.example/listed' },
			{ tag: 'Detail', shareLink: 'https://a.example/detail' },
			{ tag: 'Detail', shareUrl: 'https://a.example/detail' },
		],
		[
			"P4's when P7 has none",
			{ tag: 'Bestseller', shareLink: 'https://a.example/listed' },
			{ tag: null, shareLink: null },
			{ tag: 'Bestseller', shareUrl: 'https://a.example/listed' },
		],
		['none anywhere', { tag: null, shareLink: null }, {}, { tag: null, shareUrl: null }],
		[
			'a detail not in the list keeps its own',
			null,
			{ tag: 'Winners only', shareLink: null },
			{ tag: 'Winners only', shareUrl: null },
		],
	])('%s', (_case, listed, detail, expected) => {
		expect(viewOf(listed, detail)).toEqual(expected);
	});
});
