// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { serviceWorker } from './src/integrations/service-worker.ts';
import { hoistImports } from './src/integrations/hoist-imports.ts';

// What every page's header runs: one chunk, not eight small ones (each would cost a request and
// its own compression overhead on every page): the stores, their storage, the offline keeper,
// Vite's dynamic-import helper and the bundler's runtime.
const SHELL =
	/\/(src\/stores\/(session|cart|persist)\.ts|src\/lib\/(auth\/session|lms\/app-link|feedback\/link|offline\/rules)\.ts|src\/browser\/offline\.ts|node_modules\/(nanostores|@nanostores\/persistent)\/)|vite\/preload-helper|rolldown[:/]runtime/;

// The LMS client's import-free basics that pages use before the visitor acts (the lean transport
// for P3, P4 and P9, header encodings, reply parsing): one chunk, not three.
const LMS_BASICS = /\/src\/lib\/lms\/(lean-fetch|values|auth)\.ts$/;

// The scripts that start a page's first request while its island loads (src/stores/README.md
// rule 7): each names all the code it needs at once, not one import level per round trip.
const EARLY_REQUESTS = /\/src\/browser\/(start-orders|start-profile|cart-prefetch)\.ts$/;

// One build renders every tenant: pages live under src/pages/[tenant]/ and scripts/build.ts
// moves each `<domain>/` folder (plus the shared hashed assets) into dist/<domain>/.
export default defineConfig({
	integrations: [react(), serviceWorker()],
	outDir: '.build/out',
	// Each page carries its own CSS: no render-blocking stylesheet request before the first paint
	// (the FAQs page: 6.3 → 10.2 KB of gzip HTML, 4 stylesheet requests → none).
	build: { format: 'directory', assets: '_astro', inlineStylesheets: 'always' },
	trailingSlash: 'ignore',
	devToolbar: { enabled: false },
	security: { csp: true },
	vite: {
		plugins: [hoistImports(EARLY_REQUESTS)],
		build: {
			assetsInlineLimit: 0,
			rolldownOptions: {
				output: {
					codeSplitting: {
						groups: [
							{ name: 'shell', test: SHELL },
							{ name: 'lms-basics', test: LMS_BASICS },
						],
					},
				},
			},
		},
	},
});
