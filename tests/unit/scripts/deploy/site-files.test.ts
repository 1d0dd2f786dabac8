import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployablePaths, readSiteFiles } from '../../../../scripts/lib/deploy/site-files.ts';

describe('deployablePaths', () => {
	it.each([
		[
			'keeps site files, sorted',
			['b.html', 'a/index.html', '_astro/x.js'],
			['_astro/x.js', 'a/index.html', 'b.html'],
		],
		[
			'drops the .br and .gz copies of a file',
			['index.html', 'index.html.br', 'index.html.gz'],
			['index.html'],
		],
		['keeps a .gz that is the file itself', ['files/data.tar.gz'], ['files/data.tar.gz']],
		[
			'drops dotfiles and dot folders at any depth',
			['.DS_Store', 'a/.hidden', '.well-known/x.txt', 'ok.txt'],
			['ok.txt'],
		],
		['drops a .br beside a dotfile too', ['.x', '.x.br'], []],
		[
			"drops the release's _headers (Netlify / Cloudflare Pages only), not a page's folder of that name",
			['_headers', 'index.html', 'docs/_headers'],
			['docs/_headers', 'index.html'],
		],
	])('%s', (_name, paths, expected) => {
		expect(deployablePaths(paths)).toEqual(expected);
	});
});

describe('readSiteFiles', () => {
	let dir: string;

	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), 'site-files-'));
		const release = join(dir, '.releases', 'a.in', '1');
		await mkdir(join(release, '_astro'), { recursive: true });
		await writeFile(join(release, 'index.html'), 'hello');
		await writeFile(join(release, 'index.html.gz'), 'zipped');
		await writeFile(join(release, '_astro', 'x.abc.js'), '');
		await writeFile(join(release, '.release.json'), '{}');
		await symlink(release, join(dir, 'a.in'));
	});

	afterAll(() => rm(dir, { recursive: true, force: true }));

	it('follows the tenant symlink and hashes each deployable file with its headers', async () => {
		expect(await readSiteFiles(join(dir, 'a.in'))).toEqual([
			{
				path: '_astro/x.abc.js',
				sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
				size: 0,
				contentType: 'text/javascript; charset=utf-8',
				cacheControl: 'public, max-age=31536000, immutable',
			},
			{
				path: 'index.html',
				sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
				size: 5,
				contentType: 'text/html; charset=utf-8',
				cacheControl: 'no-cache',
			},
		]);
	});
});
