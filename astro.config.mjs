// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { serviceWorker } from './src/integrations/service-worker.ts';
import { recordClientChunks } from './src/integrations/island-preload.ts';

// What every page's header runs: one chunk, not eight small ones (each would cost a request and
// its own compression overhead on every page): the stores, their storage, the offline keeper,
// Vite's dynamic-import helper and the bundler's runtime.
const SHELL =
	/\/(src\/stores\/(session|cart|persist)\.ts|src\/lib\/(auth\/session|lms\/app-link|feedback\/(link|carried)|offline\/rules)\.ts|src\/browser\/offline\.ts|node_modules\/(nanostores|@nanostores\/persistent)\/)|vite\/preload-helper|rolldown[:/]runtime/;

// The LMS client's import-free basics that pages use before the visitor acts (the lean transport
// for P3, P4 and P9, header encodings, reply parsing): one chunk, not three.
const LMS_BASICS = /\/src\/lib\/lms\/(lean-fetch|values|auth)\.ts$/;

// The scripts that start a page's first request while its island loads (src/stores/README.md
// rule 7), named src/browser/start-*.ts: their pages preload all the code the island needs
// (src/integrations/island-preload.ts).
const EARLY_REQUESTS = /\/src\/browser\/start-[\w-]+\.ts$/;

// The island pages' code in a few chunks, not 25 of 0.1-2 KB: over HTTP/1.1, as object storage
// serves, each costs a request on one of six connections, and in Lighthouse's model every request
// in flight takes its share of the bandwidth from React's. My Profile went from 27 script files to
// 11, the cart from 26 to 10. Each group holds code its pages share; the higher priority groups
// take their modules (and what those import) first, so a group never pulls in a bigger one: the
// products' display helpers, used by the product pages too; the islands' common stores and
// replies, which some pages without React use; then React with the islands' notices and failure
// screen; then one chunk per feature (dashboard, cart, form fields).
const DISPLAY = /\/src\/lib\/(products\/display|store\/money|feedback\/constants)\.ts$/;
const ISLAND_KIT =
	/\/src\/(stores\/(notices|lms|latest|deferred)|lib\/lms\/(errors|error-text|wire-checks|student-outcome|mappers\/product|my-products-request)|lib\/auth\/redirect|browser\/page-config)\.ts$/;
const REACT =
	/\/(node_modules\/(react|react-dom|scheduler|@nanostores\/react)\/|src\/components\/(feedback\/(Toaster|FailureScreen|lazy-part)\.tsx|forms\/use-lock\.ts))/;
const DASHBOARD =
	/\/src\/(components\/dashboard\/(hooks\.ts|Pending\.tsx|OrderDates\.tsx|dashboard\.css)|lib\/dashboard\/(orders|profile)\.ts|stores\/(orders|profile)\.ts|lib\/lms\/profile-request\.ts)$/;
const CART =
	/\/src\/(stores\/(cart-page|checkout-state)\.ts|lib\/store\/cart\.ts|lib\/lms\/(cart-request|mappers\/cart)\.ts|components\/products\/ProductThumbnail\.tsx)$/;
const FORMS =
	/\/src\/(components\/forms\/(Field\.tsx|use-form-fields\.ts|forms\.css)|lib\/validation\/fields\.ts)$/;

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
	integrations: [react(), serviceWorker()],
	outDir: '.build/out',
	// Each page carries its own CSS: no render-blocking stylesheet request before the first paint
	// (the FAQs page: 6.3 → 10.2 KB of gzip HTML, 4 stylesheet requests → none).
	build: { format: 'directory', assets: '_astro', inlineStylesheets: 'always' },
	trailingSlash: 'ignore',
	devToolbar: { enabled: false },
	security: { csp: true },
	vite: {
		plugins: [recordClientChunks(EARLY_REQUESTS), noClientStylesheets],
		build: {
			assetsInlineLimit: 0,
			rolldownOptions: {
				output: {
					codeSplitting: {
						groups: [
							{ name: 'shell', test: SHELL, priority: 7 },
							{ name: 'lms-basics', test: LMS_BASICS, priority: 6 },
							{ name: 'display', test: DISPLAY, priority: 5 },
							{ name: 'island-kit', test: ISLAND_KIT, priority: 4 },
							{ name: 'react', test: REACT, priority: 3 },
							{ name: 'dashboard', test: DASHBOARD, priority: 2 },
							{ name: 'cart', test: CART, priority: 2 },
							{ name: 'forms', test: FORMS, priority: 2 },
						],
					},
				},
			},
		},
	},
});
