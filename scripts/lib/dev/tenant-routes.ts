/**
 * The dev server's addresses: pages live under `src/pages/[tenant]/`, so Astro serves one tenant's
 * home at `/<domain>/`, while the pages link `/courses`, as on the tenant's own host. A Vite
 * middleware, ahead of Astro's, puts the tenant in front of every page address, so
 * `http://localhost:<port>/courses` is the course list and every link of a page works.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SERVICE_WORKER_PATH } from '../../../src/lib/offline/rules.ts';

// What the dev server itself serves (its client, modules, packages, Astro's image endpoint): never a page.
const DEV_PREFIXES = ['/@', '/__', '/.', '/node_modules/', '/src/', '/_image'];

/**
 * The address Astro should answer for a request to `url` on `domain`'s dev server, or null to
 * leave it as it is (an address of the dev server's own, a public file, or one already under
 * `/<domain>/`).
 */
export function tenantRequestUrl(
	url: string,
	domain: string,
	isPublicFile: (path: string) => boolean,
): string | null {
	const queryAt = url.search(/[?#]/);
	const path = queryAt === -1 ? url : url.slice(0, queryAt);
	const rest = queryAt === -1 ? '' : url.slice(queryAt);
	if (!path.startsWith('/')) return null;
	if (path === `/${domain}` || path.startsWith(`/${domain}/`)) return null;
	if (DEV_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
	if (path !== '/' && isPublicFile(path)) return null;
	return `/${domain}${path}${rest}`;
}

/** Whether `path` names a file of `publicDir` (which the dev server serves at the site root). */
export function publicFileCheck(publicDir: string): (path: string) => boolean {
	return (path) => {
		try {
			return statSync(join(publicDir, decodeURIComponent(path))).isFile();
		} catch {
			return false;
		}
	};
}

/** The Vite plugin serving `domain`'s pages at the site root. */
export function tenantRoutes(domain: string, publicDir: string): Plugin {
	const isPublicFile = publicFileCheck(publicDir);
	return {
		name: 'institute-sites:dev-tenant-routes',
		apply: 'serve',
		configureServer(server) {
			// Added here (not in a returned hook): it runs before Vite's and Astro's own handlers.
			server.middlewares.use((request, response, next) => {
				// The build bundles the service worker; in dev the pages' registration just fails quietly.
				if (request.url?.split('?')[0] === SERVICE_WORKER_PATH) {
					response.statusCode = 404;
					response.end('No service worker in the dev server.');
					return;
				}
				const to = tenantRequestUrl(request.url ?? '/', domain, isPublicFile);
				if (to !== null) request.url = to;
				next();
			});
		},
	};
}
