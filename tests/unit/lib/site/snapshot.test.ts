/**
 * How the build hands Astro its snapshot folder: a Vite `define` in the inline build config (the
 * mechanism scripts/lib/build/build-sites.ts uses), checked here with a one-module Vite SSR build.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { siteDataDefine, snapshotDir } from '../../../../src/lib/site/snapshot.ts';

const root = resolve(import.meta.dirname, '../../../..');
const work = await mkdtemp(join(tmpdir(), 'snapshot-define-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('snapshotDir', () => {
	it('falls back to .build/data outside a build that names a folder', () => {
		expect(snapshotDir()).toBe('.build/data');
	});

	it('returns the folder the build defines', async () => {
		const outDir = join(work, 'out');
		await build({
			root,
			configFile: false,
			logLevel: 'silent',
			define: siteDataDefine('/tmp/tenant-data'),
			build: { ssr: 'src/lib/site/snapshot.ts', outDir, emptyOutDir: true },
		});
		const [bundle] = (await readdir(outDir)).filter((file) => file.endsWith('.js'));
		const built = (await import(pathToFileURL(join(outDir, bundle!)).href)) as {
			snapshotDir: () => string;
		};
		expect(built.snapshotDir()).toBe('/tmp/tenant-data');
	});
});
