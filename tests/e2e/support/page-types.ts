/**
 * The page types of a built tenant: one page of each route its build wrote (product pages, one
 * per product, count once), read from the e2e stack's dist folder.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIST_DIR } from './ports.ts';

/** One path per route of the tenant's built pages, sorted. */
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
