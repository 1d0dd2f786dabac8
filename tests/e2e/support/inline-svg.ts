/**
 * What the build writes into a page for a small SVG (scripts/lib/images/optimiser.ts): the
 * file's text as the sandbox serves it, trimmed and percent-encoded in a data: address.
 */

/** The data: address a page shows for the SVG at `url`. */
export async function inlinedSvg(url: string): Promise<string> {
	const response = await fetch(url);
	if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
	return `data:image/svg+xml,${encodeURIComponent((await response.text()).trim())}`;
}

/** What a page shows for an institute image at `url`: an SVG written in, anything else as it is. */
export async function shownAddress(url: string): Promise<string> {
	return /\.svg(\?|$)/i.test(url) ? inlinedSvg(url) : url;
}
