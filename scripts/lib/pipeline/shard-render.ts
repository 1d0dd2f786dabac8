/**
 * A render process's work: one Astro build, bundled once, that renders the jobs handed to it in
 * waves of tenants, publishing each wave's tenants as their new live releases as soon as their
 * pages are written, and reporting each tenant's outcome (and the time of each step) to the job's
 * `emit`. A build's render processes (warm-render-process.ts, one per core) take job after job
 * over the whole build, as do a rebuild server's and a worker's.
 */
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SnapshotWave } from '../../../src/server/site/snapshot.ts';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { bundleServiceWorker } from '../../../src/integrations/service-worker.ts';
import { publishRelease } from '../releases/publish.ts';
import { storeShared, type SharedFile } from './shared-assets.ts';
import { WAVE_TENANTS, type ShardEvent, type ShardJob } from './shard-protocol.ts';
import { reasonOf } from '../reason.ts';
import { shardPrerenderer } from './shard-prerenderer.ts';
import { useSyncDigests } from './sync-digest.ts';

// How often rendered pages are reported (a line per page would cost more than the count is worth).
const RENDERED_EVERY_MS = 200;

// Installed once per render process (a warm one renders many shards).
let syncDigests: (() => void) | undefined;

/** A job handed to a render process, and where its events go. */
export interface RenderJob {
	job: ShardJob;
	emit: (event: ShardEvent) => void;
}

/** Where a render process renders: the project, and its own scratch folder (output and cache). */
export interface RenderSetup {
	root: string;
	workDir: string;
}

/** A wave's outcome, as the prerenderer hands it over. */
interface WaveOutcome {
	pages: ReadonlyMap<string, number>;
	failed: ReadonlyMap<string, string>;
}

/**
 * Renders jobs as they come, in one Astro build bundled once: `nextJob` resolves with the next
 * job, or null to end the build, and `finished` is told once each job's tenants all have an
 * outcome. Each job renders in waves of tenants, each wave published while the next renders.
 * Rejects when the build itself fails, once the tenants of the job at hand are reported failed.
 */
