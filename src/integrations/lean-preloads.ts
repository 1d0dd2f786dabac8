/**
 * Shorter preload lists for dynamic imports. Vite writes, beside each `import()`, the list of every
 * chunk the imported one needs, and its helper adds a `<link rel="modulepreload">` for each that the
 * page has not loaded yet. Most of a list names chunks that the importing chunk itself imports
 * statically: they ran before it did, so the helper always skips them, yet each name stays in the
 * page's script, and every page loads those lists before the visitor acts (login: nine names for
 * one import, 0.8 KB gzip over the page).
 *
 * This plugin lists only what the importer has not loaded, and nothing when that leaves the
 * imported chunk alone (its `import()` asks for it anyway). A chunk another island of the page
 * loaded may still be listed: the helper skips it at run time, as before.
 */
import type { Plugin } from 'vite';
import { bundleGraph, evaluationOrder, type ImportGraph } from './island-preload.ts';

/**
 * The chunks worth preloading when `importer` imports `target` dynamically, from Vite's list
 * `deps` (the target and everything it imports): the chunks the importer does not import
 * statically, directly or not, and none when only the target is left.
 */
export function unloadedDependencies(
	graph: ImportGraph,
	importer: string,
	target: string,
	deps: readonly string[],
): string[] {
	const loaded = new Set([importer, ...evaluationOrder(graph, importer)]);
	const left = deps.filter((dep) => !loaded.has(dep));
	return left.length === 1 && left[0] === target ? [] : left;
}

/** The Vite plugin (browser build only) that shortens the preload lists. */
export function leanPreloads(): Plugin {
	let graph: ImportGraph = new Map();
	return {
		name: 'institute-sites:lean-preloads',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		// Astro sets the browser build's own `build` options, so these go to that environment.
		configEnvironment: (name) =>
			name === 'client'
				? {
						build: {
							modulePreload: {
								polyfill: false,
								resolveDependencies: (target, deps, { hostId, hostType }) =>
									hostType === 'js' ? unloadedDependencies(graph, hostId, target, deps) : deps,
							},
						},
					}
				: null,
		// Before Vite's own pass over the bundle, which asks for the lists.
		generateBundle: {
			order: 'pre',
			handler(_options, bundle) {
				graph = bundleGraph(bundle);
			},
		},
	};
}
