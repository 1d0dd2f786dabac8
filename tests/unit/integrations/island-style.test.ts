import { describe, expect, it } from 'vitest';
import { islandStyleInHead } from '../../../src/integrations/island-style.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const page = (html: string) => new Uint8Array(Buffer.from(html));
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('islandStyleInHead', () => {
	it.each([
		[
			'moves the style from the body to the end of the head',
			`<html><head><title>Cart</title></head><body><h1>Cart</h1>${STYLE}<astro-island></astro-island></body></html>`,
			`<html><head><title>Cart</title>${STYLE}</head><body><h1>Cart</h1><astro-island></astro-island></body></html>`,
		],
		[
			'keeps the bytes of other scripts (Devanagari text too)',
			`<html><head></head><body><p>गणित</p>${STYLE}<script>x()</script></body></html>`,
			`<html><head>${STYLE}</head><body><p>गणित</p><script>x()</script></body></html>`,
		],
		[
			'leaves a page without islands as it is',
			'<html><head></head><body><p>Home</p></body></html>',
			'<html><head></head><body><p>Home</p></body></html>',
		],
		[
			'leaves a style already in the head',
			`<html><head>${STYLE}</head><body></body></html>`,
			`<html><head>${STYLE}</head><body></body></html>`,
		],
		['leaves a fragment without a head', `<p>x</p>${STYLE}`, `<p>x</p>${STYLE}`],
	])('%s', (_name, before, after) => {
		expect(text(islandStyleInHead(page(before)))).toBe(after);
	});
});
