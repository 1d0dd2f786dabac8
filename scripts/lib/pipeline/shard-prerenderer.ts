/**
 * The Astro integration a render shard builds with. It wraps Astro's own prerenderer (the
 * documented `setPrerenderer` hook) to do two things Astro's page loop cannot:
 * - count rendered pages for the build's progress, so Astro need not log a line per page (two
 *   synchronous writes to a pipe per page, and a parse per line in the parent, at 57,000 pages);
 * - render a content page once for its two addresses: `/{slug}` is the same page as
 *   `/more/{slug}` (same component, same props, canonical at `/more/`), so the second of the two
 *   reuses the first one's HTML;
 * - name, in the head of each page whose largest paint waits for its island's data, every module
 *   the island needs (src/integrations/island-preload.ts);
 * - move each page's Content Security Policy tag to the top of its head
 *   (src/integrations/csp-first.ts), with only the hashes of the page's own inline scripts and
 *   styles (src/integrations/csp-own-hashes.ts), and Astro's island style from the body into the head
 *   (src/integrations/island-style.ts), where HTML allows it.
 */
import type { AstroIntegration } from 'astro';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cspFirst } from '../../../src/integrations/csp-first.ts';
import { renderWave, type SnapshotWave } from '../../../src/server/site/snapshot.ts';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { reasonOf } from '../reason.ts';
import { ownPolicy } from '../../../src/integrations/csp-own-hashes.ts';
import { islandStyleInHead } from '../../../src/integrations/island-style.ts';
import { clientChunks, withPreloads } from '../../../src/integrations/island-preload.ts';

/** A page address's twin: the content page at the site root and under `/more/`. */
export function twinKey(pathname: string): string | null {
	// `/{tenant}/more/{slug}/` and `/{tenant}/{slug}/` name the same content page.
	const match = /^\/([^/]+)\/(?:more\/)?([^/]+)\/?$/.exec(pathname);
	return match ? `${match[1]}/${match[2]}` : null;
}

/** The routes whose pages are twins (the component files, as Astro names them). */
const TWIN_ROUTES = new Set([
	'src/pages/[tenant]/[slug].astro',
	'src/pages/[tenant]/more/[slug].astro',
]);

interface RenderedBody {
	status: number;
	headers: Headers;
	body: Uint8Array<ArrayBuffer>;
}

/**
 * A shard rendered in waves of tenants: Astro bundles once, then each wave's pages are rendered,
 * written and handed to `done` (which publishes them, or starts to) before the next wave's data is
 * read. Only one wave's data and pages are in memory at a time, and the first tenants go live
 * while the others still render.
 */
export interface WavePlan {
	/** Astro's output folder, where each page is written (`<domain>/…`). */
	outDir: string;
	/** The next wave, or null when there is none. */
	next: () => Promise<SnapshotWave | null>;
	/**
	 * A wave's pages are written: `pages` counts each tenant's HTML pages, `failed` holds each tenant
	 * a page of which failed, and why.
	 */
	done: (
		wave: SnapshotWave,
		outcome: { pages: ReadonlyMap<string, number>; failed: ReadonlyMap<string, string> },
	) => Promise<void>;
}

/**
 * A response's bytes as they are: Astro's page body is one chunk, which `arrayBuffer()` would copy
 * into a new buffer (a page is about 40 KB, and each copy is garbage for the collector).
 */
export async function responseBytes(response: Response): Promise<Uint8Array<ArrayBuffer>> {
	if (response.body === null) return new Uint8Array(0);
	const chunks: Uint8Array<ArrayBuffer>[] = [];
	const reader = response.body.getReader();
	for (let read = await reader.read(); !read.done; read = await reader.read())
		chunks.push(read.value);
	return chunks.length === 1 ? chunks[0]! : new Uint8Array(Buffer.concat(chunks));
}

// Pages in flight at once: while one page's file is written, the next renders.
const PAGES_AT_ONCE = 4;
// Astro's origin for a build with no `site` (core/build: `http://localhost:<server.port>`).
const ORIGIN = 'http://localhost:4321';

/**
 * The address Astro renders a path at, and the file it writes (`build.format: 'directory'`,
 * `trailingSlash: 'ignore'`): a page is `<path>/index.html` at `<path>/`, an endpoint its own file.
 */
