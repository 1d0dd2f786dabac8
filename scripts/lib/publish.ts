/**
 * Publishing one rendered tenant as a new release: its pages move out of the Astro output into a
 * fresh release folder, get their compressed copies, the shared assets are linked in, and the
 * release goes live in one atomic switch (see releases.ts). Older releases beyond the kept few
 * are removed.
 */
import { cp, copyFile, readdir, rename } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { precompressSite } from './precompress.ts';
import {
	activate,
	createReleaseDir,
	pruneReleases,
	writeReleaseInfo,
	type ReleaseInfo,
} from './releases.ts';
import { linkShared, type SharedFile } from './shared-assets.ts';

async function moveFolder(from: string, to: string) {
	try {
		await rename(from, to);
	} catch (error) {
		// The scratch folder may sit on another file system than dist/ (DIST_DIR elsewhere).
		if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
		await cp(from, to, { recursive: true });
	}
}

/** How many HTML pages a site folder holds. */
export async function countPages(dir: string): Promise<number> {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true });
	return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
}

/** What a publish needs. */
export interface PublishInput {
	distDir: string;
	/** The Astro output holding `<domain>/`. */
	outDir: string;
	domain: string;
	shared: readonly SharedFile[];
	/** The content key it was rendered from. */
	key: string;
}

/** Publishes one rendered tenant as its new live release and returns the release's info. */
export async function publishRelease(input: PublishInput): Promise<ReleaseInfo> {
	const { distDir, domain } = input;
	const { id, dir } = await createReleaseDir(distDir, domain);
	await moveFolder(join(input.outDir, domain), dir);
	// Static hosts look for /404.html; the route renders as 404/index.html under [tenant]/.
	const notFound = join(dir, '404', 'index.html');
	if (existsSync(notFound)) await copyFile(notFound, join(dir, '404.html'));
	await precompressSite(dir);
	await linkShared(input.shared, dir);
	const info: ReleaseInfo = {
		id,
		key: input.key,
		builtAt: new Date().toISOString(),
		pages: await countPages(dir),
		kind: 'site',
	};
	await writeReleaseInfo(distDir, domain, info);
	await activate(distDir, domain, id);
	await pruneReleases(distDir, domain);
	return info;
}
