/**
 * Old addresses of retitled products as nginx answers them: a 301 read from the live release's
 * own files at each request, so a release's new redirects work the moment it goes live, with no
 * reload. nginx cannot read a file's content into a response header, but it can resolve a
 * symbolic link (`$realpath_root`), so each release holds, beside its redirect pages and
 * `_redirects` (releases/moved-products.ts):
 *
 * - `.moved/<old slug>`, a link to `.moved-to/<new address>`: the new slug percent-encoded, cut
 *   into folder names of at most 200 characters (a name holds 255 bytes, an encoded slug up to
 *   765 characters), never inside an escape;
 * - those (empty) folders, which the link needs to resolve.
 *
 * nginx.conf (nginx-conf.ts) joins the folder names back into the `Location` header. Both are dot
 * folders: never deployed (deploy/site-files.ts), and nginx.conf refuses them to visitors.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readlink, rename, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { MovedProduct } from '../releases/moved-products.ts';

/** The folder of a release's links, one per old address, named by the old slug. */
export const MOVED_DIR = '.moved';
/** The folder the links lead into: the new addresses, as folder names. */
export const MOVED_TO_DIR = '.moved-to';
/** The most folder names one new address is cut into (nginx.conf joins this many). */
export const MOVED_TO_PARTS = 4;

const PART_LENGTH = 200;

/**
 * The folder names of an encoded address (`encodeURIComponent` of a slug): pieces of at most
 * `max` characters, none cutting a `%XX` escape.
 */
export function addressParts(encoded: string, max = PART_LENGTH): string[] {
	const parts: string[] = [];
	let rest = encoded;
	while (rest.length > max) {
		// An escape starting within the last two characters would be cut: end before it.
		const escape = rest.lastIndexOf('%', max - 1);
		const cut = escape > max - 3 ? escape : max;
		parts.push(rest.slice(0, cut));
		rest = rest.slice(cut);
	}
	return [...parts, rest];
}

/** Where the link of an old address leads (relative to `.moved/`), or null when nginx.conf cannot join it. */
export function movedLinkTarget(to: string): string | null {
	const parts = addressParts(encodeURIComponent(to));
	if (parts.length > MOVED_TO_PARTS || parts.some((part) => part === '.' || part === '..'))
		return null;
	return ['..', MOVED_TO_DIR, ...parts].join('/');
}

/**
 * Gives `siteDir` the link (and folders) of each of `moves`, replacing atomically one that led
 * elsewhere. Links are only added: a release's moves only grow, and a writer holding an older list
 * of them (host files written beside a deploy that added one) must not take the new one away.
 */
export async function writeMovedLinks(
	siteDir: string,
	moves: readonly MovedProduct[],
): Promise<void> {
	const dir = join(siteDir, MOVED_DIR);
	const wanted = new Map<string, string>();
	for (const { from, to } of moves) {
		const target = movedLinkTarget(to);
		// An address nginx.conf cannot join keeps its redirect page, which every host serves.
		if (target !== null) wanted.set(from, target);
	}
	if (wanted.size === 0) return;
	await mkdir(dir, { recursive: true });
	for (const [from, target] of wanted) {
		await mkdir(join(dir, target), { recursive: true });
		const link = join(dir, from);
		if ((await readlink(link).catch(() => null)) === target) continue;
		// A dot name, which no old slug has: renamed over the link, so nginx never finds none.
		const temp = join(dir, `.link-${randomBytes(4).toString('hex')}`);
		await symlink(target, temp);
		await rename(temp, link);
	}
}
