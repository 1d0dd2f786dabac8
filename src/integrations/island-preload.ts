/**
 * The pages whose largest paint waits for their island's data (the ones that start their first
 * request early, src/stores/README.md rule 7) name every module the island and their scripts need
 * in `<link rel="modulepreload">`, so the browser asks for all of it as soon as it reads the head.
 * A `client:painted` island is the exception: its page script paints the data without React, so
 * only the script's modules are preloaded; the island's own (React first) load once the data is
 * on the screen (src/browser/painted-directive.ts).
 * Without them it finds the code one import level at a time: the island's element loads Astro's
 * React renderer, which imports React; the page's script imports its store, which imports the LMS
 * client... one round trip per level. On My Profile, over a slow mobile network (Lighthouse's
 * model), React's chunk started 1.1 s after navigation, behind two levels, and its arrival was the
 * page's largest paint: 2.45 s, then 2.0-2.3 s with the links (and fewer chunks, astro.config.mjs).
 *
 * Other pages get none. Their first paint needs no script (a server-rendered form, text, images),
 * and code asked for at once competes with it: login's largest paint went from 1.5 to 1.8 s.
 * Islands hydrated later (`client:idle`, `client:visible`) keep loading late.
 *
 * The client build records its chunk graph (`recordClientChunks`); the page renderer
 * (scripts/lib/pipeline/shard-prerenderer.ts) then adds the links (`withPreloads`). Astro builds the client
 * before it renders pages, in the same process.
 */
import type { Plugin, Rolldown } from 'vite';

/** A chunk's static imports, by file name (the bundle's view of its chunks). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The client build as page rendering needs it. */
export interface ClientChunks {
	graph: ImportGraph;
	/** The chunks holding a script that starts a page's first request. */
	early: ReadonlySet<string>;
	/** Each chunk's size (characters of code); a chunk not listed counts as 0. */
	sizes: ReadonlyMap<string, number>;
	/**
	 * The page components (`src/pages/….astro`, as Astro names a route's component) whose own
	 * script reaches an early chunk: only their pages can get preloads.
	 */
	earlyPages: ReadonlySet<string>;
}

// A page component's own `<script>`, as the bundler names the module.
const PAGE_SCRIPT = /\/(src\/pages\/.+?\.astro)\?astro&type=script/;

// The Vite plugin runs in Astro's config loader, the renderer in the build script: one slot that
// both see, whatever module instance each has.
const SLOT = Symbol.for('institute-sites.client-chunks');
type Holder = { [SLOT]?: ClientChunks };

// One graph per bundle: both plugins of the client build read it (lean-preloads.ts, before Vite's
// own pass over the bundle, and recordClientChunks after), and it is built once.
const graphs = new WeakMap<Rolldown.OutputBundle, ImportGraph>();

/** The static imports of every chunk of a bundle, by file name; built once per bundle. */
export function bundleGraph(bundle: Rolldown.OutputBundle): ImportGraph {
	let graph = graphs.get(bundle);
	if (!graph) {
		const imports = new Map<string, readonly string[]>();
		for (const output of Object.values(bundle))
			if (output.type === 'chunk') imports.set(output.fileName, output.imports);
		graph = imports;
		graphs.set(bundle, graph);
	}
	return graph;
}

/**
 * The Vite plugin (browser build only) that keeps the chunk graph for {@link clientChunks};
 * `early` matches the modules that start a page's first request.
 */
export function recordClientChunks(early: RegExp): Plugin {
	return {
		name: 'institute-sites:client-chunks',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		generateBundle(_options, bundle) {
			const graph = bundleGraph(bundle);
			const starts = new Set<string>();
			const sizes = new Map<string, number>();
			for (const output of Object.values(bundle)) {
				if (output.type !== 'chunk') continue;
				sizes.set(output.fileName, output.code.length);
				if (output.moduleIds.some((id) => early.test(id))) starts.add(output.fileName);
			}
			const earlyPages = new Set<string>();
			for (const output of Object.values(bundle)) {
				if (output.type !== 'chunk') continue;
				const reached = [output.fileName, ...evaluationOrder(graph, output.fileName)];
				if (!reached.some((file) => starts.has(file))) continue;
				for (const id of output.moduleIds) {
					const page = PAGE_SCRIPT.exec(id)?.[1];
					if (page) earlyPages.add(page);
				}
			}
			(globalThis as Holder)[SLOT] = { graph, early: starts, sizes, earlyPages };
		},
	};
}

/** The last client build's chunks in this process, or null before one. */
export function clientChunks(): ClientChunks | null {
	return (globalThis as Holder)[SLOT] ?? null;
}

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

const ISLAND = /<astro-island\b[^>]*>/g;
const MODULE_SCRIPT = /<script type="module" src="\/([^"]+)"/g;
const attribute = (tag: string, name: string) =>
	new RegExp(`\\s${name}="/([^"]+)"`).exec(tag)?.[1] ?? null;

/**
 * The chunks to preload for a page, largest first, or none when no module script of the page
 * (or a chunk it imports) starts its first request: what each island hydrated at load needs (its
 * renderer, React, and its component, with all they import) and what the page's module scripts
 * import. A `client:painted` island's chunks are not among them: they load once its data is
 * painted. Chunks a `<script src>` names are left out (the browser finds those in the HTML), but
 * for the one that starts the request, as are names the graph does not know.
 */
export function preloadChunks(html: string, chunks: ClientChunks): string[] {
	const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
	const starts = (file: string) =>
		[file, ...evaluationOrder(chunks.graph, file)].some((chunk) => chunks.early.has(chunk));
	if (!scripts.some(starts)) return [];
	const roots: string[] = [];
	for (const [tag] of html.matchAll(ISLAND)) {
		if (!tag.includes(' client="load"')) continue;
		for (const name of ['renderer-url', 'component-url']) {
			const file = attribute(tag, name);
			if (file) roots.push(file);
		}
	}
	// The page's script that starts the request is preloaded with its imports: the parser reaches
	// its tag only at the end of the body.
	const named = new Set(scripts.filter((file) => !starts(file)));
	const preload = new Set<string>();
	for (const root of [...roots, ...scripts])
		for (const file of [...evaluationOrder(chunks.graph, root), root])
			if (chunks.graph.has(file) && !named.has(file)) preload.add(file);
	// The largest first: it takes the connection the document came on, already open and up to
	// speed, and has the longest to download (React's 58 KB waited behind 0.7 KB of runtime).
	const size = (file: string) => chunks.sizes.get(file) ?? 0;
	return [...preload].sort((a, b) => size(b) - size(a));
}

/**
 * `html` with a `<link rel="modulepreload">` per {@link preloadChunks} chunk before `</head>`;
 * unchanged when there is none.
 */
export function withPreloads(html: string, chunks: ClientChunks): string {
	const files = preloadChunks(html, chunks);
	const head = html.indexOf('</head>');
	if (files.length === 0 || head < 0) return html;
	const links = files.map((file) => `<link rel="modulepreload" href="/${file}">`).join('');
	return html.slice(0, head) + links + html.slice(head);
}
