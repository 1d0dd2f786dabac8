/**
 * Offline reading on the page's side: registers the service worker once the page has loaded (so
 * it never competes with the first paint), asks it to keep this page and its own files (the first
 * page of a visit loads before the worker controls it), and shows `[data-site-offline]` while the
 * browser is offline.
 */
import { SERVICE_WORKER_PATH, urlsToKeep } from '../lib/offline/rules.ts';

async function register() {
	const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
	await navigator.serviceWorker.ready;
	const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
	(registration.active ?? navigator.serviceWorker.controller)?.postMessage({
		type: 'CACHE_URLS',
		payload: { urlsToCache: urlsToKeep(location.href, resources) },
	});
}

/** Starts offline reading for this page. */
export function keepForOffline(): void {
	// The dev server builds no service worker (/sw.js): asking for one would only log a 404.
	if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
	const start = () => {
		// Blocked workers (a private window, a browser setting, a test) just mean no offline copy.
		register().catch(() => {});
	};
	if (document.readyState === 'complete') start();
	else addEventListener('load', start, { once: true });
}

/**
 * Shows `notice` while the browser is offline, and marks the page (`<html data-offline>`) so that
 * parts which need the internet can say so. A page opened offline is the saved copy; one that
 * loses its connection while open says so in the notice's `data-later` text instead.
 */
export function showWhileOffline(notice: HTMLElement | null): void {
	const root = document.documentElement;
	const update = () => {
		if (navigator.onLine) delete root.dataset['offline'];
		else root.dataset['offline'] = '';
		if (notice) notice.hidden = navigator.onLine;
	};
	addEventListener('online', update);
	addEventListener('offline', () => {
		const later = notice?.dataset['later'];
		if (notice && later) notice.textContent = later;
		update();
	});
	update();
}
