/**
 * The files of one published tenant folder a deploy uploads, each with its sha256 and the headers
 * it is stored with. `dist/<domain>` may be a symlink to a release folder, so the folder is resolved
 * first. Never deployed: any entry whose name starts with `.` (release bookkeeping, dotfiles), and
 * the `x.br` / `x.gz` copies the build writes beside `x`: S3 cannot choose an encoding per request,
 * so the original is stored and a CDN in front compresses. Nor the release's `_headers`, which
 * only Netlify and Cloudflare Pages read (and never serve); in front of a bucket, CloudFront sends
 * those headers from its response headers policy (hosts/cloudfront-policy.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, realpath } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { cacheControlFor } from '../serve/cache-control.ts';
import { contentTypeFor } from './content-type.ts';
import { HEADERS_FILE } from '../hosts/headers-file.ts';
import type { LocalFile } from './plan.ts';

/** Site paths (`a/b.html`, posix) of the files a deploy uploads, sorted; pure, for the listing. */
export function deployablePaths(paths: readonly string[]): string[] {
	const visible = paths.filter(
		(path) => path !== HEADERS_FILE && !path.split('/').some((part) => part.startsWith('.')),
	);
	const present = new Set(visible);
	return visible
		.filter((path) => !(/\.(br|gz)$/.test(path) && present.has(path.slice(0, -3))))
		.sort();
}

/** The deployable files of `siteDir` (a folder or a symlink to one), hashed. */
export async function readSiteFiles(siteDir: string): Promise<LocalFile[]> {
	const root = await realpath(siteDir);
	const entries = await readdir(root, { recursive: true, withFileTypes: true });
	const paths = entries
		.filter((entry) => entry.isFile())
		.map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
	return mapWithConcurrency(deployablePaths(paths), availableParallelism(), async (path) => {
		const body = await readFile(join(root, path));
		return {
			path,
			sha256: createHash('sha256').update(body).digest('hex'),
			size: body.length,
			contentType: contentTypeFor(path),
			cacheControl: cacheControlFor(`/${path}`),
		};
	});
}
