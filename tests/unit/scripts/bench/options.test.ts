import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from '../../../../scripts/bench/lib/options.ts';
import { PAGE_TYPES, pageExists, sitemapPath } from '../../../../scripts/bench/lib/targets.ts';

describe('parseBenchOptions', () => {
	it('has defaults: Lighthouse on one tenant per page, one run, not strict', () => {
		expect(parseBenchOptions([])).toEqual({
			all: false,
			lighthouse: true,
			strict: false,
			tenants: [],
			pages: [],
			runs: 1,
			out: 'reports/bench-pages.json',
			keepLhr: null,
		});
	});

	it('reads every option', () => {
		expect(
			parseBenchOptions([
				'--all',
				'--no-lighthouse',
				'--strict',
				'--tenants=a.in, b.in',
				'--pages=home,faqs',
				'--runs=3',
				'--out=/tmp/x.json',
				'--keep-lhr=reports/lhr',
			]),
		).toEqual({
			all: true,
			lighthouse: false,
			strict: true,
			tenants: ['a.in', 'b.in'],
			pages: ['home', 'faqs'],
			runs: 3,
			out: '/tmp/x.json',
			keepLhr: 'reports/lhr',
		});
	});

	it.each([['--runs=0'], ['--runs=x'], ['--nope']])('refuses %s', (arg) => {
		expect(() => parseBenchOptions([arg])).toThrow();
	});
});

describe('targets', () => {
	it('covers every page type of the brief once', () => {
		expect(PAGE_TYPES.map((type) => type.id)).toEqual([
			'home',
			'courses',
			'product',
			'detail',
			'faqs',
			'about',
			'contact',
			'more',
			'policy',
			'unknown',
			'login',
			'register',
			'cart',
			'dashboard',
			'orders',
			'profile',
		]);
	});

	it('finds the first /more/ and /product/ page of the tenant in its sitemap', () => {
		const xml =
			'<urlset><url><loc>https://a.in/</loc></url><url><loc>https://a.in/product</loc></url>' +
			'<url><loc>https://a.in/product/jee-1</loc></url><url><loc>https://a.in/more/results</loc></url>' +
			'<url><loc>https://a.in/more/b</loc></url></urlset>';
		expect(sitemapPath(xml, 'a.in', '/more/')).toBe('/more/results');
		expect(sitemapPath(xml, 'a.in', '/product/')).toBe('/product/jee-1');
		expect(sitemapPath(xml, 'other.in', '/more/')).toBeNull();
		expect(sitemapPath('', 'a.in', '/product/')).toBeNull();
	});

	it.each([
		['home', 200, 'text/html; charset=utf-8', true],
		['home', 404, 'text/html; charset=utf-8', false],
		['unknown', 404, 'text/html; charset=utf-8', true],
		['unknown', 404, 'text/plain; charset=utf-8', false],
		['login', 200, 'text/plain', false],
	])('%s answered %d %s exists: %s', (id, status, contentType, expected) => {
		const type = PAGE_TYPES.find((entry) => entry.id === id)!;
		expect(pageExists(type, status, contentType)).toBe(expected);
	});
});
