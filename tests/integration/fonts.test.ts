/**
 * Self-hosting theme fonts without a package (scripts/lib/fonts/) against the sandbox's stand-in
 * for the Google Fonts CSS2 API: a family's stylesheet is read once, each woff2 file downloaded
 * once into the cache and put into the shared store for every tenant, and the next build
 * downloads nothing; a fonts host that fails (an error status, no answer, a bad stylesheet, a
 * file on another origin or not woff2, no server at all) leaves the family on Google Fonts, with
 * a reason that names no address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FontFetcher } from '../../scripts/lib/fonts/font-fetcher.ts';
import { fontFiles } from '../../scripts/lib/fonts/published.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { siteFixture } from '../unit/fixtures/site.ts';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const themed = (domain: string, headingFont: string, contentFont = 'Inter') => {
	const site = siteFixture({ domain });
	return { ...site, theme: { ...site.theme, headingFont, contentFont } };
};

const SANDBOX_FILES = join(import.meta.dirname, '../../sandbox/static/fonts');

describe('theme fonts from the sandbox stand-in', () => {
	let sandbox: Sandbox;
	let work: string;

	beforeAll(async () => {
		sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
		work = await mkdtemp(join(tmpdir(), 'fonts-test-'));
	});

	afterAll(async () => {
		await sandbox.close();
		await rm(work, { recursive: true, force: true });
	});

	const fetcher = (dist: string) =>
		new FontFetcher({
			apiUrl: `${sandbox.url}/fonts`,
			distDir: dist,
			cacheDir: join(work, 'cache'),
		});

	it('downloads each file once for every tenant, keeps the subsets and publishes them', async () => {
		const dist = join(work, 'dist');
		const fonts = fetcher(dist);
		const [first, second] = await Promise.all([
			fonts.forSite(themed('a.in', 'Noto Sans Devanagari')),
			fonts.forSite(themed('b.in', 'noto sans devanagari', 'Noto Sans Devanagari')),
		]);

		expect(second).toEqual(first);
		expect(first).toHaveLength(1);
		const [font] = first;
		expect(font?.family).toBe('Noto Sans Devanagari');
		expect(font?.generic).toBe('sans-serif');
		// Capsize's metrics of Noto Sans Devanagari.
		expect(font?.metrics).toEqual({
			ascent: 896,
			descent: -408,
			lineGap: 0,
			unitsPerEm: 1000,
			xWidthAvg: 474,
		});
		// Three subsets at three weights: nine faces over three files.
		expect(font?.faces).toHaveLength(9);
		expect(font?.faces.map((face) => face.weight)).toEqual([
			...['400', '600', '700'],
			...['400', '600', '700'],
			...['400', '600', '700'],
		]);
		expect(font?.faces[0]?.unicodeRange).toMatch(/^U\+0900-097F, /);
		expect(font?.faces[8]?.unicodeRange).toMatch(/^U\+0000-00FF, /);
		const paths = [...new Set(font?.faces.map((face) => face.path))];
		expect(paths).toHaveLength(3);
		for (const path of paths)
			expect(path).toMatch(/^\/_astro\/noto-sans-devanagari-[\da-f]{16}\.woff2$/);

		const files = fontFiles(dist, first);
		expect(files.map((file) => `/${file.path}`).sort()).toEqual([...paths].sort());
		const published = files.map((file) => readFileSync(file.blob));
		const served = ['devanagari', 'latin-ext', 'latin'].map((name) =>
			readFileSync(join(SANDBOX_FILES, `${name}.woff2`)),
		);
		expect(published.map((body) => body.toString('base64')).sort()).toEqual(
			served.map((body) => body.toString('base64')).sort(),
		);
		// The stylesheet and three files, each once however many tenants use the family.
		expect(fonts.stats()).toEqual({
			selfHosted: ['Noto Sans Devanagari'],
			downloaded: 4,
			failed: [],
		});
	});

	it('downloads nothing the next build, from the cache', async () => {
		const dist = join(work, 'dist-next');
		const fonts = fetcher(dist);
		const [font] = await fonts.forSite(themed('a.in', 'Noto Sans Devanagari'));
		expect(font?.faces).toHaveLength(9);
		expect(fonts.stats().downloaded).toBe(0);
		// Published again into this dist folder's store, from the cache.
		for (const file of fontFiles(dist, [font!])) expect(existsSync(file.blob)).toBe(true);
		expect((await readdir(join(work, 'cache'))).filter((name) => name.endsWith('.tmp'))).toEqual(
			[],
		);
	});

	it('asks nothing for families with a package', async () => {
		const fonts = fetcher(join(work, 'dist-packaged'));
		expect(await fonts.forSite(themed('c.in', 'Poppins', 'Lato'))).toEqual([]);
		expect(fonts.stats()).toEqual({ selfHosted: [], downloaded: 0, failed: [] });
	});
});

describe('a fonts host that fails', () => {
	let server: Server;
	let base: string;
	let work: string;
	const WOFF2_LIKE = Buffer.from('wOF2 stand-in bytes');

	beforeAll(async () => {
		server = createServer((request, response) => {
			const url = new URL(request.url ?? '/', 'http://host');
			const family = url.searchParams.get('family') ?? '';
			const css = (src: string) =>
				response
					.writeHead(200, { 'content-type': 'text/css' })
					.end(
						`@font-face{font-family:'${family.split(':')[0]}';font-weight:400;src:url(${src}) format('woff2')}`,
					);
			if (family.startsWith('Down Font')) response.writeHead(503).end('unavailable');
			else if (family.startsWith('Slow Font'))
				setTimeout(() => css(`${base}/files/ok.woff2`), 2000).unref();
			else if (family.startsWith('Html Font'))
				response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hi');
			else if (family.startsWith('Foreign Font')) css('http://fonts.example/x.woff2');
			else if (family.startsWith('Ttf Font')) css(`${base}/files/font.ttf`);
			else if (family.startsWith('Huge Font')) css(`${base}/files/huge.woff2`);
			else if (url.pathname === '/files/font.ttf') response.writeHead(200).end('\0\x01\0\0 ttf');
			else if (url.pathname === '/files/huge.woff2')
				response.writeHead(200).end(Buffer.concat([WOFF2_LIKE, Buffer.alloc(5000)]));
			else response.writeHead(404).end('Not found');
		});
		await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
		work = await mkdtemp(join(tmpdir(), 'fonts-fail-test-'));
	});

	afterAll(async () => {
		server.closeAllConnections();
		await new Promise((done) => server.close(done));
		await rm(work, { recursive: true, force: true });
	});

	it.each([
		['Down Font', 'the stylesheet: HTTP 503'],
		['Slow Font', 'the stylesheet: no answer within 0.5 s'],
		['Html Font', 'the stylesheet has no @font-face rule'],
		[
			'Foreign Font',
			'the stylesheet has a font file on http://fonts.example, an origin not allowed',
		],
		['Ttf Font', 'a font file is not woff2'],
		['Huge Font', 'a font file: larger than 4096 bytes'],
	])('%s keeps its Google Fonts link: %s', async (family, reason) => {
		const fonts = new FontFetcher({
			apiUrl: base,
			distDir: join(work, 'dist'),
			cacheDir: join(work, 'cache'),
			timeoutMs: 500,
			maxFileBytes: 4096,
		});
		expect(await fonts.forSite(themed('a.in', family))).toEqual([]);
		const { failed, selfHosted } = fonts.stats();
		expect(selfHosted).toEqual([]);
		expect(failed).toHaveLength(1);
		expect(failed[0]?.family).toBe(family);
		// The reason never repeats an address.
		expect(failed[0]?.reason).toBe(reason);
	});

	it('caches no file that failed, so a later build tries again', async () => {
		const cached = await readdir(join(work, 'cache'));
		// Only the two stylesheets that passed their checks (Ttf Font's and Huge Font's).
		expect(cached.map((name) => name.split('.').pop())).toEqual(['css', 'css']);
	});

	it('names the failure when no server answers', async () => {
		const closed = createServer();
		await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
		const { port } = closed.address() as AddressInfo;
		await new Promise((done) => closed.close(done));
		const fonts = new FontFetcher({
			apiUrl: `http://127.0.0.1:${port}`,
			distDir: join(work, 'dist'),
			cacheDir: join(work, 'cache'),
			timeoutMs: 2000,
		});
		expect(await fonts.forSite(themed('a.in', 'Noto Sans Devanagari'))).toEqual([]);
		expect(fonts.stats().failed).toEqual([
			{ family: 'Noto Sans Devanagari', reason: 'the stylesheet: ECONNREFUSED' },
		]);
	});
});
