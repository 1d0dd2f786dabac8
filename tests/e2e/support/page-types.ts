/**
 * The page types of a built demo tenant: one page of each route (product pages, one per
 * product, count once), read from the e2e build's files.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIST_DIR } from './ports.ts';

/** One path of each route of `domain`'s build, sorted, dashboard pages included. */
export function pageTypes(domain: string): string[] {
	const root = join(E2E_DIST_DIR, domain);
	const paths = readdirSync(root, { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('index.html'))
		.map((file) => `/${file.slice(0, -'index.html'.length)}`);
	const seen = new Set<string>();
	return paths.sort().filter((path) => {
		const type = path.replace(/^(\/(?:dashboard\/)?product\/)[^/]+\/$/, '$1:slug/');
		if (seen.has(type)) return false;
		seen.add(type);
		return true;
	});
}
