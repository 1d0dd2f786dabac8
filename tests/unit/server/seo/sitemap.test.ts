import { describe, expect, it } from 'vitest';
import {
	DISALLOWED_PATHS,
	robotsTxt,
	sitemapPaths,
	sitemapXml,
} from '../../../../src/server/seo/sitemap.ts';
import type { ContentPage } from '../../../../src/lib/lms/types.ts';
import { productFixture } from '../../fixtures/product.ts';
import { siteFixture } from '../../fixtures/site.ts';

const page = (route: string, status: string | null = 'PUBLISHED'): ContentPage => ({
	id: 1,
	title: route,
	route,
	bannerImageUrl: null,
	html: '<p>x</p>',
	status,
	inNavbar: true,
});

const POLICIES = ['/more/privacy-policy', '/more/refund-policy', '/more/terms-and-condition'];

describe('sitemapPaths per variant', () => {
	it.each([
		[
			'full store',
			{ elearnEnabled: true, storeEnabled: true, schoolModel: false },
			['/', '/courses', '/product', '/faqs', '/about', '/contact', ...POLICIES],
		],
		[
			'store-only (Courses hidden)',
			{ elearnEnabled: false, storeEnabled: true, schoolModel: false },
			['/', '/product', '/faqs', '/about', '/contact', ...POLICIES],
		],
		[
			'school model (Products hidden)',
			{ elearnEnabled: true, storeEnabled: true, schoolModel: true },
			['/', '/courses', '/faqs', '/about', '/contact', ...POLICIES],
		],
		[
			'no store or e-learning',
			{ elearnEnabled: false, storeEnabled: false, schoolModel: false },
			['/', '/courses', '/faqs', '/about', '/contact', ...POLICIES],
		],
	])('%s', (_name, institute, expected) => {
		expect(sitemapPaths(siteFixture({ institute }))).toEqual(expected);
	});

	it('lists the prerendered /more/ pages, policies even without data, never thank-you or drafts', () => {
		const site = siteFixture({
			pages: {
				results: page('results'),
				'scholarship-test': page('scholarship-test', null),
				hostel: page('hostel', 'DRAFT'),
				'privacy-policy': page('privacy-policy'),
				'thank-you': page('thank-you'),
			},
		});
		expect(sitemapPaths(site)).toEqual([
			'/',
			'/courses',
			'/product',
			'/faqs',
			'/about',
			'/contact',
			'/more/results',
			'/more/scholarship-test',
			...POLICIES,
		]);
		expect(sitemapPaths(site)).not.toContain('/privacy-policy');
	});

	it('lists the about page once, at /about, though /more/about-us and /about-us also show it', () => {
		const paths = sitemapPaths(siteFixture({ about: page('about-us') }));
		expect(paths.filter((path) => path.includes('about'))).toEqual(['/about']);
	});
});

describe('sitemapPaths with products', () => {
	const products = [
		productFixture({ id: 2001, title: 'JEE Main 2026' }),
		productFixture({ id: 2002, title: 'NEET & AIIMS Notes' }),
	];

	it('lists each product page right after /product, in catalogue order', () => {
		expect(sitemapPaths(siteFixture({ products }))).toEqual([
			'/',
			'/courses',
			'/product',
			'/product/jee-main-2026-2001',
			'/product/neet-and-aiims-notes-2002',
			'/faqs',
			'/about',
			'/contact',
			...POLICIES,
		]);
	});

	it.each([
		['school model', { schoolModel: true }],
		['no store', { storeEnabled: false }],
	])('lists no product page when products are hidden (%s)', (_name, institute) => {
		const paths = sitemapPaths(siteFixture({ institute, products }));
		expect(paths.filter((path) => path.startsWith('/product'))).toEqual([]);
	});

	it('writes the product pages as absolute URLs', () => {
		const xml = sitemapXml(siteFixture({ domain: 'sunrise-academy.in', products }));
		expect(xml).toContain(
			'<url><loc>https://sunrise-academy.in/product/jee-main-2026-2001</loc></url>',
		);
		expect(xml.match(/<loc>/g)).toHaveLength(11);
	});
});

describe('sitemapXml', () => {
	it('uses absolute https URLs on the tenant domain', () => {
		const xml = sitemapXml(
			siteFixture({ domain: 'sunrise-academy.in', pages: { results: page('results') } }),
		);
		expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
		expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
		expect(xml).toContain('<url><loc>https://sunrise-academy.in/</loc></url>');
		expect(xml).toContain('<url><loc>https://sunrise-academy.in/more/results</loc></url>');
		expect(xml).toContain('<url><loc>https://sunrise-academy.in/more/privacy-policy</loc></url>');
		expect(xml.match(/<loc>/g)).toHaveLength(10);
	});

	it('escapes and encodes odd slugs', () => {
		const xml = sitemapXml(siteFixture({ pages: { "a&b'c'é": page("a&b'c'é") } }));
		expect(xml).toContain('<loc>https://demo.example/more/a&#38;b&#39;c&#39;%C3%A9</loc>');
	});
});

describe('robotsTxt', () => {
	it('allows all, disallows the private routes and names the sitemap', () => {
		expect(robotsTxt(siteFixture({ domain: 'pixel-store.in' }))).toBe(
			[
				'User-agent: *',
				'Allow: /',
				'Disallow: /cart',
				'Disallow: /dashboard',
				'Disallow: /login',
				'Disallow: /register',
				'Disallow: /forgot',
				'Disallow: /thankyou',
				'Disallow: /fail',
				'',
				'Sitemap: https://pixel-store.in/sitemap.xml',
				'',
			].join('\n'),
		);
	});

	it('never lists a disallowed route in the sitemap', () => {
		const paths = sitemapPaths(siteFixture({}));
		for (const path of DISALLOWED_PATHS) expect(paths).not.toContain(path);
	});
});
