import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	fontStack,
	googleFontsHref,
	selfHostedFont,
	selfHostedFontCss,
} from '../../../../src/lib/fonts/web-fonts.ts';
import { PACKAGED_FAMILIES, themeFontFamilies } from '../../../../src/lib/fonts/families.ts';
import { SELF_HOSTED_FONTS } from '../../../../src/lib/fonts/files.ts';
import { fontTheme, KARLA, UNKNOWN } from '../../fixtures/fonts.ts';

const root = join(import.meta.dirname, '../../../..');

const theme = fontTheme;

describe('selfHostedFont: the demo tenants\u2019 families map to their packages\u2019 files', () => {
	const statics = (slug: string, weights = ['400', '600', '700']) =>
		weights.map((weight) => [weight, `${slug}-latin-${weight}-normal.woff2`]);

	it.each([
		['Inter', 'sans-serif', statics('inter')],
		['Lato', 'sans-serif', statics('lato', ['400', '700'])],
		['Merriweather', 'serif', statics('merriweather')],
		['Montserrat', 'sans-serif', statics('montserrat')],
		['Nunito', 'sans-serif', statics('nunito')],
		['Open Sans', 'sans-serif', statics('open-sans')],
		['Poppins', 'sans-serif', statics('poppins')],
		['Raleway', 'sans-serif', statics('raleway')],
		['Roboto', 'sans-serif', statics('roboto')],
		['Source Sans Pro', 'sans-serif', statics('source-sans-pro')],
	])('%s', (family, generic, files) => {
		const font = selfHostedFont(family)!;
		expect(font.family).toBe(family);
		expect(font.generic).toBe(generic);
		expect(font.files.map((file) => [file.weight, basename(file.url)])).toEqual(files);
		expect(font.metrics.unitsPerEm).toBeGreaterThan(0);
		expect(font.metrics.xWidthAvg).toBeGreaterThan(0);
	});

	it('finds a family whatever its case and spacing', () => {
		expect(selfHostedFont('  open SANS ')?.family).toBe('Open Sans');
		expect(selfHostedFont('Karla')).toBeUndefined();
	});

	it('lists exactly the @fontsource packages package.json depends on, and their files exist', () => {
		const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
			dependencies: Record<string, string>;
		};
		const installed = Object.keys(pkg.dependencies)
			.filter((name) => name.startsWith('@fontsource'))
			.sort();
		const listed = [
			...new Set(
				SELF_HOSTED_FONTS.flatMap((font) =>
					font.files.map((file) => /\/(@fontsource[^/]*\/[^/]+)\//.exec(file.url)?.[1]),
				),
			),
		].sort();
		expect(listed).toEqual(installed);
		for (const font of SELF_HOSTED_FONTS)
			for (const file of font.files) expect(existsSync(join(root, file.url)), file.url).toBe(true);
	});
});

it('PACKAGED_FAMILIES names exactly the self-hosted families (the build reads it)', () => {
	expect(PACKAGED_FAMILIES).toEqual(SELF_HOSTED_FONTS.map((font) => font.family));
});

describe('fontStack', () => {
	it.each([
		['a self-hosted family', 'Poppins', "'Poppins', 'Poppins fallback', var(--font-fallback)"],
		[
			'a self-hosted family in another case',
			'open sans',
			"'Open Sans', 'Open Sans fallback', var(--font-fallback)",
		],
		['a family without a package', 'Karla', "'Karla', var(--font-fallback)"],
		['no font', null, null],
		['a name that could break out of CSS', "x'}body{display:none}", null],
	])('%s', (_name, name, expected) => {
		expect(fontStack(name)).toBe(expected);
	});
});

describe('googleFontsHref: only families without a package', () => {
	it.each([
		['two self-hosted fonts (the demo tenants)', theme('Poppins', 'Open Sans'), null],
		[
			'one self-hosted, one not',
			theme('Poppins', 'Noto Sans Devanagari'),
			'https://fonts.googleapis.com/css2?family=Noto+Sans+Devanagari:wght@400;600;700&display=swap',
		],
		[
			'two fonts without a package',
			theme('Playfair Display', 'Karla'),
			'https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;600;700&family=Karla:wght@400;600;700&display=swap',
		],
		[
			'the same font twice',
			theme('Karla', 'Karla'),
			'https://fonts.googleapis.com/css2?family=Karla:wght@400;600;700&display=swap',
		],
		['default theme', theme(null, null), null],
		['unsafe names are dropped', theme("Evil');}", 'a&b=c'), null],
	])('%s', (_name, value, expected) => {
		expect(googleFontsHref(value)).toBe(expected);
	});

	it('lists the distinct valid families, heading first', () => {
		expect(themeFontFamilies(theme(' Lato ', 'Open Sans'))).toEqual(['Lato', 'Open Sans']);
	});
});

