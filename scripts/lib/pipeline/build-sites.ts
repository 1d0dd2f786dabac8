/**
 * The tenant build pipeline: fetch every tenant's data (bounded concurrency, retries), give each
 * a content key (its data plus the code that renders it), and render only the tenants whose key
 * differs from their live release's: in shards, one Astro build per core, each shard publishing
 * its tenants as new releases switched live atomically (releases/releases.ts).
 *
 * A tenant whose data cannot be fetched, is malformed or fails to render is reported with the
 * reason and keeps its live release byte-for-byte (or, having none, gets the home failure page);
 * the others are built and published.
 */
import type { SiteData, PaymentConfig } from '../../../src/lib/site/site-data.ts';
import { mkdir, rm, rmdir } from 'node:fs/promises';
import { createHash, randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import type { AppEnv } from '../../../config/env.ts';
import { tenantApiBases, type TenantEntry } from '../../../config/tenants.ts';
import { fetchSiteData } from '../../../src/lib/lms/index.ts';
import { keepAliveFetch } from './keep-alive-fetch.ts';
import { droppedIntegrations } from '../../../src/lib/tracking/tag-rules.ts';
import type { ApiBases } from '../../../src/lib/lms/types.ts';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { explainFailures, type TenantFailure } from './build-failures.ts';
import { publishFailureSite } from '../releases/failure-site.ts';
import { codeHash, contentKey } from './content-key.ts';
import { liveRelease } from '../releases/releases.ts';
import { gcShared } from './shared-assets.ts';
import { RenderScheduler } from './shards.ts';
import { createWarmRenderer, type ShardRunner } from './warm-renderer.ts';
import { WAVE_TENANTS } from './shard-protocol.ts';
import { logOnlyProgress, type Progress } from './progress.ts';
import { ImageOptimiser, type ImageStats } from '../images/optimiser.ts';
import { trustedImageHosts } from '../images/image-url.ts';
import { FontFetcher, type FontStats } from '../fonts/font-fetcher.ts';
import { writeHostFiles } from '../hosts/write-host-files.ts';
import { tenantSite } from './tenant-site.ts';
import { fetchGarbage } from './fetch-garbage.ts';
import { machineRenderProcesses } from '../system/render-processes.ts';
import { codeRevision } from '../system/code-revision.ts';
import type { ReleaseTrigger } from '../releases/history.ts';

export interface BuildOptions {
	root: string;
	env: AppEnv;
	tenants: TenantEntry[];
	defaults: ApiBases;
	/** Gateway one's checkout script and the platform key, handed to every site. */
	payment: PaymentConfig;
	/**
	 * The fonts API (Google Fonts' CSS2, or the sandbox's stand-in) theme families without a
	 * package are downloaded from, to be served by the sites; unset: they load from Google Fonts.
	 */
	fontsUrl?: string | undefined;
	/** Where downloaded fonts are kept between builds (default `.build/font-cache` under root). */
	fontCacheDir?: string;
	distDir?: string;
	/** Scratch folder root (default: one under `.build` per dist folder); each build takes its own folder in it. */
	workDir?: string;
	log?: (line: string) => void;
	/** The sandbox's fixtures folder when `defaults` is the sandbox (names the folder for an unknown domain). */
	sandboxFixtures?: string | null;
	/** Render every tenant, even those whose content key is unchanged. */
	force?: boolean;
	/** Render processes at once (default: one per core). */
	shards?: number;
	/** Render in one shard on this runner (a rebuild service's warm render process). */
	runner?: ShardRunner;
	/** Where progress goes (default: nowhere; `log` still gets the outcome lines). */
	progress?: Progress;
	/**
	 * Delete shared assets no live release uses (default: yes, unless `runner` is set). A worker
	 * running batches side by side says no: one batch's sweep must not meet another's render.
	 */
	collectShared?: boolean;
	/** Tenants one shard renders (default: two shards per process over the build). */
	shardTenants?: number;
	/**
	 * What started this build, recorded with each release (releases/history.ts); default: a code
	 * release.
	 */
	trigger?: ReleaseTrigger | undefined;
	/** Per tenant, in place of `trigger`: a worker's batch holds edits and a code release's jobs. */
	triggers?: Readonly<Record<string, ReleaseTrigger>> | undefined;
}

/** What started a build that does not say: `npm run build`, a code release. */
const CODE_RELEASE: ReleaseTrigger = { kind: 'code' };

export interface BuildReport {
	built: string[];
	/** Tenants whose content key matched their live release, so nothing was rendered. */
	skipped: string[];
	failed: TenantFailure[];
	/** Milliseconds per phase: fetch, render (with publishing, which the shards overlap). */
	fetchMs: number;
	renderMs: number;
	/** HTML pages in the releases published. */
	pages: number;
	/** The slowest render process's milliseconds per step: import, astro, assets, publish. */
	steps: Record<string, number>;
	/** Institute images optimised, and those that keep their original address (once per address). */
	images: ImageStats;
	/** Tenants whose page language the build read from their text (no `lang` in tenants.json). */
	detectedLanguages: Array<{ domain: string; tag: string }>;
	/** Theme families downloaded and served by the sites, and those left on Google Fonts. */
	fonts: FontStats;
}

/**
 * A build's phases in milliseconds: fetch (every tenant), render (the slowest render process's
 * Astro build), publish (its shared assets and releases), and the wall time from the end of
 * fetching to the last release live (rendering starts during fetching, so phases overlap).
 */
export function buildPhases(report: BuildReport): Record<string, number> {
	return {
		fetch: report.fetchMs,
		render: report.steps['astro'] ?? 0,
		publish: (report.steps['assets'] ?? 0) + (report.steps['publish'] ?? 0),
		'to last release after fetch': report.renderMs,
	};
}

/** The scratch folder root of a dist folder: one per dist folder, so builds of different dist folders never meet. */
export function workRoot(root: string, distDir: string, workDir: string | undefined) {
	return resolve(
		root,
		workDir ??
			join('.build', `work-${createHash('sha1').update(distDir).digest('hex').slice(0, 8)}`),
	);
}

/** What the build's summary says of one fetched tenant. */
interface TenantNote {
	domain: string;
	/** Integrations left out of the site, and why. */
	warnings: string[];
	/** The page language read from the institute's text, when the tenants file sets none. */
	detectedLanguage: string | null;
}

function tenantNote(site: SiteData): TenantNote {
	return {
		domain: site.domain,
		warnings: droppedIntegrations(site.integrations),
		detectedLanguage: site.language?.source === 'detected' ? site.language.tag : null,
	};
}

/** Builds the tenants. Never throws for a tenant's own failure: see `report.failed`. */
export async function buildSites(options: BuildOptions): Promise<BuildReport> {
	const log = options.log ?? console.log;
	const progress = options.progress ?? logOnlyProgress(log);
	const root = resolve(options.root);
	const distDir = resolve(root, options.distDir ?? 'dist');
	const { env, tenants, defaults, payment } = options;
	// Each build its own scratch folder: a single-tenant rebuild may run beside a full build.
	const workDir = join(
		workRoot(root, distDir, options.workDir),
		`${process.pid}-${randomBytes(3).toString('hex')}`,
	);
	const code = await codeHash(root);
	await mkdir(distDir, { recursive: true });
	const renderProcesses = machineRenderProcesses(env.renderProcesses);
	const renderer = new RenderScheduler({
		root,
		distDir,
		workDir,
		progress,
		hstsMaxAge: env.hstsMaxAge,
		revision: codeRevision(env, root),
		triggerOf: (domain) => options.triggers?.[domain] ?? options.trigger ?? CODE_RELEASE,
		slots: options.runner ? 1 : (options.shards ?? renderProcesses),
		renderProcesses,
		tenants: tenants.length,
		...(options.runner
			? {
					runner: options.runner,
					...(options.shardTenants ? { shardTenants: options.shardTenants } : {}),
				}
			: {
					// One process per core takes job after job of one wave, bundling once for the build.
					startRenderer: () =>
						createWarmRenderer({
							root,
							workDir: join(workDir, 'render'),
							maxJobs: Number.POSITIVE_INFINITY,
						}),
					shardTenants: options.shardTenants ?? WAVE_TENANTS,
				}),
	});

	const images = new ImageOptimiser({
		distDir,
		trustedHosts: trustedImageHosts(tenants, defaults),
		log: (line) => progress.log(line),
	});
	const fonts = options.fontsUrl
		? new FontFetcher({
				apiUrl: options.fontsUrl,
				distDir,
				cacheDir: resolve(root, options.fontCacheDir ?? join('.build', 'font-cache')),
				fileOrigins: env.fontFileOrigins,
			})
		: null;
	const skipped: string[] = [];
	// What the summary says of each fetched tenant; its data goes to a render shard and is let go.
	const notes: TenantNote[] = [];
	// A tenant's images are prepared beside the next tenants' fetching, not in its fetch slot.
	const prepared: Array<Promise<void>> = [];
	const errors: Array<{ domain: string; error: unknown }> = [];
	const collectAfterFetch = fetchGarbage();
	const fetchStart = performance.now();
	progress.start('fetch', tenants.length, 'tenants');
	try {
		// Rendering starts while fetching goes on: a batch of changed tenants goes to a free render process.
		await mapWithConcurrency(tenants, env.buildConcurrency, async (tenant) => {
			try {
				const fetched = await fetchSiteData(tenant.domain, tenantApiBases(tenant, defaults), {
					retries: env.buildRetries,
					fetch: keepAliveFetch,
				});
				prepared.push(
					Promise.all([images.forSite(fetched), fonts?.forSite(fetched) ?? []])
						.then(async ([optimised, downloaded]) => {
							const site = tenantSite(fetched, tenant, payment, {
								images: optimised,
								fonts: downloaded,
							});
							notes.push(tenantNote(site));
							const key = contentKey(code, site);
							const live = await liveRelease(distDir, site.domain);
							if (!options.force && live?.kind === 'site' && live.key === key)
								skipped.push(site.domain);
							else renderer.add({ site, key, pages: live?.kind === 'site' ? live.pages : null });
						})
						.catch((error: unknown) => {
							errors.push({ domain: tenant.domain, error });
						}),
				);
			} catch (error) {
				errors.push({ domain: tenant.domain, error });
			} finally {
				progress.tick('fetch');
				collectAfterFetch();
			}
		});
		await Promise.all(prepared);
		progress.finish('fetch');
		const fetchMs = performance.now() - fetchStart;

		const { lines, failed } = explainFailures(errors, {
			...options,
			sandboxFixtures: options.sandboxFixtures ?? null,
		});
		for (const line of lines) progress.log(line);
		const placeholders: string[] = [];
		for (const { domain } of failed) {
			// A tenant that never built shows the spec's home failure text, not the host's bare error.
			if (await publishFailureSite(distDir, domain)) placeholders.push(domain);
		}
		if (placeholders.length > 0)
			progress.log(`  never built, so they show the home failure page: ${placeholders.join(', ')}`);
		for (const { domain, warnings } of notes) {
			for (const warning of warnings) progress.log(`⚠ ${domain}: ${warning}`);
		}

		const outcome = await renderer.finish();
		const report: BuildReport = {
			built: outcome.published.map((event) => event.domain),
			skipped,
			failed: [...failed, ...outcome.failed],
			fetchMs,
			renderMs: performance.now() - fetchStart - fetchMs,
			pages: outcome.published.reduce((sum, event) => sum + event.pages, 0),
			steps: outcome.steps,
			images: images.stats(),
			detectedLanguages: notes.flatMap(({ domain, detectedLanguage }) =>
				detectedLanguage === null ? [] : [{ domain, tag: detectedLanguage }],
			),
			fonts: fonts?.stats() ?? { selfHosted: [], downloaded: 0, failed: [] },
		};
		// nginx.conf and the other host files cover every live tenant, this build's and earlier ones'.
		await writeHostFiles(distDir, env.nginxPort, env.hstsMaxAge);
		// A rebuild service rebuilds one tenant after another; the next full build collects for it.
		if (options.collectShared ?? !options.runner) await gcShared(distDir);
		return report;
	} finally {
		await renderer.finish().catch(() => {});
		await rm(workDir, { recursive: true, force: true });
		// The dist folder's scratch root too, once no other build uses it (a test's temporary dist
		// folder would leave one behind each run); a concurrent build's folder keeps it.
		await rmdir(dirname(workDir)).catch(() => {});
	}
}