export function pageTarget(
	pathname: string,
	type: string,
	outDir: string,
): { url: string; file: string } {
	const relative = pathname.replace(/^\/+|\/+$/g, '');
	if (type === 'endpoint') return { url: `${ORIGIN}/${relative}`, file: join(outDir, relative) };
	if (type !== 'page') throw new Error(`${pathname}: a ${type} route cannot be rendered in waves`);
	return {
		url: relative === '' ? `${ORIGIN}/` : `${ORIGIN}/${relative}/`,
		file: join(outDir, relative, 'index.html'),
	};
}

/** The tenant a rendered path belongs to: its first segment. */
const tenantOf = (pathname: string) => pathname.split('/').find((part) => part !== '') ?? '';

/**
 * Counts each rendered HTML page (`onPage`; endpoints such as robots.txt are not pages) and renders
 * each content page once for both addresses; with a `plan`, renders the shard in waves.
 */
export function shardPrerenderer(onPage: () => void, plan?: WavePlan): AstroIntegration {
	return {
		name: 'institute-sites:shard-prerenderer',
		hooks: {
			'astro:build:start': ({ setPrerenderer }) => {
				setPrerenderer((base) => {
					// A twin waits here until the other address asks for it; then it is dropped.
					const twins = new Map<string, Promise<RenderedBody>>();
					// Every page gets its policy tag first in its head; a route whose own script starts a
					// first request also gets its island's preloads (the only pages read as text).
					const pageBody = async (component: string, response: Response) => {
						const chunks = clientChunks();
						const body =
							chunks !== null && chunks.earlyPages.has(component)
								? Buffer.from(withPreloads(await response.text(), chunks))
								: await responseBytes(response);
						return cspFirst(islandStyleInHead(body), ownPolicy);
					};
					const rendered = async (
						request: Request,
						options: Parameters<typeof base.render>[1],
					): Promise<RenderedBody> => {
						const result = await base.render(request, options);
						const response = result instanceof Response ? result : result.response;
						const { component, type } = options.routeData;
						return {
							status: response.status,
							headers: response.headers,
							body:
								type === 'page'
									? await pageBody(component, response)
									: await responseBytes(response),
						};
					};
					// A page's bytes as written: no Response around them between the render and the file.
					const renderBytes = async (
						request: Request,
						options: Parameters<typeof base.render>[1],
					): Promise<RenderedBody> => {
						const key = TWIN_ROUTES.has(options.routeData.component)
							? twinKey(new URL(request.url).pathname)
							: null;
						if (key === null) {
							const page = await rendered(request, options);
							if (options.routeData.type === 'page') onPage();
							return page;
						}
						const waiting = twins.get(key);
						if (waiting) twins.delete(key);
						else twins.set(key, rendered(request, options));
						const page = await (waiting ?? twins.get(key)!);
						onPage();
						return page;
					};
					const renderWaves = async (current: WavePlan) => {
						// The default prerenderer keeps its app (and the app its route cache) once set up.
						const app = (base as { app?: { routeCache?: { clearAll(): void } } }).app;
						for (let wave = await current.next(); wave !== null; wave = await current.next()) {
							renderWave(wave);
							app?.routeCache?.clearAll();
							const failed = new Map<string, string>();
							const pages = new Map<string, number>();
							const paths = await base.getStaticPaths();
							await mapWithConcurrency(paths, PAGES_AT_ONCE, async ({ pathname, route }) => {
								const tenant = tenantOf(pathname);
								if (failed.has(tenant)) return;
								try {
									const target = pageTarget(pathname, route.type, current.outDir);
									const page = await renderBytes(new Request(target.url), { routeData: route });
									if (page.status >= 300 && page.status < 400)
										throw new Error(`${pathname} answered a redirect (${page.status})`);
									mkdirSync(dirname(target.file), { recursive: true });
									writeFileSync(target.file, page.body);
									if (route.type === 'page') pages.set(tenant, (pages.get(tenant) ?? 0) + 1);
								} catch (error) {
									failed.set(tenant, `${pathname}: ${reasonOf(error)}`);
								}
							});
							await current.done(wave, { pages, failed });
						}
						return [];
					};
					const prerenderer: typeof base = {
						...base,
						name: 'institute-sites:shard',
						setup: async () => base.setup?.(),
						getStaticPaths: () => (plan ? renderWaves(plan) : base.getStaticPaths()),
						teardown: async () => base.teardown?.(),
						async render(request, options) {
							const page = await renderBytes(request, options);
							return new Response(page.body, { status: page.status, headers: page.headers });
						},
					};
					return prerenderer;
				});
			},
		},
	};
}
