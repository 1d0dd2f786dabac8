import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../../../scripts/lib/serve/cache-control.ts';

describe('cacheControlFor', () => {
	it.each([
		['/_astro/client.abc123.js', 'public, max-age=31536000, immutable'],
		['/_astro/fonts/inter.def456.woff2', 'public, max-age=31536000, immutable'],
		['/_img/0123456789abcdef01234567-800.webp', 'public, max-age=31536000, immutable'],
		['/', 'no-cache'],
		['/index.html', 'no-cache'],
		['/courses/', 'no-cache'],
		['/robots.txt', 'no-cache'],
		['/images/_astro/logo.png', 'no-cache'],
		['/images/_img/logo.png', 'no-cache'],
	])('%s → %s', (path, expected) => {
		expect(cacheControlFor(path)).toBe(expected);
	});
});
