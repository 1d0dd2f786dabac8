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
import { cspFirst } from '../../../src/integrations/csp-first.ts';
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
 * Counts each rendered HTML page (`onPage`; endpoints such as robots.txt are not pages) and renders
 * each content page once for both addresses.
 */
export function shardPrerenderer(onPage: () => void): AstroIntegration {
	return {
		name: 'institute-sites:shard-prerenderer',
		hooks: {
			'astro:build:start': ({ setPrerenderer }) => {
				setPrerenderer((base) => {
					// A twin waits here until the other address asks for it; then it is dropped.
					const twins = new Map<string, Promise<RenderedBody>>();
					// Every page gets its policy tag first in its head; a route whose own script starts a
					// first request also gets its island's preloads (the only pages read as text).
					const finished = async (
						component: string,
						result: Awaited<ReturnType<typeof base.render>>,
					) => {
						const chunks = clientChunks();
						const response = result instanceof Response ? result : result.response;
						const body =
							chunks !== null && chunks.earlyPages.has(component)
								? Buffer.from(withPreloads(await response.text(), chunks))
								: new Uint8Array(await response.arrayBuffer());
						const rewritten = new Response(cspFirst(islandStyleInHead(body), ownPolicy), {
							status: response.status,
							headers: response.headers,
						});
						return result instanceof Response ? rewritten : { ...result, response: rewritten };
					};
					const renderBody = async (
						request: Request,
						options: Parameters<typeof base.render>[1],
					) => {
						const result = await base.render(request, options);
						const response = result instanceof Response ? result : result.response;
						return {
							status: response.status,
							headers: response.headers,
							body: cspFirst(
								islandStyleInHead(new Uint8Array(await response.arrayBuffer())),
								ownPolicy,
							),
						};
					};
					return {
						...base,
						name: 'institute-sites:shard',
						setup: async () => base.setup?.(),
						getStaticPaths: () => base.getStaticPaths(),
						teardown: async () => base.teardown?.(),
						async render(request, options) {
							const key = TWIN_ROUTES.has(options.routeData.component)
								? twinKey(new URL(request.url).pathname)
								: null;
							if (key === null) {
								const result = await base.render(request, options);
								if (options.routeData.type !== 'page') return result;
								onPage();
								return finished(options.routeData.component, result);
							}
							const waiting = twins.get(key);
							if (waiting) twins.delete(key);
							else twins.set(key, renderBody(request, options));
							const rendered = await (waiting ?? twins.get(key)!);
							onPage();
							return new Response(rendered.body, {
								status: rendered.status,
								headers: rendered.headers,
							});
						},
					};
				});
			},
		},
	};
}
