import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
	assetKind,
	gzipSize,
	isReactChunk,
	reactChunks,
	sumAssets,
	type LoadedAsset,
} from '../../../bench/lib/bytes.ts';

const asset = (url: string, contentType: string, text: string): LoadedAsset => ({
	url,
	contentType,
	body: new TextEncoder().encode(text),
});

describe('assetKind', () => {
	it.each([
		['text/html; charset=utf-8', '/', 'html'],
		['text/css; charset=utf-8', '/_astro/a.css', 'css'],
		['text/javascript; charset=utf-8', '/_astro/a.js', 'js'],
		['application/javascript', '/x', 'js'],
		['application/x-javascript', '/x', 'js'],
		['application/octet-stream', '/_astro/chunk.mjs', 'js'],
		['', '/_astro/style.css', 'css'],
		['image/svg+xml', '/logo.svg', 'other'],
		['application/json', '/data.json', 'other'],
	])('%j %s → %s', (contentType, url, expected) => {
		expect(assetKind(contentType, `http://t.localhost${url}`)).toBe(expected);
	});
});

describe('gzipSize and sumAssets', () => {
	it('measures level-9 gzip of the body', () => {
		const body = new TextEncoder().encode('abc'.repeat(1000));
		const size = gzipSize(body);
		expect(size).toBe(gzipSync(body, { level: 9 }).length);
		expect(size).toBeLessThan(body.length);
	});

	it('sums raw and gzip bytes per kind', () => {
		const js1 = 'console.log(1);'.repeat(50);
		const js2 = 'export const x = 2;';
		const totals = sumAssets([
			asset('http://t/', 'text/html', '<!doctype html><p>hi</p>'),
			asset('http://t/a.js', 'text/javascript', js1),
			asset('http://t/b.js', 'text/javascript', js2),
			asset('http://t/logo.svg', 'image/svg+xml', '<svg/>'),
		]);
		expect(totals.js.count).toBe(2);
		expect(totals.js.raw).toBe(js1.length + js2.length);
		expect(totals.js.gzip).toBe(
			gzipSync(js1, { level: 9 }).length + gzipSync(js2, { level: 9 }).length,
		);
		expect(totals.html).toMatchObject({ count: 1, raw: 24 });
		expect(totals.css).toEqual({ count: 0, raw: 0, gzip: 0 });
		expect(totals.other.count).toBe(1);
		expect(gunzipSync(gzipSync(js1, { level: 9 })).toString()).toBe(js1);
	});
});

describe('React detection', () => {
	it.each([
		['React 19 error URL', 'throw Error("https://react.dev/errors/"+e)', true],
		['element symbol', 'Symbol.for("react.transitional.element")', true],
		['fiber key', 'var k="__reactFiber$"+r', true],
		['vanilla carousel', 'export function EmblaCarousel(root){return root}', false],
		['a word "react" in a comment', '// react to clicks', false],
	])('%s', (_name, source, expected) => {
		expect(isReactChunk(source)).toBe(expected);
	});

	it('lists only JavaScript assets that carry React', () => {
		expect(
			reactChunks([
				asset('http://t/_astro/client.js', 'text/javascript', 'x="react.dev/errors/"'),
				asset('http://t/_astro/page.js', 'text/javascript', 'let a=1'),
				asset('http://t/', 'text/html', 'react.dev/errors/ in a page text'),
			]),
		).toEqual(['http://t/_astro/client.js']);
	});
});
