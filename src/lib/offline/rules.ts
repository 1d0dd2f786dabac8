/**
 * What the service worker (src/service-worker/sw.ts) keeps for offline reading, as pure rules:
 * only the site's own pages and files, fetched with GET and without a student authorization.
 * The LMS services are other origins and never pass through it: a student's data is never cached.
 */

/** The service worker's address (at the site root, so its scope is the whole site). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The page shown for a page never visited while online. */
export const OFFLINE_PATH = '/offline/';

/** Pages stored when the service worker installs: the home page and the offline page. */
export const SHELL_PATHS = ['/', OFFLINE_PATH] as const;

/** The caches the service worker owns; any other cache of the origin is left alone. */
export const CACHE_NAMES = {
	pages: 'institute-pages-v1',
	assets: 'institute-assets-v1',
	files: 'institute-files-v1',
} as const;

/** How a request is served: from a cache of ours (`page`, `asset`, `file`) or the network alone. */
export type CacheRoute = 'page' | 'asset' | 'file' | null;

/** The parts of a request the rules read. */
export interface RequestLike {
	method: string;
	url: string;
	mode?: string;
	destination?: string;
	headers: { has(name: string): boolean };
}

// Files a page loads that are worth keeping for offline reading.
const FILE_DESTINATIONS = new Set(['image', 'font', 'style', 'script', 'manifest']);
const FILE_EXTENSION = /\.(?:css|js|mjs|svg|png|jpe?g|gif|webp|avif|ico|woff2?|webmanifest)$/i;

/** Which cache a request belongs to, or null when it must go to the network untouched. */
export function cacheRouteFor(request: RequestLike, origin: string): CacheRoute {
	if (request.method !== 'GET') return null;
	// Whatever carries an authorization is the student's own: never kept.
	if (request.headers.has('authorization')) return null;
	let url: URL;
	try {
		url = new URL(request.url);
	} catch {
		return null;
	}
	if (url.origin !== origin) return null;
	if (url.pathname === SERVICE_WORKER_PATH) return null;
	if (url.pathname.startsWith('/_astro/')) return 'asset';
	if (request.mode === 'navigate' || request.destination === 'document') return 'page';
	if (FILE_DESTINATIONS.has(request.destination ?? '') || FILE_EXTENSION.test(url.pathname))
		return 'file';
	// A page address asked for outside a navigation (the page's own list of what to keep): the
	// site's pages end in `/`, `.html` or a name without an extension (`/dashboard/profile`).
	const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
	if (last === '' || last.endsWith('.html') || !last.includes('.')) return 'page';
	return null;
}

/** The addresses a visited page asks the service worker to keep: itself and its own files. */
export function urlsToKeep(pageUrl: string, resources: readonly string[]): string[] {
	const origin = new URL(pageUrl).origin;
	const page = new URL(pageUrl);
	page.hash = '';
	const same = resources.filter((resource) => {
		try {
			const url = new URL(resource);
			return url.origin === origin && url.pathname !== SERVICE_WORKER_PATH;
		} catch {
			return false;
		}
	});
	return [...new Set([page.href, ...same])];
}

/** Whether the browser says it is offline (false where there is no browser, as in a build). */
export const isOffline = (): boolean => globalThis.navigator?.onLine === false;
