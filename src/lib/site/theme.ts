/**
 * Institute branding as CSS custom properties. Colours were validated by the mappers (`#RRGGBB`
 * or null), fonts are family names; anything absent keeps the default theme (white background,
 * sans-serif), which lives in src/styles/global.css.
 */
import type { Theme } from '../lms/types.ts';

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

/** CSS declarations (for a `:root` rule) overriding the default theme with the institute's own. */
export function themeDeclarations(theme: Theme): string {
	const declarations: string[] = [];
	for (const [key, variable] of Object.entries(COLOUR_VARIABLES)) {
		const colour = theme[key as keyof typeof COLOUR_VARIABLES];
		if (colour && /^#[0-9a-f]{6}$/i.test(colour)) declarations.push(`${variable}:${colour}`);
	}
	const heading = fontStack(theme.headingFont);
	const content = fontStack(theme.contentFont);
	if (heading) declarations.push(`--font-heading:${heading}`);
	if (content) declarations.push(`--font-content:${content}`);
	return declarations.join(';');
}
