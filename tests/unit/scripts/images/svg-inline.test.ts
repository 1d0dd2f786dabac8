/**
 * scripts/lib/images/optimiser.ts `svgDataUri`: an SVG document of at most 4,096 bytes becomes a
 * percent-encoded data: address for the page; anything else stays at its address.
 */
import { describe, expect, it } from 'vitest';
import { svgDataUri } from '../../../../scripts/lib/images/optimiser.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle r="2"/></svg>';

describe('svgDataUri', () => {
	it.each([
		['a bare SVG', svg, `data:image/svg+xml,${encodeURIComponent(svg)}`],
		[
			'with an XML declaration and a comment',
			`<?xml version="1.0"?>\n<!-- logo -->\n${svg}\n`,
			`data:image/svg+xml,${encodeURIComponent(`<?xml version="1.0"?>\n<!-- logo -->\n${svg}`)}`,
		],
		['an HTML page', '<!doctype html><p>Hi</p>', null],
		['a PNG', '\u0089PNG\r\n\u001a\n', null],
		['an element that only starts with svg', '<svgx/>', null],
	])('%s', (_name, text, expected) => {
		expect(svgDataUri(Buffer.from(text))).toBe(expected);
	});

	it('inlines 4,096 bytes, not one more', () => {
		const pad = (length: number) =>
			`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(length - 46)}</svg>`;
		expect(Buffer.byteLength(pad(4096))).toBe(4096);
		expect(svgDataUri(Buffer.from(pad(4096)))).toMatch(/^data:image\/svg\+xml,%3Csvg/);
		expect(svgDataUri(Buffer.from(pad(4097)))).toBeNull();
	});

	it('escapes what could end an attribute or a script', () => {
		const uri = svgDataUri(Buffer.from('<svg><text>"</script></text></svg>'))!;
		expect(uri).not.toMatch(/["<>]/);
	});
});
