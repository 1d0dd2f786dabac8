/**
 * Island preloads (src/integrations/island-preload.ts): only pages with a script that starts
 * their first request get them; the largest chunk comes first, the others in evaluation order
 * (each after what it imports, React's renderer first), and nothing the HTML already names but
 * the page script that starts the request.
 */
import { describe, expect, it } from 'vitest';
import {
	bundleGraph,
	evaluationOrder,
	preloadChunks,
	recordClientChunks,
	clientChunks,
	withPreloads,
	type ClientChunks,
	type ImportGraph,
} from '../../../src/integrations/island-preload.ts';

const graph = (entries: Record<string, string[]>): ImportGraph => new Map(Object.entries(entries));

describe('evaluationOrder', () => {
	it.each([
		['a chain', { e: ['a'], a: ['b'], b: [] }, ['b', 'a']],
		[
			'two branches in import order',
			{ e: ['a', 'c'], a: ['d'], c: ['b'], b: [], d: [] },
			['d', 'a', 'b', 'c'],
		],
		[
			'a shared chunk once, where it first ran',
			{ e: ['a', 'b'], a: ['s'], b: ['s'], s: [] },
			['s', 'a', 'b'],
		],
		['a cycle back to the entry', { e: ['a'], a: ['e'] }, ['a']],
		['an unknown name (an asset)', { e: ['a', 'x.css'], a: [] }, ['a']],
	])('%s', (_name, entries, order) => {
		expect(evaluationOrder(graph(entries), 'e')).toEqual(order);
	});
});

// A profile-like build: React's renderer, the panel, the page's start script, the frame's script.
const chunks: ClientChunks = {
	graph: graph({
		'_astro/client.js': ['_astro/react.js'],
		'_astro/react.js': ['_astro/shell.js'],
		'_astro/shell.js': [],
		'_astro/Panel.js': ['_astro/react.js', '_astro/kit.js'],
		'_astro/kit.js': ['_astro/shell.js'],
		'_astro/page.js': ['_astro/start.js'],
		'_astro/start.js': ['_astro/kit.js', '_astro/store.js'],
		'_astro/store.js': [],
		'_astro/frame.js': ['_astro/shell.js'],
		'_astro/Later.js': ['_astro/later-dep.js'],
		'_astro/later-dep.js': [],
	}),
	early: new Set(['_astro/start.js']),
	// No sizes: every chunk counts as 0, so the order below is the evaluation order.
	sizes: new Map(),
	earlyPages: new Set(['src/pages/[tenant]/dashboard/profile/index.astro']),
};

const island = (component: string, client: string) =>
	`<astro-island uid="1" component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/client.js" props="{}" ssr client="${client}"></astro-island>`;
const script = (file: string) => `<script type="module" src="/_astro/${file}"></script>`;
const page = (...body: string[]) =>
	`<!DOCTYPE html><html><head><title>t</title></head><body>${body.join('')}</body></html>`;

