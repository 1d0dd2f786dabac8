import { describe, expect, it } from 'vitest';
import { contentTypeFor } from '../../../../scripts/lib/deploy/content-type.ts';

describe('contentTypeFor', () => {
	it.each([
		['index.html', 'text/html; charset=utf-8'],
		['courses/index.HTML', 'text/html; charset=utf-8'],
		['_astro/page.abc123.css', 'text/css; charset=utf-8'],
		['_astro/client.abc123.js', 'text/javascript; charset=utf-8'],
		['_astro/chunk.mjs', 'text/javascript; charset=utf-8'],
		['data.json', 'application/json'],
		['_astro/client.js.map', 'application/json'],
		['site.webmanifest', 'application/manifest+json'],
		['sitemap.xml', 'application/xml'],
		['robots.txt', 'text/plain; charset=utf-8'],
		['images/logo.svg', 'image/svg+xml'],
		['images/a.png', 'image/png'],
		['images/a.jpg', 'image/jpeg'],
		['images/a.jpeg', 'image/jpeg'],
		['images/a.gif', 'image/gif'],
		['images/a.webp', 'image/webp'],
		['images/a.avif', 'image/avif'],
		['favicon.ico', 'image/x-icon'],
		['_astro/inter.woff2', 'font/woff2'],
		['_astro/inter.woff', 'font/woff'],
		['fonts/a.ttf', 'font/ttf'],
		['video/intro.mp4', 'video/mp4'],
		['video/intro.webm', 'video/webm'],
		['docs/brochure.pdf', 'application/pdf'],
		['archive.tar.gz', 'application/octet-stream'],
		['LICENSE', 'application/octet-stream'],
		['dir.d/README', 'application/octet-stream'],
	])('%s → %s', (path, expected) => {
		expect(contentTypeFor(path)).toBe(expected);
	});
});
