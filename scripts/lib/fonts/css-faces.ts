/**
 * Reading a fonts API's stylesheet (Google Fonts' CSS2 answer): its `@font-face` rules, one per
 * subset and weight, each checked before anything of it reaches a page's CSS or a request: the
 * family must be the one asked for, the weight, style and unicode-range must be well formed, and
 * the file's address must be https or on the fonts API's own origin. Pure.
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

/** Whether a file address may be fetched: https, or the fonts API's own origin (a local stand-in). */
export function fontFileUrl(raw: string, cssUrl: string): URL | null {
	let url: URL;
	try {
		url = new URL(raw, cssUrl);
	} catch {
		return null;
	}
	if (url.username || url.password) return null;
	return url.protocol === 'https:' || url.origin === new URL(cssUrl).origin ? url : null;
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

function face(block: string, family: string, cssUrl: string): ParsedFace | string {
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
	const url = fontFileUrl(source, cssUrl);
	if (url === null)
		return `a file address that is neither https nor the fonts API's (${source.slice(0, 80)})`;
	return { family, style, weight, unicodeRange: range, url: url.href };
}

/**
 * The `@font-face` rules of `css` for `family`, fetched from `cssUrl` (relative file addresses
 * resolve against it). Any rule that fails a check makes the whole stylesheet unusable: a page
 * either gets every subset or keeps the Google Fonts link.
 */
export function parseFontFaces(css: string, family: string, cssUrl: string): ParsedFaces {
	const blocks = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@font-face\s*\{([^{}]*)\}/g)];
	if (blocks.length === 0) return { ok: false, reason: 'the stylesheet has no @font-face rule' };
	if (blocks.length > MAX_FACES)
		return { ok: false, reason: `the stylesheet has over ${MAX_FACES} @font-face rules` };
	const faces: ParsedFace[] = [];
	for (const [, block] of blocks) {
		const parsed = face(block ?? '', family, cssUrl);
		if (typeof parsed === 'string') return { ok: false, reason: `the stylesheet has ${parsed}` };
		faces.push(parsed);
	}
	return { ok: true, faces };
}
