/**
 * The client build's chunk groups (astro.config.mjs), by import rule rather than by file list.
 *
 * Each group names a few roots and takes what they import (their static closure), so a module a
 * group's code starts to import joins that group instead of becoming a chunk, and a request, of
 * its own. A feature's group also takes every module of its components folder that two or more
 * islands share. Groups of higher priority take their modules first, so a group never pulls in a
 * bigger one. `bench:pages --strict` holds each page to its number of script files.
 *
 * Why groups at all: over HTTP/1.1, as object storage serves, each file costs a request on one of
 * six connections, and in Lighthouse's model every request in flight takes its share of the
 * bandwidth from React's. My Profile went from 27 script files to 11, the cart from 26 to 10.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The source tree's imports, by repository-relative path (`src/stores/cart.ts`). */
export interface SourceGraph {
	/** Each module's static imports of other source files (type-only imports left out). */
	imports: ReadonlyMap<string, readonly string[]>;
	/** Islands and scripts that load on their own: imported by a page or component file, or by `import()`. */
	entries: ReadonlySet<string>;
	/** The modules that import React (react, react-dom, @nanostores/react), directly or not. */
	react: ReadonlySet<string>;
}

const SOURCE = /\.(ts|tsx|astro|css)$/;
// `import x from './a'`, `import './a.css'`, `export … from './a'`; not `import type`.
const STATIC =
	/(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const REACT =
	/(?:^|\n)\s*import\s+(?!type\s)[^'";]*?['"](?:react|react-dom(?:\/[^'"]*)?|@nanostores\/react)['"]/;

function specifiers(text: string, pattern: RegExp): string[] {
	return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** Reads the imports of every source file under `dir` (repository-relative) of `root`. */
export function sourceGraph(root: string, dir = 'src'): SourceGraph {
	const imports = new Map<string, string[]>();
	const entries = new Set<string>();
	const react = new Set<string>();
	const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
		.filter((name) => SOURCE.test(name))
		.map((name) => posix.join(dir, name.split('\\').join('/')));
	for (const file of files) {
		if (file.endsWith('.css')) continue;
		const text = readFileSync(join(root, file), 'utf8');
		const at = (spec: string) => posix.normalize(posix.join(posix.dirname(file), spec));
		const found = specifiers(text, STATIC).map(at);
		imports.set(file, found);
		if (REACT.test(text)) react.add(file);
		// A page or a static component hydrates its islands and bundles its scripts on their own.
		if (file.endsWith('.astro')) for (const target of found) entries.add(target);
		for (const spec of specifiers(text, DYNAMIC)) entries.add(at(spec));
	}
	// A module importing one that needs React needs it too.
	for (let grew = true; grew;) {
		grew = false;
		for (const [file, found] of imports) {
			if (react.has(file) || !found.some((target) => react.has(target))) continue;
			react.add(file);
			grew = true;
		}
	}
	return { imports, entries, react };
}

/** The roots and every source module they import, directly or not. */
export function closure(graph: SourceGraph, roots: readonly string[]): Set<string> {
	const seen = new Set<string>();
	const next = [...roots];
	while (next.length > 0) {
		const file = next.pop()!;
		if (seen.has(file)) continue;
		seen.add(file);
		next.push(...(graph.imports.get(file) ?? []));
	}
	return seen;
}

/** The modules under `folder` that two or more entries import, directly or not (entries aside). */
export function sharedIn(graph: SourceGraph, folder: string): Set<string> {
	const reachedBy = new Map<string, number>();
	for (const entry of graph.entries) {
		for (const file of closure(graph, [entry])) {
			reachedBy.set(file, (reachedBy.get(file) ?? 0) + 1);
		}
	}
	const prefix = folder.endsWith('/') ? folder : `${folder}/`;
	return new Set(
		[...reachedBy]
			.filter(([file, count]) => count > 1 && file.startsWith(prefix) && !graph.entries.has(file))
			.map(([file]) => file),
	);
}

/** A chunk group as the bundler takes it. */
export interface ChunkGroup {
	name: string;
	priority: number;
	test: (id: string) => boolean;
}

// A module id as the bundler gives it: an absolute path, perhaps with a query (`?astro&type=…`).
function sourcePath(root: string, id: string): string | null {
	const path = id.split('?')[0]!.split('\\').join('/');
	const base = root.split('\\').join('/').replace(/\/?$/, '/');
	return path.startsWith(base) ? path.slice(base.length) : null;
}

function group(
	root: string,
	name: string,
	priority: number,
	files: ReadonlySet<string>,
	packages?: RegExp,
): ChunkGroup {
	return {
		name,
		priority,
		test: (id) => {
			if (packages?.test(id)) return true;
			const path = sourcePath(root, id);
			return path !== null && !path.includes('node_modules/') && files.has(path);
		},
	};
}

const without = (files: Set<string>, ...left: string[]) => {
	for (const file of left) files.delete(file);
	return files;
};

/** The client build's groups for the source tree at `root`. */
export function chunkGroups(root: string, graph = sourceGraph(root)): ChunkGroup[] {
	const of = (...roots: string[]) => closure(graph, roots);
	const and = (a: Set<string>, b: Set<string>) => new Set([...a, ...b]);
	// A painted feature's shared modules: its page's script paints with those that need no React
	// (src/browser/paint-island.ts), so they must not bring React along; the others load with the
	// islands, after the paint.
	const shared = (folder: string, needsReact: boolean) =>
		new Set([...sharedIn(graph, folder)].filter((file) => graph.react.has(file) === needsReact));
	return [
		// What every page's header runs (its script is an entry of its own), with the stores'
		// library, Vite's dynamic-import helper and the bundler's runtime: one chunk, not eight.
		group(
			root,
			'shell',
			7,
			// The web-access popup's own code loads when shown; what it imports stays here, shared.
			without(
				of('src/browser/header.ts', 'src/browser/web-access-popup.ts'),
				'src/browser/header.ts',
				'src/browser/web-access-popup.ts',
			),
			/\/node_modules\/(nanostores|@nanostores\/persistent)\/|vite\/preload-helper|rolldown[:/]runtime/,
		),
		// The lean transport's import-free basics and reply checks, which pages use before the
		// visitor acts. The dashboard's lean requests (P6, M11) read failures with the islands'
		// error texts, so they join the dashboard's group: this one never pulls in the island kit.
		group(
			root,
			'lms-basics',
			6,
			of(
				'src/lib/lms/lean/fetch.ts',
				'src/lib/lms/lean/wire-checks.ts',
				'src/lib/lms/lean/paths.ts',
				'src/lib/lms/mappers/product.ts',
			),
		),
		// The products' display helpers and the toasts' constants, used by pages without React too,
		// and the page's language, which the islands that write dates and counts read (a chunk of
		// 0.1 KB otherwise).
		group(
			root,
			'display',
			5,
			of(
				'src/lib/products/display.ts',
				'src/lib/feedback/constants.ts',
				'src/stores/page-language.ts',
			),
		),
		// The islands' common stores and replies, which some pages without React use, and the
		// failure screen's constants: what a form page needs besides React, without the lean
		// transport or the display helpers (login: 2.4 KB gzip less).
		group(
			root,
			'island-kit',
			4,
			of(
				'src/stores/lms.ts',
				'src/stores/latest.ts',
				'src/stores/deferred.ts',
				'src/lib/auth/redirect.ts',
				'src/browser/page-config.ts',
				'src/lib/feedback/failure.ts',
				// The views both renderers read, and the failure screen's markup (src/views/).
				'src/views/node.ts',
				'src/views/feedback/failure-view.ts',
			),
		),
		// The painted islands' vanilla first paint (src/browser/paint-island.ts): the renderer and the
		// pieces both painted features show, none of which needs React.
		group(
			root,
			'paint',
			4,
			of('src/browser/paint-island.ts', 'src/views/products/thumbnail-view.ts'),
		),
		// React with the islands' notices and failure screen.
		group(
			root,
			'react',
			3,
			of(
				'src/components/feedback/Toaster.tsx',
				'src/components/feedback/FailureScreen.tsx',
				'src/components/feedback/lazy-part.tsx',
				'src/components/forms/use-lock.ts',
				'src/views/react.ts',
			),
			/\/node_modules\/(react|react-dom|scheduler|@nanostores\/react)\//,
		),
		// One chunk per feature: its stores and what its islands share.
		group(
			root,
			'dashboard',
			2,
			and(
				of('src/stores/orders.ts', 'src/stores/profile.ts', 'src/views/dashboard/panel-views.ts'),
				shared('src/components/dashboard', false),
			),
		),
		group(
			root,
			'cart',
			2,
			and(
				of(
					'src/stores/cart-page.ts',
					'src/stores/checkout.ts',
					'src/views/cart/cart-view.ts',
					'src/views/cart/summary-view.ts',
				),
				shared('src/components/cart', false),
			),
		),
		group(
			root,
			'forms',
			2,
			and(
				of('src/components/forms/Field.tsx', 'src/lib/validation/fields.ts'),
				sharedIn(graph, 'src/components/forms'),
			),
		),
		// What the dashboard's islands share that needs React (its hooks): loaded with them.
		group(root, 'dashboard-islands', 1, shared('src/components/dashboard', true)),
	];
}
