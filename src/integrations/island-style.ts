/**
 * Astro writes the style its island elements need (`astro-island{display:contents}`…) into the
 * body, beside the first island. HTML allows a `<style>` only in the head (or first in a
 * `<noscript>`), so the page renderer moves it to the end of the head, where it applies to the
 * islands as well. Works on the page's bytes, as csp-first.ts does: the tag is ASCII.
 */

// Astro's island style, exactly as it renders it.
const ISLAND_STYLE = Buffer.from(
	'<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>',
);
const HEAD_END = Buffer.from('</head>');

/** The page with Astro's island style moved from its body to the end of its head. */
export function islandStyleInHead(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
	const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
	const headEnd = html.indexOf(HEAD_END);
	if (headEnd === -1) return page;
	const start = html.indexOf(ISLAND_STYLE, headEnd);
	if (start === -1) return page;
	const end = start + ISLAND_STYLE.length;
	return Buffer.concat([
		html.subarray(0, headEnd),
		ISLAND_STYLE,
		html.subarray(headEnd, start),
		html.subarray(end),
	]);
}