describe('preloadChunks', () => {
	it.each([
		[
			'an island page that starts its first request: renderer, component, then the scripts',
			page(island('Panel.js', 'load'), script('page.js'), script('frame.js')),
			[
				'_astro/shell.js',
				'_astro/react.js',
				'_astro/client.js',
				'_astro/kit.js',
				'_astro/Panel.js',
				'_astro/store.js',
				'_astro/start.js',
				'_astro/page.js',
			],
		],
		[
			'the same island on a page that starts no request: none',
			page(island('Panel.js', 'load'), script('frame.js')),
			[],
		],
		[
			'an island hydrated later is left to load late',
			page(island('Later.js', 'idle'), script('page.js')),
			['_astro/shell.js', '_astro/kit.js', '_astro/store.js', '_astro/start.js', '_astro/page.js'],
		],
		[
			'a chunk the page names in a script tag is not preloaded again',
			page(island('Panel.js', 'load'), script('page.js'), script('kit.js')),
			[
				'_astro/shell.js',
				'_astro/react.js',
				'_astro/client.js',
				'_astro/Panel.js',
				'_astro/store.js',
				'_astro/start.js',
				'_astro/page.js',
			],
		],
		[
			'a painted island (client:painted): only what the page script needs, no React',
			page(island('Panel.js', 'painted'), script('page.js'), script('frame.js')),
			['_astro/shell.js', '_astro/kit.js', '_astro/store.js', '_astro/start.js', '_astro/page.js'],
		],
		['a page without scripts', page('<p>text</p>'), []],
	])('%s', (_name, html, expected) => {
		expect(preloadChunks(html, chunks)).toEqual(expected);
	});

	it('asks for the largest chunk first, the others in evaluation order', () => {
		const sized = {
			...chunks,
			sizes: new Map([
				['_astro/react.js', 190_000],
				['_astro/kit.js', 9_000],
			]),
		};
		const html = page(island('Panel.js', 'load'), script('page.js'));
		expect(preloadChunks(html, sized)).toEqual([
			'_astro/react.js',
			'_astro/kit.js',
			'_astro/shell.js',
			'_astro/client.js',
			'_astro/Panel.js',
			'_astro/store.js',
			'_astro/start.js',
			'_astro/page.js',
		]);
	});

	it('preloads the page script that starts the request, for the parser meets it last', () => {
		const html = page(island('Panel.js', 'painted'), script('page.js'));
		expect(preloadChunks(html, chunks).at(-1)).toBe('_astro/page.js');
	});

	it('leaves out names the build does not know', () => {
		const html = page(
			'<astro-island component-url="/_astro/Gone.js" renderer-url="/_astro/client.js" client="load"></astro-island>',
			script('page.js'),
		);
		expect(preloadChunks(html, chunks)).not.toContain('_astro/Gone.js');
	});
});

describe('withPreloads', () => {
	it('puts one modulepreload link per chunk at the end of the head, the start script too', () => {
		const html = page(island('Later.js', 'visible'), script('start.js'));
		expect(withPreloads(html, chunks)).toBe(
			html.replace(
				'</head>',
				'<link rel="modulepreload" href="/_astro/shell.js">' +
					'<link rel="modulepreload" href="/_astro/kit.js">' +
					'<link rel="modulepreload" href="/_astro/store.js">' +
					'<link rel="modulepreload" href="/_astro/start.js"></head>',
			),
		);
	});

	it('returns a page without preloads unchanged', () => {
		const html = page(script('frame.js'));
		expect(withPreloads(html, chunks)).toBe(html);
	});
});

describe('recordClientChunks', () => {
	it('names the page components whose script reaches a start script', () => {
		const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) => ({
			type: 'chunk',
			fileName,
			imports,
			moduleIds,
			code: 'x'.repeat(imports.length + 1),
		});
		const plugin = recordClientChunks(/\/src\/browser\/start-[\w-]+\.ts$/);
		const generate = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
		const script = (page: string) => `/repo/src/pages/${page}?astro&type=script&index=0&lang.ts`;
		generate.call(
			null,
			{},
			{
				a: chunk('_astro/cart-page.js', ['_astro/start.js'], [script('[tenant]/cart/index.astro')]),
				b: chunk('_astro/start.js', [], ['/repo/src/browser/start-cart.ts']),
				c: chunk('_astro/faqs-page.js', ['_astro/shell.js'], [script('[tenant]/faqs.astro')]),
				d: chunk('_astro/shell.js', []),
			},
		);
		const recorded = clientChunks();
		expect([...(recorded?.early ?? [])]).toEqual(['_astro/start.js']);
		expect([...(recorded?.earlyPages ?? [])]).toEqual(['src/pages/[tenant]/cart/index.astro']);
		expect(recorded?.sizes.get('_astro/cart-page.js')).toBe(2);
	});
});

describe('bundleGraph', () => {
	it('maps each chunk to its static imports, leaving assets out, once per bundle', () => {
		const bundle = {
			'a.js': { type: 'chunk', fileName: 'a.js', imports: ['b.js'] },
			'b.js': { type: 'chunk', fileName: 'b.js', imports: [] },
			'logo.svg': { type: 'asset', fileName: 'logo.svg' },
		} as unknown as Parameters<typeof bundleGraph>[0];
		const graph = bundleGraph(bundle);
		expect([...graph]).toEqual([
			['a.js', ['b.js']],
			['b.js', []],
		]);
		// The second plugin of the same build gets the same map, not a new one.
		expect(bundleGraph(bundle)).toBe(graph);
		expect(bundleGraph({ ...bundle })).not.toBe(graph);
	});
});
