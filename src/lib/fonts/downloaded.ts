/**
 * Theme fonts with no installed package that the build downloaded once from the fonts API
 * (Google Fonts) and publishes with the sites (scripts/lib/fonts/): the page inlines their
 * `@font-face` rules with the sites' own file addresses, each subset keeping its
 * `unicode-range`, so a browser fetches only the subsets the page's text uses, from the page's
 * own host. When Capsize knows the family, a local fallback resized to its metrics shows the text
 * until the files arrive. Pure: the build hands these in the site data (`fonts`).
 */
import { fallbackFaceCss, type FontMetrics } from './faces.ts';
import { LOCAL_FALLBACKS } from './files.ts';

/** One face of a downloaded family: a subset of a weight (or a weight range). */
export interface DownloadedFace {
	/** `400`, or a range `100 900`. */
	weight: string;
	style: 'normal' | 'italic';
	/** The code points of its subset (`U+0900-097F, U+200C`), or null when the file covers all. */
	unicodeRange: string | null;
	/** Site path of its woff2 file, e.g. `/_astro/noto-sans-devanagari-3f9c….woff2`. */
	path: string;
}

/** A family the build downloaded and the site serves itself. */
export interface DownloadedFont {
	/** The family as the theme names it (and as the fonts API spells it). */
	family: string;
	/** The generic family its fallback is drawn from. */
	generic: 'sans-serif' | 'serif';
	/** Capsize's metrics of its regular style, or null when unknown (no metric-matched fallback). */
	metrics: FontMetrics | null;
	faces: readonly DownloadedFace[];
}

/** The downloaded font for a family name (any case), if the build downloaded it. */
export function downloadedFont(
	fonts: readonly DownloadedFont[] | undefined,
	name: string,
): DownloadedFont | undefined {
	const wanted = name.trim().toLowerCase();
	return fonts?.find((font) => font.family.toLowerCase() === wanted);
}

function faceCss(family: string, face: DownloadedFace): string {
	const range = face.unicodeRange ? `;unicode-range:${face.unicodeRange}` : '';
	return `@font-face{font-family:"${family}";font-style:${face.style};font-weight:${face.weight};font-display:swap;src:url("${face.path}") format("woff2")${range}}`;
}

/** The inline `@font-face` rules of the downloaded families: their faces, then their fallbacks. */
export function downloadedFontCss(fonts: readonly DownloadedFont[] | undefined): string {
	return (fonts ?? [])
		.map(
			(font) =>
				font.faces.map((face) => faceCss(font.family, face)).join('') +
				(font.metrics
					? fallbackFaceCss(
							{ family: font.family, metrics: font.metrics },
							LOCAL_FALLBACKS[font.generic],
						)
					: ''),
		)
		.join('');
}
