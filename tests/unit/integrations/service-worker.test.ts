/**
 * src/integrations/service-worker.ts: the service worker bundled into one classic script, as
 * every tenant's `/sw.js`. The bundle is real (esbuild over src/service-worker/sw.ts and Workbox).
 */
import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServiceWorker, serviceWorker } from '../../../src/integrations/service-worker.ts';

describe('bundleServiceWorker', () => {
	it('is one classic script: no import or export left, no Node global', async () => {
		const code = await bundleServiceWorker();
		expect(code).not.toMatch(/^\s*(import|export)\s/m);
		expect(code).not.toContain('process.env');
		// Parses as a classic script (a module's syntax would throw here).
		// eslint-disable-next-line @typescript-eslint/no-implied-eval -- parsing the built script is the test
		expect(() => new Function(code)).not.toThrow();
	});

	it('holds the routes and the caches it promises', async () => {
		const code = await bundleServiceWorker();
		for (const name of [
			'institute-pages-v1',
			'institute-assets-v1',
			'institute-files-v1',
			'/offline/',
			'CACHE_URLS',
		])
			expect(code).toContain(name);
		// Production Workbox: none of its development logging.
		expect(code).not.toContain('workbox Router is responding to');
	});
});

describe('serviceWorker integration', () => {
	it('writes sw.js at the root of the build output', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'sw-'));
		try {
			const hook = serviceWorker().hooks['astro:build:done'];
			await hook?.({ dir: pathToFileURL(`${dir}/`) } as never);
			expect(await readFile(join(dir, 'sw.js'), 'utf8')).toBe(await bundleServiceWorker());
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});
});
