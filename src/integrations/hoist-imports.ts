/**
 * Names, at the top of chosen entry chunks, every chunk they import however deep (what Rollup's
 * `hoistTransitiveImports` does, which Rolldown has not implemented). A browser finds a module's
 * imports only once it has fetched that module: the script that starts the cart's first request
 * reached it through four levels of imports, one round trip each, so the request left 170 ms
 * after the document on an unthrottled loopback, and far later on a phone over a slow network.
 * With every chunk named at the top, the browser asks for them all at once.
 *
 * Only the scripts that start a page's first request (src/stores/README.md rule 7) get this: on
 * other pages, code that arrives sooner competes with the first paint and the largest image.
 * The hoisted imports are side-effect imports in the order the modules were evaluated before (a
 * depth-first post-order of the static imports), so they run in that same order.
 */
import type { Plugin } from 'vite';

/** A chunk's static imports, by file name (the bundle's view of its chunks). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The chunks `entry` evaluates before itself, in evaluation order: a depth-first post-order of
 * its static imports, each once. Unknown names (assets, externals) are left out.
 */
export function evaluationOrder(graph: ImportGraph, entry: string): string[] {
	const order: string[] = [];
	const seen = new Set<string>([entry]);
	const visit = (name: string) => {
		for (const dep of graph.get(name) ?? []) {
			if (seen.has(dep) || !graph.has(dep)) continue;
			seen.add(dep);
			visit(dep);
			order.push(dep);
		}
	};
	visit(entry);
	return order;
}

/**
 * The import statements to put at the top of `entry`, as paths relative to its folder, or ''
 * when it already imports every chunk it needs.
 */
export function hoistedImportLines(graph: ImportGraph, entry: string): string {
	const direct = new Set(graph.get(entry) ?? []);
	const order = evaluationOrder(graph, entry);
	if (order.every((name) => direct.has(name))) return '';
	const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
	return order
		.map((name) => {
			const path = name.startsWith(folder) ? `./${name.slice(folder.length)}` : `/${name}`;
			return `import${JSON.stringify(path)};`;
		})
		.join('');
}

/** The Vite plugin (browser build only): entry chunks holding a module that `entries` matches. */
export function hoistImports(entries: RegExp): Plugin {
	return {
		name: 'institute-sites:hoist-imports',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		generateBundle(_options, bundle) {
			const graph = new Map<string, readonly string[]>();
			for (const output of Object.values(bundle))
				if (output.type === 'chunk') graph.set(output.fileName, output.imports);
			for (const output of Object.values(bundle)) {
				if (output.type !== 'chunk' || !output.isEntry) continue;
				if (!output.moduleIds.some((id) => entries.test(id))) continue;
				const lines = hoistedImportLines(graph, output.fileName);
				if (lines) output.code = lines + output.code;
			}
		},
	};
}