export async function renderJobs(
	setup: RenderSetup,
	nextJob: () => Promise<RenderJob | null>,
	finished: (job: RenderJob) => void,
): Promise<void> {
	const outDir = join(setup.workDir, 'out');
	await rm(outDir, { recursive: true, force: true });
	// Astro's telemetry reads only the environment; a build tool should not report usage unasked.
	process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
	syncDigests ??= useSyncDigests();
	// Each step's time adds up over the process's jobs; each job ends with the totals so far.
	const spent: Record<string, number> = {};
	let mark = performance.now();
	const step = (name: string) => {
		const now = performance.now();
		spent[name] = (spent[name] ?? 0) + (now - mark);
		mark = now;
	};
	const { build } = await import('astro');
	step('import');
	let current: RenderJob | null = null;
	let waves: string[][] = [];
	let pending = new Set<string>();
	let rendered = 0;
	const report = () => {
		if (rendered > 0) current?.emit({ type: 'rendered', pages: rendered });
		rendered = 0;
	};
	const reporting = setInterval(report, RENDERED_EVERY_MS);
	const endJob = () => {
		if (current === null) return;
		report();
		for (const [name, ms] of Object.entries(spent))
			current.emit({ type: 'timing', step: name, ms: Math.round(ms) });
		finished(current);
		current = null;
	};
	// The shared files of each dist folder this process publishes to, stored once.
	const shared = new Map<string, SharedFile[]>();
	let serviceWorker: Promise<void> | null = null;
	const sharedFiles = async (job: ShardJob) => {
		let files = shared.get(job.distDir);
		// A process that lives long (a rebuild server's) may outlive a blob: another build's sweep
		// removes those no release links any more. Then they are stored again.
		if (files?.some((file) => !existsSync(file.blob))) files = undefined;
		if (files === undefined) {
			// The service worker is one of them, and Astro writes it only once the build is over.
			serviceWorker ??= bundleServiceWorker().then((code) =>
				writeFile(join(outDir, 'sw.js'), code),
			);
			await serviceWorker;
			// Asked for before the job's first wave renders, so no tenant folder is in the output.
			files = await storeShared(job.distDir, outDir, new Set(Object.keys(job.keys)));
			shared.set(job.distDir, files);
			step('assets');
		}
		return files;
	};
	// The waves being published, one after another, while the next wave renders.
	let publishing: Promise<void> = Promise.resolve();
	const next = async (): Promise<SnapshotWave | null> => {
		for (;;) {
			const wave = waves.shift();
			if (current !== null && wave !== undefined)
				return { dir: current.job.dataDir, domains: wave };
			// A job is over once its last wave is live; the next job's shared files see an empty output.
			await publishing;
			endJob();
			step('astro');
			const job = await nextJob();
			mark = performance.now();
			if (job === null) return null;
			current = job;
			await sharedFiles(job.job);
			const domains = Object.keys(job.job.keys);
			pending = new Set(domains);
			waves = [];
			for (let at = 0; at < domains.length; at += WAVE_TENANTS)
				waves.push(domains.slice(at, at + WAVE_TENANTS));
		}
	};
	// A wave's tenants go live one after another; the time counts as the publish step's, apart
	// from rendering's, since the two overlap.
	const publishTenants = async (
		{ job, emit }: RenderJob,
		wave: SnapshotWave,
		{ pages, failed }: WaveOutcome,
	) => {
		const started = performance.now();
		const files = await sharedFiles(job);
		await mapWithConcurrency([...wave.domains], 2, async (domain) => {
			pending.delete(domain);
			const reason = failed.get(domain);
			if (reason !== undefined) {
				emit({ type: 'failed', domain, reason: `render error: ${reason}` });
				await rm(join(outDir, domain), { recursive: true, force: true });
				return;
			}
			try {
				const info = await publishRelease({
					distDir: job.distDir,
					outDir,
					domain,
					shared: [...files, ...(job.images?.[domain] ?? [])],
					key: job.keys[domain] ?? '',
					pages: pages.get(domain) ?? 0,
					...(job.hstsMaxAge === undefined ? {} : { hstsMaxAge: job.hstsMaxAge }),
					trigger: job.triggers?.[domain],
					revision: job.revision,
				});
				emit({ type: 'published', domain, release: info.id, pages: info.pages });
			} catch (error) {
				emit({ type: 'failed', domain, reason: `publish error: ${reasonOf(error)}` });
				await rm(join(outDir, domain), { recursive: true, force: true });
			}
		});
		spent['publish'] = (spent['publish'] ?? 0) + (performance.now() - started);
	};
	// A wave's pages are written: it is published while the next wave renders (publishing waits
	// mostly on the file system, which left the core a tenth idle when rendering waited for it).
	const publishWave = async (wave: SnapshotWave, outcome: WaveOutcome) => {
		const { pages, failed } = outcome;
		const at = current;
		if (at === null) return;
		report();
		step('astro');
		at.emit({
			type: 'wave',
			pages: Object.fromEntries(
				wave.domains
					.filter((domain) => !failed.has(domain))
					.map((domain) => [domain, pages.get(domain) ?? 0]),
			),
		});
		publishing = publishing.then(() => publishTenants(at, wave, outcome));
		// Handled here so a failure is not an unhandled rejection; the next wave's read awaits it.
		publishing.catch(() => {});
	};
	try {
		// Its own cache too, so concurrent builds (other processes, npm start, the tests) never share files.
		await build({
			root: setup.root,
			outDir,
			cacheDir: join(setup.workDir, 'cache'),
			// Pages are counted by the prerenderer, so Astro's line per page is not needed. Nor are its
			// warnings, which go to stdout, where the parent reads only events: the CSP warning about
			// script-src-attr, repeated on every page, cost 7 % of a render process's CPU time.
			// Errors go to stderr, and the parent shows them.
			logLevel: 'error',
			integrations: [shardPrerenderer(() => rendered++, { outDir, next, done: publishWave })],
		});
	} catch (error) {
		// Waves already rendered are published; tenants not yet published keep their live release.
		await publishing.catch(() => {});
		// (Set by the prerenderer's calls, which TypeScript cannot see.)
		const failing = current as RenderJob | null;
		for (const domain of pending)
			failing?.emit({ type: 'failed', domain, reason: `render error: ${reasonOf(error)}` });
		endJob();
		throw error;
	} finally {
		clearInterval(reporting);
		await rm(outDir, { recursive: true, force: true });
	}
}
