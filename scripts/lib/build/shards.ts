/**
 * Rendering a build's changed tenants in shards, each shard one Astro build in its own render
 * process (render-shard.ts). Astro renders on one core, so one process per core is what makes a
 * build use the machine; the same split is what Redis workers do across machines. Shards start
 * while the build still fetches: a batch of changed tenants goes to a free process as soon as it
 * is full, and what is left when fetching ends is split over the free processes.
 */
import type { SiteData } from '../../../src/lib/site/site-data.ts';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TenantFailure } from './build-failures.ts';
import type { Progress } from './progress.ts';
import type { ShardRunner } from './warm-renderer.ts';
import { SHARD_EVENT, type ShardEvent, type ShardJob } from './shard-protocol.ts';
import { RENDER_PROCESS_FLAGS, renderProcessEnv } from './render-process.ts';
import { imageFiles } from '../images/published.ts';
import { fontFiles } from '../fonts/published.ts';
import { takeRenderSlot } from './render-slots.ts';
import { writeSnapshots } from '../../../src/lib/site/snapshot.ts';

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

/** How many tenants a shard takes while fetching goes on: two shards per process over the build. */
export function batchSize(tenants: number, slots: number): number {
	return Math.max(MIN_TENANTS_PER_SHARD, Math.ceil(tenants / (Math.max(1, slots) * 2)));
}

/** What running the shards needs. */
export interface SchedulerInput {
	root: string;
	distDir: string;
	workDir: string;
	progress: Progress;
	/** Render processes at once. */
	slots: number;
	/** Tenants in the build (sets the batch size). */
	tenants: number;
	/** Where shards render instead of a new process each (a warm render process of a rebuild service). */
	runner?: ShardRunner;
	/** Tenants a shard takes (default: `batchSize`); a worker's batch renders as one shard. */
	shardTenants?: number;
}

/** Every tenant's outcome. */
export interface ShardsOutcome {
	published: Array<Extract<ShardEvent, { type: 'published' }>>;
	failed: TenantFailure[];
	/** The slowest shard's milliseconds per step (import, astro, assets, publish). */
	steps: Record<string, number>;
}

/** Takes changed tenants one by one and renders them in batches on up to `slots` processes. */
export class RenderScheduler {
	readonly #input: SchedulerInput;
	readonly #batch: number;
	readonly #pending: RenderTask[] = [];
	readonly #running = new Set<Promise<void>>();
	readonly #outcome: ShardsOutcome = { published: [], failed: [], steps: {} };
	#added = 0;
	#shards = 0;
	// The render total: pages of finished shards, plus an estimate for every tenant not yet
	// rendered (its page count last time, else the build's average so far, else DEFAULT_PAGES).
	#renderedDone = 0;
	#tenantsDone = 0;
	#knownPages = 0;
	#unknownTenants = 0;
	#ticks = 0;
	#closing = false;
	#share = 0;

	constructor(input: SchedulerInput) {
		this.#input = input;
		this.#batch = input.shardTenants ?? batchSize(input.tenants, input.slots);
	}

	/** A changed tenant to render. */
	add(task: RenderTask): void {
		if (this.#added === 0) {
			this.#input.progress.start('render', 0, 'pages');
			this.#input.progress.start('publish', 0, 'tenants');
		}
		this.#added++;
		if (task.pages === null) this.#unknownTenants++;
		else this.#knownPages += task.pages;
		this.#updateTotal();
		this.#input.progress.setTotal('publish', this.#added);
		this.#pending.push(task);
		this.#pump();
	}

	/** No more tenants: renders what is left and resolves when every shard is done. */
	async finish(): Promise<ShardsOutcome> {
		if (!this.#closing) {
			// Once fetching is over, the rest is shared out so every process finishes about together.
			this.#share =
				this.#input.shardTenants ??
				Math.max(MIN_TENANTS_PER_SHARD, Math.ceil(this.#pending.length / this.#input.slots));
		}
		this.#closing = true;
		this.#pump();
		while (this.#running.size > 0) await Promise.all([...this.#running]);
		if (this.#added > 0) {
			this.#input.progress.finish('render');
			this.#input.progress.finish('publish');
		}
		return this.#outcome;
	}

	#updateTotal() {
		const average = this.#tenantsDone > 0 ? this.#renderedDone / this.#tenantsDone : DEFAULT_PAGES;
		const estimate =
			this.#renderedDone + this.#knownPages + Math.round(this.#unknownTenants * average);
		// Never below what is already counted: the bar would read over 100%.
		this.#input.progress.setTotal('render', Math.max(estimate, this.#ticks));
	}

	/**
	 * A shard rendered `rendered` pages; from now on its tenants (their page estimates) count with
	 * what they really had.
	 */
	#shardDone(estimates: ReadonlyArray<number | null>, rendered: number) {
		for (const pages of estimates) {
			if (pages === null) this.#unknownTenants--;
			else this.#knownPages -= pages;
		}
		this.#renderedDone += rendered;
		this.#tenantsDone += estimates.length;
		this.#updateTotal();
	}

	#pagesAfterRender(pages: number) {
		this.#renderedDone += pages;
		this.#updateTotal();
	}

