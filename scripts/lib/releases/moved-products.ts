/**
 * Old addresses of retitled products keep working. A product's address ends with its id
 * (`/product/{title-slug}-{id}`), so when its title changes, the previous release's folder for it
 * names the id under another slug. Each new release then carries, for every such old address:
 *
 * - a line in `_redirects`, which Netlify and Cloudflare Pages answer with a 301;
 * - a link nginx follows at each request to answer a 301, with no reload (hosts/nginx-moved.ts);
 * - a small page at the old address, for every other host (a bucket behind a CDN, the preview
 *   server): a canonical link, `location.replace`, and a meta refresh without script.
 *
 * The previous release's redirect pages are folders too, so every address a product ever had is
 * carried forward from release to release. A product no longer listed gets no redirect.
 *
 * The previous release is the live one in `dist/` when the release is published, and again, when
 * it is deployed, the live one in the bucket (deploy/deploy-sites.ts): its file list in the
 * bucket's release manifest names its product pages and its redirect pages. So a worker that
 * starts with an empty `dist/`, on any machine, still carries every earlier address forward.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeMovedLinks } from '../hosts/nginx-moved.ts';

/** The file of redirect rules in a release folder (Netlify's and Cloudflare Pages' format). */
export const REDIRECTS_FILE = '_redirects';

/** One old address of a product and its current one: unencoded `/product/` slugs. */
export interface MovedProduct {
	from: string;
	to: string;
}

// Moves in the order of their old address.
const byFrom = (a: MovedProduct, b: MovedProduct) =>
	a.from < b.from ? -1 : a.from > b.from ? 1 : 0;

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
	return moves.sort(byFrom);
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

/** Reads `_redirects` lines back into moves (what a release already carries); skips others. */
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

// A detail page's (or redirect page's) site path: `product/<slug>/index.html`.
const PRODUCT_PAGE = /^product\/([^/]+)\/index\.html$/;

/** The product slugs of a release's site paths: its product pages and its redirect pages. */
export function productSlugsOf(paths: Iterable<string>): string[] {
	const slugs: string[] = [];
	for (const path of paths) {
		const slug = PRODUCT_PAGE.exec(path)?.[1];
		if (slug !== undefined) slugs.push(slug);
	}
	return slugs;
}

/**
 * Adds to the release folder `dir` a redirect from each of the `previous` slugs (an earlier
 * release's product folders) whose product `dir` lists at another slug: the page and its
 * `_redirects` line. The redirects `dir` already has stay. Returns all of them. Files are only
 * added (and `_redirects` replaced whole), so it may run on a live release.
 */
export async function carryMovedProducts(
	dir: string,
	previous: readonly string[],
): Promise<MovedProduct[]> {
	const had = parseRedirects(await readFile(join(dir, REDIRECTS_FILE), 'utf8').catch(() => ''));
	const redirected = new Set(had.map((move) => move.from));
	// The product pages themselves: the folders that are not redirect pages.
	const current = (await productFolders(dir)).filter((slug) => !redirected.has(slug));
	const added = movedProducts(previous, current).filter((move) => !redirected.has(move.from));
	const moves = [...had, ...added].sort(byFrom);
	if (added.length > 0) {
		for (const { from, to } of added) {
			const folder = join(dir, 'product', from);
			await mkdir(folder, { recursive: true });
			await writeFile(join(folder, 'index.html'), redirectPage(to));
		}
		// A dot name: a file left by a crash is never deployed.
		const temp = join(dir, `.${REDIRECTS_FILE}-${randomBytes(4).toString('hex')}.tmp`);
		await writeFile(temp, redirectsFile(moves));
		await rename(temp, join(dir, REDIRECTS_FILE));
	}
	// Last: nginx answers 301 from these once they exist (hosts/nginx-moved.ts).
	await writeMovedLinks(dir, moves);
	return moves;
}

/**
 * Writes the redirects of `newDir` (a release folder not yet live) from the live site folder
 * `liveDir` (null when the tenant has none): the pages and `_redirects`. Returns the moves.
 */
export async function writeMovedProducts(
	liveDir: string | null,
	newDir: string,
): Promise<MovedProduct[]> {
	return carryMovedProducts(newDir, liveDir === null ? [] : await productFolders(liveDir));
}
