import { describe, expect, it } from 'vitest';
import { derivedColours, imageOrigins, themeDeclarations } from '../../../../src/lib/site/theme.ts';
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
			"--color-background:#FFFFFF;--color-text:#111111;--color-heading:#222222;--color-anchor:#333333;--color-border:#444444;--color-surface:#F4F4F4;--color-outline:#444444;--font-heading:'Poppins', 'Poppins fallback', var(--font-fallback);--font-content:'Open Sans', 'Open Sans fallback', var(--font-fallback)",
		);
	});

	it('gives a font without a package no adjusted fallback', () => {
		expect(themeDeclarations(theme({ headingFont: 'Karla' }))).toBe(
			"--font-heading:'Karla', var(--font-fallback)",
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

// The WCAG 2 relative-luminance formula, written out here so the test does not trust the code's.
function wcagContrast(a: string, b: string): number {
	const luminance = (hex: string) => {
		const [r, g, b] = [1, 3, 5].map((start) => {
			const c = parseInt(hex.slice(start, start + 2), 16) / 255;
			return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
		}) as [number, number, number];
		return 0.2126 * r + 0.7152 * g + 0.0722 * b;
	};
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
	return (light + 0.05) / (dark + 0.05);
}

describe('derivedColours', () => {
	// The five demo tenants' theme colours (sandbox fixtures), and the default theme.
	it.each([
		['sunrise (cream)', '#FFFBF5', '#7C2D12', '#FED7AA', '#F8F1EA', '#988166'],
		['greenfield (mint)', '#F0FDF4', '#166534', '#BBF7D0', '#E5F5EA', '#678872'],
		['globalprep (white)', '#FFFFFF', '#7F1D1D', '#FECACA', '#F9F4F4', '#A58383'],
		['pixel (lavender)', '#FAF5FF', '#4C1D95', '#DDD6FE', '#F1EAFA', '#858098'],
		['appfirst (blue)', '#EFF6FF', '#1E3A8A', '#BFDBFE', '#E5EDF9', '#738398'],
		['the default theme', null, null, null, '#F3F3F4', '#888A8E'],
	])(
		'%s: the outline reaches 3:1 against the background, the surface and the white field',
		(_name, backgroundColor, textHeadingColor, borderColor, surface, outline) => {
			const colours = derivedColours(theme({ backgroundColor, textHeadingColor, borderColor }));
			expect(colours).toEqual({ surface, outline });
			for (const against of [backgroundColor ?? '#FFFFFF', surface, '#FFFFFF']) {
				expect(wcagContrast(outline, against)).toBeGreaterThanOrEqual(3);
			}
			// The theme's own border colour was far below 3:1, which is why an outline is derived.
			expect(wcagContrast(borderColor ?? '#D1D5DB', backgroundColor ?? '#FFFFFF')).toBeLessThan(
				1.5,
			);
			// The surface is a tint of the tenant's background, not the fixed grey #F5F7FA.
			expect(wcagContrast(surface, backgroundColor ?? '#FFFFFF')).toBeLessThan(1.15);
		},
	);

	it('is declared with the theme whenever the institute has a colour of its own', () => {
		expect(themeDeclarations(theme({ backgroundColor: '#F0FDF4' }))).toBe(
			'--color-background:#F0FDF4;--color-surface:#E5F2EA;--color-outline:#888A8E',
		);
	});
});

describe('text colours on the page and on panels', () => {
	// The demo tenants' background, heading, content and anchor colours (sandbox fixtures). Sunrise's
	// anchor #EA580C, kept as #C74B0A for the cream background alone, was 4.4:1 on its cards.
	it.each([
		['sunrise', '#FFFBF5', '#7C2D12', '#374151', '#EA580C'],
		['greenfield', '#F0FDF4', '#166534', '#14532D', '#15803D'],
		['globalprep', '#FFFFFF', '#7F1D1D', '#1F2937', '#B91C1C'],
		['pixel', '#FAF5FF', '#4C1D95', '#3B0764', '#7C3AED'],
		['appfirst', '#EFF6FF', '#1E3A8A', '#1E293B', '#2563EB'],
	])(
		'%s: heading, text and anchor reach 4.5:1 on the background and the surface',
		(_name, backgroundColor, textHeadingColor, textContentColor, textAnchorColor) => {
			const declared = Object.fromEntries(
				themeDeclarations(
					theme({ backgroundColor, textHeadingColor, textContentColor, textAnchorColor }),
				)
					.split(';')
					.map((declaration) => declaration.split(':') as [string, string]),
			);
			for (const variable of ['--color-heading', '--color-text', '--color-anchor']) {
				for (const against of [backgroundColor, declared['--color-surface']!]) {
					expect(wcagContrast(declared[variable]!, against)).toBeGreaterThanOrEqual(4.5);
				}
			}
		},
	);
});
