/**
 * Content keys for incremental builds. A tenant's site is a function of its fetched data and of
 * the code and configuration that render it; the key is a hash of both. A build renders a tenant
 * only when its key differs from the live release's (Astro has no incremental build of its own).
 */
import type { SiteData } from '../../../src/lib/site/site-data.ts';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** What renders a site, relative to the project root: every file under a folder counts. */
export const RENDER_INPUTS = [
	'src',
	'public',
	'astro.config.mjs',
	'tsconfig.json',
	'package-lock.json',
] as const;

async function filesUnder(root: string, entry: string): Promise<string[]> {
	const path = join(root, entry);
	const found = await readdir(path, { recursive: true, withFileTypes: true }).catch(
		(error: NodeJS.ErrnoException) => {
			if (error.code === 'ENOTDIR') return null;
			if (error.code === 'ENOENT') return [];
			throw error;
		},
	);
	if (found === null) return [path];
	return found.filter((file) => file.isFile()).map((file) => join(file.parentPath, file.name));
}

/**
 * Hash of the code and configuration that render every site: the render inputs' paths and
 * contents, plus `extra` (settings outside those files that change the output).
 */
export async function codeHash(root: string, extra = ''): Promise<string> {
	const hash = createHash('sha256');
	const files = (await Promise.all(RENDER_INPUTS.map((entry) => filesUnder(root, entry))))
		.flat()
		.map((file) => relative(root, file).split('\\').join('/'))
		.sort();
	for (const file of files) {
		hash.update(`${file}\0`);
		hash.update(await readFile(join(root, file)));
		hash.update('\0');
	}
	hash.update(extra);
	return hash.digest('hex');
}

/** One tenant's key: its data (payment settings included) together with the code hash. */
export function contentKey(code: string, site: SiteData): string {
	return createHash('sha256').update(code).update('\n').update(JSON.stringify(site)).digest('hex');
}
