import { describe, expect, it } from 'vitest';
import { googleFontsHref, themeFontFamilies } from '../../../../src/lib/seo/fonts.ts';
import type { Theme } from '../../../../src/lib/lms/types.ts';

const theme = (headingFont: string | null, contentFont: string | null): Theme => ({
	headingFont,
	contentFont,
	backgroundColor: null,
	textContentColor: null,
	textAnchorColor: null,
	borderColor: null,
	textHeadingColor: null,
});

describe('googleFontsHref', () => {
	it.each([
		[
			'two fonts',
			theme('Poppins', 'Open Sans'),
			'https://fonts.googleapis.com/css2?family=Poppins:wght@400;600;700&family=Open+Sans:wght@400;600;700&display=swap',
		],
		[
			'the same font twice',
			theme('Roboto', 'Roboto'),
			'https://fonts.googleapis.com/css2?family=Roboto:wght@400;600;700&display=swap',
		],
		[
			'content font only',
			theme(null, 'Noto Sans Devanagari'),
			'https://fonts.googleapis.com/css2?family=Noto+Sans+Devanagari:wght@400;600;700&display=swap',
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
