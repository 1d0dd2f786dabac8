/**
 * A retitled product's old addresses in a real nginx, with no reload: nginx starts on the
 * build's nginx.conf over a tenant's first release, then new releases are published (the real
 * publish, no Astro build) in which a product is retitled, twice. Neither nginx.conf nor nginx is
 * touched after the start, yet each old address answers a 301 to the product's current address,
 * percent-encoded, as soon as the release that moved it is live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishRelease } from '../../scripts/lib/releases/publish.ts';
import { writeHostFiles } from '../../scripts/lib/hosts/write-host-files.ts';
import { freePort } from '../../scripts/lib/system/free-port.ts';
import { startNginx, type Nginx } from '../support/nginx.ts';

const DOMAIN = 'gyan.example';
const FIRST = 'maths-class-10-2601';
const SECOND = 'algebra-class-10-2601';
// As long as a title in an address gets (60 characters): its percent-encoded address, over 400
// characters, is cut into three folders.
const THIRD = 'बीजगणित-और-ज्यामिति-कक्षा-दस-की-पूरी-तैयारी-और-अभ्यास-प्रश्न-2601';

describe('moved products in nginx, without a reload', () => {
	let work: string;
	let dist: string;
	let port: number;
	let nginx: Nginx | undefined;
	let release = 0;

	/** Publishes the tenant's next release with these product pages, as a build does. */
	async function publish(products: string[]) {
		release++;
		const out = join(work, `out-${release}`);
		const site = join(out, DOMAIN);
		await mkdir(join(site, '404'), { recursive: true });
		await writeFile(join(site, 'index.html'), `<!doctype html><p>release ${release}</p>`);
		await writeFile(join(site, '404', 'index.html'), '<!doctype html><p>not found</p>');
		for (const slug of products) {
			await mkdir(join(site, 'product', slug), { recursive: true });
			await writeFile(join(site, 'product', slug, 'index.html'), `<p>${slug}</p>`);
		}
		await publishRelease({
			distDir: dist,
			outDir: out,
			domain: DOMAIN,
			shared: [],
			key: `k${release}`,
		});
	}

	/** One GET to nginx as the tenant's host, redirects not followed. */
	function get(path: string) {
		return new Promise<{ status: number; location: string | undefined; body: string }>(
			(resolve, reject) => {
				const call = request(
					{ host: '127.0.0.1', port, path, headers: { Host: DOMAIN } },
					(response) => {
						let body = '';
						response.setEncoding('utf8');
						response.on('data', (chunk: string) => (body += chunk));
						response.on('end', () =>
							resolve({
								status: response.statusCode ?? 0,
								location: response.headers.location,
								body,
							}),
						);
					},
				);
				call.once('error', reject);
				call.end();
			},
		);
	}

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'nginx-moved-'));
		dist = join(work, 'dist');
		port = await freePort();
		await publish([FIRST, 'physics-2602']);
		await writeHostFiles(dist, port, 0);
		nginx = await startNginx(join(dist, 'nginx.conf'), port);
	});

	afterAll(async () => {
		await nginx?.stop();
		await rm(work, { recursive: true, force: true });
	});

	it('serves the first release’s product page', async () => {
		expect(await get(`/product/${FIRST}/`)).toMatchObject({ status: 200, body: `<p>${FIRST}</p>` });
	});

	it('redirects the old address once the release that moved it is live', async () => {
		const conf = await readFile(join(dist, 'nginx.conf'), 'utf8');
		await publish([SECOND, 'physics-2602']);

		expect(await readFile(join(dist, 'nginx.conf'), 'utf8')).toBe(conf);
		for (const path of [`/product/${FIRST}`, `/product/${FIRST}/`])
			expect(await get(path), path).toMatchObject({
				status: 301,
				location: `/product/${SECOND}`,
			});
		expect(await get(`/product/${SECOND}/`)).toMatchObject({
			status: 200,
			body: `<p>${SECOND}</p>`,
		});
		// Unmoved pages, and addresses no product ever had, are as before.
		expect(await get('/product/physics-2602/')).toMatchObject({ status: 200 });
		expect(await get('/product/unknown-9999/')).toMatchObject({ status: 404 });
	});

	it('redirects every earlier address to a long non-Latin one, percent-encoded', async () => {
		await publish([THIRD, 'physics-2602']);

		const encoded = `/product/${encodeURIComponent(THIRD)}`;
		expect(encoded.length).toBeGreaterThan(400);
		for (const old of [FIRST, SECOND])
			expect(await get(`/product/${old}`), old).toMatchObject({ status: 301, location: encoded });
		expect(await get(`${encoded}/`)).toMatchObject({ status: 200, body: `<p>${THIRD}</p>` });
	});

	it('serves none of the links it reads the redirects from', async () => {
		for (const path of [`/.moved/${FIRST}`, `/.moved/${FIRST}/`, '/.moved-to/', '/.moved/'])
			expect(await get(path), path).toMatchObject({ status: 404 });
	});
});
