/**
 * Splitting a build's tenants into shards and running each shard as its own render process
 * (render-shard.ts). Astro renders on one core, so one process per core is what makes a build of
 * many tenants use the machine; the same split is what Redis workers do across machines.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteData } from '../../src/lib/lms/types.ts';
import type { TenantFailure } from './build-failures.ts';
import type { BuildProgress } from './build-progress.ts';
import type { ShardRunner } from './warm-renderer.ts';
import { isPageLine, SHARD_EVENT, type ShardEvent, type ShardJob } from './shard-protocol.ts';
import { mapWithConcurrency } from '../../src/lib/pool.ts';
import { manifestFile, snapshotFile, type SnapshotManifest } from '../../src/lib/site/snapshot.ts';

/** A tenant to render: its data, content key and (when known) its page count last time. */
export interface RenderTask {
	site: SiteData;
	key: string;
	pages: number | null;
}

// Each shard pays Astro's bundling (a few seconds); below this many tenants a second one costs more than it saves.
const MIN_TENANTS_PER_SHARD = 4;
// Page count assumed for a tenant never rendered before (the demo sites have 40 to 60).
const DEFAULT_PAGES = 50;

/** Splits tasks into at most `limit` shards of about equal page counts (largest first, greedy). */
export function planShards(tasks: readonly RenderTask[], limit: number): RenderTask[][] {
	const count = Math.max(1, Math.min(limit, Math.floor(tasks.length / MIN_TENANTS_PER_SHARD)));
	const shards = Array.from({ length: count }, () => ({ pages: 0, tasks: [] as RenderTask[] }));
	const bySize = [...tasks].sort((a, b) => (b.pages ?? DEFAULT_PAGES) - (a.pages ?? DEFAULT_PAGES));
	for (const task of bySize) {
		const lightest = shards.reduce((min, shard) => (shard.pages < min.pages ? shard : min));
		lightest.tasks.push(task);
		lightest.pages += task.pages ?? DEFAULT_PAGES;
	}
	return shards.map((shard) => shard.tasks).filter((shard) => shard.length > 0);
}

/** What running the shards needs. */
export interface RunShardsInput {
	root: string;
	distDir: string;
	workDir: string;
	shards: RenderTask[][];
	progress: BuildProgress;
	/** Where shards render instead of a new process each (a warm render process of a rebuild service). */
	runner?: ShardRunner;
}

/** Every tenant's outcome. */
export interface ShardsOutcome {
	published: Array<Extract<ShardEvent, { type: 'published' }>>;
	failed: TenantFailure[];
	/** The slowest shard's milliseconds per step (import, astro, assets, publish). */
	steps: Record<string, number>;
}

/** Writes one shard's snapshots and manifest into `dir`. */
export async function writeSnapshots(dir: string, sites: readonly SiteData[]) {
	await rm(dir, { recursive: true, force: true });
	await mkdir(dir, { recursive: true });
	await mapWithConcurrency(sites, 16, (site) =>
		writeFile(join(dir, snapshotFile(site.domain)), JSON.stringify(site)),
	);
	const manifest: SnapshotManifest = { domains: sites.map((site) => site.domain) };
	await writeFile(manifestFile(dir), JSON.stringify(manifest, null, '\t'));
}

const SHARD_SCRIPT = join(import.meta.dirname, 'render-shard.ts');

async function runShard(
	input: RunShardsInput,
	index: number,
	tasks: RenderTask[],
	outcome: ShardsOutcome,
) {
	const shardDir = join(input.workDir, `shard-${index}`);
	const dataDir = join(shardDir, 'data');
	await writeSnapshots(
		dataDir,
		tasks.map((task) => task.site),
	);
	const job: ShardJob = {
		root: input.root,
		dataDir,
		workDir: shardDir,
		distDir: input.distDir,
		keys: Object.fromEntries(tasks.map((task) => [task.site.domain, task.key])),
	};
	const pending = new Set(tasks.map((task) => task.site.domain));
	const onEvent = (event: ShardEvent) => {
		if (event.type === 'timing') {
			outcome.steps[event.step] = Math.max(outcome.steps[event.step] ?? 0, event.ms);
			return;
		}
		pending.delete(event.domain);
		if (event.type === 'published') outcome.published.push(event);
		else outcome.failed.push({ domain: event.domain, reason: event.reason });
		input.progress.tick('publish');
	};
	let why: string;
	if (input.runner) {
		why = await input.runner(job, onEvent);
	} else {
		why = await runShardProcess(input, index, job, onEvent);
	}
	// A shard that died (out of memory, killed) leaves its unpublished tenants as they were.
	for (const domain of pending)
		outcome.failed.push({ domain, reason: `render process failed: ${why}` });
}

/** Runs one shard in its own process; resolves with the last error line it printed. */
async function runShardProcess(
	input: RunShardsInput,
	index: number,
	job: ShardJob,
	onEvent: (event: ShardEvent) => void,
): Promise<string> {
	const jobFile = join(job.workDir, 'job.json');
	await writeFile(jobFile, JSON.stringify(job));
	const errors: string[] = [];
	const child = spawn(process.execPath, [SHARD_SCRIPT, jobFile], {
		cwd: input.root,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	createInterface({ input: child.stdout }).on('line', (line) => {
		if (line.startsWith(SHARD_EVENT))
			onEvent(JSON.parse(line.slice(SHARD_EVENT.length)) as ShardEvent);
		else if (isPageLine(line)) input.progress.tick('render');
	});
	createInterface({ input: child.stderr }).on('line', (line) => {
		const text = line.trim();
		if (!text) return;
		errors.push(text);
		input.progress.log(`  shard ${index + 1}: ${text}`);
	});
	const code = await new Promise<number | null>((resolve) => {
		child.once('close', (exitCode) => resolve(exitCode));
		child.once('error', (error) => {
			errors.push(error.message);
			resolve(null);
		});
	});
	return errors.at(-1) ?? `exit code ${String(code)}`;
}

/** Runs every shard at once and gathers the tenants' outcomes. */
export async function runShards(input: RunShardsInput): Promise<ShardsOutcome> {
	const tasks = input.shards.flat();
	input.progress.start(
		'render',
		tasks.reduce((sum, task) => sum + (task.pages ?? DEFAULT_PAGES), 0),
		'pages',
	);
	input.progress.start('publish', tasks.length, 'tenants');
	await mkdir(input.workDir, { recursive: true });
	const outcome: ShardsOutcome = { published: [], failed: [], steps: {} };
	await Promise.all(input.shards.map((shard, index) => runShard(input, index, shard, outcome)));
	input.progress.finish('render');
	input.progress.finish('publish');
	return outcome;
}
