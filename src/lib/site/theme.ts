/**
 * Institute branding as CSS custom properties. Colours were validated by the mappers (`#RRGGBB`
 * or null), fonts are family names (their stacks: src/lib/fonts/web-fonts.ts); anything absent keeps the default theme (white background,
 * sans-serif), which lives in src/styles/global.css.
 */
import type { Theme } from '../lms/types.ts';
import { legibleOn, mix } from './contrast.ts';
import { fontStack } from '../fonts/web-fonts.ts';
import type { DownloadedFont } from '../fonts/downloaded.ts';

const COLOUR_VARIABLES = {
	backgroundColor: '--color-background',
	textContentColor: '--color-text',
	textHeadingColor: '--color-heading',
	textAnchorColor: '--color-anchor',
	borderColor: '--color-border',
} as const satisfies Partial<Record<keyof Theme, string>>;

const DEFAULT_BACKGROUND = '#FFFFFF';
const DEFAULT_BORDER = '#D1D5DB';
const DEFAULT_HEADING = '#111827';
// Form fields are filled white on every theme (src/styles/controls.css).
const FIELD_FILL = '#FFFFFF';
// How far the panel surface leans from the background toward the heading colour: a tint, not a colour.
const SURFACE_TINT = 0.05;
// WCAG 1.4.11: a field's outline must reach 3:1 against the colours beside it.
const OUTLINE_RATIO = 3;
const isHex = (colour: string | null): colour is string =>
	!!colour && /^#[0-9a-f]{6}$/i.test(colour);

/** Colours derived from a theme: a panel surface and a form-field outline. */
export interface DerivedColours {
	/** Panels and cards: the background tinted toward the heading colour. */
	surface: string;
	/** Form-field borders: the theme's border colour darkened (or lightened) to 3:1 against the page background, the surface and the field's white fill. */
	outline: string;
}

/** The panel surface and field outline of a theme (absent colours take the default theme's). */
export function derivedColours(theme: Theme): DerivedColours {
	const background = isHex(theme.backgroundColor) ? theme.backgroundColor : DEFAULT_BACKGROUND;
	const heading = isHex(theme.textHeadingColor) ? theme.textHeadingColor : DEFAULT_HEADING;
	const border = isHex(theme.borderColor) ? theme.borderColor : DEFAULT_BORDER;
	const surface = mix(background, heading, SURFACE_TINT);
	return { surface, outline: legibleOn(border, [background, surface, FIELD_FILL], OUTLINE_RATIO) };
}

/**
 * CSS declarations (for a `:root` rule) overriding the default theme with the institute's own.
 * Text colours are made legible on the background and the panel surface (WCAG AA 4.5:1) when the
 * institute's are not;
 * the border colour is decorative and kept as is. A theme with any colour of its own also gets its
 * derived surface and field outline (`derivedColours`). `fonts` are the families the build
 * downloaded (their stacks name their fallbacks).
 */
export function themeDeclarations(theme: Theme, fonts: readonly DownloadedFont[] = []): string {
	const key = JSON.stringify([
		theme,
		fonts.filter((font) => font.metrics).map((font) => font.family),
	]);
	let declarations = themeCache.get(key);
	if (declarations === undefined) {
		declarations = computeThemeDeclarations(theme, fonts);
		if (themeCache.size >= 1000) themeCache.clear();
		themeCache.set(key, declarations);
	}
	return declarations;
}

// Every page of a tenant carries the same declarations; the contrast search behind them is not free.
const themeCache = new Map<string, string>();

function computeThemeDeclarations(theme: Theme, fonts: readonly DownloadedFont[]): string {
	const declarations: string[] = [];
	const background = isHex(theme.backgroundColor) ? theme.backgroundColor : DEFAULT_BACKGROUND;
	const { surface, outline } = derivedColours(theme);
	for (const [key, variable] of Object.entries(COLOUR_VARIABLES)) {
		const colour = theme[key as keyof typeof COLOUR_VARIABLES];
		if (!isHex(colour)) continue;
		// Text sits on the page and on panels (cards, the cart's summary): legible on both.
		const legible =
			key === 'borderColor' || key === 'backgroundColor'
				? colour
				: legibleOn(colour, [background, surface]);
		declarations.push(`${variable}:${legible}`);
	}
	if (declarations.length > 0)
		declarations.push(`--color-surface:${surface}`, `--color-outline:${outline}`);
	const heading = fontStack(theme.headingFont, fonts);
	const content = fontStack(theme.contentFont, fonts);
	if (heading) declarations.push(`--font-heading:${heading}`);
	if (content) declarations.push(`--font-content:${content}`);
	return declarations.join(';');
}

/** Origins of the institute's images (logo, banners, cards), to connect to early; invalid URLs are skipped. */
export function imageOrigins(site: { logoUrl: string | null; bannerUrl: string | null }): string[] {
	const origins = new Set<string>();
	for (const url of [site.logoUrl, site.bannerUrl]) {
		if (!url) continue;
		try {
			const { origin, protocol } = new URL(url);
			if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
		} catch {
			// Not an absolute URL: nothing to connect to.
		}
	}
	return [...origins];
}
