import { describe, expect, it } from 'vitest';
import { imageOrigins, themeDeclarations } from '../../../../src/lib/site/theme.ts';
import { siteFixture } from '../../fixtures/site.ts';
import type { Theme } from '../../../../src/lib/lms/types.ts';

const theme = (overrides: Partial<Theme>) => siteFixture({ theme: overrides }).theme;

describe('themeDeclarations', () => {
	it('is empty for the default theme', () => {
		expect(themeDeclarations(theme({}))).toBe('');
	});

	it('maps every colour and both fonts to custom properties', () => {
		expect(
			themeDeclarations(
				theme({
					backgroundColor: '#FFFFFF',
					textContentColor: '#111111',
					textHeadingColor: '#222222',
					textAnchorColor: '#333333',
					borderColor: '#444444',
					headingFont: 'Poppins',
					contentFont: 'Open Sans',
				}),
			),
		).toBe(
			"--color-background:#FFFFFF;--color-text:#111111;--color-heading:#222222;--color-anchor:#333333;--color-border:#444444;--font-heading:'Poppins', var(--font-fallback);--font-content:'Open Sans', var(--font-fallback)",
		);
	});

	it.each([
		['a colour that is not #RRGGBB', { backgroundColor: 'red;}body{display:none' }],
		['a short colour', { backgroundColor: '#fff' }],
		['a font that could break out of CSS', { headingFont: "x'}body{display:none}" }],
	])('drops %s', (_name, overrides) => {
		expect(themeDeclarations(theme(overrides))).toBe('');
	});
});

describe('imageOrigins', () => {
	it('lists each image host once, skipping relative and non-web URLs', () => {
		expect(
			imageOrigins({
				logoUrl: 'https://cdn.example.in/a/logo.svg',
				bannerUrl: 'https://cdn.example.in/b.jpg',
			}),
		).toEqual(['https://cdn.example.in']);
		expect(
			imageOrigins({ logoUrl: '/images/logo.svg', bannerUrl: 'data:image/png;base64,xx' }),
		).toEqual([]);
		expect(imageOrigins({ logoUrl: null, bannerUrl: 'http://127.0.0.1:4010/x.svg' })).toEqual([
			'http://127.0.0.1:4010',
		]);
	});
});
