/**
 * One shard of a build: renders the shard's tenants with one Astro build, then publishes each as
 * its new live release, reporting each tenant's outcome (and the time of each step) to `emit`.
 * A build runs it in a child process per core (render-shard.ts); a rebuild server runs it in its
 * own process, where Astro stays loaded and warm between single-tenant rebuilds.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDataDefine } from '../../../src/lib/site/snapshot.ts';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { publishRelease } from '../releases/publish.ts';
import { storeShared } from './shared-assets.ts';
import type { ShardEvent, ShardJob } from './shard-protocol.ts';
import { reasonOf } from '../reason.ts';
import { shardPrerenderer } from './shard-prerenderer.ts';
import { useSyncDigests } from './sync-digest.ts';
import { syncWritesUnder } from './sync-page-writes.ts';

// Pages in flight at once: while one page's file is written, the next renders, so a render
// process never waits idle on the disk (a fifth of its time when it renders one page at a time).
const PAGES_AT_ONCE = 4;
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
	let mark = performance.now();
	const step = (name: string) => {
		const now = performance.now();
		emit({ type: 'timing', step: name, ms: Math.round(now - mark) });
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
	const stopSyncWrites = syncWritesUnder(outDir);
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
			build: { concurrency: PAGES_AT_ONCE },
			integrations: [shardPrerenderer(() => rendered++)],
			vite: { define: siteDataDefine(job.dataDir) },
		});
	} catch (error) {
		for (const domain of Object.keys(job.keys))
			emit({ type: 'failed', domain, reason: `render error: ${reasonOf(error)}` });
		return;
	} finally {
		stopSyncWrites();
		clearInterval(reporting);
		report();
	}
	step('astro');
	const domains = new Set(Object.keys(job.keys));
	const shared = await storeShared(job.distDir, outDir, domains);
	step('assets');
	await mapWithConcurrency([...domains], 2, async (domain) => {
		try {
			const info = await publishRelease({
				distDir: job.distDir,
				outDir,
				domain,
				shared: [...shared, ...(job.images?.[domain] ?? [])],
				key: job.keys[domain] ?? '',
			});
			emit({ type: 'published', domain, release: info.id, pages: info.pages });
		} catch (error) {
			emit({ type: 'failed', domain, reason: `publish error: ${reasonOf(error)}` });
		}
	});
	step('publish');
	await rm(outDir, { recursive: true, force: true });
}
