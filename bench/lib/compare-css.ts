/**
 * The styles of our built pages, read from their HTML so the baseline is styled identically: the
 * same-origin stylesheets each page links, its inline <style> blocks (not the theme block: the
 * baseline applies the theme itself from P1), and the web-font <link>s of its head. Split into
 * what every compared page shares (the baseline's layout stylesheet) and what each adds (its
 * route's stylesheet).
 */

/** One piece of a page's CSS: a linked stylesheet (`href`) or an inline block (`css`). */
export type StylePiece = { href: string } | { css: string };

/** What a page's HTML says about its styles. */
export interface PageStyles {
	pieces: StylePiece[];
	/** Font stylesheets, preloads and preconnects, as attribute lists. */
	fontLinks: Array<Record<string, string>>;
}

const ENTITIES: Record<string, string> = {
	'&amp;': '&',
	'&quot;': '"',
	'&#39;': "'",
	'&lt;': '<',
	'&gt;': '>',
};
const decode = (text: string) =>
	text.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** The attributes of one start tag (`<link rel="x" href=y crossorigin>`), names lower-cased. */
export function tagAttributes(tag: string): Record<string, string> {
	const attributes: Record<string, string> = {};
	const body = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
	for (const [, name, double, single, bare] of body.matchAll(
		/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
	))
		attributes[name!.toLowerCase()] = decode(double ?? single ?? bare ?? '');
	return attributes;
}

const isSameOrigin = (href: string) => href.startsWith('/') && !href.startsWith('//');
const isThemeBlock = (css: string) => /^\s*html:root\s*\{/.test(css);

function isFontLink(attributes: Record<string, string>): boolean {
	const rel = (attributes['rel'] ?? '').toLowerCase();
	const href = attributes['href'] ?? '';
	if (rel === 'preload') return attributes['as'] === 'font';
	if (rel === 'preconnect' || rel === 'stylesheet')
		return !isSameOrigin(href) && /font/i.test(href);
	return false;
}

/**
 * The styles of one built page, in document order. `<noscript>` content is skipped; a font
 * stylesheet loaded with the `media="print"` swap is listed as a plain stylesheet (the baseline
 * adds it from script, which never blocks rendering).
 */
export function pageStyles(html: string): PageStyles {
	const head = html.replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '');
	const pieces: StylePiece[] = [];
	const fontLinks: Array<Record<string, string>> = [];
	for (const match of head.matchAll(/<link\b[^>]*>|<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
		const [tag, css] = match;
		if (css !== undefined) {
			if (!isThemeBlock(css)) pieces.push({ css });
			continue;
		}
		const attributes = tagAttributes(tag);
		const rel = (attributes['rel'] ?? '').toLowerCase();
		const href = attributes['href'] ?? '';
		if (rel === 'stylesheet' && isSameOrigin(href)) pieces.push({ href });
		else if (isFontLink(attributes)) {
			const { onload: _onload, media: _media, ...kept } = attributes;
			fontLinks.push(kept);
		}
	}
	return { pieces, fontLinks };
}

const keyOf = (piece: StylePiece) => ('href' in piece ? `href:${piece.href}` : `css:${piece.css}`);

/**
 * The pieces every page has (in the first page's order) and, per page, the pieces only it has
 * (in its order).
 */
export function splitStyles<Page extends string>(
	pages: ReadonlyArray<readonly [Page, PageStyles]>,
): { layout: StylePiece[]; perPage: Record<Page, StylePiece[]> } {
	const first = pages[0]?.[1].pieces ?? [];
	const everywhere = new Set(
		first
			.map(keyOf)
			.filter((key) => pages.every(([, styles]) => styles.pieces.some((p) => keyOf(p) === key))),
	);
	const layout = first.filter((piece) => everywhere.has(keyOf(piece)));
	const perPage = Object.fromEntries(
		pages.map(([page, styles]) => [
			page,
			styles.pieces.filter((piece) => !everywhere.has(keyOf(piece))),
		]),
	) as Record<Page, StylePiece[]>;
	return { layout, perPage };
}

/**
 * CSS `url()`s relative to a stylesheet in `/_astro/` made absolute, so they resolve to the same
 * files wherever the CSS is bundled.
 */
export function absoluteUrls(css: string, stylesheetHref: string): string {
	return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, url: string) => {
		if (/^(?:[a-z]+:|\/|#)/i.test(url)) return whole;
		return `url(${quote}${new URL(url, `http://site${stylesheetHref}`).pathname}${quote})`;
	});
}
