/**
 * A self-hosted web font on a page: a local fallback font whose size and line metrics are
 * adjusted to the web font's (`@font-face` rules in the page's CSS), so text paints at once in the
 * fallback and barely moves when the web font arrives; and the web font's woff2 files, added by a
 * small inline script once the page has loaded, shown with `font-display: swap`.
 * Pure: the files and metrics come from src/lib/fonts/files.ts.
 */
import { json } from '../site/script-json.ts';

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
export function fallbackFaceCss(
	font: Pick<SelfHostedFont, 'family' | 'metrics'>,
	fallback: LocalFallback,
): string {
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

/** Where a visitor's browser notes that this site's font files are in its cache. */
export const FONTS_WARM_KEY = 'webFontsWarm';

// A first visit fetches the files this long after the load event, then when the browser is idle
// (at most this much later): an island page's data and its largest paint often come after load,
// and 100-150 KB of fonts at the highest priority would compete with them on a slow network.
const WARM_DELAY_MS = 1500;
const WARM_IDLE_TIMEOUT_MS = 1000;

/**
 * The inline script that brings the web fonts in without ever moving text:
 * - on a visit whose browser has not fetched this set of faces yet, it loads them 1.5 s after the
 *   page has loaded, when the browser is idle (no font request competes with the first paint, the
 *   largest image or an island's first data), without applying them, then notes in localStorage
 *   that they are cached (`FONTS_WARM_KEY` = `setId`);
 *   the page keeps its metric-matched fallback, so nothing shifts;
 * - on later pages it adds the faces at once, before the first paint, with `font-display:
 *   optional`: from the cache they are ready within the block period and text paints in the web
 *   font from the start; if the cache lost them, the fallback stays for that page.
 * Without the CSS Font Loading API, or with storage refused, the fallback stays.
 */
export function fontLoaderScript(faces: readonly WebFontFace[], setId: string): string {
	return `(()=>{const F=${json(faces)},K=${json(FONTS_WARM_KEY)},H=${json(setId)},d=document;if(!d.fonts||typeof FontFace!=='function')return;const m=()=>F.map(([f,w,u])=>new FontFace(f,'url("'+u+'") format("woff2")',{weight:w,style:'normal',display:'optional'}));let w=!1;try{w=localStorage.getItem(K)===H}catch{}if(w){for(const x of m())d.fonts.add(x);return}const a=()=>Promise.all(m().map(x=>x.load())).then(()=>{try{localStorage.setItem(K,H)}catch{}},()=>{}),l=()=>setTimeout(()=>{const i=window.requestIdleCallback;i?i(a,{timeout:${WARM_IDLE_TIMEOUT_MS}}):a()},${WARM_DELAY_MS});d.readyState==='complete'?l():addEventListener('load',l,{once:true})})();`;
}
