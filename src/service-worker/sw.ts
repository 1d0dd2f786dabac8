/// <reference lib="webworker" />
/**
 * The site's service worker (bundled once per build into `/sw.js` by
 * src/integrations/service-worker.ts). Pages go network first, so a visitor online always gets
 * the live release, and the copy kept for offline reading follows; hashed assets never change, so
 * they come from the cache first; other files of the site are served from the cache and refreshed.
 * A page never visited while online shows the offline page. Which request goes where is decided
 * by src/lib/offline/rules.ts.
 *
 * Navigation preload is on: the request for a page starts while the worker boots.
 *
 * A new version waits until the visitor's tabs on the old one are closed (no skipWaiting): a
 * page never runs with a worker of another release.
 */
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CACHE_NAMES, OFFLINE_PATH, SHELL_PATHS, cacheRouteFor } from '../lib/offline/rules.ts';

declare const self: ServiceWorkerGlobalScope;

// Workbox declares its plugins' hooks optional in a way exactOptionalPropertyTypes rejects.
const plugin = (instance: object) => instance as unknown as WorkboxPlugin;
const okOnly = () => plugin(new CacheableResponsePlugin({ statuses: [200] }));
const bounded = (maxEntries: number) =>
	plugin(new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true }));

const strategies = {
	// A weak network gets a few seconds before the kept copy is shown instead.
	page: new NetworkFirst({
		cacheName: CACHE_NAMES.pages,
		networkTimeoutSeconds: 6,
		plugins: [okOnly(), bounded(60)],
	}),
	asset: new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [okOnly(), bounded(200)] }),
	file: new StaleWhileRevalidate({
		cacheName: CACHE_NAMES.files,
		plugins: [okOnly(), bounded(80)],
	}),
};

const router = new Router();
for (const kind of ['page', 'asset', 'file'] as const) {
	router.registerRoute(
		new Route(
			({ request }) => cacheRouteFor(request, self.location.origin) === kind,
			strategies[kind],
		),
	);
}
router.setCatchHandler(async ({ request }) => {
	if (request.destination !== 'document') return Response.error();
	return (await caches.match(OFFLINE_PATH, { cacheName: CACHE_NAMES.pages })) ?? Response.error();
});
router.addFetchListener();
// A page sends {type: 'CACHE_URLS'} with itself and its files: the first page seen is kept too.
router.addCacheListener();

self.addEventListener('install', (event) => {
	event.waitUntil(
		caches.open(CACHE_NAMES.pages).then((cache) =>
			// One page that cannot be fetched must not stop the worker from installing.
			Promise.all(SHELL_PATHS.map((path) => cache.add(path).catch(() => {}))),
		),
	);
});

self.addEventListener('activate', (event) => {
	const ours = new Set<string>(Object.values(CACHE_NAMES));
	event.waitUntil(
		Promise.all([
			caches
				.keys()
				.then((names) =>
					Promise.all(
						names
							.filter((name) => name.startsWith('institute-') && !ours.has(name))
							.map((name) => caches.delete(name)),
					),
				),
			// A page's request leaves while the worker is still starting (a cheap phone takes a while
			// to boot it); NetworkFirst answers with that response (Workbox reads preloadResponse).
			self.registration.navigationPreload?.enable(),
		]),
	);
});
