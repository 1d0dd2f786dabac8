/**
 * Rendering a build's changed tenants in shards on render processes that each run one Astro build,
 * bundled once, and take shard after shard inside it (warm-render-process.ts). Astro renders on
 * one core, so one process per core is what makes a build use the machine; the same split is what
 * Redis workers do across machines. Shards start while the build still fetches: a build's shard is
 * one wave of tenants, sent to a free process (or a new one, up to one per core) as soon as it is
 * full, so the first process starts while the data of the first tenants is still arriving.
 */
import type { SiteData } from '../../../src/lib/site/site-data.ts';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TenantFailure } from './build-failures.ts';
import type { SharedFile } from './shared-assets.ts';
import type { Progress } from './progress.ts';
import type { ShardRunner, WarmRenderer } from './warm-renderer.ts';
import type { ShardEvent, ShardJob } from './shard-protocol.ts';
import { imageFiles } from '../images/published.ts';
import { fontFiles } from '../fonts/published.ts';
import { takeRenderSlot } from './render-slots.ts';
import { reasonOf } from '../reason.ts';
import type { ReleaseTrigger } from '../releases/history.ts';
import { writeSnapshot } from '../../../src/server/site/snapshot.ts';

/** A tenant to render: its data, content key and (when known) its page count last time. */
export interface RenderTask {
	site: SiteData;
	key: string;
	pages: number | null;
}

/** A tenant waiting for a shard: its data is on disk already (`written`), not in memory. */
interface Queued {
	domain: string;
	key: string;
	pages: number | null;
	/** Its optimised images and downloaded fonts in the shared store. */
	files: SharedFile[];
	written: Promise<void>;
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
	/** The machine's render pool, shared with every process on it (`RENDER_PROCESSES`; default: from the machine). */
	renderProcesses?: number;
	/** Tenants in the build (sets the batch size). */
	tenants: number;
	/** Where shards render instead of a new process each (a warm render process of a rebuild service). */
	runner?: ShardRunner;
	/**
	 * Starts a render process that takes shard after shard inside one Astro build (bundled once):
	 * a build's pool, up to `slots` of them, each started when a shard finds none free.
	 */
	startRenderer?: () => WarmRenderer;
	/** Tenants a shard takes (default: `batchSize`); a worker's batch renders as one shard. */
	shardTenants?: number;
	/** HSTS max-age of the releases' `_headers`, in s (0: none; default: a year). */
	hstsMaxAge?: number;
	/** The code revision the releases are built with. */
	revision?: string;
	/** What started a tenant's release (releases/history.ts). */
	triggerOf?: (domain: string) => ReleaseTrigger;
}

/** Every tenant's outcome. */
export interface ShardsOutcome {
	published: Array<Extract<ShardEvent, { type: 'published' }>>;
	failed: TenantFailure[];
	/** The slowest shard's milliseconds per step (import, astro, assets, publish). */
	steps: Record<string, number>;
}

/** `promise`, with its failure already handled: it is awaited later, once its batch is taken. */
function settled(promise: Promise<void>): Promise<void> {
	promise.catch(() => {});
	return promise;
}

