/**
 * scripts/lib/dev/tenant-routes.ts: the dev server answers a tenant's page addresses at the site
 * root and leaves its own addresses (modules, packages, public files) alone.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { publicFileCheck, tenantRequestUrl } from '../../../../scripts/lib/dev/tenant-routes.ts';

const DOMAIN = 'sunrise-academy.in';
const isPublic = (path: string) => path === '/images/course-fallback.svg';

describe('tenantRequestUrl', () => {
	it.each([
		['/', '/sunrise-academy.in/'],
		['/courses', '/sunrise-academy.in/courses'],
		['/product/kit-2004/', '/sunrise-academy.in/product/kit-2004/'],
		['/more/privacy-policy?x=1#top', '/sunrise-academy.in/more/privacy-policy?x=1#top'],
		['/robots.txt', '/sunrise-academy.in/robots.txt'],
		['/images/missing.svg', '/sunrise-academy.in/images/missing.svg'],
	])('serves %s as %s', (url, expected) => {
		expect(tenantRequestUrl(url, DOMAIN, isPublic)).toBe(expected);
	});

	it.each([
		['already under the tenant', '/sunrise-academy.in/courses'],
		['the tenant root', '/sunrise-academy.in'],
		["Vite's client", '/@vite/client'],
		['a file outside the root', '/@fs/work/node_modules/react/index.js'],
		['a source module', '/src/components/layout/Footer.astro?astro&type=style&index=0&lang.css'],
		['a package', '/node_modules/.vite/deps/react.js?v=1'],
		["Astro's image endpoint", '/_image?href=x'],
		['a public file', '/images/course-fallback.svg'],
		['not a path', '*'],
	])('leaves %s alone', (_case, url) => {
		expect(tenantRequestUrl(url, DOMAIN, isPublic)).toBeNull();
	});
});

describe('publicFileCheck', () => {
	const check = publicFileCheck(join(import.meta.dirname, '../../../../public'));

	it.each([
		['/images/course-fallback.svg', true],
		['/images', false],
		['/images/none.svg', false],
		['/%E0%A4', false],
	])('%s is a public file: %s', (path, expected) => {
		expect(check(path)).toBe(expected);
	});
});
