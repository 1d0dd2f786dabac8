/**
 * Publishing one rendered tenant as a new release: its pages move out of the Astro output into a
 * fresh release folder, the shared assets (and their compressed copies) are linked in, and the
 * release goes live in one atomic switch (see releases.ts). Older releases beyond the kept few
 * are removed.
 */
import { cp, copyFile, link, mkdir, rename } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
	activate,
	createReleaseDir,
	liveRelease,
	liveReleaseId,
	pruneReleases,
	recordLive,
	writeReleaseInfo,
	type ReleaseInfo,
} from './releases.ts';
import type { ReleaseTrigger } from './history.ts';
import { comparePages, pageHashes } from './page-changes.ts';
import { linkShared, type SharedFile } from '../pipeline/shared-assets.ts';
import { IMAGES_PATH } from '../images/published.ts';
import { writeReleaseHeaders } from '../hosts/write-host-files.ts';
import { HSTS_DEFAULT_MAX_AGE } from '../hosts/host-headers.ts';
import { writeMovedProducts } from './moved-products.ts';

async function moveFolder(from: string, to: string) {
	try {
		await rename(from, to);
	} catch (error) {
		// The scratch folder may sit on another file system than dist/ (DIST_DIR elsewhere).
		if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
		await cp(from, to, { recursive: true });
	}
}

const ASSETS = '_astro';

/**
 * Links the live release's own hashed assets (or, with `folder`, optimised images) that the new
 * release lacks into it: a page of the old release, loaded just before the switch, still finds
 * its scripts, styles and images just after it. Only one release back, so assets never pile up.
 */
export async function carryOverAssets(
	liveDir: string,
	liveAssets: readonly string[],
	newDir: string,
	newAssets: ReadonlySet<string>,
	folder = ASSETS,
): Promise<void> {
	const missing = liveAssets.filter((name) => !newAssets.has(name));
	if (missing.length > 0) await mkdir(join(newDir, folder), { recursive: true });
	for (const name of missing) {
		const from = join(liveDir, folder, name);
		const to = join(newDir, folder, name);
		await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
			if (error.code === 'EEXIST') return;
			// No hard links on this file system, or the file went away: a copy, or nothing.
			await copyFile(from, to).catch(() => {});
		});
	}
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
	/** The HTML pages the render wrote, when it counted them: the folder is not read again to count. */
	pages?: number;
	/** HSTS max-age of its `_headers`, in s (0: none; default: a year). */
	hstsMaxAge?: number;
	/** What started it (history.ts); recorded as `operator` when not said. */
	trigger?: ReleaseTrigger | undefined;
	/** The code revision it is built with (system/code-revision.ts). */
	revision?: string | undefined;
}

/** Who publishes without saying why: someone at a terminal. */
const UNSAID: ReleaseTrigger = { kind: 'operator' };

/** Publishes one rendered tenant as its new live release and returns the release's info. */
export async function publishRelease(input: PublishInput): Promise<ReleaseInfo> {
	const { distDir, domain } = input;
	const { id, dir } = await createReleaseDir(distDir, domain);
	await moveFolder(join(input.outDir, domain), dir);
	// Static hosts look for /404.html; the route renders as 404/index.html under [tenant]/.
	const notFound = join(dir, '404', 'index.html');
	if (existsSync(notFound)) await copyFile(notFound, join(dir, '404.html'));
	// Netlify's and Cloudflare Pages' headers travel with the release (hosts/headers-file.ts).
	await writeReleaseHeaders(dir, input.hstsMaxAge ?? HSTS_DEFAULT_MAX_AGE);
	const live = await liveRelease(distDir, domain);
	const liveId = await liveReleaseId(distDir, domain);
	// Old addresses of retitled products, from the live site's product folders.
	await writeMovedProducts(live?.kind === 'site' ? join(distDir, domain) : null, dir);
	linkShared(input.shared, dir);
	const assets = input.shared
		.filter((file) => file.path.startsWith(`${ASSETS}/`))
		.flatMap((file) => {
			const name = file.path.slice(ASSETS.length + 1);
			return [name, ...file.variants.map((suffix) => name + suffix)];
		});
	const images = input.shared
		.filter((file) => file.path.startsWith(`${IMAGES_PATH}/`))
		.map((file) => file.path.slice(IMAGES_PATH.length + 1));
	if (live?.assets) await carryOverAssets(join(distDir, domain), live.assets, dir, new Set(assets));
	if (live?.images) {
		await carryOverAssets(join(distDir, domain), live.images, dir, new Set(images), IMAGES_PATH);
	}
	// Against the live site's pages (none when it is a failure page or there is none).
	const [before, after] = await Promise.all([
		pageHashes(live?.kind === 'site' ? join(distDir, domain) : null),
		pageHashes(dir),
	]);
	const trigger = input.trigger ?? UNSAID;
	const info: ReleaseInfo = {
		id,
		key: input.key,
		builtAt: new Date().toISOString(),
		pages: input.pages ?? after.size,
		kind: 'site',
		assets,
		images,
		trigger,
		revision: input.revision ?? null,
		changes: comparePages(before, after, live?.kind === 'site' ? live.id : null),
	};
	await writeReleaseInfo(distDir, domain, info);
	await activate(distDir, domain, id);
	await recordLive(distDir, domain, { release: id, at: info.builtAt, trigger, replaced: liveId });
	await pruneReleases(distDir, domain);
	return info;
}
