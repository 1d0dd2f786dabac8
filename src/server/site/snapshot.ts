/**
 * The build-time data layer: one JSON snapshot per tenant, in a folder the build hands Astro's
 * build (see `siteDataDefine`). The build writes each tenant's snapshot as soon as its data is
 * fetched (`writeSnapshot`, scripts/lib/pipeline/shards.ts), and a render process hands the pages
 * one wave of tenants at a time (`renderWave`); the dev server writes its one tenant with
 * `writeSnapshots`, manifest included. Pages read them here through `getStaticPaths`
 * (`loadSnapshots`), so rendering never calls the network and a tenant whose data could not be
 * fetched is simply not rendered. Writer and reader share this one module, so
 * the file names and the manifest's shape cannot drift apart.
 */
import type { SiteData } from '../../lib/site/site-data.ts';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mapWithConcurrency } from '../../lib/pool.ts';

/** The snapshot folder when the build names none (an `astro build` run by hand). */
const DEFAULT_SITE_DATA_DIR = '.build/data';
const MANIFEST = 'manifest.json';

export interface SnapshotManifest {
	/** Domains whose data was fetched and validated. */
	domains: string[];
}

// Replaced by the build's `vite.define`; outside a Vite build (plain Node) it is not defined at all.
declare const __SITE_DATA_DIR__: string | undefined;

/**
 * Vite `define` entries for Astro's inline build config that hand this build its snapshot folder:
 * per build call rather than through a process-wide environment variable.
 */
export function siteDataDefine(dir: string): Record<string, string> {
	return { __SITE_DATA_DIR__: JSON.stringify(dir) };
}

/** Where snapshots live for this build. */
export function snapshotDir(): string {
	return (typeof __SITE_DATA_DIR__ === 'string' && __SITE_DATA_DIR__) || DEFAULT_SITE_DATA_DIR;
}

/** File name of one tenant's snapshot. */
export function snapshotFile(domain: string): string {
	return `${domain}.json`;
}

/** Path of the manifest in a snapshot folder. */
export function manifestFile(dir: string): string {
	return join(dir, MANIFEST);
}

/** The tenants a render process renders now: one wave of its shard (see `renderWave`). */
export interface SnapshotWave {
	dir: string;
	domains: readonly string[];
}

// Set at run time by the render process (scripts/lib/pipeline/shard-prerenderer.ts) between waves;
// a global, because the pages' bundle and the build script are separate module graphs.
const WAVE = Symbol.for('institute-sites.snapshot-wave');
type WaveHolder = { [WAVE]?: SnapshotWave };

/** Hands the pages' `getStaticPaths` the next wave of tenants (null: the manifest's again). */
export function renderWave(wave: SnapshotWave | null): void {
	if (wave === null) delete (globalThis as WaveHolder)[WAVE];
	else (globalThis as WaveHolder)[WAVE] = wave;
}

/** The wave being rendered, if the render process renders in waves. */
export function currentWave(): SnapshotWave | null {
	return (globalThis as WaveHolder)[WAVE] ?? null;
}

/** Reads every tenant snapshot of the current wave, or else of the manifest. */
export function loadSnapshots(dir = snapshotDir()): SiteData[] {
	const wave = currentWave();
	if (wave !== null) return readSites(wave.dir, wave.domains);
	let manifest: SnapshotManifest;
	try {
		manifest = JSON.parse(readFileSync(manifestFile(dir), 'utf8')) as SnapshotManifest;
	} catch (error) {
		throw new Error(
			`No tenant data in ${dir} (${(error as Error).message}). Build with \`npm run build\`, which fetches it first.`,
			{ cause: error },
		);
	}
	return readSites(dir, manifest.domains);
}

function readSites(dir: string, domains: readonly string[]): SiteData[] {
	return domains.map(
		(domain) => JSON.parse(readFileSync(join(dir, snapshotFile(domain)), 'utf8')) as SiteData,
	);
}

/** Writes one tenant's snapshot into `dir` (a build writes each as it arrives, and lets go of it). */
export async function writeSnapshot(dir: string, site: SiteData): Promise<void> {
	await writeFile(join(dir, snapshotFile(site.domain)), JSON.stringify(site));
}

/** Writes one shard's snapshots and manifest into `dir` (replacing what was there). */
export async function writeSnapshots(dir: string, sites: readonly SiteData[]) {
	await rm(dir, { recursive: true, force: true });
	await mkdir(dir, { recursive: true });
	await mapWithConcurrency(sites, 16, (site) => writeSnapshot(dir, site));
	const manifest: SnapshotManifest = { domains: sites.map((site) => site.domain) };
	await writeFile(manifestFile(dir), JSON.stringify(manifest, null, '\t'));
}
