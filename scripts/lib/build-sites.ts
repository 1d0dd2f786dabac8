/**
 * The tenant build pipeline: fetch every tenant's data (bounded concurrency, retries), run ONE
 * Astro build for all of them, then publish each tenant as a self-contained `dist/<domain>/`.
 * A tenant whose data cannot be fetched or is malformed is reported with the reason and keeps
 * its last good site (or, having none, gets the home failure page); the others are built and
 * published.
 */
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { AppEnv } from '../../src/lib/config/env.ts';
import { tenantApiBases, type TenantEntry } from '../../src/lib/config/tenants.ts';
import { fetchSiteData } from '../../src/lib/lms/index.ts';
import { droppedIntegrations } from '../../src/lib/seo/integrations.ts';
import type { ApiBases, SiteData } from '../../src/lib/lms/types.ts';
import type { PaymentConfig } from '../../src/lib/config/env.ts';
import {
	manifestFile,
	siteDataDefine,
	snapshotFile,
	type SnapshotManifest,
} from '../../src/lib/site/snapshot.ts';
import { mapWithConcurrency } from '../../src/lib/pool.ts';
import { precompressSite } from './precompress.ts';
import { explainFailures, type TenantFailure } from './build-failures.ts';
import { publishFailureSite } from './failure-site.ts';

export interface BuildOptions {
	root: string;
	env: AppEnv;
	tenants: TenantEntry[];
	defaults: ApiBases;
	/** Gateway one's checkout script and the platform key, handed to every site. */
	payment: PaymentConfig;
	distDir?: string;
	/** Scratch folder for snapshots and the raw Astro output (default: one under `.build` per dist folder). */
	workDir?: string;
	log?: (line: string) => void;
	/** The sandbox's fixtures folder when `defaults` is the sandbox (names the folder for an unknown domain). */
	sandboxFixtures?: string | null;
}

export interface BuildReport {
	built: string[];
	failed: TenantFailure[];
	/** Milliseconds spent fetching data and rendering. */
	fetchMs: number;
	renderMs: number;
}

async function fetchAll(options: BuildOptions) {
	const { env, tenants, defaults, payment } = options;
	return mapWithConcurrency(tenants, env.buildConcurrency, async (tenant) => {
		try {
			const site = await fetchSiteData(tenant.domain, tenantApiBases(tenant, defaults), {
				retries: env.buildRetries,
			});
			return { domain: tenant.domain, site: { ...site, payment } } as const;
		} catch (error) {
			return { domain: tenant.domain, error } as const;
		}
	});
}

async function writeSnapshots(dir: string, sites: SiteData[]) {
	await rm(dir, { recursive: true, force: true });
	await mkdir(dir, { recursive: true });
	await Promise.all(
		sites.map((site) => writeFile(join(dir, snapshotFile(site.domain)), JSON.stringify(site))),
	);
	const manifest: SnapshotManifest = { domains: sites.map((site) => site.domain) };
	await writeFile(manifestFile(dir), JSON.stringify(manifest, null, '\t'));
}

async function renderAll(root: string, workDir: string, dataDir: string) {
	const outDir = join(workDir, 'out');
	await rm(outDir, { recursive: true, force: true });
	// Astro's telemetry reads only the environment; a build tool should not report usage unasked.
	process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
	const { build } = await import('astro');
	// Its own cache too, so concurrent builds (npm start and the tests) never share files.
	await build({
		root,
		outDir,
		cacheDir: join(workDir, 'cache'),
		logLevel: 'warn',
		vite: { define: siteDataDefine(dataDir) },
	});
	return outDir;
}

/** Moves one rendered tenant into dist/<domain>/ with its own copy of the shared assets and public files. */
async function publishTenant(
	outDir: string,
	distDir: string,
	domain: string,
	tenantDomains: Set<string>,
) {
	const staging = join(distDir, `.staging-${domain}`);
	const previous = join(distDir, `.previous-${domain}`);
	const target = join(distDir, domain);
	await rm(staging, { recursive: true, force: true });
	await cp(join(outDir, domain), staging, { recursive: true });
	// Static hosts look for /404.html; the route renders as 404/index.html under [tenant]/.
	const notFound = join(staging, '404', 'index.html');
	if (existsSync(notFound)) await cp(notFound, join(staging, '404.html'));
	// Shared root entries: hashed assets (_astro) and files from public/, but not other tenants.
	for (const entry of await readdir(outDir)) {
		if (!tenantDomains.has(entry))
			await cp(join(outDir, entry), join(staging, entry), { recursive: true });
	}
	await precompressSite(staging);
	// Swap in two renames so a visitor never sees a half-written site.
	await rm(previous, { recursive: true, force: true });
	if (existsSync(target)) await rename(target, previous);
	await rename(staging, target);
	await rm(previous, { recursive: true, force: true });
}

/** Builds every tenant. Never throws for a tenant's own failure: see `report.failed`. */
export async function buildSites(options: BuildOptions): Promise<BuildReport> {
	const log = options.log ?? console.log;
	const root = resolve(options.root);
	const distDir = resolve(root, options.distDir ?? 'dist');
	// One scratch folder per dist folder, so `npm start` and the tests can build at the same time.
	const workDir = resolve(
		root,
		options.workDir ??
			join('.build', `work-${createHash('sha1').update(distDir).digest('hex').slice(0, 8)}`),
	);
	const dataDir = join(workDir, 'data');

	const fetchStart = performance.now();
	const results = await fetchAll(options);
	const fetchMs = performance.now() - fetchStart;
	const sites = results.flatMap((result) => ('site' in result ? [result.site] : []));
	const { lines, failed } = explainFailures(
		results.flatMap((result) => ('site' in result ? [] : [result])),
		{ ...options, sandboxFixtures: options.sandboxFixtures ?? null },
	);
	for (const line of lines) log(line);
	if (failed.length > 0) await mkdir(distDir, { recursive: true });
	const placeholders: string[] = [];
	for (const { domain } of failed) {
		// A tenant that never built shows the spec's home failure text, not the host's bare error.
		if (await publishFailureSite(distDir, domain)) placeholders.push(domain);
	}
	if (placeholders.length > 0)
		log(`  never built, so they show the home failure page: ${placeholders.join(', ')}`);
	for (const site of sites) {
		for (const warning of droppedIntegrations(site.integrations))
			log(`⚠ ${site.domain}: ${warning}`);
	}
	if (sites.length === 0) return { built: [], failed, fetchMs, renderMs: 0 };

	log(`Fetched ${sites.length} tenant(s) in ${Math.round(fetchMs)} ms; rendering…`);
	const renderStart = performance.now();
	await writeSnapshots(dataDir, sites);
	const outDir = await renderAll(root, workDir, dataDir);
	await mkdir(distDir, { recursive: true });
	const domains = new Set(options.tenants.map((tenant) => tenant.domain));
	for (const site of sites) await publishTenant(outDir, distDir, site.domain, domains);
	const renderMs = performance.now() - renderStart;
	for (const site of sites) log(`✓ ${site.domain} → ${join(distDir, site.domain)}`);
	return { built: sites.map((site) => site.domain), failed, fetchMs, renderMs };
}
