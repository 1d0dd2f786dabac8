/**
 * The institute's web fonts (theme heading and content fonts). A family with a Fontsource package
 * installed (src/lib/fonts/files.ts) is served from the tenant's own host: its `@font-face`
 * rules are inlined in the page, the files are shared hashed assets, and a metric-matched local
 * fallback shows the text until they arrive. Any other family the build downloads from Google
 * Fonts once and serves the same way (downloaded.ts); one it could not download comes from Google
 * Fonts, loaded without blocking render (see WebFonts.astro). Either way the theme's font stacks
 * end in `var(--font-fallback)`, so no text waits for a font.
 */
import type { Theme } from '../lms/types.ts';
import { fallbackFaceCss, fallbackName, type SelfHostedFont } from './faces.ts';
import { LOCAL_FALLBACKS, SELF_HOSTED_FONTS } from './files.ts';
import { downloadedFont, type DownloadedFont } from './downloaded.ts';
import {
	googleFontsCssUrl,
	isSafeFont,
	themeFontFamilies,
	unpackagedFamilies,
} from './families.ts';
import { oncePer, oncePerPair } from '../memo.ts';

export const GOOGLE_FONTS_ORIGIN = 'https://fonts.googleapis.com';
export const GOOGLE_FONTS_FILES_ORIGIN = 'https://fonts.gstatic.com';
const byName = new Map(SELF_HOSTED_FONTS.map((font) => [font.family.toLowerCase(), font]));

/** The installed package's font for a family name (any case), if there is one. */
export function selfHostedFont(name: string): SelfHostedFont | undefined {
	return byName.get(name.trim().toLowerCase());
}

/**
 * The CSS `font-family` stack for a theme font, or null when the name is unsafe: a self-hosted
 * family (or a downloaded one whose metrics are known) is followed by its adjusted fallback, and
 * every stack ends in the default theme's fonts.
 */
export function fontStack(
	name: string | null,
	downloaded: readonly DownloadedFont[] = [],
): string | null {
	const family = name?.trim() ?? '';
	if (!isSafeFont(family)) return null;
	const font = selfHostedFont(family) ?? downloadedFont(downloaded, family);
	return font?.metrics
		? `'${font.family}', '${fallbackName(font.family)}', var(--font-fallback)`
		: `'${family}', var(--font-fallback)`;
}

/**
 * The inline `@font-face` rules of the theme's self-hosted families' fallbacks ('' when it has none).
 * Computed once per theme (src/lib/memo.ts).
 */
export const selfHostedFontCss = oncePer((theme: Theme): string => {
	return selfHostedFonts(theme)
		.map((font) => fallbackFaceCss(font, LOCAL_FALLBACKS[font.generic]))
		.join('');
});

/** The theme's families that an installed package serves, each once. */
export function selfHostedFonts(theme: Theme): SelfHostedFont[] {
	const fonts = themeFontFamilies(theme).map(selfHostedFont);
	return [...new Set(fonts)].filter((font) => font !== undefined);
}

/**
 * The Google Fonts CSS2 URL for the theme's fonts that neither an installed package nor the
 * build's download (`downloaded`) serves, or null when there are none (the default theme, or
 * every family self-hosted).
 * Computed once per theme and font list (src/lib/memo.ts).
 */
export const googleFontsHref: (
	theme: Theme,
	downloaded?: readonly DownloadedFont[],
) => string | null = oncePerPair(
	(theme: Theme, downloaded: readonly DownloadedFont[] = []): string | null => {
		const families = unpackagedFamilies(theme).filter((name) => !downloadedFont(downloaded, name));
		return families.length === 0 ? null : googleFontsCssUrl(GOOGLE_FONTS_ORIGIN, families);
	},
);
