import { describe, expect, it } from 'vitest';
import { fontFileName, fontFiles } from '../../../../scripts/lib/fonts/published.ts';

describe('fontFileName', () => {
	it.each([
		['Noto Sans Devanagari', 'noto-sans-devanagari-0123abcd.woff2'],
		[' Karla  Two-Tone ', 'karla-two-tone-0123abcd.woff2'],
		['हिन्दी', 'font-0123abcd.woff2'],
	])('%s → %s', (family, expected) => {
		expect(fontFileName(family, '0123abcd')).toBe(expected);
	});
});

describe('fontFiles', () => {
	it('links each distinct file once, at _astro/, from the store', () => {
		const face = (path: string, weight: string) => ({
			weight,
			style: 'normal' as const,
			unicodeRange: null,
			path,
		});
		const font = {
			family: 'Karla',
			generic: 'sans-serif' as const,
			metrics: null,
			faces: [
				face('/_astro/karla-aa.woff2', '400'),
				face('/_astro/karla-aa.woff2', '700'),
				face('/_astro/karla-bb.woff2', '400'),
			],
		};
		expect(fontFiles('/d', [font])).toEqual([
			{ path: '_astro/karla-aa.woff2', blob: '/d/.shared/_fonts/karla-aa.woff2', variants: [] },
			{ path: '_astro/karla-bb.woff2', blob: '/d/.shared/_fonts/karla-bb.woff2', variants: [] },
		]);
		expect(fontFiles('/d', undefined)).toEqual([]);
	});
});
