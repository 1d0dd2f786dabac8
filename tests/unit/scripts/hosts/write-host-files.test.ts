/**
 * scripts/lib/hosts/write-host-files.ts: the host files on disk after a build, for every live
 * tenant of the dist folder.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	lstat,
	mkdir,
	mkdtemp,
	readFile,
	readlink,
	rm,
	stat,
	symlink,
	writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	writeHostFiles,
	writeReleaseHeaders,
} from '../../../../scripts/lib/hosts/write-host-files.ts';

let dist: string;

/** A release-managed tenant: `dist/<domain>` links to `.releases/<domain>/<id>/`. */
async function release(domain: string, id = '1'): Promise<string> {
	const dir = join(dist, '.releases', domain, id);
	await mkdir(dir, { recursive: true });
	await writeFile(join(dir, 'index.html'), domain);
	await symlink(join('.releases', domain, id), join(dist, domain));
	return dir;
}

beforeEach(async () => {
	dist = await mkdtemp(join(tmpdir(), 'host-files-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('writeHostFiles', () => {
	it('covers every live tenant, linked or a plain folder, and nothing else', async () => {
		const a = await release('a.example');
		await mkdir(join(dist, 'legacy.example'));
		await mkdir(join(dist, '.shared'));
		await writeFile(join(dist, 'notes.txt'), 'x');
		await symlink('.releases/gone.example/9', join(dist, 'gone.example'));

		expect(await writeHostFiles(dist, 8123, 31_536_000)).toEqual(['a.example', 'legacy.example']);

		const headers = await readFile(join(a, '_headers'), 'utf8');
		expect(headers).toContain("  Content-Security-Policy: frame-ancestors 'self'\n");
		expect(headers).toContain('  Strict-Transport-Security: max-age=31536000\n');
		expect(await readFile(join(dist, 'legacy.example', '_headers'), 'utf8')).toBe(headers);
		// Written into the release, never over the link.
		expect((await lstat(join(dist, 'a.example'))).isSymbolicLink()).toBe(true);

		const conf = await readFile(join(dist, 'nginx.conf'), 'utf8');
		expect(conf.match(/^\tlisten 8123;$/gm)).toHaveLength(2);
		expect(conf).toContain(`\troot "${join(dist, 'a.example')}";`);
		expect(conf).toContain(`\troot "${join(dist, 'legacy.example')}";`);
		expect(conf).not.toContain('gone.example');
		expect(conf).not.toContain('notes.txt');

		const policy = JSON.parse(await readFile(join(dist, 'cloudfront-headers-policy.json'), 'utf8'));
		expect(policy.SecurityHeadersConfig.FrameOptions).toEqual({
			FrameOption: 'SAMEORIGIN',
			Override: true,
		});
		expect(conf).toContain('\tadd_header Strict-Transport-Security "max-age=31536000" always;\n');
	});

	it.each([
		[31_536_000, 'max-age=31536000', { AccessControlMaxAgeSec: 31_536_000 }],
		[0, null, undefined],
	])('with HSTS max-age %i writes %s into all three files', async (maxAge, value, cloudfront) => {
		const a = await release('a.example');
		await writeHostFiles(dist, 8080, maxAge);
		const headers = await readFile(join(a, '_headers'), 'utf8');
		const conf = await readFile(join(dist, 'nginx.conf'), 'utf8');
		const policy = JSON.parse(await readFile(join(dist, 'cloudfront-headers-policy.json'), 'utf8'));
		if (value === null) {
			expect(headers).not.toContain('Strict-Transport-Security');
			expect(conf).not.toContain('Strict-Transport-Security');
		} else {
			expect(headers).toContain(`  Strict-Transport-Security: ${value}\n`);
			expect(conf).toContain(`\tadd_header Strict-Transport-Security "${value}" always;\n`);
		}
		expect(policy.SecurityHeadersConfig.StrictTransportSecurity).toEqual(
			cloudfront && { ...cloudfront, IncludeSubdomains: false, Preload: false, Override: true },
		);
	});

	it('writes the files even with no tenant yet, and leaves unchanged files untouched', async () => {
		expect(await writeHostFiles(dist, 8080, 0)).toEqual([]);
		expect(await readFile(join(dist, 'nginx.conf'), 'utf8')).toContain('default_server');
		const a = await release('a.example');
		await writeHostFiles(dist, 8080, 0);
		const before = await Promise.all(
			[join(a, '_headers'), join(dist, 'nginx.conf')].map((file) => stat(file)),
		);
		await writeHostFiles(dist, 8080, 0);
		const after = await Promise.all(
			[join(a, '_headers'), join(dist, 'nginx.conf')].map((file) => stat(file)),
		);
		expect(after.map((info) => info.ino)).toEqual(before.map((info) => info.ino));
	});

	it('follows the link to the release live now, and rewrites a stale _headers', async () => {
		const old = await release('a.example', '1');
		await writeFile(join(old, '_headers'), '/*\n  X-Old: 1\n');
		const next = join(dist, '.releases', 'a.example', '2');
		await mkdir(next, { recursive: true });
		await rm(join(dist, 'a.example'));
		await symlink(join('.releases', 'a.example', '2'), join(dist, 'a.example'));
		await writeHostFiles(dist, 8080, 0);
		expect(await readFile(join(next, '_headers'), 'utf8')).toContain('X-Frame-Options');
		expect(await readFile(join(old, '_headers'), 'utf8')).toBe('/*\n  X-Old: 1\n');
	});

	it('gives a live release that has only its _redirects the links nginx reads them from', async () => {
		// Published before nginx read its redirects at request time: the file and the page only.
		const live = await release('a.example');
		await writeFile(
			join(live, '_redirects'),
			'/product/old-title-7 /product/new-title-7 301\n/product/n%C3%A9-8 /product/ne-8 301\n',
		);
		await writeHostFiles(dist, 8080, 0);
		expect(await readlink(join(live, '.moved', 'old-title-7'))).toBe('../.moved-to/new-title-7');
		expect(await readlink(join(live, '.moved', 'né-8'))).toBe('../.moved-to/ne-8');
		expect((await stat(join(live, '.moved', 'old-title-7'))).isDirectory()).toBe(true);
	});
});

describe('writeReleaseHeaders', () => {
	it('writes _headers into a release folder, with no temporary file left', async () => {
		await writeReleaseHeaders(dist, 31_536_000);
		expect(await readFile(join(dist, '_headers'), 'utf8')).toMatch(/^# Written by the build/);
		const { readdir } = await import('node:fs/promises');
		expect(await readdir(dist)).toEqual(['_headers']);
	});

	it.each([
		[31_536_000, true],
		[0, false],
	])('with HSTS max-age %i, HSTS in the file: %s', async (maxAge, on) => {
		await writeReleaseHeaders(dist, maxAge);
		const text = await readFile(join(dist, '_headers'), 'utf8');
		expect(text.includes('  Strict-Transport-Security: max-age=31536000\n')).toBe(on);
	});
});
