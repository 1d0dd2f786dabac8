/**
 * scripts/lib/build/shard-prerenderer.ts: the wrapper around Astro's prerenderer in a render shard.
 * It counts pages, and renders a content page once for `/{slug}/` and `/more/{slug}/`. Astro's
 * own prerenderer is stood in for by one that records what it was asked to render.
 */
import { describe, expect, it } from 'vitest';
import type { AstroIntegration } from 'astro';
import { shardPrerenderer, twinKey } from '../../../../scripts/lib/build/shard-prerenderer.ts';
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

function wrapped(body: (path: string) => string = (path) => `<p>${path}</p>`) {
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
	const integration = shardPrerenderer(() => pages++);
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
	return { render, asked, pages: () => pages };
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
