/**
 * The pages a new release added, changed and removed against the release live before it, by the
 * content of each HTML page (the root `404.html`, a copy of `404/index.html`, not counted).
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { join, relative } from 'node:path';
import type { PageChanges } from './history.ts';

/** The HTML pages among the entries of site folder `dir`, read recursively. */
export function pagesOf(entries: readonly Dirent[], dir: string): Dirent[] {
	return entries.filter(
		(entry) =>
			entry.isFile() &&
			entry.name.endsWith('.html') &&
			!(entry.name === '404.html' && entry.parentPath === dir),
	);
}

/** Each HTML page of a site folder by its path, with a hash of its content; empty without one. */
export async function pageHashes(dir: string | null): Promise<Map<string, string>> {
	if (dir === null) return new Map();
	const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
	const pages = pagesOf(entries, dir);
	const hashes = await Promise.all(
		pages.map(async (entry) => {
			const file = join(entry.parentPath, entry.name);
			const hash = createHash('sha256')
				.update(await readFile(file))
				.digest('base64url');
			return [relative(dir, file), hash] as const;
		}),
	);
	return new Map(hashes);
}

/** The pages `after` added, changed and removed against `before` (the release `against`). */
export function comparePages(
	before: ReadonlyMap<string, string>,
	after: ReadonlyMap<string, string>,
	against: string | null,
): PageChanges {
	let added = 0;
	let changed = 0;
	for (const [path, hash] of after) {
		const old = before.get(path);
		if (old === undefined) added++;
		else if (old !== hash) changed++;
	}
	const removed = [...before.keys()].filter((path) => !after.has(path)).length;
	return { against, added, changed, removed };
}
