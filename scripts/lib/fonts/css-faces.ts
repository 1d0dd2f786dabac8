/**
 * Reading a fonts API's stylesheet (Google Fonts' CSS2 answer): its `@font-face` rules, one per
 * subset and weight, each checked before anything of it reaches a page's CSS or a request: the
 * family must be the one asked for, the weight, style and unicode-range must be well formed, and
 * the file must be on the stylesheet's own origin or an allowed one (`https://fonts.gstatic.com`,
 * or `FONT_FILE_ORIGINS`). A refusal names at most an origin, never a whole address. Pure.
 */

/** One `@font-face` rule as the stylesheet gives it, checked. */
export interface ParsedFace {
	family: string;
	style: 'normal' | 'italic';
	/** `400`, or a range `100 900`. */
	weight: string;
	/** `U+0900-097F, U+200C`, or null when the rule has none. */
	unicodeRange: string | null;
	/** The woff2 file's absolute address. */
	url: string;
}

/** The faces of a stylesheet, or why it cannot be used. */
export type ParsedFaces = { ok: true; faces: ParsedFace[] } | { ok: false; reason: string };

/** More faces than this is not a font stylesheet (Google's largest families have about 400). */
export const MAX_FACES = 600;

const WEIGHT = /^[1-9]\d{0,2}( [1-9]\d{0,2})?$/;
const RANGE_ITEM = /^U\+[\dA-F?]{1,6}(-[\dA-F]{1,6})?$/i;

/** Where font files may come from besides the stylesheet's own origin, unless configured. */
export const DEFAULT_FONT_FILE_ORIGINS: readonly string[] = ['https://fonts.gstatic.com'];

/**
 * A file address that may be fetched: on the stylesheet's own origin (the sandbox's stand-in
 * serves its files there) or one of `origins`, without credentials; else null.
 */
export function fontFileUrl(
	raw: string,
	cssUrl: string,
	origins: readonly string[] = DEFAULT_FONT_FILE_ORIGINS,
): URL | null {
	const url = URL.parse(raw, cssUrl);
	if (!url || url.username || url.password) return null;
	return url.origin === new URL(cssUrl).origin || origins.includes(url.origin) ? url : null;
}

// Why a file address was refused, naming its origin at most: a stylesheet's addresses are not ours
// to repeat.
function refusedFile(raw: string, cssUrl: string): string {
	const url = URL.parse(raw, cssUrl);
	if (!url || !/^https?:$/.test(url.protocol)) return 'a font file address that is not http(s)';
	if (url.username || url.password) return 'a font file address with credentials';
	return `a font file on ${url.origin}, an origin not allowed`;
}

function descriptors(block: string): Map<string, string> {
	const map = new Map<string, string>();
	for (const part of block.split(';')) {
		const colon = part.indexOf(':');
		if (colon < 0) continue;
		map.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim());
	}
	return map;
}

const unquote = (value: string) => value.replace(/^(['"])(.*)\1$/, '$2');

function unicodeRange(value: string | undefined): string | null | false {
	if (value === undefined) return null;
	const items = value.split(',').map((item) => item.trim());
	return items.every((item) => RANGE_ITEM.test(item)) ? items.join(', ') : false;
}

function woff2Source(value: string | undefined): string | null {
	// Google's form: url(https://…/x.woff2) format('woff2'); the first woff2 source wins.
	for (const match of (value ?? '').matchAll(
		/url\(\s*(['"]?)([^'")\s]+)\1\s*\)\s*(format\(\s*['"]?([\w-]+)['"]?\s*\))?/g,
	)) {
		const format = match[4];
		if (format === undefined || format === 'woff2') return match[2] ?? null;
	}
	return null;
}

function face(
	block: string,
	family: string,
	cssUrl: string,
	origins: readonly string[],
): ParsedFace | string {
	const map = descriptors(block);
	const named = unquote(map.get('font-family') ?? '');
	if (named.toLowerCase() !== family.toLowerCase()) return `a rule for "${named}", not ${family}`;
	const style = map.get('font-style') ?? 'normal';
	if (style !== 'normal' && style !== 'italic') return `font-style ${style}`;
	const weight = (map.get('font-weight') ?? '400').replace(/\s+/g, ' ');
	if (!WEIGHT.test(weight)) return `font-weight ${weight}`;
	const range = unicodeRange(map.get('unicode-range'));
	if (range === false) return 'a malformed unicode-range';
	const source = woff2Source(map.get('src'));
	if (source === null) return 'a rule without a woff2 file';
	const url = fontFileUrl(source, cssUrl, origins);
	if (url === null) return refusedFile(source, cssUrl);
	return { family, style, weight, unicodeRange: range, url: url.href };
}

/**
 * The `@font-face` rules of `css` for `family`, fetched from `cssUrl` (relative file addresses
 * resolve against it), whose files are on its origin or one of `origins`. Any rule that fails a
 * check makes the whole stylesheet unusable: a page either gets every subset or keeps the Google
 * Fonts link.
 */
export function parseFontFaces(
	css: string,
	family: string,
	cssUrl: string,
	origins: readonly string[] = DEFAULT_FONT_FILE_ORIGINS,
): ParsedFaces {
	const blocks = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@font-face\s*\{([^{}]*)\}/g)];
	if (blocks.length === 0) return { ok: false, reason: 'the stylesheet has no @font-face rule' };
	if (blocks.length > MAX_FACES)
		return { ok: false, reason: `the stylesheet has over ${MAX_FACES} @font-face rules` };
	const faces: ParsedFace[] = [];
	for (const [, block] of blocks) {
		const parsed = face(block ?? '', family, cssUrl, origins);
		if (typeof parsed === 'string') return { ok: false, reason: `the stylesheet has ${parsed}` };
		faces.push(parsed);
	}
	return { ok: true, faces };
}
