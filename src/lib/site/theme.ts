/**
 * Institute branding as CSS custom properties. Colours were validated by the mappers (`#RRGGBB`
 * or null), fonts are family names; anything absent keeps the default theme (white background,
 * sans-serif), which lives in src/styles/global.css.
 */
import type { Theme } from '../lms/types.ts';
import { legibleOn } from './contrast.ts';

const COLOUR_VARIABLES = {
	backgroundColor: '--color-background',
	textContentColor: '--color-text',
	textHeadingColor: '--color-heading',
	textAnchorColor: '--color-anchor',
	borderColor: '--color-border',
} as const satisfies Partial<Record<keyof Theme, string>>;

const SAFE_FONT = /^[\p{L}\p{N} \-]{1,60}$/u;

function fontStack(name: string | null): string | null {
	// A font name is interpolated into CSS, so anything but letters, digits, spaces and dashes is dropped.
	return name && SAFE_FONT.test(name) ? `'${name}', var(--font-fallback)` : null;
}

const DEFAULT_BACKGROUND = '#FFFFFF';
const isHex = (colour: string | null): colour is string =>
	!!colour && /^#[0-9a-f]{6}$/i.test(colour);

/**
 * CSS declarations (for a `:root` rule) overriding the default theme with the institute's own.
 * Text colours are made legible on the background (WCAG AA 4.5:1) when the institute's are not;
 * the border colour is decorative and kept as is.
 */
export function themeDeclarations(theme: Theme): string {
	const declarations: string[] = [];
	const background = isHex(theme.backgroundColor) ? theme.backgroundColor : DEFAULT_BACKGROUND;
	for (const [key, variable] of Object.entries(COLOUR_VARIABLES)) {
		const colour = theme[key as keyof typeof COLOUR_VARIABLES];
		if (!isHex(colour)) continue;
		const legible =
			key === 'borderColor' || key === 'backgroundColor' ? colour : legibleOn(colour, background);
		declarations.push(`${variable}:${legible}`);
	}
	const heading = fontStack(theme.headingFont);
	const content = fontStack(theme.contentFont);
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
