import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import {
	namesHeadersFile,
	startPreviewServer,
	tenantFromHost,
	type PreviewServer,
} from '../../../../scripts/lib/serve/preview-server.ts';
import { compressedVariants } from '../../../../scripts/lib/pipeline/precompress.ts';

/** Writes the build's `.br`/`.gz` siblings of `paths` (as the build does for shared assets). */
async function precompress(dir: string, paths: string[]) {
	for (const path of paths) {
		const body = await readFile(join(dir, path));
		for (const [suffix, bytes] of await compressedVariants(path, body))
			await writeFile(join(dir, path) + suffix, bytes);
	}
}

interface Reply {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

function get(
	port: number,
	host: string,
	path: string,
	headers: Record<string, string> = {},
	method = 'GET',
) {
	return new Promise<Reply>((resolve, reject) => {
		const req = request(
			{ port, host: '127.0.0.1', path, method, headers: { host, ...headers } },
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (chunk: Buffer) => chunks.push(chunk));
				res.on('end', () =>
					resolve({
						status: res.statusCode ?? 0,
						headers: res.headers,
						body: Buffer.concat(chunks),
					}),
				);
			},
		);
		req.on('error', reject);
		req.end();
	});
}

describe('namesHeadersFile', () => {
	it.each([
		['/_headers', true],
		['/_headers?download=1', true],
		['/%5Fheaders', true],
		['//_headers', true],
		['/./_headers', true],
		['/docs/_headers', false],
		['/_headers/', true],
		['/_headers.txt', false],
		['/%E0%A4%A', false],
	])('%s → %s', (url, expected) => {
		expect(namesHeadersFile(url)).toBe(expected);
	});
});

describe('tenantFromHost', () => {
	it.each([
		['sunrise-academy.in', 'sunrise-academy.in'],
		['sunrise-academy.in:4321', 'sunrise-academy.in'],
		['www.sunrise-academy.in', 'sunrise-academy.in'],
		['sunrise-academy.in.localhost:4321', 'sunrise-academy.in'],
		['WWW.Sunrise-Academy.IN.localhost', 'sunrise-academy.in'],
		['sunrise-academy.in.', 'sunrise-academy.in'],
		['', ''],
		[undefined, ''],
	])('%s → %s', (host, expected) => {
		expect(tenantFromHost(host)).toBe(expected);
	});
});

