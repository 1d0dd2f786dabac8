// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { serviceWorker } from './src/integrations/service-worker.ts';
import { recordClientChunks } from './src/integrations/island-preload.ts';
import { leanPreloads } from './src/integrations/lean-preloads.ts';
import { chunkGroups } from './src/integrations/chunk-groups.ts';
import { islandDirectives } from './src/integrations/island-directives.ts';

// The scripts that start a page's first request while its island loads (src/stores/README.md
// rule 7), named src/browser/start-*.ts: their pages preload all the code the island needs
// (src/integrations/island-preload.ts).
const EARLY_REQUESTS = /\/src\/browser\/start-[\w-]+\.ts$/;

/**
 * The browser build ships no stylesheet: every page carries its CSS inline (inlineStylesheets
 * below, from the server build), and no island is client-only. Vite would still name a chunk's
 * stylesheet among the files each dynamic import loads first, and Astro removes only some of
 * them: a chunk group holding a component's CSS (the React group, with the notices) left a
 * reference to a deleted file, so the dialogs loaded by `import()` failed.
 * @type {import('vite').Plugin}
 */
const noClientStylesheets = {
	name: 'institute-sites:no-client-stylesheets',
	applyToEnvironment: (environment) => environment.name === 'client',
	generateBundle: {
		order: 'pre',
		handler(_options, bundle) {
			for (const [name, output] of Object.entries(bundle)) {
				if (output.type === 'chunk') output.viteMetadata?.importedCss.clear();
				else if (name.endsWith('.css')) delete bundle[name];
			}
		},
	},
};

// One build renders every tenant: pages live under src/pages/[tenant]/ and scripts/build.ts
// moves each `<domain>/` folder (plus the shared hashed assets) into dist/<domain>/.
export default defineConfig({
	integrations: [react(), serviceWorker(), islandDirectives()],
	outDir: '.build/out',
	// Each page carries its own CSS: no render-blocking stylesheet request before the first paint
	// (the FAQs page: 6.3 → 10.2 KB of gzip HTML, 4 stylesheet requests → none).
	build: { format: 'directory', assets: '_astro', inlineStylesheets: 'always' },
	trailingSlash: 'ignore',
	devToolbar: { enabled: false },
	security: { csp: true },
	// No page is Markdown: Shiki's inline styles would only meet the CSP, and Astro warns of that on
	// every start.
	markdown: { syntaxHighlight: false },
	vite: {
		plugins: [recordClientChunks(EARLY_REQUESTS), noClientStylesheets, leanPreloads()],
		build: {
			assetsInlineLimit: 0,
			rolldownOptions: {
				output: {
					// The island pages' code in a few chunks, by import rule (src/integrations/chunk-groups.ts).
					codeSplitting: { groups: chunkGroups(fileURLToPath(new URL('.', import.meta.url))) },
				},
			},
		},
	},
});
