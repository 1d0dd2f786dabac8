/**
 * The build-time data layer. `scripts/build.ts` fetches every tenant's data from the LMS API and
 * writes one JSON snapshot per tenant plus a manifest into a folder it hands Astro's build (see
 * `siteDataDefine`); pages read them here through `getStaticPaths`, so rendering never calls the
 * network and a tenant whose data could not be fetched is simply not rendered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteData } from '../lms/types.ts';

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

/** Writes the manifest (used by scripts/build.ts after fetching). */
export function manifestFile(dir: string): string {
	return join(dir, MANIFEST);
}

/** Reads every tenant snapshot listed in the manifest. */
export function loadSnapshots(dir = snapshotDir()): SiteData[] {
	let manifest: SnapshotManifest;
	try {
		manifest = JSON.parse(readFileSync(manifestFile(dir), 'utf8')) as SnapshotManifest;
	} catch (error) {
		throw new Error(
			`No tenant data in ${dir} (${(error as Error).message}). Build with \`npm run build\`, which fetches it first.`,
			{ cause: error },
		);
	}
	return manifest.domains.map(
		(domain) => JSON.parse(readFileSync(join(dir, snapshotFile(domain)), 'utf8')) as SiteData,
	);
}
