import { describe, expect, it } from 'vitest';
import { downloadedFontCss } from '../../../../src/lib/fonts/downloaded.ts';
import { KARLA, UNKNOWN } from '../../fixtures/fonts.ts';

describe('downloadedFontCss', () => {
	it('a face per subset with its unicode-range, then the metric-matched fallback', () => {
		expect(downloadedFontCss([KARLA])).toBe(
			'@font-face{font-family:"Karla";font-style:normal;font-weight:400;font-display:swap;src:url("/_astro/karla-ext.woff2") format("woff2");unicode-range:U+0100-02BA, U+20B9}' +
				'@font-face{font-family:"Karla";font-style:italic;font-weight:100 900;font-display:swap;src:url("/_astro/karla-all.woff2") format("woff2")}' +
				'@font-face{font-family:"Karla fallback";font-style:normal;font-weight:400;src:local("Arial"),local("Liberation Sans"),local("Roboto");size-adjust:112.16%;ascent-override:80.24%;descent-override:26.75%;line-gap-override:0%}' +
				'@font-face{font-family:"Karla fallback";font-style:normal;font-weight:700;src:local("Arial Bold"),local("Liberation Sans Bold"),local("Roboto Bold");size-adjust:112.16%;ascent-override:80.24%;descent-override:26.75%;line-gap-override:0%}',
		);
	});

	it('no fallback when the metrics are unknown; nothing without fonts', () => {
		expect(downloadedFontCss([UNKNOWN])).toBe(
			'@font-face{font-family:"Rare Face";font-style:normal;font-weight:400;font-display:swap;src:url("/_astro/karla-ext.woff2") format("woff2");unicode-range:U+0100-02BA, U+20B9}',
		);
		expect(downloadedFontCss(undefined)).toBe('');
		expect(downloadedFontCss([])).toBe('');
	});
});