/** Takes changed tenants one by one and renders them in batches on up to `slots` processes. */
export class RenderScheduler {
	readonly #input: SchedulerInput;
	readonly #batch: number;
	readonly #pending: Queued[] = [];
	#dataDir: Promise<string> | null = null;
	readonly #running = new Set<Promise<void>>();
	readonly #outcome: ShardsOutcome = { published: [], failed: [], steps: {} };
	#added = 0;
	// The render total: pages of finished shards, plus an estimate for every tenant not yet
	// rendered (its page count last time, else the build's average so far, else DEFAULT_PAGES).
	#renderedDone = 0;
	#tenantsDone = 0;
	#knownPages = 0;
	#unknownTenants = 0;
	#ticks = 0;
	#closing = false;
	#share = 0;
	// The pool's render processes, and those waiting for a shard.
	readonly #renderers: WarmRenderer[] = [];
	readonly #free: ShardRunner[] = [];

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
		const { site } = task;
		const dataDir = (this.#dataDir ??= (async () => {
			const dir = join(this.#input.workDir, 'data');
			await mkdir(dir, { recursive: true });
			return dir;
		})());
		this.#pending.push({
			domain: site.domain,
			key: task.key,
			pages: task.pages,
			files: [
				...imageFiles(this.#input.distDir, site.images),
				...fontFiles(this.#input.distDir, site.fonts),
			],
			// The tenant's data goes to disk now, and is let go: a batch waits for a free process.
			written: settled(dataDir.then((dir) => writeSnapshot(dir, site))),
		});
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
		await Promise.all(this.#renderers.splice(0).map((renderer) => renderer.close()));
		this.#free.length = 0;
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
	 * A tenant's pages are all rendered (`pages` of them; null when it failed): from now on it counts
	 * with what it really had instead of its estimate.
	 */
	#tenantRendered(estimate: number | null, pages: number | null) {
		if (estimate === null) this.#unknownTenants--;
		else this.#knownPages -= estimate;
		if (pages !== null) {
			this.#renderedDone += pages;
			this.#tenantsDone++;
		}
		this.#updateTotal();
	}

	/** Where the next shard renders: the given runner, or a free (or new) process of the pool. */
	#runner(): ShardRunner {
		const { runner, startRenderer } = this.#input;
		if (runner) return runner;
		if (!startRenderer) throw new Error('RenderScheduler: neither a runner nor a render pool');
		const free = this.#free.pop();
		if (free) return free;
		const renderer = startRenderer();
		this.#renderers.push(renderer);
		return renderer.run;
	}

	#pump() {
		const { slots } = this.#input;
		while (this.#running.size < slots && this.#pending.length > 0) {
			if (!this.#closing && this.#pending.length < this.#batch) return;
			const take = this.#closing ? this.#share : this.#batch;
			const tasks = this.#pending.splice(0, take);
			const estimates = new Map(tasks.map((task) => [task.domain, task.pages]));
			// Once a tenant's pages are all rendered it counts with its real pages: the render total
			// is exact when the last wave's pages are, before its tenants are published.
			const onTenantRendered = (domain: string, pages: number | null) => {
				if (!estimates.has(domain)) return;
				const estimate = estimates.get(domain) ?? null;
				estimates.delete(domain);
				this.#tenantRendered(estimate, pages);
			};
			const runner = this.#runner();
			const shard = runShard(this.#input, runner, tasks, this.#outcome, {
				onRendered: (pages) => {
					this.#ticks += pages;
				},
				onTenantRendered,
			}).finally(() => {
				// A shard that died leaves tenants never rendered.
				for (const domain of [...estimates.keys()]) onTenantRendered(domain, null);
				if (this.#input.startRenderer) this.#free.push(runner);
				this.#running.delete(shard);
				this.#pump();
			});
			this.#running.add(shard);
		}
	}
}

/** What a shard tells the scheduler about its render: pages as they come, then each tenant's. */
interface ShardHooks {
	onRendered: (pages: number) => void;
	/** A tenant's pages are all rendered (null: it failed). */
	onTenantRendered: (domain: string, pages: number | null) => void;
}

/** The job of a shard: where it publishes, and each tenant's key and images. */
function shardJob(input: SchedulerInput, dataDir: string, tasks: readonly Queued[]): ShardJob {
	const { triggerOf } = input;
	return {
		dataDir,
		distDir: input.distDir,
		keys: Object.fromEntries(tasks.map((task) => [task.domain, task.key])),
		images: Object.fromEntries(tasks.map((task) => [task.domain, task.files])),
		...(input.hstsMaxAge === undefined ? {} : { hstsMaxAge: input.hstsMaxAge }),
		...(input.revision === undefined ? {} : { revision: input.revision }),
		...(triggerOf === undefined
			? {}
			: {
					triggers: Object.fromEntries(tasks.map((task) => [task.domain, triggerOf(task.domain)])),
				}),
	};
}

async function runShard(
	input: SchedulerInput,
	runner: ShardRunner,
	tasks: readonly Queued[],
	outcome: ShardsOutcome,
	{ onRendered, onTenantRendered }: ShardHooks,
) {
	try {
		await Promise.all(tasks.map((task) => task.written));
	} catch (error) {
		for (const task of tasks) {
			onTenantRendered(task.domain, null);
			outcome.failed.push({ domain: task.domain, reason: `data not written: ${reasonOf(error)}` });
			input.progress.tick('publish');
		}
		return;
	}
	const job = shardJob(input, join(input.workDir, 'data'), tasks);
	const pending = new Set(tasks.map((task) => task.domain));
	const onEvent = (event: ShardEvent) => {
		if (event.type === 'rendered') {
			onRendered(event.pages);
			input.progress.tick('render', event.pages);
			return;
		}
		if (event.type === 'timing') {
			outcome.steps[event.step] = Math.max(outcome.steps[event.step] ?? 0, event.ms);
			return;
		}
		if (event.type === 'wave') {
			for (const [domain, pages] of Object.entries(event.pages)) onTenantRendered(domain, pages);
			return;
		}
		onTenantRendered(event.domain, event.type === 'published' ? event.pages : null);
		pending.delete(event.domain);
		if (event.type === 'published') outcome.published.push(event);
		else outcome.failed.push({ domain: event.domain, reason: event.reason });
		input.progress.tick('publish');
	};
	// The machine's cores are shared by every build and worker on it (render-slots.ts).
	const release = await takeRenderSlot(
		input.renderProcesses === undefined ? {} : { slots: input.renderProcesses },
	);
	let why: string;
	try {
		why = await runner(job, onEvent);
	} finally {
		await release();
	}
	// A shard that died (out of memory, killed) leaves its unpublished tenants as they were.
	for (const domain of pending)
		outcome.failed.push({ domain, reason: `render process failed: ${why}` });
}