describe('selfHostedFontCss', () => {
	const faces = (css: string) =>
		[...css.matchAll(/font-family:"([^"]+)";font-style:normal;font-weight:([\d ]+)/g)].map(
			(match) => `${match[1]} ${match[2]}`,
		);

	it.each([
		[
			'two self-hosted families: their fallbacks (the files come with the loader)',
			theme('Merriweather', 'Source Sans Pro'),
			[
				'Merriweather fallback 400',
				'Merriweather fallback 700',
				'Source Sans Pro fallback 400',
				'Source Sans Pro fallback 700',
			],
		],
		[
			'the same family twice, in two cases',
			theme('Roboto', 'roboto'),
			['Roboto fallback 400', 'Roboto fallback 700'],
		],
		[
			'a family without a package is left to Google Fonts',
			theme('Karla', 'Lato'),
			['Lato fallback 400', 'Lato fallback 700'],
		],
		['default theme', theme(null, null), []],
	])('%s', (_name, value, expected) => {
		expect(faces(selfHostedFontCss(value))).toEqual(expected);
	});

	it.each([
		[
			'Poppins over Arial',
			'Poppins',
			'@font-face{font-family:"Poppins fallback";font-style:normal;font-weight:400;src:local("Arial"),local("Liberation Sans"),local("Roboto");size-adjust:112.16%;ascent-override:93.62%;descent-override:31.21%;line-gap-override:8.92%}' +
				'@font-face{font-family:"Poppins fallback";font-style:normal;font-weight:700;src:local("Arial Bold"),local("Liberation Sans Bold"),local("Roboto Bold");size-adjust:112.16%;ascent-override:93.62%;descent-override:31.21%;line-gap-override:8.92%}',
		],
		[
			'Open Sans over Arial',
			'Open Sans',
			'@font-face{font-family:"Open Sans fallback";font-style:normal;font-weight:400;src:local("Arial"),local("Liberation Sans"),local("Roboto");size-adjust:105.15%;ascent-override:101.65%;descent-override:27.86%;line-gap-override:0%}',
		],
		[
			'Merriweather over Times New Roman',
			'Merriweather',
			'@font-face{font-family:"Merriweather fallback";font-style:normal;font-weight:700;src:local("Times New Roman Bold"),local("Liberation Serif Bold");size-adjust:119.38%;ascent-override:82.42%;descent-override:22.87%;line-gap-override:0%}',
		],
	])('the fallback of %s', (_name, family, expected) => {
		expect(selfHostedFontCss(theme(family, null))).toContain(expected);
	});
});

describe('a downloaded family in the theme', () => {
	it.each([
		[
			'downloaded with metrics: its fallback',
			'karla',
			[KARLA],
			"'Karla', 'Karla fallback', var(--font-fallback)",
		],
		['downloaded without metrics', 'Rare Face', [UNKNOWN], "'Rare Face', var(--font-fallback)"],
		['not downloaded', 'Karla', [], "'Karla', var(--font-fallback)"],
	])('fontStack: %s', (_name, name, fonts, expected) => {
		expect(fontStack(name, fonts)).toBe(expected);
	});

	it.each([
		['downloaded: no Google Fonts link', theme('Karla', 'Poppins'), [KARLA], null],
		[
			'one of two downloaded: a link for the other',
			theme('Karla', 'Noto Sans Devanagari'),
			[KARLA],
			'https://fonts.googleapis.com/css2?family=Noto+Sans+Devanagari:wght@400;600;700&display=swap',
		],
		[
			'the download failed: the link, as before',
			theme('Karla', null),
			[],
			'https://fonts.googleapis.com/css2?family=Karla:wght@400;600;700&display=swap',
		],
	])('googleFontsHref: %s', (_name, value, fonts, expected) => {
		expect(googleFontsHref(value, fonts)).toBe(expected);
	});
});
