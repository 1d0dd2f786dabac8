/**
 * The `@font-face` rules of a self-hosted web font: its woff2 files, shown with
 * `font-display: swap`, and a local fallback font whose size and line metrics are adjusted to the
 * web font's, so text paints at once in the fallback and barely moves when the web font arrives.
 * Pure: the files and metrics come from src/lib/seo/font-files.ts.
 */

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

/** The `@font-face` rules of one family: its files, then its fallback for regular and bold text. */
export function fontFaceCss(font: SelfHostedFont, fallback: LocalFallback): string {
	const faces = font.files.map(
		(file) =>
			`@font-face{font-family:"${font.family}";font-style:normal;font-weight:${file.weight};font-display:swap;src:url("${file.url}") format("woff2")}`,
	);
	const overrides = fallbackOverrides(font.metrics, fallback.metrics);
	const name = fallbackName(font.family);
	for (const [weight, names] of [
		[400, fallback.regular],
		[700, fallback.bold],
	] as const)
		faces.push(
			`@font-face{font-family:"${name}";font-style:normal;font-weight:${weight};src:${sources(names)};${overrides}}`,
		);
	return faces.join('');
}