	#pump() {
		const { slots } = this.#input;
		while (this.#running.size < slots && this.#pending.length > 0) {
			if (!this.#closing && this.#pending.length < this.#batch) return;
			const take = this.#closing ? this.#share : this.#batch;
			const tasks = this.#pending.splice(0, take);
			// What the progress needs of the batch once rendered; the tenants' data itself is let go
			// once the shard has its copy on disk (a shard renders for half a minute).
			const estimates = tasks.map((task) => task.pages);
			let rendered = 0;
			let accounted = false;
			const onRendered = (pages: number) => {
				this.#ticks += pages;
				// Pages reported after the shard's render ended (a failed build's last count) add up.
				if (!accounted) rendered += pages;
				else this.#pagesAfterRender(pages);
			};
			// Once the shard's pages are all rendered, its tenants count with their real pages: the
			// render total is exact before any of them is published, so render closes before publish.
			const onRenderEnded = () => {
				if (accounted) return;
				accounted = true;
				this.#shardDone(estimates, rendered);
			};
			const shard = runShard(this.#input, this.#shards++, tasks, this.#outcome, {
				onRendered,
				onRenderEnded,
			}).finally(() => {
				onRenderEnded();
				this.#running.delete(shard);
				this.#pump();
			});
			this.#running.add(shard);
		}
	}
}

/** What a shard tells the scheduler about its render: pages as they come, then that it ended. */
interface ShardHooks {
	onRendered: (pages: number) => void;
	onRenderEnded: () => void;
}

const SHARD_SCRIPT = join(import.meta.dirname, 'render-shard.ts');

/** The job file of a shard: where it renders and publishes, and each tenant's key and images. */
function shardJob(
	input: SchedulerInput,
	shardDir: string,
	dataDir: string,
	tasks: readonly RenderTask[],
): ShardJob {
	return {
		root: input.root,
		dataDir,
		workDir: shardDir,
		distDir: input.distDir,
		keys: Object.fromEntries(tasks.map((task) => [task.site.domain, task.key])),
		images: Object.fromEntries(
			tasks.map((task) => [
				task.site.domain,
				[
					...imageFiles(input.distDir, task.site.images),
					...fontFiles(input.distDir, task.site.fonts),
				],
			]),
		),
	};
}

async function runShard(
	input: SchedulerInput,
	index: number,
	tasks: RenderTask[],
	outcome: ShardsOutcome,
	{ onRendered, onRenderEnded }: ShardHooks,
) {
	const shardDir = join(input.workDir, `shard-${index}`);
	const dataDir = join(shardDir, 'data');
	await writeSnapshots(
		dataDir,
		tasks.map((task) => task.site),
	);
	const job = shardJob(input, shardDir, dataDir, tasks);
	// The batch's array is the shard's own (spliced from the queue): emptied, so nothing this
	// function keeps while the shard renders holds the tenants' data.
	const pending = new Set(tasks.map((task) => task.site.domain));
	tasks.length = 0;
	const onEvent = (event: ShardEvent) => {
		if (event.type === 'rendered') {
			onRendered(event.pages);
			input.progress.tick('render', event.pages);
			return;
		}
		if (event.type === 'timing') {
			outcome.steps[event.step] = Math.max(outcome.steps[event.step] ?? 0, event.ms);
			// Astro's build is over: the shard only publishes from here.
			if (event.step === 'astro') onRenderEnded();
			return;
		}
		onRenderEnded();
		pending.delete(event.domain);
		if (event.type === 'published') outcome.published.push(event);
		else outcome.failed.push({ domain: event.domain, reason: event.reason });
		input.progress.tick('publish');
	};
	// The machine's cores are shared by every build and worker on it (render-slots.ts).
	const release = await takeRenderSlot();
	let why: string;
	try {
		why = input.runner
			? await input.runner(job, onEvent)
			: await runShardProcess(input, index, job, onEvent);
	} finally {
		await release();
	}
	// A shard that died (out of memory, killed) leaves its unpublished tenants as they were.
	for (const domain of pending)
		outcome.failed.push({ domain, reason: `render process failed: ${why}` });
}

/** Runs one shard in its own process; resolves with the last error line it printed. */
async function runShardProcess(
	input: SchedulerInput,
	index: number,
	job: ShardJob,
	onEvent: (event: ShardEvent) => void,
): Promise<string> {
	const jobFile = join(job.workDir, 'job.json');
	await writeFile(jobFile, JSON.stringify(job));
	const errors: string[] = [];
	const child = spawn(process.execPath, [...RENDER_PROCESS_FLAGS, SHARD_SCRIPT, jobFile], {
		cwd: input.root,
		env: renderProcessEnv(),
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	createInterface({ input: child.stdout }).on('line', (line) => {
		if (line.startsWith(SHARD_EVENT))
			onEvent(JSON.parse(line.slice(SHARD_EVENT.length)) as ShardEvent);
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
