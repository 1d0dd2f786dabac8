/**
 * Writes the service worker into the build output as `sw.js` at the root, which every tenant's
 * release then links (scripts/lib/pipeline/shared-assets.ts): src/service-worker/sw.ts and the Workbox
 * modules it imports, bundled into one classic script (a service worker's scope is the folder of
 * its script, so it must sit at the site root, outside `_astro/`).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

const SOURCE = fileURLToPath(new URL('../service-worker/sw.ts', import.meta.url));

/** The service worker bundled, minified, as text. */
export async function bundleServiceWorker(): Promise<string> {
	const result = await build({
		entryPoints: [SOURCE],
		bundle: true,
		format: 'iife',
		minify: true,
		write: false,
		target: 'es2022',
		// Workbox prints its development logs unless told it runs in production.
		define: { 'process.env.NODE_ENV': '"production"' },
		logLevel: 'silent',
	});
	const [output] = result.outputFiles;
	if (!output) throw new Error('service worker: the bundler wrote nothing');
	return output.text;
}

/** The integration: after a build, the service worker beside the tenant folders. */
export function serviceWorker(): AstroIntegration {
	return {
		name: 'institute-sites:service-worker',
		hooks: {
			'astro:build:done': async ({ dir }) => {
				await writeFile(new URL('sw.js', dir), await bundleServiceWorker());
			},
		},
	};
}
