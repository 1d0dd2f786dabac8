/**
 * scripts/lib/hosts/nginx-moved.ts: the links nginx follows to answer a retitled product's old
 * addresses with a 301 (tests/integration/nginx-moved-products.test.ts runs them in nginx).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readlink, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	addressParts,
	movedLinkTarget,
	writeMovedLinks,
} from '../../../../scripts/lib/hosts/nginx-moved.ts';

describe('addressParts', () => {
	it.each<[string, string, number, string[]]>([
		['a short address whole', 'maths-2601', 200, ['maths-2601']],
		['a long one in pieces of the most', 'abcdefgh', 3, ['abc', 'def', 'gh']],
		['before an escape its cut would split', 'ab%E0%A4', 3, ['ab', '%E0', '%A4']],
		['before an escape starting one before the cut', 'a%E0%A4', 3, ['a', '%E0', '%A4']],
		['after an escape ending at the cut', '%E0%A4x', 6, ['%E0%A4', 'x']],
	])('keeps %s', (_name, encoded, max, parts) => {
		expect(addressParts(encoded, max)).toEqual(parts);
		expect(parts.join('')).toBe(encoded);
	});
});

describe('movedLinkTarget', () => {
	it.each<[string, string | null]>([
		['new-title-7', '../.moved-to/new-title-7'],
		['गणित-2601', '../.moved-to/%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4-2601'],
		// Names nginx.conf could not join back, or that are no folder name.
		['ि'.repeat(90), null],
		['..', null],
		['.', null],
	])('leads %j to %j', (to, target) => {
		expect(movedLinkTarget(to)).toBe(target);
	});

	it('cuts the longest address a folder name allows into four folders', () => {
		// 85 letters of 3 bytes: 765 encoded characters.
		const target = movedLinkTarget('ि'.repeat(85))!;
		const parts = target.split('/').slice(2);
		expect(parts.map((part) => part.length)).toEqual([198, 198, 198, 171]);
		expect(parts.join('')).toBe('%E0%A4%BF'.repeat(85));
	});
});

describe('writeMovedLinks', () => {
	let site: string;
	beforeEach(async () => {
		site = await mkdtemp(join(tmpdir(), 'nginx-moved-'));
	});
	afterEach(() => rm(site, { recursive: true, force: true }));

	it('links each old address to a folder named by its new one', async () => {
		await writeMovedLinks(site, [
			{ from: 'old-title-7', to: 'new-title-7' },
			{ from: 'ganit-2601', to: 'गणित-2601' },
		]);
		expect((await readdir(join(site, '.moved'))).sort()).toEqual(['ganit-2601', 'old-title-7']);
		expect(await readlink(join(site, '.moved', 'ganit-2601'))).toBe(
			'../.moved-to/%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4-2601',
		);
		// The link resolves: nginx's test for it, and its realpath, need the folder.
		expect((await stat(join(site, '.moved', 'old-title-7'))).isDirectory()).toBe(true);
	});

	it('replaces a link that led elsewhere and keeps the others', async () => {
		await mkdir(join(site, '.moved'));
		await symlink('../.moved-to/stale-7', join(site, '.moved', 'old-title-7'));
		await symlink('../.moved-to/kept-8', join(site, '.moved', 'other-8'));

		await writeMovedLinks(site, [{ from: 'old-title-7', to: 'new-title-7' }]);

		expect(await readlink(join(site, '.moved', 'old-title-7'))).toBe('../.moved-to/new-title-7');
		expect(await readlink(join(site, '.moved', 'other-8'))).toBe('../.moved-to/kept-8');
		expect((await readdir(join(site, '.moved'))).sort()).toEqual(['old-title-7', 'other-8']);
	});

	it('writes nothing for no moves', async () => {
		await writeMovedLinks(site, []);
		expect(await readdir(site)).toEqual([]);
	});
});
