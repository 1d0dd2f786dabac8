/**
 * The build's host files on disk: `_headers` and nginx's links of moved products (nginx-moved.ts)
 * in each live release folder, and `dist/nginx.conf` and `dist/cloudfront-headers-policy.json`
 * beside the sites. Written after every build for every
 * tenant live in dist/ (tenants of earlier builds too: they are still served, by `npm run serve`
 * and by a host), so the files follow the current code even when no tenant was rendered: a
 * changed header alone changes no content key.
 */
import { randomBytes } from 'node:crypto';
import { readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { publishedDomains } from '../releases/releases.ts';
import { cloudfrontPolicy } from './cloudfront-policy.ts';
import { HEADERS_FILE, headersFile } from './headers-file.ts';
import { hostHeaders } from './host-headers.ts';
import { isServerName, nginxConf } from './nginx-conf.ts';
import { parseRedirects, REDIRECTS_FILE } from '../releases/moved-products.ts';
import { writeMovedLinks } from './nginx-moved.ts';

/** The nginx configuration's name in the dist folder. */
export const NGINX_CONF = 'nginx.conf';
/** The CloudFront policy's name in the dist folder. */
export const CLOUDFRONT_POLICY = 'cloudfront-headers-policy.json';

/** Writes `text` to `file` unless it already holds it; atomically, so a reader never sees half. */
async function writeIfChanged(file: string, text: string): Promise<void> {
	if ((await readFile(file, 'utf8').catch(() => null)) === text) return;
	const temp = `${file}.${process.pid}-${randomBytes(3).toString('hex')}.tmp`;
	try {
		await writeFile(temp, text);
		await rename(temp, file);
	} finally {
		await rm(temp, { force: true });
	}
}

/** Writes the `_headers` file into a release folder (before it goes live), HSTS for `hstsMaxAge` s (0: none). */
export function writeReleaseHeaders(releaseDir: string, hstsMaxAge: number): Promise<void> {
	return writeIfChanged(join(releaseDir, HEADERS_FILE), headersFile(hostHeaders(hstsMaxAge)));
}

/**
 * Brings the host files of `distDir` up to date for every live tenant: each live folder's
 * `_headers`, then `nginx.conf` (each server block listening on `nginxPort`) and the CloudFront
 * policy, each with HSTS for `hstsMaxAge` seconds (0: none). Returns the tenants the files cover.
 */
export async function writeHostFiles(
	distDir: string,
	nginxPort: number,
	hstsMaxAge: number,
): Promise<string[]> {
	const dist = resolve(distDir);
	const headers = hostHeaders(hstsMaxAge);
	const domains = (await publishedDomains(dist)).filter(isServerName);
	const live: string[] = [];
	for (const domain of domains) {
		// Resolved first: the write lands in the release the link names, never replaces the link.
		const folder = await realpath(join(dist, domain)).catch(() => null);
		if (folder === null) continue;
		try {
			await writeReleaseHeaders(folder, hstsMaxAge);
			// A release published before nginx read its redirects from links still has its _redirects.
			const redirects = await readFile(join(folder, REDIRECTS_FILE), 'utf8').catch(() => '');
			await writeMovedLinks(folder, parseRedirects(redirects));
		} catch (error) {
			// Pruned by a concurrent publish that moved the link on: the next build covers it.
			if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
			throw error;
		}
		live.push(domain);
	}
	const sites = live.map((domain) => ({ domain, root: join(dist, domain) }));
	await writeIfChanged(join(dist, NGINX_CONF), nginxConf({ port: nginxPort, sites, headers }));
	await writeIfChanged(
		join(dist, CLOUDFRONT_POLICY),
		`${JSON.stringify(cloudfrontPolicy(headers), null, '\t')}\n`,
	);
	return live;
}
