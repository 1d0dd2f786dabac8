/**
 * Synchronous page writes (scripts/lib/build/sync-page-writes.ts): under a registered folder,
 * `fs.promises.mkdir` and `writeFile` have done their work when they return, and fail as the
 * originals do; elsewhere, and once the folder is released, the originals run.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { promises } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { syncWritesUnder, writesSync } from '../../../../scripts/lib/build/sync-page-writes.ts';

const base = mkdtempSync(join(tmpdir(), 'sync-writes-'));
const out = join(base, 'out');
const stop = syncWritesUnder(out);
afterAll(() => {
	stop();
	rmSync(base, { recursive: true, force: true });
});

describe('writesSync', () => {
	it.each([
		['the folder itself', out, true],
		['a page under it', join(out, 'sunrise', 'about', 'index.html'), true],
		['a file URL under it', pathToFileURL(join(out, 'faqs', 'index.html')), true],
		['a relative path that resolves under it', join(out, 'a', '..', 'b.html'), true],
		['a sibling whose name starts the same', `${out}-old/index.html`, false],
		['the parent folder', base, false],
		['an http URL', new URL('http://example.com/out/index.html'), false],
		['a file handle number', 3, false],
	])('%s: %s', (_name, target, expected) => {
		expect(writesSync(target)).toBe(expected);
	});
});

describe('fs.promises under the folder', () => {
	it('has made the folder and written the page by the time the calls return', () => {
		const folder = pathToFileURL(join(out, 'tenant', 'about'));
		const file = new URL('index.html', `${folder.href}/`);
		void promises.mkdir(folder, { recursive: true });
		expect(existsSync(folder)).toBe(true);
		void promises.writeFile(file, new TextEncoder().encode('<p>about</p>'));
		expect(readFileSync(file, 'utf8')).toBe('<p>about</p>');
	});

	it('writes a string body too', async () => {
		const file = join(out, 'page.html');
		await promises.writeFile(file, '<p>page</p>');
		expect(readFileSync(file, 'utf8')).toBe('<p>page</p>');
	});

	it('rejects as the original would: a page in a folder that does not exist', async () => {
		await expect(promises.writeFile(join(out, 'missing', 'index.html'), 'x')).rejects.toMatchObject(
			{ code: 'ENOENT' },
		);
		await expect(promises.mkdir(join(out, 'a', 'b'))).rejects.toMatchObject({ code: 'ENOENT' });
	});

	it('leaves other paths, and a released folder, to the originals', async () => {
		const elsewhere = join(base, 'elsewhere.html');
		await promises.writeFile(elsewhere, 'async');
		expect(readFileSync(elsewhere, 'utf8')).toBe('async');
		const other = join(base, 'other');
		const release = syncWritesUnder(other);
		expect(writesSync(join(other, 'x.html'))).toBe(true);
		release();
		expect(writesSync(join(other, 'x.html'))).toBe(false);
		expect(writesSync(join(out, 'x.html'))).toBe(true);
	});
});
