/**
 * Old addresses of retitled products keep working. A product's address ends with its id
 * (`/product/{title-slug}-{id}`), so when its title changes, the previous release's folder for it
 * names the id under another slug. Each new release then carries, for every such old address:
 *
 * - a line in `_redirects`, which Netlify and Cloudflare Pages answer with a 301, and which the
 *   build's nginx.conf turns into `return 301` rules (hosts/nginx-conf.ts);
 * - a small page at the old address, for every other host (a bucket behind a CDN, the preview
 *   server): a canonical link, `location.replace`, and a meta refresh without script.
 *
 * The previous release's redirect pages are folders too, so every address a product ever had is
 * carried forward from release to release. A product no longer listed gets no redirect.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file of redirect rules in a release folder (Netlify's and Cloudflare Pages' format). */
export const REDIRECTS_FILE = '_redirects';

/** One old address of a product and its current one: unencoded `/product/` slugs. */
export interface MovedProduct {
	from: string;
	to: string;
}

// A product page's folder: anything, then `-` and the product id.
const PRODUCT_FOLDER = /-(\d+)$/;

/** The product id a detail page's slug ends with, or null. */
export function productIdOf(slug: string): string | null {
	return PRODUCT_FOLDER.exec(slug)?.[1] ?? null;
}

/**
 * The old slugs of `previous` (the live release's product folders) whose product now lives at
 * another slug of `current` (the new release's), sorted.
 */
export function movedProducts(
	previous: readonly string[],
	current: readonly string[],
): MovedProduct[] {
	const now = new Map<string, string>();
	for (const slug of current) {
		const id = productIdOf(slug);
		if (id !== null) now.set(id, slug);
	}
	const kept = new Set(current);
	const moves: MovedProduct[] = [];
	for (const slug of previous) {
		const id = productIdOf(slug);
		const to = id === null ? undefined : now.get(id);
		if (to !== undefined && !kept.has(slug)) moves.push({ from: slug, to });
	}
	return moves.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** A slug's root-relative address, percent-encoded. */
export function productAddress(slug: string): string {
	return `/product/${encodeURIComponent(slug)}`;
}

/** The `_redirects` text for `moves` (empty when there are none). */
export function redirectsFile(moves: readonly MovedProduct[]): string {
	if (moves.length === 0) return '';
	const lines = [
		'# Written by the build (scripts/lib/releases/moved-products.ts): old addresses of retitled products.',
		...moves.map(({ from, to }) => `${productAddress(from)} ${productAddress(to)} 301`),
	];
	return `${lines.join('\n')}\n`;
}

/** Reads `_redirects` lines back into moves (the nginx configuration's source); skips others. */
export function parseRedirects(text: string): MovedProduct[] {
	const moves: MovedProduct[] = [];
	for (const line of text.split('\n')) {
		const match = /^\/product\/(\S+) \/product\/(\S+) 301$/.exec(line.trim());
		if (!match) continue;
		try {
			moves.push({ from: decodeURIComponent(match[1]!), to: decodeURIComponent(match[2]!) });
		} catch {
			// A malformed escape: not one of ours.
		}
	}
	return moves;
}

/** The page left at an old address: it sends the visitor on to `to`, with or without script. */
export function redirectPage(to: string): string {
	const target = productAddress(to);
	const script = `location.replace(${JSON.stringify(target)})`;
	const hash = createHash('sha256').update(script).digest('base64');
	return [
		'<!doctype html>',
		'<html lang="en">',
		'<head>',
		'<meta charset="utf-8">',
		`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'">`,
		'<meta name="robots" content="noindex">',
		'<title>This product has moved</title>',
		`<link rel="canonical" href="${target}">`,
		`<meta http-equiv="refresh" content="0; url=${target}">`,
		`<script>${script}</script>`,
		'</head>',
		'<body>',
		`<p>This product has moved: <a href="${target}">go to its page</a>.</p>`,
		'</body>',
		'</html>',
		'',
	].join('\n');
}

async function productFolders(siteDir: string): Promise<string[]> {
	const entries = await readdir(join(siteDir, 'product'), { withFileTypes: true }).catch(() => []);
	return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/**
 * Writes the redirects of `newDir` (a release folder not yet live) from the live site folder
 * `liveDir` (null when the tenant has none): the pages and `_redirects`. Returns the moves.
 */
export async function writeMovedProducts(
	liveDir: string | null,
	newDir: string,
): Promise<MovedProduct[]> {
	const previous = liveDir === null ? [] : await productFolders(liveDir);
	const moves = movedProducts(previous, await productFolders(newDir));
	for (const { from, to } of moves) {
		const folder = join(newDir, 'product', from);
		await mkdir(folder, { recursive: true });
		await writeFile(join(folder, 'index.html'), redirectPage(to));
	}
	if (moves.length > 0) await writeFile(join(newDir, REDIRECTS_FILE), redirectsFile(moves));
	return moves;
}
