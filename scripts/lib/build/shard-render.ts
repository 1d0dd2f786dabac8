/**
 * One shard of a build: one Astro build that renders the shard's tenants in waves, publishing each
 * wave's tenants as their new live releases as soon as their pages are written, and reporting each
 * tenant's outcome (and the time of each step) to `emit`.
 * A build runs it in a child process per core (render-shard.ts); a rebuild server runs it in its
 * own process, where Astro stays loaded and warm between single-tenant rebuilds.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDataDefine, type SnapshotWave } from '../../../src/lib/site/snapshot.ts';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { bundleServiceWorker } from '../../../src/integrations/service-worker.ts';
import { publishRelease } from '../releases/publish.ts';
import { storeShared, type SharedFile } from './shared-assets.ts';
import type { ShardEvent, ShardJob } from './shard-protocol.ts';
import { reasonOf } from '../reason.ts';
import { shardPrerenderer } from './shard-prerenderer.ts';
import { useSyncDigests } from './sync-digest.ts';

// Tenants a wave holds: their data and pages are all a render process keeps at once.
const WAVE_TENANTS = 20;
// How often rendered pages are reported (a line per page would cost more than the count is worth).
const RENDERED_EVERY_MS = 200;

// Installed once per render process (a warm one renders many shards).
let syncDigests: (() => void) | undefined;

/** Renders and publishes one shard; progress and outcomes go to `emit`. */
export async function renderShard(job: ShardJob, emit: (event: ShardEvent) => void): Promise<void> {
	const outDir = join(job.workDir, 'out');
	await rm(outDir, { recursive: true, force: true });
	// Astro's telemetry reads only the environment; a build tool should not report usage unasked.
	process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
	syncDigests ??= useSyncDigests();
	const spent: Record<string, number> = {};
	let mark = performance.now();
	// Each step's time adds up over the waves; sent once, at the end.
	const step = (name: string) => {
		const now = performance.now();
		spent[name] = (spent[name] ?? 0) + (now - mark);
		mark = now;
	};
	const { build } = await import('astro');
	step('import');
	let rendered = 0;
	const report = () => {
		if (rendered > 0) emit({ type: 'rendered', pages: rendered });
		rendered = 0;
	};
	const reporting = setInterval(report, RENDERED_EVERY_MS);
	const domains = Object.keys(job.keys);
	const pending = new Set(domains);
	const waves: string[][] = [];
	for (let at = 0; at < domains.length; at += WAVE_TENANTS)
		waves.push(domains.slice(at, at + WAVE_TENANTS));
	let shared: SharedFile[] | null = null;
	const publishWave = async (
		wave: SnapshotWave,
		{ pages, failed }: { pages: ReadonlyMap<string, number>; failed: ReadonlyMap<string, string> },
	) => {
		report();
		step('astro');
		emit({
			type: 'wave',
			pages: Object.fromEntries(
				wave.domains
					.filter((domain) => !failed.has(domain))
					.map((domain) => [domain, pages.get(domain) ?? 0]),
			),
		});
		// The first wave stores the build's shared files; the service worker is one of them, and
		// Astro writes it only once the build is over.
		if (shared === null) {
			await writeFile(join(outDir, 'sw.js'), await bundleServiceWorker());
			shared = await storeShared(job.distDir, outDir, new Set(domains));
			step('assets');
		}
		const files = shared;
		await mapWithConcurrency([...wave.domains], 2, async (domain) => {
			pending.delete(domain);
			const reason = failed.get(domain);
			if (reason !== undefined) {
				emit({ type: 'failed', domain, reason: `render error: ${reason}` });
				return;
			}
			try {
				const info = await publishRelease({
					distDir: job.distDir,
					outDir,
					domain,
					shared: [...files, ...(job.images?.[domain] ?? [])],
					key: job.keys[domain] ?? '',
				});
				emit({ type: 'published', domain, release: info.id, pages: info.pages });
			} catch (error) {
				emit({ type: 'failed', domain, reason: `publish error: ${reasonOf(error)}` });
			}
		});
		step('publish');
	};
	try {
		// Its own cache too, so concurrent builds (other shards, npm start, the tests) never share files.
		await build({
			root: job.root,
			outDir,
			cacheDir: join(job.workDir, 'cache'),
			// Pages are counted by the prerenderer, so Astro's line per page is not needed. Nor are its
			// warnings, which go to stdout, where the parent reads only events: the CSP warning about
			// script-src-attr, repeated on every page, cost 7 % of a render process's CPU time.
			// Errors go to stderr, and the parent shows them.
			logLevel: 'error',
			integrations: [
				shardPrerenderer(() => rendered++, {
					outDir,
					next: async () => {
						const next = waves.shift();
						return next ? { dir: job.dataDir, domains: next } : null;
					},
					done: publishWave,
				}),
			],
			vite: { define: siteDataDefine(job.dataDir) },
		});
	} catch (error) {
		// Tenants not yet published keep their live release.
		for (const domain of pending)
			emit({ type: 'failed', domain, reason: `render error: ${reasonOf(error)}` });
	} finally {
		clearInterval(reporting);
		report();
		step('astro');
		for (const [name, ms] of Object.entries(spent))
			emit({ type: 'timing', step: name, ms: Math.round(ms) });
	}
	await rm(outDir, { recursive: true, force: true });
}