describe('preview server', () => {
	let dist: string;
	let server: PreviewServer;
	const page = (text: string) =>
		`<!doctype html><title>${text}</title>${'<p>padding</p>'.repeat(80)}`;

	beforeAll(async () => {
		dist = await mkdtemp(join(tmpdir(), 'preview-'));
		await mkdir(join(dist, 'a.example/_astro'), { recursive: true });
		await mkdir(join(dist, 'a.example/courses'), { recursive: true });
		await mkdir(join(dist, 'b.example'), { recursive: true });
		await mkdir(join(dist, '.staging-c.example'), { recursive: true });
		await writeFile(join(dist, 'a.example/index.html'), page('Site A'));
		await writeFile(join(dist, 'a.example/courses/index.html'), page('Courses A'));
		await writeFile(join(dist, 'a.example/404.html'), page('Missing A'));
		await writeFile(join(dist, 'a.example/_astro/app.abc.js'), 'console.log(1);'.repeat(100));
		await writeFile(join(dist, 'a.example/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
		await writeFile(join(dist, 'a.example/about.html'), page('About A'));
		await mkdir(join(dist, 'a.example/faqs'), { recursive: true });
		await writeFile(
			join(dist, 'a.example/faqs/index.html'),
			`<!doctype html><meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' 'sha256-abc=';"><title>FAQs A</title>${'<p>padding</p>'.repeat(80)}`,
		);
		await writeFile(join(dist, 'a.example/sitemap.xml'), '<urlset/>');
		await writeFile(join(dist, 'a.example/_headers'), '/*\n  X-Test: 1\n');
		await precompress(join(dist, 'a.example'), ['index.html', '_astro/app.abc.js']);
		await writeFile(join(dist, 'b.example/index.html'), page('Site B'));
		await writeFile(join(dist, 'secret.txt'), 'outside every site');
		server = await startPreviewServer({ distDir: dist, port: 0 });
	});

	afterAll(async () => {
		await server.close();
		await rm(dist, { recursive: true, force: true });
	});

	it('chooses the tenant from the Host header, ignoring port, www. and .localhost', async () => {
		for (const host of ['a.example', 'www.a.example:4321', 'a.example.localhost:4321']) {
			const reply = await get(server.port, host, '/');
			expect(reply.status).toBe(200);
			expect(reply.body.toString()).toContain('<title>Site A</title>');
		}
		expect((await get(server.port, 'b.example.localhost', '/')).body.toString()).toContain(
			'Site B',
		);
	});

	it('serves directory routes with and without a trailing slash, with the HTML content type', async () => {
		for (const path of ['/courses', '/courses/', '/courses/index.html']) {
			const reply = await get(server.port, 'a.example', path);
			expect(reply.status).toBe(200);
			expect(reply.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
			expect(reply.headers['cache-control']).toBe('no-cache');
			expect(reply.body.toString()).toContain('Courses A');
		}
	});

	it('serves a clean URL from <name>.html too', async () => {
		for (const path of ['/about', '/about.html']) {
			const reply = await get(server.port, 'a.example', path);
			expect(reply.status).toBe(200);
			expect(reply.body.toString()).toContain('About A');
		}
	});

	it("sends a page's own policy as a header too, with frame-ancestors, and the hardening headers", async () => {
		for (const encoding of ['br', 'identity']) {
			const reply = await get(server.port, 'a.example', '/faqs/', { 'accept-encoding': encoding });
			expect(reply.status).toBe(200);
			expect(reply.headers['content-security-policy']).toBe(
				"default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'self'",
			);
			expect(reply.headers['x-content-type-options']).toBe('nosniff');
			expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
			expect(reply.headers['permissions-policy']).toMatch(
				/^camera=\(\), microphone=\(\), geolocation=\(\)/,
			);
		}
		// A page without a policy, and a script, get the hardening headers alone.
		for (const path of ['/courses/', '/_astro/app.abc.js']) {
			const reply = await get(server.port, 'a.example', path);
			expect(reply.headers['content-security-policy']).toBeUndefined();
			expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
		}
	});

	it('serves sitemap.xml as application/xml', async () => {
		const reply = await get(server.port, 'a.example', '/sitemap.xml');
		expect(reply.status).toBe(200);
		expect(reply.headers['content-type']).toBe('application/xml');
	});

	it('caches hashed assets immutable with the right content type', async () => {
		const reply = await get(server.port, 'a.example', '/_astro/app.abc.js');
		expect(reply.status).toBe(200);
		expect(reply.headers['content-type']).toMatch(/^text\/javascript\b/);
		expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
		expect((await get(server.port, 'a.example', '/logo.svg')).headers['content-type']).toBe(
			'image/svg+xml',
		);
	});

	it('serves the precompressed files as the client accepts, varying on Accept-Encoding', async () => {
		const br = await get(server.port, 'a.example', '/', { 'accept-encoding': 'gzip, br' });
		expect(br.headers['content-encoding']).toBe('br');
		expect(br.headers['content-type']).toMatch(/^text\/html/);
		expect(br.headers.vary).toBe('Accept-Encoding');
		expect(br.body).toEqual(await readFile(join(dist, 'a.example/index.html.br')));
		expect(brotliDecompressSync(br.body).toString()).toContain('Site A');
		const gzip = await get(server.port, 'a.example', '/', { 'accept-encoding': 'gzip' });
		expect(gzip.headers['content-encoding']).toBe('gzip');
		expect(gzip.headers.vary).toBe('Accept-Encoding');
		expect(gzip.body).toEqual(await readFile(join(dist, 'a.example/index.html.gz')));
		expect(gunzipSync(gzip.body).toString()).toContain('Site A');
		expect(gzip.body.length).toBeLessThan(page('Site A').length);
		const plain = await get(server.port, 'a.example', '/');
		expect(plain.headers['content-encoding']).toBeUndefined();
		expect(plain.headers.vary).toBe('Accept-Encoding');
		expect(plain.body.toString()).toBe(page('Site A'));
	});

	it('compresses a page without precompressed copies on first request, once', async () => {
		const first = await get(server.port, 'a.example', '/courses/', { 'accept-encoding': 'br' });
		expect(first.status).toBe(200);
		expect(first.headers['content-encoding']).toBe('br');
		expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
		expect(first.headers.vary).toBe('Accept-Encoding');
		expect(brotliDecompressSync(first.body).toString()).toBe(page('Courses A'));
		const again = await get(server.port, 'a.example', '/courses/', { 'accept-encoding': 'br' });
		expect(again.body).toEqual(first.body);
		expect(again.headers.etag).toBe(first.headers.etag);
		const gzip = await get(server.port, 'a.example', '/about', {
			'accept-encoding': 'br;q=0, gzip',
		});
		expect(gzip.headers['content-encoding']).toBe('gzip');
		expect(gunzipSync(gzip.body).toString()).toBe(page('About A'));
		const head = await get(
			server.port,
			'a.example',
			'/courses/',
			{ 'accept-encoding': 'br' },
			'HEAD',
		);
		expect(head.headers['content-length']).toBe(String(first.body.length));
		expect(head.body.length).toBe(0);
	});

	it('answers 304 to a compressed page the client already has', async () => {
		const first = await get(server.port, 'a.example', '/courses/', { 'accept-encoding': 'br' });
		const etag = String(first.headers.etag);
		const cached = await get(server.port, 'a.example', '/courses/', {
			'accept-encoding': 'br',
			'if-none-match': etag,
		});
		expect(cached.status).toBe(304);
		expect(cached.body.length).toBe(0);
	});

	it('keeps the cache policy on compressed responses', async () => {
		const asset = await get(server.port, 'a.example', '/_astro/app.abc.js', {
			'accept-encoding': 'br',
		});
		expect(asset.headers['content-encoding']).toBe('br');
		expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
		const html = await get(server.port, 'a.example', '/courses/', { 'accept-encoding': 'br' });
		expect(html.headers['content-encoding']).toBe('br');
		expect(html.headers['cache-control']).toBe('no-cache');
	});

	it('answers 304 to a matching ETag', async () => {
		const first = await get(server.port, 'a.example', '/');
		const etag = String(first.headers.etag);
		expect(etag).toMatch(/"/);
		expect(first.headers['cache-control']).toBe('no-cache');
		const second = await get(server.port, 'a.example', '/', { 'if-none-match': etag });
		expect(second.status).toBe(304);
		expect(second.body.length).toBe(0);
		const stale = await get(server.port, 'a.example', '/', { 'if-none-match': '"other"' });
		expect(stale.status).toBe(200);
	});

	it("never serves the release's _headers file, as Netlify and Cloudflare Pages do not", async () => {
		for (const path of ['/_headers', '/%5Fheaders?x=1', '//_headers']) {
			const reply = await get(server.port, 'a.example', path);
			expect(reply.status).toBe(404);
			expect(reply.body.toString()).toContain('Missing A');
		}
	});

	it('sends X-Frame-Options with the hardening headers', async () => {
		for (const path of ['/', '/_astro/app.abc.js', '/nowhere']) {
			const reply = await get(server.port, 'a.example', path);
			expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
		}
	});

	it("serves the tenant's 404 page for an unknown path", async () => {
		const reply = await get(server.port, 'a.example', '/no/such/page');
		expect(reply.status).toBe(404);
		expect(reply.headers['cache-control']).toBe('no-cache');
		expect(reply.body.toString()).toContain('Missing A');
	});

	it('keeps the 404 status when the 404 page is compressed or its ETag matches', async () => {
		const br = await get(server.port, 'a.example', '/more/new-page', { 'accept-encoding': 'br' });
		expect(br.status).toBe(404);
		expect(br.headers['content-encoding']).toBe('br');
		expect(brotliDecompressSync(br.body).toString()).toContain('Missing A');
		const page404 = await get(server.port, 'a.example', '/404.html');
		const again = await get(server.port, 'a.example', '/more/new-page', {
			'if-none-match': String(page404.headers.etag),
		});
		expect(again.status).toBe(404);
		expect(again.body.toString()).toContain('Missing A');
	});

	it('never serves files outside the tenant folder', async () => {
		for (const path of [
			'/../secret.txt',
			'/%2e%2e/secret.txt',
			'/..%2fsecret.txt',
			'/../b.example/index.html',
		]) {
			const reply = await get(server.port, 'a.example', path);
			expect(reply.body.toString()).not.toContain('outside every site');
			expect(reply.body.toString()).not.toContain('Site B');
		}
	});

	it('shows a clear 404 page listing the built sites for an unknown host', async () => {
		for (const host of ['unknown.example.localhost:4321', 'localhost', '.staging-c.example']) {
			const reply = await get(server.port, host, '/');
			expect(reply.status).toBe(404);
			const html = reply.body.toString();
			expect(html).toContain('No site for');
			expect(html).toContain(`http://a.example.localhost:${server.port}/`);
			expect(html).not.toContain('staging-c.example.localhost');
		}
	});

	it('answers HEAD without a body and refuses other methods', async () => {
		const head = await get(server.port, 'a.example', '/', {}, 'HEAD');
		expect(head.status).toBe(200);
		expect(head.body.length).toBe(0);
		expect((await get(server.port, 'a.example', '/', {}, 'POST')).status).toBe(405);
	});
});

describe('preview server while a build publishes', () => {
	let dist: string;
	let server: PreviewServer;

	// The way build-sites publishes: a fresh folder renamed into place.
	async function publish(domain: string, files: Record<string, string>) {
		const staging = join(dist, `.staging-${domain}`);
		await mkdir(join(staging, '_astro'), { recursive: true });
		for (const [path, text] of Object.entries(files)) await writeFile(join(staging, path), text);
		await rm(join(dist, domain), { recursive: true, force: true });
		await rename(staging, join(dist, domain));
	}

	beforeAll(async () => {
		dist = await mkdtemp(join(tmpdir(), 'preview-publish-'));
		await publish('a.example', {
			'index.html': `<title>Old</title>${'<p>old</p>'.repeat(200)}`,
			'_astro/old.js': 'old();',
		});
		server = await startPreviewServer({ distDir: dist, port: 0 });
	});

	afterAll(async () => {
		await server.close();
		await rm(dist, { recursive: true, force: true });
	});

	it('serves the new content of a tenant folder swapped while it runs', async () => {
		const before = await get(server.port, 'a.example', '/', { 'accept-encoding': 'br' });
		expect(brotliDecompressSync(before.body).toString()).toContain('<title>Old</title>');
		expect((await get(server.port, 'a.example', '/_astro/old.js')).status).toBe(200);

		await publish('a.example', {
			'index.html': `<title>New</title>${'<p>new, and longer</p>'.repeat(200)}`,
			'_astro/new.js': 'fresh();',
		});
		const after = await get(server.port, 'a.example', '/', { 'accept-encoding': 'br' });
		expect(after.status).toBe(200);
		expect(brotliDecompressSync(after.body).toString()).toContain('<title>New</title>');
		const plain = await get(server.port, 'a.example', '/');
		expect(plain.body.toString()).toContain('<title>New</title>');
		expect(plain.headers.etag).not.toBe(before.headers.etag);
		expect((await get(server.port, 'a.example', '/_astro/new.js')).body.toString()).toBe(
			'fresh();',
		);
		expect((await get(server.port, 'a.example', '/_astro/old.js')).status).toBe(404);
	});

	it('serves a tenant first published after it started', async () => {
		expect((await get(server.port, 'late.example', '/')).status).toBe(404);
		await publish('late.example', { 'index.html': '<title>Late</title>' });
		const reply = await get(server.port, 'late.example.localhost', '/');
		expect(reply.status).toBe(200);
		expect(reply.body.toString()).toBe('<title>Late</title>');
	});
});
