import { describe, expect, it } from 'vitest';
import {
	fallbackName,
	fallbackOverrides,
	fontFaceCss,
	type LocalFallback,
	type SelfHostedFont,
} from '../../../../src/lib/seo/font-faces.ts';

// Arial's and Times New Roman's metrics as Capsize publishes them.
const ARIAL = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
const TIMES = { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 };

const SANS: LocalFallback = {
	metrics: ARIAL,
	regular: ['Arial', 'Liberation Sans'],
	bold: ['Arial Bold', 'Liberation Sans Bold'],
};

describe('fallbackOverrides', () => {
	it.each([
		[
			'a wide sans over Arial',
			{ ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2000, xWidthAvg: 1000 },
			ARIAL,
			'size-adjust:112.16%;ascent-override:84.7%;descent-override:22.29%;line-gap-override:0%',
		],
		[
			'a narrow serif with a line gap over Times New Roman',
			{ ascent: 1000, descent: -250, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 400 },
			TIMES,
			'size-adjust:98.46%;ascent-override:101.56%;descent-override:25.39%;line-gap-override:10.16%',
		],
		[
			'the fallback itself: no resize',
			ARIAL,
			ARIAL,
			'size-adjust:100%;ascent-override:90.53%;descent-override:21.19%;line-gap-override:3.27%',
		],
	])('%s', (_name, font, fallback, expected) => {
		expect(fallbackOverrides(font, fallback)).toBe(expected);
	});
});

describe('fontFaceCss', () => {
	const font = (files: SelfHostedFont['files']): SelfHostedFont => ({
		family: 'Open Sans',
		generic: 'sans-serif',
		metrics: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2000, xWidthAvg: 1000 },
		files,
	});
	const FALLBACK_FACES =
		'@font-face{font-family:"Open Sans fallback";font-style:normal;font-weight:400;src:local("Arial"),local("Liberation Sans");size-adjust:112.16%;ascent-override:84.7%;descent-override:22.29%;line-gap-override:0%}' +
		'@font-face{font-family:"Open Sans fallback";font-style:normal;font-weight:700;src:local("Arial Bold"),local("Liberation Sans Bold");size-adjust:112.16%;ascent-override:84.7%;descent-override:22.29%;line-gap-override:0%}';

	it.each([
		[
			'static files, one face a weight',
			[
				{ weight: '400', url: '/_astro/a.woff2' },
				{ weight: '700', url: '/_astro/b.woff2' },
			],
			'@font-face{font-family:"Open Sans";font-style:normal;font-weight:400;font-display:swap;src:url("/_astro/a.woff2") format("woff2")}' +
				'@font-face{font-family:"Open Sans";font-style:normal;font-weight:700;font-display:swap;src:url("/_astro/b.woff2") format("woff2")}' +
				FALLBACK_FACES,
		],
		[
			'a variable file, one face for the range',
			[{ weight: '400 700', url: '/_astro/v.woff2' }],
			'@font-face{font-family:"Open Sans";font-style:normal;font-weight:400 700;font-display:swap;src:url("/_astro/v.woff2") format("woff2")}' +
				FALLBACK_FACES,
		],
	])('%s', (_name, files, expected) => {
		expect(fontFaceCss(font(files), SANS)).toBe(expected);
	});

	it('names the fallback after the family', () => {
		expect(fallbackName('Source Sans Pro')).toBe('Source Sans Pro fallback');
	});
});
