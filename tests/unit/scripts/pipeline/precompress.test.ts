/** scripts/lib/pipeline/precompress.ts: which files get brotli and gzip copies, and that they decompress. */
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody, compressedVariants } from '../../../../scripts/lib/pipeline/precompress.ts';

const text = (line: string) => Buffer.from(`${line}\n`.repeat(200));

describe('compressedVariants', () => {
	it.each([
		['index.html', '<p>home</p>'],
		['_astro/app.abc.js', 'console.log("app");'],
		['_astro/entry.def.mjs', 'export const a = 1;'],
		['_astro/style.ghi.css', 'body { margin: 0; }'],
		['data.json', '{"a":1}'],
		['logo.svg', '<path d="M0 0h10v10z"/>'],
		['sitemap.xml', '<url><loc>https://a.example/</loc></url>'],
		['robots.txt', 'Allow: /'],
		['site.webmanifest', '{"name":"A"}'],
		['UPPER.HTML', '<p>case</p>'],
	])('gives %s a .br and a .gz that decompress to it', async (path, line) => {
		const body = text(line);
		const variants = await compressedVariants(path, body);
		expect(variants.map(([suffix]) => suffix)).toEqual(['.br', '.gz']);
		const [[, br], [, gz]] = variants as [[string, Buffer], [string, Buffer]];
		expect(br.length).toBeLessThan(body.length);
		expect(brotliDecompressSync(br)).toEqual(body);
		expect(gunzipSync(gz)).toEqual(body);
	});

	it.each([
		['small.html', Buffer.from('<p>tiny</p>'), 'under 1 KB'],
		['photo.png', Buffer.alloc(4096, 1), 'not a text file'],
		['noise.txt', randomBytes(4096), 'not smaller when compressed'],
		['index.html.br', text('x'), 'already compressed'],
	])('gives %s none (%s)', async (path, body) => {
		expect(await compressedVariants(path, body)).toEqual([]);
	});

	it('compresses at the maximum: brotli 11 beats brotli 5 on a page', async () => {
		const page = text('<li class="course"><a href="/courses/x">A course title</a></li>');
		const { brotliCompressSync, constants } = await import('node:zlib');
		const fast = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
		expect((await compressBody(page, 'br')).length).toBeLessThanOrEqual(fast.length);
		expect(gunzipSync(await compressBody(page, 'gzip'))).toEqual(page);
	});
});
