import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	carryMovedProducts,
	movedProducts,
	parseRedirects,
	productIdOf,
	productSlugsOf,
	redirectPage,
	redirectsFile,
	writeMovedProducts,
} from '../../../../scripts/lib/releases/moved-products.ts';

const GANIT = '%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4-2601';

describe('productIdOf', () => {
	it.each([
		['jee-main-2026-2001', '2001'],
		['गणित-कक्षा-10-2601', '2601'],
		['product-2603', '2603'],
		['index.html', null],
		['2001', null],
	])('%s → %s', (slug, id) => {
		expect(productIdOf(slug)).toBe(id);
	});
});

describe('productSlugsOf', () => {
	it('names the folders of product pages and redirect pages among a release’s paths', () => {
		expect(
			productSlugsOf([
				'index.html',
				'product/index.html',
				'product/jee-main-2026-2001/index.html',
				'product/गणित-2601/index.html',
				'product/notes-2002/extra.pdf',
				'_astro/product/x-1/index.html',
				'products/x-3/index.html',
				'_redirects',
			]),
		).toEqual(['jee-main-2026-2001', 'गणित-2601']);
	});
});

describe('movedProducts', () => {
	it.each<[string, string[], string[], Array<{ from: string; to: string }>]>([
		['nothing retitled', ['a-1', 'b-2'], ['a-1', 'b-2'], []],
		[
			'a retitled product',
			['old-title-1', 'b-2'],
			['new-title-1', 'b-2'],
			[{ from: 'old-title-1', to: 'new-title-1' }],
		],
		['a product no longer listed: no redirect', ['gone-3'], ['a-1'], []],
		['a new product: nothing to redirect', [], ['a-1'], []],
		// The previous release's redirect page is a folder too: every old address is carried on.
		[
			'retitled twice',
			['first-1', 'second-1'],
			['third-1'],
			[
				{ from: 'first-1', to: 'third-1' },
				{ from: 'second-1', to: 'third-1' },
			],
		],
		[
			'into Devanagari',
			['product-2601'],
			['गणित-2601'],
			[{ from: 'product-2601', to: 'गणित-2601' }],
		],
		[
			'folders without an id are not products',
			['assets', 'a-1'],
			['b-1'],
			[{ from: 'a-1', to: 'b-1' }],
		],
	])('%s', (_name, previous, current, moves) => {
		expect(movedProducts(previous, current)).toEqual(moves);
	});
});

describe('redirectsFile and parseRedirects', () => {
	const moves = [
		{ from: 'product-2601', to: 'गणित-2601' },
		{ from: 'old-1', to: 'new-1' },
	];

	it('writes one 301 line per old address, percent-encoded, under a comment', () => {
		expect(redirectsFile(moves)).toBe(
			[
				'# Written by the build (scripts/lib/releases/moved-products.ts): old addresses of retitled products.',
				`/product/product-2601 /product/${GANIT} 301`,
				'/product/old-1 /product/new-1 301',
				'',
			].join('\n'),
		);
		expect(redirectsFile([])).toBe('');
	});

	it('reads its own lines back, skipping anything else', () => {
		const text = `${redirectsFile(moves)}/elsewhere /x 301\n/product/%E0%A4 /product/a-1 301\n`;
		expect(parseRedirects(text)).toEqual(moves);
	});
});

describe('redirectPage', () => {
	it('sends the visitor on: canonical link, meta refresh, location.replace allowed by its hash', () => {
		expect(redirectPage('गणित-2601')).toBe(
			[
				'<!doctype html>',
				'<html lang="en">',
				'<head>',
				'<meta charset="utf-8">',
				`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-${sha256(`location.replace("/product/${GANIT}")`)}'; base-uri 'none'">`,
				'<meta name="robots" content="noindex">',
				'<title>This product has moved</title>',
				`<link rel="canonical" href="/product/${GANIT}">`,
				`<meta http-equiv="refresh" content="0; url=/product/${GANIT}">`,
				`<script>location.replace("/product/${GANIT}")</script>`,
				'</head>',
				'<body>',
				`<p>This product has moved: <a href="/product/${GANIT}">go to its page</a>.</p>`,
				'</body>',
				'</html>',
				'',
			].join('\n'),
		);
	});
});

function sha256(text: string): string {
	return createHash('sha256').update(text).digest('base64');
}

