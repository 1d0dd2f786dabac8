/**
 * Optimised images in releases (scripts/lib/releases/publish.ts): a release links its images from the
 * shared store at `_img/`, and keeps the previous release's images one release longer, so a page
 * of the old release loaded just before the switch still finds its pictures after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishRelease } from '../../../../scripts/lib/releases/publish.ts';
import { imageFiles } from '../../../../scripts/lib/images/published.ts';

const DOMAIN = 'pictures.in';
let work: string;
let dist: string;

async function publishWithImage(n: number) {
	const out = join(work, `out-${n}`);
	await mkdir(join(out, DOMAIN), { recursive: true });
	await writeFile(join(out, DOMAIN, 'index.html'), `<!doctype html><p>release ${n}</p>`);
	const hash = String(n).repeat(24);
	const path = `/_img/${hash}-480.webp`;
	// The optimiser has written the file into the shared store.
	await mkdir(join(dist, '.shared', '_img'), { recursive: true });
	await writeFile(join(dist, '.shared', '_img', `${hash}-480.webp`), `image ${n}`);
	const shared = imageFiles(dist, {
		[`https://cdn.example.in/${n}.jpg`]: {
			width: 800,
			height: 450,
			variants: [{ width: 480, path }],
		},
	});
	return publishRelease({ distDir: dist, outDir: out, domain: DOMAIN, shared, key: `key-${n}` });
}

beforeAll(async () => {
	work = await mkdtemp(join(tmpdir(), 'image-carry-'));
	dist = join(work, 'dist');
});

afterAll(async () => {
	await rm(work, { recursive: true, force: true });
});

describe('optimised images in releases', () => {
	it('links a release’s images and keeps the previous release’s for one release', async () => {
		const first = await publishWithImage(1);
		expect(first.images).toEqual([`${'1'.repeat(24)}-480.webp`]);
		expect(await readFile(join(dist, DOMAIN, '_img', `${'1'.repeat(24)}-480.webp`), 'utf8')).toBe(
			'image 1',
		);

		await publishWithImage(2);
		expect((await readdir(join(dist, DOMAIN, '_img'))).sort()).toEqual([
			`${'1'.repeat(24)}-480.webp`,
			`${'2'.repeat(24)}-480.webp`,
		]);

		const third = await publishWithImage(3);
		expect(third.images).toEqual([`${'3'.repeat(24)}-480.webp`]);
		expect((await readdir(join(dist, DOMAIN, '_img'))).sort()).toEqual([
			`${'2'.repeat(24)}-480.webp`,
			`${'3'.repeat(24)}-480.webp`,
		]);
	});
});
