/**
 * The files every tenant's site shares (hashed `_astro/` assets and the files from `public/`),
 * kept once in a content-addressed store `dist/.shared/` and hard-linked into each release. A
 * release stays a complete, self-contained folder, yet 1,000 tenants cost one copy of each asset
 * (and one compression of it), not 1,000. A blob no release links any more is removed by `gcShared`.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { copyFileSync, existsSync, linkSync, mkdirSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { compressedVariants } from './precompress.ts';

/** The store's folder under the dist folder. */
export const SHARED_DIR = '.shared';

/** One shared file: where it goes in a site, and its blob (and compressed blobs) in the store. */
export interface SharedFile {
	/** Path inside a site, with `/` separators. */
	path: string;
	blob: string;
	/** Suffixes (`.br`, `.gz`) the store holds beside the blob. */
	variants: string[];
}

const COMPRESSED_SUFFIXES = ['.br', '.gz'];

// Written through a temporary file renamed into place (write-file-atomic names it by process,
// thread and call), so a reader never sees half a blob, and two files of one build with the same
// content (two pages' scripts that import the same chunk and nothing else), stored at once, or
// two shards storing the same blob, each write whole. No fsync, as before: a blob lost to a crash
// is written again by the next build.
async function putFile(path: string, body: Buffer) {
	await writeFileAtomic(path, body, { fsync: false });
}

async function storeOne(store: string, root: string, file: string): Promise<SharedFile> {
	const body = await readFile(file);
	const path = relative(root, file).split('\\').join('/');
	const hash = createHash('sha256').update(body).digest('hex');
	const blob = join(store, hash.slice(0, 2), `${hash}${extname(file)}`);
	const known = existsSync(blob);
	if (known) {
		// Compressed once, when the blob was stored; a fresh time keeps it from a concurrent gcShared.
		const now = new Date();
		await utimes(blob, now, now).catch(() => {});
		const variants = COMPRESSED_SUFFIXES.filter((suffix) => existsSync(blob + suffix));
		return { path, blob, variants };
	}
	await mkdir(dirname(blob), { recursive: true });
	const variants: string[] = [];
	for (const [suffix, compressed] of await compressedVariants(path, body)) {
		await putFile(`${blob}${suffix}`, compressed);
		variants.push(suffix);
	}
	// The blob last: its presence says its compressed copies are complete.
	await putFile(blob, body);
	return { path, blob, variants };
}

/**
 * Puts the shared root entries of one Astro output (everything but the tenant folders and hidden
 * ones) into the store, compressing each new blob once; returns what a release links.
 */
export async function storeShared(
	distDir: string,
	outDir: string,
	tenantDomains: ReadonlySet<string>,
): Promise<SharedFile[]> {
	const store = join(distDir, SHARED_DIR);
	const files: string[] = [];
	for (const entry of await readdir(outDir, { withFileTypes: true })) {
		// Astro's server bundle (`.prerender/`) sits in the output while the waves render.
		if (tenantDomains.has(entry.name) || entry.name.startsWith('.')) continue;
		const path = join(outDir, entry.name);
		if (entry.isFile()) files.push(path);
		else if (entry.isDirectory()) {
			for (const inner of await readdir(path, { recursive: true, withFileTypes: true }))
				if (inner.isFile()) files.push(join(inner.parentPath, inner.name));
		}
	}
	return mapWithConcurrency(files, 8, (file) => storeOne(store, outDir, file));
}

function linkOrCopy(from: string, to: string) {
	try {
		linkSync(from, to);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === 'EEXIST') return;
		// Some file systems (and some container mounts) have no hard links: a copy is still correct.
		if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
		copyFileSync(from, to);
	}
}

/**
 * Links every shared file (and its compressed copies) into a release folder. Synchronous on
 * purpose: a few hundred links a tenant are microseconds each, and going through the thread
 * pool one by one cost more in hand-offs than the links themselves.
 */
export function linkShared(files: readonly SharedFile[], siteDir: string): void {
	const folders = new Set(files.map((file) => dirname(join(siteDir, file.path))));
	for (const folder of folders) mkdirSync(folder, { recursive: true });
	for (const file of files) {
		const target = join(siteDir, file.path);
		linkOrCopy(file.blob, target);
		for (const suffix of file.variants) linkOrCopy(file.blob + suffix, target + suffix);
	}
}

// A blob this young may be about to be linked by a build running now.
const GC_MIN_AGE_MS = 60 * 60 * 1000;

/** Removes blobs that no release links any more (a link count of one is the store's own). */
export async function gcShared(distDir: string, now = Date.now()): Promise<number> {
	const store = join(distDir, SHARED_DIR);
	const entries = await readdir(store, { recursive: true, withFileTypes: true }).catch(() => []);
	let removed = 0;
	for (const entry of entries) {
		if (!entry.isFile()) continue;
		const path = join(entry.parentPath, entry.name);
		const info = await stat(path).catch(() => null);
		if (info?.nlink === 1 && now - info.mtimeMs > GC_MIN_AGE_MS) {
			await rm(path, { force: true });
			removed++;
		}
	}
	return removed;
}