describe('writeMovedProducts and carryMovedProducts', () => {
	let dir: string;
	beforeEach(async () => {
		dir = await mkdtemp(join(tmpdir(), 'moved-products-'));
	});
	afterEach(async () => {
		await rm(dir, { recursive: true, force: true });
	});
	const folders = async (site: string, names: string[]) => {
		for (const name of names) await mkdir(join(dir, site, 'product', name), { recursive: true });
	};
	const page = async (slug: string, text: string) => {
		await mkdir(join(dir, 'product', slug), { recursive: true });
		await writeFile(join(dir, 'product', slug, 'index.html'), text);
	};

	it('writes a page at each old address and _redirects beside the pages', async () => {
		await folders('live', ['old-title-1', 'b-2']);
		await folders('new', ['new-title-1', 'b-2']);
		const moves = await writeMovedProducts(join(dir, 'live'), join(dir, 'new'));
		expect(moves).toEqual([{ from: 'old-title-1', to: 'new-title-1' }]);
		expect((await readdir(join(dir, 'new', 'product'))).sort()).toEqual([
			'b-2',
			'new-title-1',
			'old-title-1',
		]);
		expect(
			await readFile(join(dir, 'new', 'product', 'old-title-1', 'index.html'), 'utf8'),
		).toContain('<link rel="canonical" href="/product/new-title-1">');
		expect(await readFile(join(dir, 'new', '_redirects'), 'utf8')).toContain(
			'/product/old-title-1 /product/new-title-1 301',
		);
	});

	it('writes nothing for a first release or when nothing moved', async () => {
		await folders('new', ['a-1']);
		expect(await writeMovedProducts(null, join(dir, 'new'))).toEqual([]);
		await writeFile(join(dir, 'marker'), '');
		await folders('live', ['a-1']);
		expect(await writeMovedProducts(join(dir, 'live'), join(dir, 'new'))).toEqual([]);
		expect(await readdir(join(dir, 'new'))).toEqual(['product']);
	});

	it('adds the earlier addresses a release lacks, keeping the redirects it has', async () => {
		// A live release: new-title-7 is the product; old-title-7 already redirects to it.
		await page('new-title-7', 'the product');
		await page('old-title-7', redirectPage('new-title-7'));
		await page('b-8', 'another product');
		await writeFile(
			join(dir, '_redirects'),
			redirectsFile([{ from: 'old-title-7', to: 'new-title-7' }]),
		);

		// The bucket's live release, from another machine, had two more addresses of product 7.
		const moves = await carryMovedProducts(dir, ['first-title-7', 'old-title-7', 'b-8', 'gone-9']);

		expect(moves).toEqual([
			{ from: 'first-title-7', to: 'new-title-7' },
			{ from: 'old-title-7', to: 'new-title-7' },
		]);
		expect(await readFile(join(dir, '_redirects'), 'utf8')).toBe(
			[
				'# Written by the build (scripts/lib/releases/moved-products.ts): old addresses of retitled products.',
				'/product/first-title-7 /product/new-title-7 301',
				'/product/old-title-7 /product/new-title-7 301',
				'',
			].join('\n'),
		);
		expect(await readFile(join(dir, 'product', 'first-title-7', 'index.html'), 'utf8')).toBe(
			redirectPage('new-title-7'),
		);
		expect(await readFile(join(dir, 'product', 'new-title-7', 'index.html'), 'utf8')).toBe(
			'the product',
		);
		// nginx's links (hosts/nginx-moved.ts), for both.
		expect((await readdir(dir)).sort()).toEqual(['.moved', '.moved-to', '_redirects', 'product']);
		expect((await readdir(join(dir, '.moved'))).sort()).toEqual(['first-title-7', 'old-title-7']);
		expect(await readlink(join(dir, '.moved', 'first-title-7'))).toBe('../.moved-to/new-title-7');
	});

	it('changes nothing when the release already carries every earlier address', async () => {
		await page('new-title-7', 'the product');
		await page('old-title-7', redirectPage('new-title-7'));
		const redirects = redirectsFile([{ from: 'old-title-7', to: 'new-title-7' }]);
		await writeFile(join(dir, '_redirects'), redirects);

		expect(await carryMovedProducts(dir, ['new-title-7', 'old-title-7'])).toEqual([
			{ from: 'old-title-7', to: 'new-title-7' },
		]);
		expect(await readFile(join(dir, '_redirects'), 'utf8')).toBe(redirects);
		expect((await readdir(join(dir, 'product'))).sort()).toEqual(['new-title-7', 'old-title-7']);
	});
});
