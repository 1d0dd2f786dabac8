/**
 * How the build hands Astro its snapshot folder: a Vite `define` in the inline build config (the
 * mechanism scripts/lib/pipeline/build-sites.ts uses), checked here with a one-module Vite SSR build;
 * and how a render process hands the built pages each wave of tenants at run time.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { SiteData } from '../../../../src/lib/site/site-data.ts';
import {
	renderWave,
	siteDataDefine,
	snapshotDir,
	writeSnapshots,
} from '../../../../src/server/site/snapshot.ts';
import { tenantSites } from '../../../../src/server/site/paths.ts';

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
			build: { ssr: 'src/server/site/snapshot.ts', outDir, emptyOutDir: true },
		});
		const [bundle] = (await readdir(outDir)).filter((file) => file.endsWith('.js'));
		const built = (await import(pathToFileURL(join(outDir, bundle!)).href)) as {
			snapshotDir: () => string;
		};
		expect(built.snapshotDir()).toBe('/tmp/tenant-data');
	});
});

describe('waves', () => {
	const sites = ['a.in', 'b.in', 'c.in'].map((domain) => ({ domain }) as SiteData);
	const domains = (list: SiteData[]) => list.map((site) => site.domain);

	it('the built pages read the wave the build script sets, though they are another module', async () => {
		const data = join(work, 'wave-data');
		await writeSnapshots(data, sites);
		const outDir = join(work, 'wave-out');
		await build({
			root,
			configFile: false,
			logLevel: 'silent',
			define: siteDataDefine(data),
			build: { ssr: 'src/server/site/snapshot.ts', outDir, emptyOutDir: true },
		});
		const [bundle] = (await readdir(outDir)).filter((file) => file.endsWith('.js'));
		const built = (await import(pathToFileURL(join(outDir, bundle!)).href)) as {
			loadSnapshots: () => SiteData[];
		};
		expect(domains(built.loadSnapshots())).toEqual(['a.in', 'b.in', 'c.in']);
		renderWave({ dir: data, domains: ['c.in', 'a.in'] });
		try {
			expect(domains(built.loadSnapshots())).toEqual(['c.in', 'a.in']);
		} finally {
			renderWave(null);
		}
		expect(domains(built.loadSnapshots())).toEqual(['a.in', 'b.in', 'c.in']);
	});

	it('tenantSites reads each wave once, and the next wave anew', async () => {
		const data = join(work, 'wave-cache');
		await writeSnapshots(data, sites);
		const first = { dir: data, domains: ['a.in'] };
		renderWave(first);
		try {
			const once = tenantSites();
			expect(domains(once)).toEqual(['a.in']);
			expect(tenantSites()).toBe(once);
			renderWave({ dir: data, domains: ['b.in', 'c.in'] });
			expect(domains(tenantSites())).toEqual(['b.in', 'c.in']);
		} finally {
			renderWave(null);
		}
	});
});
