import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	kindOf,
	PAGE_TYPES,
	pageExists,
	pagePath,
	sitemapPath,
	type PageType,
} from '../../../bench/lib/targets.ts';

const byId = (id: string): PageType => PAGE_TYPES.find((type) => type.id === id)!;

describe('the page types and their budget kinds', () => {
	// Issue 14: content pages, product pages, island pages; written down in targets.ts.
	it.each([
		['home', 'product'],
		['courses', 'content'],
		['product', 'product'],
		['detail', 'product'],
		['faqs', 'content'],
		['about', 'content'],
		['contact', 'content'],
		['more', 'content'],
		['policy', 'content'],
		['offline', 'content'],
		['unknown', 'island'],
		['login', 'island'],
		['register', 'island'],
		['forgot', 'island'],
		['cart', 'island'],
		['checkout', 'island'],
		['thankyou', 'island'],
		['fail', 'island'],
		['dashboard', 'island'],
		['orders', 'island'],
		['profile', 'island'],
		['dash-courses', 'island'],
		['dash-product', 'island'],
		['dash-detail', 'island'],
		['dash-cart', 'island'],
		['dash-feature', 'island'],
	])('%s is a %s page', (id, kind) => {
		expect(byId(id).kind).toBe(kind);
	});

	it('lists each page type once, in that order', () => {
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
			'offline',
			'unknown',
			'login',
			'register',
			'forgot',
			'cart',
			'checkout',
			'thankyou',
			'fail',
			'dashboard',
			'orders',
			'profile',
			'dash-courses',
			'dash-product',
			'dash-detail',
			'dash-cart',
			'dash-feature',
		]);
	});

	it.each([
		['contact', false, 'content'],
		['contact', true, 'island'],
		['faqs', true, 'content'],
		['home', true, 'product'],
		['login', false, 'island'],
	])('%s with a form: %s is checked as a %s page', (id, hasForm, kind) => {
		expect(kindOf(byId(id), hasForm)).toBe(kind);
	});

	it.each([
		['cart', false, 'if-any'],
		['checkout', true, 'required'],
		['dash-cart', true, 'if-any'],
		['dashboard', true, undefined],
		['home', false, undefined],
	])('%s is loaded as the student: %s, with a cart: %s', (id, student, cart) => {
		expect(byId(id).student === true).toBe(student);
		expect(byId(id).cart).toBe(cart);
	});
});

// Every route of src/pages/[tenant]/ (the pages a visitor can open) is measured by a page type.
describe('coverage of the routes', () => {
	const pagesDir = resolve(import.meta.dirname, '../../../src/pages/[tenant]');
	const routes = (readdirSync(pagesDir, { recursive: true }) as string[])
		.filter((file) => file.endsWith('.astro'))
		.map((file) => relative(pagesDir, join(pagesDir, file)));
	// `faqs/index.astro` → /faqs, `product/[slug].astro` → /product/<any>; static segments win.
	const pattern = (route: string) => {
		const path = route
			.replace(/\.astro$/, '')
			.replace(/(^|\/)index$/, '')
			.replace(/\[[^\]]+\]/g, '[^/]+');
		return new RegExp(`^/${path}$`);
	};
	const dynamicSegments = (route: string) => (route.match(/\[/g) ?? []).length;
	const routeOf = (type: PageType): string | undefined => {
		if (type.status === 404) return '404.astro';
		const path = type.path ?? `${type.under ?? ''}${type.sitemapPrefix}some-page-1`;
		return routes
			.filter((route) => route !== '404.astro' && pattern(route).test(path))
			.sort((a, b) => dynamicSegments(a) - dynamicSegments(b))[0];
	};

	it('finds the routes', () => {
		expect(routes).toContain('faqs/index.astro');
		expect(routes).toContain('dashboard/product/[slug].astro');
	});

	it.each(PAGE_TYPES.map((type) => [type.id, type] as const))('%s opens a route', (_id, type) => {
		expect(routeOf(type)).toBeDefined();
	});

	it('leaves no route unmeasured', () => {
		const measured = new Set(PAGE_TYPES.map(routeOf));
		expect(routes.filter((route) => !measured.has(route))).toEqual([]);
	});
});

describe('paths', () => {
	const xml =
		'<urlset><url><loc>https://a.in/</loc></url><url><loc>https://a.in/product</loc></url>' +
		'<url><loc>https://a.in/product/jee-1</loc></url><url><loc>https://a.in/more/results</loc></url>' +
		'<url><loc>https://a.in/more/b</loc></url></urlset>';

	it('finds the first /more/ and /product/ page of the tenant in its sitemap', () => {
		expect(sitemapPath(xml, 'a.in', '/more/')).toBe('/more/results');
		expect(sitemapPath(xml, 'a.in', '/product/')).toBe('/product/jee-1');
		expect(sitemapPath(xml, 'other.in', '/more/')).toBeNull();
		expect(sitemapPath('', 'a.in', '/product/')).toBeNull();
	});

	it.each([
		['faqs', '/faqs'],
		['checkout', '/cart'],
		['detail', '/product/jee-1'],
		['dash-detail', '/dashboard/product/jee-1'],
		['more', '/more/results'],
	])('%s is measured at %s', (id, path) => {
		expect(pagePath(byId(id), xml, 'a.in')).toBe(path);
	});

	it('has no path for a sitemap page the tenant lacks', () => {
		expect(pagePath(byId('more'), '<urlset></urlset>', 'a.in')).toBeNull();
	});

	it.each([
		['home', 200, 'text/html; charset=utf-8', true],
		['home', 404, 'text/html; charset=utf-8', false],
		['unknown', 404, 'text/html; charset=utf-8', true],
		['unknown', 404, 'text/plain; charset=utf-8', false],
		['login', 200, 'text/plain', false],
	])('%s answered %d %s exists: %s', (id, status, contentType, expected) => {
		expect(pageExists(byId(id), status, contentType)).toBe(expected);
	});
});
