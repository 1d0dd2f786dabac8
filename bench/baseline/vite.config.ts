/**
 * Vite configuration of the client-rendered baseline (bench/baseline/README.md): a production
 * build, minified, one chunk per route, assets under `_astro/` so the preview server caches them
 * as it caches ours. The benchmark adds the tenant's configuration, the folder of its stylesheets
 * (`@baseline-input`) and the output folder (bench/lib/compare-baseline.ts).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
	root: import.meta.dirname,
	publicDir: false,
	plugins: [react()],
	logLevel: 'warn',
	build: {
		assetsDir: '_astro',
		emptyOutDir: true,
		sourcemap: false,
		reportCompressedSize: false,
	},
});
