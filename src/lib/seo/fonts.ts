/**
 * The institute's web fonts (theme heading and content fonts) from Google Fonts. The stylesheet is
 * loaded without blocking render (see WebFonts.astro) and the theme's font stacks end in
 * `var(--font-fallback)`, so text shows at once in the fallback and swaps when the font arrives.
 */
import type { Theme } from '../lms/types.ts';

export const GOOGLE_FONTS_ORIGIN = 'https://fonts.googleapis.com';
export const GOOGLE_FONTS_FILES_ORIGIN = 'https://fonts.gstatic.com';
/** Regular, semi-bold and bold: what the theme's text and headings use. */
export const FONT_WEIGHTS = [400, 600, 700] as const;

// The same rule as the theme's font stacks (src/lib/site/theme.ts): a font the theme drops is not loaded.
const SAFE_FONT = /^[\p{L}\p{N} \-]{1,60}$/u;

/** The distinct, valid font families of a theme (heading first). */
export function themeFontFamilies(theme: Theme): string[] {
	const families = [theme.headingFont, theme.contentFont]
		.map((name) => name?.trim() ?? '')
		.filter((name) => SAFE_FONT.test(name));
	return [...new Set(families)];
}

/** The Google Fonts CSS2 URL for the theme's fonts, or null for the default theme (no web font). */
export function googleFontsHref(theme: Theme): string | null {
	const families = themeFontFamilies(theme);
	if (families.length === 0) return null;
	const params = families.map(
		(name) =>
			`family=${encodeURIComponent(name).replace(/%20/g, '+')}:wght@${FONT_WEIGHTS.join(';')}`,
	);
	return `${GOOGLE_FONTS_ORIGIN}/css2?${params.join('&')}&display=swap`;
}
