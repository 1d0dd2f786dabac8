/**
 * The shared asset store (scripts/lib/pipeline/shared-assets.ts): files of one build with the same content
 * are stored at the same time without tripping over each other. Two pages' scripts that only
 * import one chunk are byte-identical; both used to write the blob through the same temporary
 * name, and one of the two renames failed (ENOENT), which crashed the render process.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeShared } from '../../../../scripts/lib/pipeline/shared-assets.ts';

let work: string | undefined;

afterEach(async () => {
	if (work) await rm(work, { recursive: true, force: true });
	work = undefined;
});

describe('storeShared', () => {
	it('stores identical files of one build as one blob, all at once', async () => {
		work = await mkdtemp(join(tmpdir(), 'shared-'));
		const out = join(work, 'out');
		await mkdir(join(out, '_astro'), { recursive: true });
		const body = 'import"./start-cart.B1.js";\n'.repeat(400);
		const names = Array.from({ length: 12 }, (_, index) => `page-${index}.js`);
		for (const name of names) await writeFile(join(out, '_astro', name), body);
		const dist = join(work, 'dist');

		const stored = await storeShared(dist, out, new Set());

		expect(stored.map((file) => file.path).sort()).toEqual(names.map((n) => `_astro/${n}`).sort());
		expect(new Set(stored.map((file) => file.blob)).size).toBe(1);
		expect(await readFile(stored[0]!.blob, 'utf8')).toBe(body);
		// No temporary file is left in the store.
		const left = await readdir(join(dist, '.shared'), { recursive: true });
		expect(left.filter((name) => name.endsWith('.tmp'))).toEqual([]);
	});
});
