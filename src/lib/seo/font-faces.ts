/**
 * A self-hosted web font on a page: a local fallback font whose size and line metrics are
 * adjusted to the web font's (`@font-face` rules in the page's CSS), so text paints at once in the
 * fallback and barely moves when the web font arrives; and the web font's woff2 files, added by a
 * small inline script once the page has loaded, shown with `font-display: swap`.
 * Pure: the files and metrics come from src/lib/seo/font-files.ts.
 */
import { json } from '../site/inline-scripts.ts';

/** A font's vertical metrics and average character width, in font units (as Capsize gives them). */
export interface FontMetrics {
	ascent: number;
	descent: number;
	lineGap: number;
	unitsPerEm: number;
	xWidthAvg: number;
}

/** One woff2 file of a family: a weight (`400`) or, for a variable font, a range (`400 700`). */
export interface FontFile {
	weight: string;
	url: string;
}

/** A web font the sites serve from their own host. */
export interface SelfHostedFont {
	/** The family as institutes name it (Google Fonts' name). */
	family: string;
	/** The generic family its fallback is drawn from. */
	generic: 'sans-serif' | 'serif';
	/** The regular style's metrics, for the fallback's overrides. */
	metrics: FontMetrics;
	files: readonly FontFile[];
}

/** A system font stand-in: its metrics and the local names it has on each platform. */
export interface LocalFallback {
	metrics: FontMetrics;
	/** `local()` names for regular text, then for bold text. */
	regular: readonly string[];
	bold: readonly string[];
}

/** The name of a family's adjusted fallback face. */
export const fallbackName = (family: string) => `${family} fallback`;

const percent = (ratio: number) => `${Number((ratio * 100).toFixed(2))}%`;

/**
 * The overrides that make `fallback` take the space `font` would (Capsize's formula): scaled to
 * the same average character width, with the font's ascent, descent and line gap.
 */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics): string {
	const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
	const em = font.unitsPerEm * sizeAdjust;
	return [
		`size-adjust:${percent(sizeAdjust)}`,
		`ascent-override:${percent(font.ascent / em)}`,
		`descent-override:${percent(Math.abs(font.descent) / em)}`,
		`line-gap-override:${percent(font.lineGap / em)}`,
	].join(';');
}

const sources = (names: readonly string[]) => names.map((name) => `local("${name}")`).join(',');

/** The `@font-face` rules of a family's fallback, for regular and bold text: in the page's CSS. */
export function fallbackFaceCss(font: SelfHostedFont, fallback: LocalFallback): string {
	const overrides = fallbackOverrides(font.metrics, fallback.metrics);
	const name = fallbackName(font.family);
	return (
		[
			[400, fallback.regular],
			[700, fallback.bold],
		] as const
	)
		.map(
			([weight, names]) =>
				`@font-face{font-family:"${name}";font-style:normal;font-weight:${weight};src:${sources(names)};${overrides}}`,
		)
		.join('');
}

/** One face of a web font for the loader: family, weight (or range) and file. */
export type WebFontFace = readonly [family: string, weight: string, url: string];

/** A family's faces, one per file. */
export function webFontFaces(font: SelfHostedFont): WebFontFace[] {
	return font.files.map((file) => [font.family, file.weight, file.url] as const);
}

/**
 * The inline script that adds the web fonts' faces once the page has loaded: until then no font
 * request exists to compete with the page's first paint and its largest image on a slow link, and
 * text shows in the metric-matched fallback. The browser then fetches only the faces text uses,
 * shown with `font-display: swap`. Without the CSS Font Loading API the fallback stays.
 */
export function fontLoaderScript(faces: readonly WebFontFace[]): string {
	return `(()=>{const F=${json(faces)},a=()=>{if(!document.fonts||typeof FontFace!=='function')return;for(const[f,w,u]of F)document.fonts.add(new FontFace(f,'url("'+u+'") format("woff2")',{weight:w,style:'normal',display:'swap'}))};document.readyState==='complete'?a():addEventListener('load',a,{once:true})})();`;
}
