/**
 * Build-time image optimisation (scripts/lib/images/) against a local HTTP server: a real JPEG
 * becomes WebP files in the shared store at the slots' widths, fetched once for any number of
 * tenants; an image that is missing, not an image, too slow, too large or on a refused address
 * keeps its original address and is reported once; the next build asks with its validators and
 * does no image work when the image is unchanged, and new files when it changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ImageOptimiser } from '../../scripts/lib/images/optimiser.ts';
import { imageFiles } from '../../scripts/lib/images/published.ts';
import { responsiveImage } from '../../src/lib/images/responsive.ts';
import { siteFixture } from '../unit/fixtures/site.ts';

const photo = (color: string) =>
	sharp({
		create: {
			width: 1600,
			height: 900,
			channels: 3,
			background: color,
			noise: { type: 'gaussian', mean: 120, sigma: 30 },
		},
	})
		.jpeg({ quality: 80 })
		.toBuffer();

// A logo-sized SVG (inlined into pages) and one over the 4,096-byte limit (left at its address).
const SMALL_SVG =
	'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#36a"/></svg>';
const LARGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(1100)}</svg>`;

describe('image optimisation', () => {
	let server: Server;
	let base: string;
	let work: string;
	let jpeg: Buffer;
	let etag = '"v1"';
	const requests: Array<{ path: string; conditional: boolean }> = [];

	beforeAll(async () => {
		jpeg = await photo('#3366aa');
		server = createServer((request, response) => {
			const path = request.url ?? '';
			requests.push({ path, conditional: request.headers['if-none-match'] !== undefined });
			if (path === '/photo.jpg') {
				if (request.headers['if-none-match'] === etag) {
					response.writeHead(304).end();
					return;
				}
				response.writeHead(200, { 'content-type': 'image/jpeg', etag }).end(jpeg);
			} else if (path === '/plain.jpg') {
				// A host that sends no validators: the bytes themselves tell an unchanged image.
				response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
			} else if (path === '/page.jpg') {
				response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hi');
			} else if (path === '/slow.jpg') {
				setTimeout(() => response.writeHead(200).end(jpeg), 2000).unref();
			} else if (path === '/vector.svg') {
				response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SMALL_SVG);
			} else if (path === '/large.svg') {
				response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(LARGE_SVG);
			} else if (path === '/moved.jpg') {
				response.writeHead(302, { location: '/photo.jpg' }).end();
			} else {
				response.writeHead(404).end('Not found');
			}
		});
		await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
		work = await mkdtemp(join(tmpdir(), 'images-test-'));
	});

	afterAll(async () => {
		server.closeAllConnections();
		await new Promise((done) => server.close(done));
		await rm(work, { recursive: true, force: true });
	});

	const optimiser = (dist: string, trusted = true, lines: string[] = []) =>
		new ImageOptimiser({
			distDir: dist,
			trustedHosts: new Set(trusted ? [new URL(base).host] : []),
			log: (line) => lines.push(line),
			timeoutMs: 500,
			maxBytes: 2 * 1024 * 1024,
		});

	const tenant = (domain: string) =>
		siteFixture({
			domain,
			slides: [
				{ id: 1, imageUrl: `${base}/photo.jpg`, name: null, content: null },
				{ id: 2, imageUrl: `${base}/missing.jpg`, name: null, content: null },
				{ id: 3, imageUrl: `${base}/page.jpg`, name: null, content: null },
				{ id: 4, imageUrl: `${base}/slow.jpg`, name: null, content: null },
				{ id: 5, imageUrl: `${base}/vector.svg`, name: null, content: null },
				{ id: 6, imageUrl: `${base}/large.svg`, name: null, content: null },
			],
			popUpImageUrl: `${base}/moved.jpg`,
		});

	it('optimises a JPEG once for every tenant and keeps the original address of the others', async () => {
		const dist = join(work, 'dist');
		const lines: string[] = [];
		const images = optimiser(dist, true, lines);
		const [first, second] = await Promise.all([
			images.forSite(tenant('a.in')),
			images.forSite(tenant('b.in')),
		]);

		expect(second).toEqual(first);
		const banner = first[`${base}/photo.jpg`];
		expect(banner).toMatchObject({ width: 1600, height: 900 });
		expect(banner?.variants.map((variant) => variant.width)).toEqual([480, 800, 1200, 1600]);
		// Redirected to the same image: its own entry, at the pop-up's widths, from the same files' source.
		expect(first[`${base}/moved.jpg`]?.variants.map((variant) => variant.width)).toEqual([
			560, 1120,
		]);
		expect(Object.keys(first).sort()).toEqual([
			`${base}/moved.jpg`,
			`${base}/photo.jpg`,
			`${base}/vector.svg`,
		]);
		// The small SVG is written into pages as a data: address, never rasterised; the large one
		// keeps its address (absent from the map), without a failure.
		expect(first[`${base}/vector.svg`]).toEqual({
			width: 0,
			height: 0,
			variants: [],
			inline: `data:image/svg+xml,${encodeURIComponent(SMALL_SVG)}`,
		});
		expect(responsiveImage(first, `${base}/vector.svg`, 'card')).toEqual({
			src: `data:image/svg+xml,${encodeURIComponent(SMALL_SVG)}`,
		});
		expect(responsiveImage(first, `${base}/large.svg`, 'card')).toEqual({
			src: `${base}/large.svg`,
		});

		// The files are WebP at their widths, in the shared store, named by the source's hash.
		const files = imageFiles(dist, first);
		expect(files).toHaveLength(6);
		for (const file of files) {
			expect(file.path).toMatch(/^_img\/[0-9a-f]{24}-\d+\.webp$/);
			const meta = await sharp(file.blob).metadata();
			expect(meta.format).toBe('webp');
			expect(file.path.endsWith(`-${meta.width}.webp`)).toBe(true);
		}

		// Once for its own address and once behind the redirect, however many tenants show it;
		// each SVG once.
		expect(requests.filter((request) => request.path === '/photo.jpg')).toHaveLength(2);
		expect(requests.filter((request) => request.path === '/vector.svg')).toHaveLength(1);
		expect(requests.filter((request) => request.path === '/large.svg')).toHaveLength(1);

		// The failures: once each, whatever the number of tenants.
		const stats = images.stats();
		expect(stats.optimised).toBe(3);
		expect(stats.encoded).toBe(6);
		expect(stats.failed).toEqual([
			{ url: `${base}/missing.jpg`, reason: 'HTTP 404' },
			{ url: `${base}/page.jpg`, reason: expect.stringMatching(/^not an image/) },
			{ url: `${base}/slow.jpg`, reason: 'no answer within 0.5 s' },
		]);
		expect(lines).toHaveLength(3);
		expect(lines[0]).toBe(`⚠ image ${base}/missing.jpg: HTTP 404; pages keep its original address`);

		// A page shows the optimised files, or the original address.
		expect(responsiveImage(first, `${base}/photo.jpg`, 'banner')?.srcset).toMatch(
			/^\/_img\/[0-9a-f]{24}-480\.webp 480w, /,
		);
		expect(responsiveImage(first, `${base}/missing.jpg`, 'banner')).toEqual({
			src: `${base}/missing.jpg`,
		});
	});

	it('asks again with the validators and does no work for an unchanged image', async () => {
		const dist = join(work, 'dist');
		const before = requests.length;
		const images = optimiser(dist);
		const site = siteFixture({
			slides: [{ id: 1, imageUrl: `${base}/photo.jpg`, name: null, content: null }],
		});
		const result = await images.forSite(site);

		expect(result[`${base}/photo.jpg`]?.variants).toHaveLength(4);
		expect(requests.slice(before)).toEqual([{ path: '/photo.jpg', conditional: true }]);
		expect(images.stats()).toMatchObject({ optimised: 1, unchanged: 1, encoded: 0 });
	});

	it('knows an unchanged image by its bytes when the host sends no validators', async () => {
		const dist = join(work, 'plain');
		const site = siteFixture({
			slides: [{ id: 1, imageUrl: `${base}/plain.jpg`, name: null, content: null }],
		});
		const first = optimiser(dist);
		const made = await first.forSite(site);
		expect(first.stats()).toMatchObject({ unchanged: 0, encoded: 4 });
		const again = optimiser(dist);
		expect(await again.forSite(site)).toEqual(made);
		expect(again.stats()).toMatchObject({ optimised: 1, unchanged: 1, encoded: 0 });
	});

	it('makes new files when the image at the same address changed', async () => {
		const dist = join(work, 'dist');
		const site = siteFixture({
			slides: [{ id: 1, imageUrl: `${base}/photo.jpg`, name: null, content: null }],
		});
		const old = await optimiser(dist).forSite(site);
		jpeg = await photo('#aa6633');
		etag = '"v2"';
		const images = optimiser(dist);
		const changed = await images.forSite(site);

		expect(changed[`${base}/photo.jpg`]?.variants[0]?.path).not.toBe(
			old[`${base}/photo.jpg`]?.variants[0]?.path,
		);
		expect(images.stats()).toMatchObject({ unchanged: 0, encoded: 4 });
		const store = await readdir(join(dist, '.shared', '_img'));
		expect(store).toHaveLength(6 + 4);
	});

	it('refuses a loopback address when the host is not an LMS service', async () => {
		const lines: string[] = [];
		const images = optimiser(join(work, 'untrusted'), false, lines);
		const result = await images.forSite(
			siteFixture({
				slides: [{ id: 1, imageUrl: `${base}/photo.jpg`, name: null, content: null }],
			}),
		);
		expect(result).toEqual({});
		expect(images.stats().failed).toEqual([
			{ url: `${base}/photo.jpg`, reason: `${new URL(base).host} is a private address` },
		]);
		expect(existsSync(join(work, 'untrusted', '.shared'))).toBe(false);
	});

	it('refuses an image over the size limit', async () => {
		const images = new ImageOptimiser({
			distDir: join(work, 'small'),
			trustedHosts: new Set([new URL(base).host]),
			log: () => {},
			maxBytes: 1000,
		});
		await images.forSite(
			siteFixture({
				slides: [{ id: 1, imageUrl: `${base}/photo.jpg`, name: null, content: null }],
			}),
		);
		expect(images.stats().failed[0]?.reason).toMatch(/^larger than 1000 bytes/);
	});
});
