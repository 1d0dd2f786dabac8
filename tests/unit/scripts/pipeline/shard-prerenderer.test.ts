/**
 * scripts/lib/pipeline/shard-prerenderer.ts: the wrapper around Astro's prerenderer in a render shard.
 * It counts pages, and renders a content page once for `/{slug}/` and `/more/{slug}/`. Astro's
 * own prerenderer is stood in for by one that records what it was asked to render.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AstroIntegration } from 'astro';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	pageTarget,
	responseBytes,
	shardPrerenderer,
	twinKey,
	type WavePlan,
} from '../../../../scripts/lib/pipeline/shard-prerenderer.ts';
import { currentWave, renderWave } from '../../../../src/server/site/snapshot.ts';
import { recordClientChunks } from '../../../../src/integrations/island-preload.ts';

describe('twinKey', () => {
	it.each([
		['/sunrise.in/more/about-us/', 'sunrise.in/about-us'],
		['/sunrise.in/about-us/', 'sunrise.in/about-us'],
		['/sunrise.in/more/about-us', 'sunrise.in/about-us'],
		['/sunrise.in/about-us', 'sunrise.in/about-us'],
		['/sunrise.in/', null],
		['/sunrise.in/more/a/b/', null],
		['/sunrise.in/dashboard/cart/', null],
	])('%s → %s', (pathname, key) => {
		expect(twinKey(pathname)).toBe(key);
	});
});

type Prerenderer = Parameters<
	Parameters<NonNullable<AstroIntegration['hooks']['astro:build:start']>>[0]['setPrerenderer']
>[0];

const ROOT = 'src/pages/[tenant]/[slug].astro';
const MORE = 'src/pages/[tenant]/more/[slug].astro';
const HOME = 'src/pages/[tenant]/index.astro';

function wrapped(body: (path: string) => string = (path) => `<p>${path}</p>`, plan?: WavePlan) {
	const asked: string[] = [];
	let pages = 0;
	const base = {
		name: 'astro:default',
		getStaticPaths: async () => [],
		async render(request: Request) {
			const path = new URL(request.url).pathname;
			asked.push(path);
			return new Response(body(path), { headers: { 'content-type': 'text/html' } });
		},
	};
	type Wrap = Extract<Prerenderer, (...args: never[]) => unknown>;
	const set: { wrap?: Wrap } = {};
	const integration = shardPrerenderer(() => pages++, plan);
	void integration.hooks['astro:build:start']?.({
		setPrerenderer: (value: Prerenderer) => {
			set.wrap = value as Wrap;
		},
	} as never);
	if (set.wrap === undefined) throw new Error('the integration set no prerenderer');
	const prerenderer = set.wrap(base);
	const render = async (path: string, component: string, type = 'page') => {
		const response = await prerenderer.render(new Request(`http://localhost${path}`), {
			routeData: { component, type },
		} as never);
		return (response as Response).text();
	};
	return { render, asked, pages: () => pages, prerenderer };
}

describe('shardPrerenderer', () => {
	it('renders a content page once for its two addresses, whichever comes first', async () => {
		const shard = wrapped();
		const first = await shard.render('/sunrise.in/about-us/', ROOT);
		const second = await shard.render('/sunrise.in/more/about-us/', MORE);
		const third = await shard.render('/sunrise.in/more/results/', MORE);
		const fourth = await shard.render('/sunrise.in/results/', ROOT);
		expect(shard.asked).toEqual(['/sunrise.in/about-us/', '/sunrise.in/more/results/']);
		expect(second).toBe(first);
		expect(fourth).toBe(third);
		expect(shard.pages()).toBe(4);
	});

	it('renders twins asked for at the same time once', async () => {
		const shard = wrapped();
		const [a, b] = await Promise.all([
			shard.render('/greenfield.in/more/faq-policy/', MORE),
			shard.render('/greenfield.in/faq-policy/', ROOT),
		]);
		expect(a).toBe(b);
		expect(shard.asked).toHaveLength(1);
	});

	it('renders every other page itself, and counts it', async () => {
		const shard = wrapped();
		await shard.render('/sunrise.in/', HOME);
		await shard.render('/pixel.in/', HOME);
		await shard.render('/sunrise.in/about-us/', ROOT);
		await shard.render('/pixel.in/about-us/', ROOT);
		expect(shard.asked).toEqual([
			'/sunrise.in/',
			'/pixel.in/',
			'/sunrise.in/about-us/',
			'/pixel.in/about-us/',
		]);
		expect(shard.pages()).toBe(4);
	});

	it('renders endpoints without counting them as pages', async () => {
		const shard = wrapped();
		await shard.render('/sunrise.in/robots.txt', 'src/pages/[tenant]/robots.txt.ts', 'endpoint');
		await shard.render('/sunrise.in/', HOME);
		expect(shard.asked).toEqual(['/sunrise.in/robots.txt', '/sunrise.in/']);
		expect(shard.pages()).toBe(1);
	});

	it('adds preloads to the pages of a route whose script starts a request early', async () => {
		// The client build as Vite hands it to the plugin: the profile page's script reaches the
		// start chunk.
		const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) => ({
			type: 'chunk',
			fileName,
			code: '',
			imports,
			moduleIds,
		});
		const plugin = recordClientChunks(/\/src\/browser\/start-[\w-]+\.ts$/);
		const generate = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
		const PROFILE = 'src/pages/[tenant]/dashboard/profile/index.astro';
		generate.call(
			null,
			{},
			{
				a: chunk(
					'_astro/page.js',
					['_astro/start.js'],
					[`/p/${PROFILE}?astro&type=script&index=0`],
				),
				b: chunk('_astro/start.js', ['_astro/store.js'], ['/p/src/browser/start-profile.ts']),
				c: chunk('_astro/store.js', []),
			},
		);
		const early = '<head></head><script type="module" src="/_astro/page.js"></script>';
		const shard = wrapped((path) => (path.includes('app-only') ? '<head></head>app' : early));
		expect(await shard.render('/sunrise.in/dashboard/profile/', PROFILE)).toBe(
			'<head><link rel="modulepreload" href="/_astro/store.js">' +
				'<link rel="modulepreload" href="/_astro/start.js">' +
				'<link rel="modulepreload" href="/_astro/page.js"></head>' +
				'<script type="module" src="/_astro/page.js"></script>',
		);
		// A tenant whose page has no such script, first or not, leaves the route's other pages as
		// they are to be.
		expect(await shard.render('/app-only.in/dashboard/profile/', PROFILE)).toBe('<head></head>app');
		expect(await shard.render('/pixel.in/dashboard/profile/', PROFILE)).toContain('modulepreload');
		// Another route's pages are passed on unread, whatever they hold.
		expect(await shard.render('/sunrise.in/faqs/', 'src/pages/[tenant]/faqs.astro')).toBe(early);
	});
});

describe('responseBytes', () => {
	const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

	it('reads a page body of one chunk as that chunk', async () => {
		const page = '<!doctype html><p>नमस्ते</p>'.repeat(2000);
		expect(text(await responseBytes(new Response(page)))).toBe(page);
	});

	it('joins a body of several chunks in order', async () => {
		const parts = ['<p>one</p>', '<p>two</p>', '<p>three</p>'];
		const body = new ReadableStream<Uint8Array>({
			start(controller) {
				for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
				controller.close();
			},
		});
		expect(text(await responseBytes(new Response(body)))).toBe(parts.join(''));
	});

	it('reads no body as no bytes', async () => {
		expect((await responseBytes(new Response(null, { status: 204 }))).byteLength).toBe(0);
	});
});

describe('pageTarget', () => {
	it.each([
		['/sunrise.in', 'page', 'http://localhost:4321/sunrise.in/', 'sunrise.in/index.html'],
		['/sunrise.in/', 'page', 'http://localhost:4321/sunrise.in/', 'sunrise.in/index.html'],
		[
			'/sunrise.in/more/about-us',
			'page',
			'http://localhost:4321/sunrise.in/more/about-us/',
			'sunrise.in/more/about-us/index.html',
		],
		[
			'/sunrise.in/404',
			'page',
			'http://localhost:4321/sunrise.in/404/',
			'sunrise.in/404/index.html',
		],
		[
			'/sunrise.in/robots.txt',
			'endpoint',
			'http://localhost:4321/sunrise.in/robots.txt',
			'sunrise.in/robots.txt',
		],
	])('%s (%s) → %s, %s', (pathname, type, url, file) => {
		expect(pageTarget(pathname, type, '/out')).toEqual({ url, file: join('/out', file) });
	});

	it('refuses a route Astro would write differently', () => {
		expect(() => pageTarget('/sunrise.in/old', 'redirect', '/out')).toThrow(
			'/sunrise.in/old: a redirect route cannot be rendered in waves',
		);
	});
});

/**
 * The integration's prerenderer over a stand-in for Astro's: `paths` are the pages' static paths
 * (read from the wave being rendered, as the pages do), and each page's body is `body(path)`.
 */
