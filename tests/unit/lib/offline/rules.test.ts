/**
 * src/lib/offline/rules.ts: what the service worker keeps for offline reading. The site's own
 * pages and files only, fetched with GET, never anything carrying a student authorization.
 */
import { describe, expect, it } from 'vitest';
import { cacheRouteFor, urlsToKeep } from '../../../../src/lib/offline/rules.ts';

const ORIGIN = 'https://sunrise-academy.in';

const request = (
	url: string,
	{ method = 'GET', mode = 'cors', destination = '', headers = {} } = {},
) => ({ url, method, mode, destination, headers: new Headers(headers) });

describe('cacheRouteFor', () => {
	it.each([
		[
			'a page navigation',
			request(`${ORIGIN}/courses/`, { mode: 'navigate', destination: 'document' }),
			'page',
		],
		['the home page', request(`${ORIGIN}/`, { mode: 'navigate', destination: 'document' }), 'page'],
		['a page asked for by the page itself', request(`${ORIGIN}/faqs/`), 'page'],
		['a 404.html', request(`${ORIGIN}/404.html`), 'page'],
		['a page without a trailing slash', request(`${ORIGIN}/dashboard/profile`), 'page'],
		[
			'a hashed script',
			request(`${ORIGIN}/_astro/header.Cx1.js`, { destination: 'script' }),
			'asset',
		],
		[
			'a hashed stylesheet',
			request(`${ORIGIN}/_astro/BaseLayout.x.css`, { destination: 'style' }),
			'asset',
		],
		['a site image', request(`${ORIGIN}/images/fallback.svg`, { destination: 'image' }), 'file'],
		['a site image asked for by address', request(`${ORIGIN}/images/fallback.svg`), 'file'],
		['a font', request(`${ORIGIN}/fonts/inter.woff2`, { destination: 'font' }), 'file'],
	])('%s: %s', (_name, input, route) => {
		expect(cacheRouteFor(input, ORIGIN)).toBe(route);
	});

	it.each([
		[
			'a student call to the LMS (another origin)',
			request('https://api.lms.example/api/v1/alternateLogin/user/fetch/7', {
				headers: { Authorization: 'Basic Nzpz' },
			}),
		],
		[
			'a same-origin request with an authorization',
			request(`${ORIGIN}/courses/`, {
				mode: 'navigate',
				destination: 'document',
				headers: { Authorization: 'Basic Nzpz' },
			}),
		],
		[
			'a same-origin asset with an authorization',
			request(`${ORIGIN}/_astro/a.js`, { headers: { authorization: 'Basic x' } }),
		],
		['a POST', request(`${ORIGIN}/contact/`, { method: 'POST', mode: 'navigate' })],
		[
			'a public LMS call (another origin)',
			request('https://products.lms.example/prod/website/page/101?slug=results'),
		],
		[
			"an institute's image on its own host",
			request('https://cdn.institute.example/banner.jpg', { destination: 'image' }),
		],
		['the service worker itself', request(`${ORIGIN}/sw.js`, { destination: 'serviceworker' })],
		['robots.txt', request(`${ORIGIN}/robots.txt`)],
		['sitemap.xml', request(`${ORIGIN}/sitemap.xml`)],
		['an address that is not one', request('not a url')],
	])('%s: network only', (_name, input) => {
		expect(cacheRouteFor(input, ORIGIN)).toBeNull();
	});
});

describe('urlsToKeep', () => {
	it("keeps the page (without its #fragment) and the site's own files, once each", () => {
		expect(
			urlsToKeep(`${ORIGIN}/courses/#list`, [
				`${ORIGIN}/_astro/a.js`,
				`${ORIGIN}/_astro/a.js`,
				`${ORIGIN}/_astro/b.css`,
				'https://api.lms.example/prod/website/homepage/101',
				'https://fonts.example/font.woff2',
				`${ORIGIN}/sw.js`,
				'::not a url::',
			]),
		).toEqual([`${ORIGIN}/courses/`, `${ORIGIN}/_astro/a.js`, `${ORIGIN}/_astro/b.css`]);
	});

	it('keeps the page alone when it loaded nothing of its own', () => {
		expect(urlsToKeep(`${ORIGIN}/`, [])).toEqual([`${ORIGIN}/`]);
	});
});
