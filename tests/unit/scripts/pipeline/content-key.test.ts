/**
 * scripts/lib/pipeline/content-key.ts: a tenant's key changes exactly when its data, or the code and
 * configuration that render it, change.
 */
import type { SiteData } from '../../../../src/lib/site/site-data.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeHash, contentKey } from '../../../../scripts/lib/pipeline/content-key.ts';

let root: string;
beforeEach(async () => {
	root = await mkdtemp(join(tmpdir(), 'content-key-'));
	await mkdir(join(root, 'src/pages'), { recursive: true });
	await mkdir(join(root, 'public'), { recursive: true });
	await writeFile(join(root, 'src/pages/index.astro'), '<h1>home</h1>');
	await writeFile(join(root, 'public/robots.txt'), 'Allow: /');
	await writeFile(join(root, 'astro.config.mjs'), 'export default {};');
	await writeFile(join(root, 'package-lock.json'), '{}');
});
afterEach(async () => {
	await rm(root, { recursive: true, force: true });
});

const site = (about: string) => ({ domain: 'a.in', about }) as unknown as SiteData;

describe('codeHash', () => {
	it('is a sha256 in hex and the same when nothing changed', async () => {
		const first = await codeHash(root);
		expect(first).toMatch(/^[0-9a-f]{64}$/);
		expect(await codeHash(root)).toBe(first);
	});

	it.each([
		['a page', 'src/pages/index.astro', '<h1>home!</h1>'],
		['a new component', 'src/components/New.astro', '<p/>'],
		['a public file', 'public/robots.txt', 'Disallow: /'],
		['the Astro config', 'astro.config.mjs', 'export default { a: 1 };'],
		['the lockfile', 'package-lock.json', '{"v":2}'],
		['tsconfig', 'tsconfig.json', '{}'],
	])('changes with %s', async (_, path, text) => {
		const before = await codeHash(root);
		await mkdir(join(root, path, '..'), { recursive: true });
		await writeFile(join(root, path), text);
		expect(await codeHash(root)).not.toBe(before);
	});

	it('ignores files outside what renders a site', async () => {
		const before = await codeHash(root);
		await writeFile(join(root, 'README.md'), 'docs');
		await mkdir(join(root, 'tests'));
		await writeFile(join(root, 'tests/a.test.ts'), 'test');
		expect(await codeHash(root)).toBe(before);
	});

	it('changes with a renamed file even when its content stays', async () => {
		const before = await codeHash(root);
		await rm(join(root, 'src/pages/index.astro'));
		await writeFile(join(root, 'src/pages/home.astro'), '<h1>home</h1>');
		expect(await codeHash(root)).not.toBe(before);
	});
});

describe('contentKey', () => {
	it.each([
		['same code, same data', 'code', 'About', 'code', 'About', true],
		['same code, edited data', 'code', 'About', 'code', 'About us', false],
		['new code, same data', 'code', 'About', 'code2', 'About', false],
	])('%s → equal: %s', (_, codeA, aboutA, codeB, aboutB, equal) => {
		const a = contentKey(codeA, site(aboutA));
		const b = contentKey(codeB, site(aboutB));
		expect(a === b).toBe(equal);
	});
});
