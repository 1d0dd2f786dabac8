import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressSite } from '../../../scripts/lib/precompress.ts';

const text = (line: string) => `${line}\n`.repeat(200);

describe('precompressSite', () => {
	let site: string;
	const files: Record<string, string | Buffer> = {
		'index.html': text('<p>home</p>'),
		'courses/index.html': text('<p>courses</p>'),
		'_astro/app.abc.js': text('console.log("app");'),
		'_astro/entry.def.mjs': text('export const a = 1;'),
		'_astro/style.ghi.css': text('body { margin: 0; }'),
		'data.json': text('{"a":1}'),
		'logo.svg': text('<path d="M0 0h10v10z"/>'),
		'sitemap.xml': text('<url><loc>https://a.example/</loc></url>'),
		'robots.txt': text('Allow: /'),
		'site.webmanifest': text('{"name":"A"}'),
		'small.html': '<p>tiny</p>',
		'photo.png': Buffer.alloc(4096, 1),
		'noise.txt': randomBytes(4096),
	};

	beforeAll(async () => {
		site = await mkdtemp(join(tmpdir(), 'precompress-'));
		for (const [path, body] of Object.entries(files)) {
			await mkdir(join(site, path, '..'), { recursive: true });
			await writeFile(join(site, path), body);
		}
		await precompressSite(site);
	});

	afterAll(async () => {
		await rm(site, { recursive: true, force: true });
	});

	it.each([
		'index.html',
		'courses/index.html',
		'_astro/app.abc.js',
		'_astro/entry.def.mjs',
		'_astro/style.ghi.css',
		'data.json',
		'logo.svg',
		'sitemap.xml',
		'robots.txt',
		'site.webmanifest',
	])('writes brotli and gzip copies of %s that decompress to the original', async (path) => {
		const original = await readFile(join(site, path));
		const br = await readFile(join(site, `${path}.br`));
		const gz = await readFile(join(site, `${path}.gz`));
		expect(br.length).toBeLessThan(original.length);
		expect(gz.length).toBeLessThan(original.length);
		expect(brotliDecompressSync(br)).toEqual(original);
		expect(gunzipSync(gz)).toEqual(original);
	});

	it.each([
		['small.html', 'under 1 KB'],
		['photo.png', 'not a text asset'],
		['noise.txt', 'not smaller when compressed'],
	])('leaves %s alone (%s)', (path) => {
		expect(existsSync(join(site, `${path}.br`))).toBe(false);
		expect(existsSync(join(site, `${path}.gz`))).toBe(false);
	});

	it('does not compress its own output when run again', async () => {
		await precompressSite(site);
		const names = await readdir(site, { recursive: true });
		expect(names.filter((name) => /\.(br|gz)\.(br|gz)$/.test(name))).toEqual([]);
	});

	it('gives every tenant its own copy of a shared hashed asset', async () => {
		const other = await mkdtemp(join(tmpdir(), 'precompress-other-'));
		try {
			await mkdir(join(other, '_astro'));
			await writeFile(join(other, '_astro/app.abc.js'), files['_astro/app.abc.js']!);
			await precompressSite(other);
			expect(await readFile(join(other, '_astro/app.abc.js.br'))).toEqual(
				await readFile(join(site, '_astro/app.abc.js.br')),
			);
		} finally {
			await rm(other, { recursive: true, force: true });
		}
	});
});
