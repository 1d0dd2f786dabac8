/**
 * The names the image optimiser gives things (scripts/lib/images/): a published file is named by
 * the source's bytes and the encoder settings (same bytes anywhere, same file; one byte more, a
 * new file), the cache entry by the address, and which addresses name an SVG (never rasterised).
 */
import { describe, expect, it } from 'vitest';
import {
	cacheFileName,
	isVectorPath,
	sourceHash,
} from '../../../../scripts/lib/images/optimiser.ts';
import { outputName } from '../../../../scripts/lib/images/published.ts';

describe('sourceHash', () => {
	it('depends on the bytes only, as 24 hex digits', () => {
		const a = sourceHash(Buffer.from('the same image'));
		expect(a).toMatch(/^[0-9a-f]{24}$/);
		expect(sourceHash(Buffer.from('the same image'))).toBe(a);
		expect(sourceHash(Buffer.from('the same image!'))).not.toBe(a);
	});
});

describe('outputName', () => {
	it.each([
		['0123456789abcdef01234567', 480, '0123456789abcdef01234567-480.webp'],
		['ffffffffffffffffffffffff', 1600, 'ffffffffffffffffffffffff-1600.webp'],
	])('%s at %i px → %s', (hash, width, expected) => {
		expect(outputName(hash, width)).toBe(expected);
	});
});

describe('cacheFileName', () => {
	it('is one file per address, whatever the address holds', () => {
		const name = cacheFileName('https://cdn.example.in/a.jpg');
		expect(name).toMatch(/^[0-9a-f]{32}\.json$/);
		expect(cacheFileName('https://cdn.example.in/a.jpg')).toBe(name);
		expect(cacheFileName('https://cdn.example.in/a.jpg?v=2')).not.toBe(name);
	});
});

describe('isVectorPath', () => {
	it.each([
		['https://cdn.example.in/logo.svg', true],
		['https://cdn.example.in/logo.SVG?v=2', true],
		['https://cdn.example.in/logo.svgz', true],
		['https://cdn.example.in/photo.jpg', false],
		['https://cdn.example.in/svg/photo.png', false],
		['https://cdn.example.in/image?format=.svg', false],
		['not a url.svg', false],
	])('%s → %s', (url, expected) => {
		expect(isVectorPath(url)).toBe(expected);
	});
});
