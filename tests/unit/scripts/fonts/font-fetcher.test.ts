/**
 * scripts/lib/fonts/font-fetcher.ts against a fonts API stubbed in `fetch` (issue 46): font files
 * come only from the stylesheet's own origin and `https://fonts.gstatic.com`, or the configured
 * origins; a family's files may bring 2 MiB at most, a build's 20 MiB; a failure names the family
 * and at most an origin, never a file's address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	FontFetcher,
	MAX_BUILD_BYTES,
	MAX_FAMILY_BYTES,
} from '../../../../scripts/lib/fonts/font-fetcher.ts';
import { siteFixture } from '../../fixtures/site.ts';

const API = 'https://fonts.test';
const MIB = 1024 * 1024;
// A family's files: where each is and how many bytes it has; `404` for a file that is missing.
type Files = ReadonlyArray<{ origin: string; size: number | 404 }>;

const families = new Map<string, Files>();
const requested: string[] = [];

// The stub API: a stylesheet per family (one rule per file, its address carrying a secret query),
// and the files it names.
function answer(url: URL): Response {
	if (url.origin === API && url.pathname === '/css2') {
		const family = url.searchParams.get('family')!.split(':')[0]!;
		const rules = (families.get(family) ?? []).map(
			({ origin }, index) =>
				`@font-face{font-family:'${family}';unicode-range:U+${(index + 16).toString(16)};src:url(${origin}/files/${encodeURIComponent(family)}/${index}.woff2?token=secret) format('woff2')}`,
		);
		return new Response(rules.join('\n'));
	}
	const [, , family = '', file = ''] = url.pathname.split('/');
	const size = families.get(decodeURIComponent(family))?.[Number.parseInt(file)]?.size;
	if (size === undefined || size === 404) return new Response('Not found', { status: 404 });
	const body = Buffer.alloc(size, Number.parseInt(file) + requested.length);
	body.write('wOF2');
	return new Response(body);
}

let work = '';
beforeEach(async () => {
	work = await mkdtemp(join(tmpdir(), 'font-fetcher-'));
	vi.stubGlobal('fetch', async (input: string) => {
		requested.push(input);
		return answer(new URL(input));
	});
});

afterEach(async () => {
	vi.unstubAllGlobals();
	families.clear();
	requested.length = 0;
	// A failed family's other files may still be landing in the cache.
	await rm(work, { recursive: true, force: true, maxRetries: 5 });
});

const fetcher = (options: { fileOrigins?: readonly string[] | null; downloads?: number } = {}) =>
	new FontFetcher({
		apiUrl: API,
		distDir: join(work, 'dist'),
		cacheDir: join(work, 'cache'),
		...options,
	});

const themed = (headingFont: string) => {
	const site = siteFixture({ domain: 'a.in' });
	return { ...site, theme: { ...site.theme, headingFont, contentFont: 'Inter' } };
};

// What became of `family` with these files: 'self-hosted', or the reason it failed.
async function outcome(fonts: FontFetcher, family: string, files: Files): Promise<string> {
	families.set(family, files);
	const [font] = await fonts.forSite(themed(family));
	if (font) return 'self-hosted';
	const failed = fonts.stats().failed.find((entry) => entry.family === family);
	return failed?.reason ?? 'neither';
}

describe('the caps', () => {
	it('are 2 MiB a family and 20 MiB a build', () => {
		expect(MAX_FAMILY_BYTES).toBe(2_097_152);
		expect(MAX_BUILD_BYTES).toBe(20_971_520);
	});
});

describe('where font files may come from', () => {
	it.each<[string, readonly string[] | null, Files, string]>([
		['the stylesheet’s own origin', null, [{ origin: API, size: 100 }], 'self-hosted'],
		[
			'fonts.gstatic.com',
			null,
			[{ origin: 'https://fonts.gstatic.com', size: 100 }],
			'self-hosted',
		],
		[
			'another origin',
			null,
			[{ origin: 'https://cdn.example', size: 100 }],
			'the stylesheet has a font file on https://cdn.example, an origin not allowed',
		],
		[
			'plain http from fonts.gstatic.com',
			null,
			[{ origin: 'http://fonts.gstatic.com', size: 100 }],
			'the stylesheet has a font file on http://fonts.gstatic.com, an origin not allowed',
		],
		[
			'one file of two on another origin',
			null,
			[
				{ origin: 'https://fonts.gstatic.com', size: 100 },
				{ origin: 'https://evil.example:8443', size: 100 },
			],
			'the stylesheet has a font file on https://evil.example:8443, an origin not allowed',
		],
		[
			'a configured origin',
			['https://cdn.example'],
			[{ origin: 'https://cdn.example', size: 100 }],
			'self-hosted',
		],
		[
			'fonts.gstatic.com where the configured origins leave it out',
			['https://cdn.example'],
			[{ origin: 'https://fonts.gstatic.com', size: 100 }],
			'the stylesheet has a font file on https://fonts.gstatic.com, an origin not allowed',
		],
		[
			'the own origin, origins configured',
			['https://cdn.example'],
			[{ origin: API, size: 100 }],
			'self-hosted',
		],
		[
			'a missing file',
			null,
			[{ origin: 'https://fonts.gstatic.com', size: 404 }],
			'a font file: HTTP 404',
		],
	])('%s', async (_case, fileOrigins, files, expected) => {
		const fonts = fetcher({ fileOrigins });
		const result = await outcome(fonts, 'Some Font', files);
		expect(result).toBe(expected);
		// A stylesheet's file addresses are not repeated (their query may carry anything).
		expect(result).not.toContain('token');
		expect(result).not.toContain('/files/');
		// Nothing was fetched from an origin not allowed.
		if (result !== 'self-hosted' && result !== 'a font file: HTTP 404')
			expect(requested).toEqual([expect.stringMatching(/^https:\/\/fonts\.test\/css2\?/)]);
	});
});

describe("a family's cap", () => {
	const gstatic = (size: number) => ({ origin: 'https://fonts.gstatic.com', size });

	it.each<[string, Files, string]>([
		['two files of 1 MiB: exactly the cap', [gstatic(MIB), gstatic(MIB)], 'self-hosted'],
		[
			'a few bytes more',
			[gstatic(MIB), gstatic(MIB), gstatic(8)],
			"its font files pass 2 MiB, a family's cap",
		],
		[
			'six files of 1 MiB',
			Array.from({ length: 6 }, () => gstatic(MIB)),
			"its font files pass 2 MiB, a family's cap",
		],
	])('%s', async (_case, files, expected) => {
		expect(await outcome(fetcher({ downloads: 1 }), 'Big Font', files)).toBe(expected);
	});

	it('downloads nothing more once a family passed it', async () => {
		const files = Array.from({ length: 6 }, () => gstatic(MIB));
		await outcome(fetcher({ downloads: 1 }), 'Big Font', files);
		// The stylesheet and three files: the third passed the cap, the other three never left.
		expect(requested).toHaveLength(4);
	});
});

describe("a build's cap", () => {
	it('leaves out the family that would pass it, and keeps those that fit', async () => {
		const fonts = fetcher();
		const results: string[] = [];
		for (let index = 0; index < 11; index++) {
			// 2,000,000 bytes: ten such families fit in 20 MiB, an eleventh does not.
			const files = [0, 1].map(() => ({ origin: 'https://fonts.gstatic.com', size: 1_000_000 }));
			results.push(await outcome(fonts, `Font ${String.fromCharCode(65 + index)}`, files));
		}
		expect(results.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 'self-hosted'));
		expect(results[10]).toBe("the build's font files pass 20 MiB, its cap");
		// A family that fits in what is left is still taken.
		expect(await outcome(fonts, 'Small Font', [{ origin: API, size: 1000 }])).toBe('self-hosted');
	});
});
