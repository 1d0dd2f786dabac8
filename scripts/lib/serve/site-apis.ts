/**
 * `npm run serve` alone serves sites whose images and API calls go to the API they were built
 * against, often the sandbox of an `npm start` that has since stopped. This reads that API from
 * each built home page and warns, one line per API, when nothing answers there.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" };

/** The API bases a built page's islands call (its header's `data-client-config`), or none. */
export function pageApiBases(html: string): string[] {
	const match = /data-client-config="([^"]*)"/.exec(html);
	if (!match) return [];
	const json = match[1]!.replace(/&(quot|amp|lt|gt|#39);/g, (_, name: string) => ENTITIES[name]!);
	try {
		const config = JSON.parse(json) as { mainApiUrl?: unknown; productApiUrl?: unknown };
		const bases = [config.mainApiUrl, config.productApiUrl].filter(
			(url) => typeof url === 'string',
		);
		return [...new Set(bases)];
	} catch {
		return [];
	}
}

/** Whether anything answers HTTP at `url` (any status counts). */
async function answers(url: string): Promise<boolean> {
	try {
		await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
		return true;
	} catch {
		return false;
	}
}

/** The one warning line for an API that does not answer, used by `domains` of `siteCount` sites. */
export function apiDownWarning(url: string, domains: readonly string[], siteCount: number): string {
	const who =
		domains.length === siteCount
			? 'The sites use'
			: `${domains.join(', ')} ${domains.length === 1 ? 'uses' : 'use'}`;
	const { hostname, port } = new URL(url);
	if (hostname === '127.0.0.1' || hostname === 'localhost')
		return `Warning: ${who} the sandbox at ${url}, which is not running, so images and API calls fail; start it with \`SANDBOX_PORT=${port} npm run sandbox\`, or use \`npm start\`.`;
	return `Warning: ${who} the API at ${url}, which does not answer, so images and API calls fail.`;
}

/** One warning per API the built `sites` in `distDir` use that does not answer. */
export async function unreachableApiWarnings(
	distDir: string,
	sites: readonly string[],
): Promise<string[]> {
	const users = new Map<string, string[]>();
	for (const site of sites) {
		const html = await readFile(join(distDir, site, 'index.html'), 'utf8').catch(() => '');
		for (const url of pageApiBases(html)) users.set(url, [...(users.get(url) ?? []), site]);
	}
	const checked = await Promise.all(
		[...users].map(async ([url, domains]) => ((await answers(url)) ? null : { url, domains })),
	);
	return checked.flatMap((down) =>
		down ? [apiDownWarning(down.url, down.domains, sites.length)] : [],
	);
}
