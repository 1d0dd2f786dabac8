import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../../../src/lib/seo/json-ld.ts';
import type { Product, ProductDetail } from '../../../../src/lib/lms/types.ts';
import { productDetailFixture, productFixture } from '../../fixtures/product.ts';
import { siteFixture } from '../../fixtures/site.ts';

const site = siteFixture({ domain: 'sunrise-academy.in', institute: { name: 'Sunrise Academy' } });
const offerOf = (product: Product | ProductDetail, path?: string) =>
	productJsonLd(site, product, path)['offers'] as Record<string, unknown>;

describe('productJsonLd', () => {
	it('describes the product with its Offer on its own detail page by default', () => {
		const product = productFixture({
			id: 2001,
			title: 'JEE Main 2026',
			about: '<p>40 <b>full</b> tests</p>',
			photoUrl: 'https://cdn.example/jee.png',
		});
		expect(productJsonLd(site, product)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Product',
			name: 'JEE Main 2026',
			description: '40 full tests',
			image: 'https://cdn.example/jee.png',
			brand: { '@type': 'Brand', name: 'Sunrise Academy' },
			offers: {
				'@type': 'Offer',
				price: 2999,
				priceCurrency: 'INR',
				availability: 'https://schema.org/InStock',
				url: 'https://sunrise-academy.in/product/jee-main-2026-2001',
			},
		});
	});

	it.each([
		[
			'a detail page path',
			'/product/renamed-2001',
			'https://sunrise-academy.in/product/renamed-2001',
		],
		[
			'a reference address',
			'/product?proc=JEE%20Main_2001_1',
			'https://sunrise-academy.in/product?proc=JEE%20Main_2001_1',
		],
	])('points at the given path (%s)', (_name, path, url) => {
		expect(offerOf(productFixture(), path)['url']).toBe(url);
	});

	it('leaves out description and image when the product has none', () => {
		const block = productJsonLd(site, productFixture({ about: null, photoUrl: null }));
		expect(block).not.toHaveProperty('description');
		expect(block).not.toHaveProperty('image');
	});

	it.each<[string, Product | ProductDetail, string]>([
		['a detail with sold_out', productDetailFixture({ soldOut: true, remaining: 5 }), 'SoldOut'],
		['a detail with none remaining', productDetailFixture({ remaining: 0 }), 'SoldOut'],
		['a detail in stock', productDetailFixture({ soldOut: false, remaining: 5 }), 'InStock'],
		['a list product with none remaining', productFixture({ remaining: 0 }), 'SoldOut'],
		['a list product of unknown stock', productFixture({ remaining: null }), 'InStock'],
		[
			'an enrolled viewer of a sold-out detail',
			productDetailFixture({ soldOut: true, isEnrolled: true }),
			'InStock',
		],
	])('availability of %s is %s', (_name, product, availability) => {
		expect(offerOf(product)['availability']).toBe(`https://schema.org/${availability}`);
	});

	it.each<[string, Partial<Product>, number, string]>([
		['a free product', { isFree: true, price: 2999 }, 0, 'INR'],
		['a USD product', { price: 49.99, currencyCode: 'USD' }, 49.99, 'USD'],
	])('prices %s', (_name, overrides, price, currency) => {
		expect(offerOf(productFixture(overrides))).toMatchObject({ price, priceCurrency: currency });
	});
});