function waveShard(
	plan: WavePlan,
	paths: () => Promise<unknown[]>,
	body: (path: string) => string,
	onClear: () => void,
) {
	const base = {
		name: 'astro:default',
		app: { routeCache: { clearAll: onClear } },
		getStaticPaths: paths,
		async render(request: Request) {
			return new Response(body(new URL(request.url).pathname));
		},
	};
	let prerenderer: { getStaticPaths: () => Promise<unknown[]> } | undefined;
	void shardPrerenderer(() => {}, plan).hooks['astro:build:start']?.({
		setPrerenderer: (wrap: (base: unknown) => typeof prerenderer) => {
			prerenderer = wrap(base);
		},
	} as never);
	if (prerenderer === undefined) throw new Error('the integration set no prerenderer');
	return prerenderer;
}

describe('shardPrerenderer in waves', () => {
	let out: string;
	afterEach(async () => {
		renderWave(null);
		await rm(out, { recursive: true, force: true });
	});

	it('renders, writes and hands over one wave at a time, and leaves Astro nothing to render', async () => {
		out = await mkdtemp(join(tmpdir(), 'waves-'));
		const waves = [
			{ dir: '/data', domains: ['a.in', 'b.in'] },
			{ dir: '/data', domains: ['c.in'] },
		];
		const done: unknown[] = [];
		const plan: WavePlan = {
			outDir: out,
			next: async () => waves.shift() ?? null,
			async done(wave, { pages, failed }) {
				// The wave's pages are on disk when it is handed over.
				const homes = await Promise.all(
					wave.domains
						.filter((domain) => !failed.has(domain))
						.map((domain) => readFile(join(out, domain, 'index.html'), 'utf8')),
				);
				done.push([wave.domains, Object.fromEntries(pages), Object.fromEntries(failed), homes]);
			},
		};
		const home = { component: HOME, type: 'page' };
		const faqs = { component: 'src/pages/[tenant]/faqs/index.astro', type: 'page' };
		const robots = { component: 'src/pages/[tenant]/robots.txt.ts', type: 'endpoint' };
		const paths = async () =>
			(currentWave()?.domains ?? []).flatMap((domain) => [
				{ pathname: `/${domain}`, route: home },
				{ pathname: `/${domain}/faqs`, route: faqs },
				{ pathname: `/${domain}/robots.txt`, route: robots },
			]);
		let cleared = 0;
		const prerenderer = waveShard(
			plan,
			paths,
			(path) => {
				if (path === '/b.in/faqs/') throw new Error('no FAQs');
				return `<p>${path}</p>`;
			},
			() => cleared++,
		);
		expect(await prerenderer.getStaticPaths()).toEqual([]);
		// Astro's cache of each route's static paths was emptied before each wave.
		expect(cleared).toBe(2);
		expect(done).toEqual([
			[
				['a.in', 'b.in'],
				{ 'a.in': 2, 'b.in': 1 },
				{ 'b.in': '/b.in/faqs: no FAQs' },
				['<p>/a.in/</p>'],
			],
			[['c.in'], { 'c.in': 2 }, {}, ['<p>/c.in/</p>']],
		]);
		expect(await readFile(join(out, 'c.in', 'faqs', 'index.html'), 'utf8')).toBe(
			'<p>/c.in/faqs/</p>',
		);
		expect(await readFile(join(out, 'c.in', 'robots.txt'), 'utf8')).toBe('<p>/c.in/robots.txt</p>');
	});
});
