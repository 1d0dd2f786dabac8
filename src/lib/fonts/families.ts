/**
 * The theme's font families by name: which are valid, which have an installed package, and the
 * fonts API address of the others. Imports no font file, so the build (plain Node, no bundler)
 * reads it too (scripts/lib/fonts/).
 */
import type { Theme } from '../lms/types.ts';

/** Regular, semi-bold and bold: what the theme's text and headings use. */
export const FONT_WEIGHTS = [400, 600, 700] as const;

/**
 * The families whose Fontsource package is installed, as institutes name them: the names of
 * files.ts's SELF_HOSTED_FONTS (a test keeps the two in step).
 */
export const PACKAGED_FAMILIES: readonly string[] = [
	'Inter',
	'Lato',
	'Merriweather',
	'Montserrat',
	'Nunito',
	'Open Sans',
	'Poppins',
	'Raleway',
	'Roboto',
	'Source Sans Pro',
];

// A font name is interpolated into CSS and URLs: anything but letters, digits, spaces and dashes
// makes the theme drop it.
const SAFE_FONT = /^[\p{L}\p{N} -]{1,60}$/u;

const packaged = new Set(PACKAGED_FAMILIES.map((name) => name.toLowerCase()));

/** Whether a name (trimmed) can go into CSS and URLs. */
export const isSafeFont = (name: string): boolean => SAFE_FONT.test(name);

/** The distinct, valid font families of a theme (heading first). */
export function themeFontFamilies(theme: Theme): string[] {
	const families = [theme.headingFont, theme.contentFont]
		.map((name) => name?.trim() ?? '')
		.filter(isSafeFont);
	return [...new Set(families)];
}

/** The theme's families that no installed package has: downloaded by the build, or from Google Fonts. */
export function unpackagedFamilies(theme: Theme): string[] {
	return themeFontFamilies(theme).filter((name) => !packaged.has(name.toLowerCase()));
}

/** A CSS2 API URL (`<base>/css2?family=…`) for families at the theme's weights. */
export function googleFontsCssUrl(base: string, families: readonly string[]): string {
	const params = families.map(
		(name) =>
			`family=${encodeURIComponent(name).replace(/%20/g, '+')}:wght@${FONT_WEIGHTS.join(';')}`,
	);
	return `${base}/css2?${params.join('&')}&display=swap`;
}
