/**
 * scripts/lib/pipeline/shards.ts: how many tenants a shard takes, and the scheduler that starts shards
 * while the build still fetches. The render processes are stood in for by a runner that
 * publishes instantly (the real render is covered by failed-rebuild.test.ts).
 */
import type { SiteData } from '../../../../src/lib/site/site-data.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	batchSize,
	RenderScheduler,
	type RenderTask,
} from '../../../../scripts/lib/pipeline/shards.ts';
import {
	createProgress,
	logOnlyProgress,
	type Progress,
} from '../../../../scripts/lib/pipeline/progress.ts';
import type { ShardRunner } from '../../../../scripts/lib/pipeline/warm-renderer.ts';
import type { ShardJob } from '../../../../scripts/lib/pipeline/shard-protocol.ts';

describe('batchSize', () => {
	it.each([
		[1000, 2, 250],
		[1000, 4, 125],
		[100, 2, 25],
		[5, 2, 4],
		[1, 1, 4],
		[0, 2, 4],
		[10, 0, 5],
	])('%i tenants on %i processes → %i a shard', (tenants, slots, expected) => {
		expect(batchSize(tenants, slots)).toBe(expected);
	});
});

describe('RenderScheduler', () => {
	let work: string;
	beforeEach(async () => {
		work = await mkdtemp(join(tmpdir(), 'scheduler-'));
	});
	afterEach(async () => {
		await rm(work, { recursive: true, force: true });
	});

	const task = (n: number): RenderTask => ({
		site: { domain: `t${n}.in` } as SiteData,
		key: `key-${n}`,
		pages: 10,
	});

	function scheduler(slots: number, tenants: number) {
		const jobs: Array<{ domains: string[]; snapshots: string[] }> = [];
		let running = 0;
		let mostAtOnce = 0;
		const instance = new RenderScheduler({
			root: work,
			distDir: join(work, 'dist'),
			workDir: join(work, 'work'),
			progress: logOnlyProgress(() => {}),
			slots,
			tenants,
			async runner(job: ShardJob, onEvent) {
				running++;
				mostAtOnce = Math.max(mostAtOnce, running);
				const domains = Object.keys(job.keys);
				const snapshots = await readdir(job.dataDir);
				jobs.push({
					domains,
					snapshots: domains.filter((domain) => snapshots.includes(`${domain}.json`)),
				});
				await new Promise((resolve) => setTimeout(resolve, 20));
				for (const domain of Object.keys(job.keys))
					onEvent({ type: 'published', domain, release: `r-${domain}`, pages: 10 });
				running--;
				return 'done';
			},
		});
		return { instance, jobs, mostAtOnce: () => mostAtOnce };
	}

	/** A scheduler on one render process whose shards `runner` stands in for. */
	const oneSlot = (progress: Progress, tenants: number, { runner }: { runner: ShardRunner }) =>
		new RenderScheduler({
			root: work,
			distDir: join(work, 'dist'),
			workDir: join(work, 'work'),
			progress,
			slots: 1,
			tenants,
			runner,
		});

	it('starts a shard as soon as a batch is full, before fetching ends', async () => {
		const { instance, jobs } = scheduler(2, 16);
		for (let n = 0; n < 4; n++) instance.add(task(n));
		// Fetching is still going on (no finish yet), and the first batch is already rendering.
		await vi.waitFor(() => expect(jobs).toHaveLength(1));
		expect(jobs[0]!.domains).toEqual(['t0.in', 't1.in', 't2.in', 't3.in']);
		for (let n = 4; n < 16; n++) instance.add(task(n));
		const outcome = await instance.finish();
		expect(outcome.published.map((event) => event.domain).sort()).toEqual(
			Array.from({ length: 16 }, (_, n) => `t${n}.in`).sort(),
		);
		expect(outcome.failed).toEqual([]);
		// Every tenant's data was on disk before its shard started.
		for (const job of jobs) expect(job.snapshots).toEqual(job.domains);
	});

	it('never runs more shards at once than it has processes', async () => {
		const { instance, mostAtOnce } = scheduler(2, 40);
		for (let n = 0; n < 40; n++) instance.add(task(n));
		await instance.finish();
		expect(mostAtOnce()).toBe(2);
	});

	it('splits what is left at the end over the processes', async () => {
		const { instance, jobs } = scheduler(2, 100);
		for (let n = 0; n < 20; n++) instance.add(task(n));
		await instance.finish();
		expect(jobs.map((job) => job.domains.length)).toEqual([10, 10]);
	});

	/** A build's scheduler over a pool of stand-in render processes, each publishing what it gets. */
	function pooled(tenants: number) {
		const started: Array<{ jobs: string[][]; closed: boolean }> = [];
		const instance = new RenderScheduler({
			root: work,
			distDir: join(work, 'dist'),
			workDir: join(work, 'work'),
			progress: logOnlyProgress(() => {}),
			slots: 2,
			tenants,
			shardTenants: 20,
			startRenderer: () => {
				const process = { jobs: [] as string[][], closed: false };
				started.push(process);
				return {
					async run(job, onEvent) {
						process.jobs.push(Object.keys(job.keys));
						await new Promise((resolve) => setTimeout(resolve, 10));
						for (const domain of Object.keys(job.keys))
							onEvent({ type: 'published', domain, release: `r-${domain}`, pages: 10 });
						return 'done';
					},
					async close() {
						process.closed = true;
					},
				};
			},
		});
		return { instance, started };
	}

	it("hands a build's jobs to a pool of render processes, started only as needed and closed at the end", async () => {
		const { instance, started } = pooled(50);
		for (let n = 0; n < 10; n++) instance.add(task(n));
		// Fewer tenants than a job: no process is started while fetching goes on.
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(started).toHaveLength(0);
		for (let n = 10; n < 50; n++) instance.add(task(n));
		const outcome = await instance.finish();
		expect(outcome.published).toHaveLength(50);
		// Two processes for two jobs at once, each taking job after job, both closed at the end.
		expect(started).toHaveLength(2);
		expect(started.flatMap((process) => process.jobs.map((job) => job.length)).sort()).toEqual([
			10, 20, 20,
		]);
		expect(started.every((process) => process.closed)).toBe(true);
	});

	it('starts one render process for a build smaller than a job', async () => {
		const { instance, started } = pooled(6);
		for (let n = 0; n < 6; n++) instance.add(task(n));
		expect((await instance.finish()).published).toHaveLength(6);
		expect(started).toHaveLength(1);
	});

	it('fails the tenants a shard reported nothing for, with the reason, and removes nothing', async () => {
		const instance = new RenderScheduler({
			root: work,
			distDir: join(work, 'dist'),
			workDir: join(work, 'work'),
			progress: logOnlyProgress(() => {}),
			slots: 1,
			tenants: 2,
			runner: async (_job, onEvent) => {
				onEvent({ type: 'published', domain: 't0.in', release: 'r', pages: 3 });
				return 'render process exited (137)';
			},
		});
		instance.add(task(0));
		instance.add(task(1));
		const outcome = await instance.finish();
		expect(outcome.published.map((event) => event.domain)).toEqual(['t0.in']);
		expect(outcome.failed).toEqual([
			{ domain: 't1.in', reason: 'render process failed: render process exited (137)' },
		]);
		expect(await readdir(work)).toEqual(['work']);
	});

	it('closes the render line before the publish line, though the pages were fewer than guessed', async () => {
		const written: string[] = [];
		const stream = { write: (chunk: string) => written.push(chunk) > 0 } as NodeJS.WritableStream;
		let clock = 0;
		const progress = createProgress({ stream, tty: false, now: () => clock });
		const instance = oneSlot(progress, 2, {
			async runner(job, onEvent) {
				// As a render shard reports: its pages, then the wave's pages by tenant (40 a tenant, not
				// the 50 guessed), then each tenant published.
				clock += 3_000;
				onEvent({ type: 'rendered', pages: 80 });
				onEvent({ type: 'wave', pages: { 't0.in': 40, 't1.in': 40 } });
				clock += 1_000;
				for (const domain of Object.keys(job.keys))
					onEvent({ type: 'published', domain, release: `r-${domain}`, pages: 40 });
				return 'done';
			},
		});
		instance.add({ ...task(0), pages: null });
		instance.add({ ...task(1), pages: null });
		await instance.finish();
		expect(written).toEqual([
			'render: 80/80 pages (100%), 27 pages/s, done in 3.0 s\n',
			'publish: 2/2 tenants (100%), 0.5 tenants/s, done in 4.0 s\n',
		]);
	});

	it('keeps the render total at or above the pages counted, and exact once every shard is done', async () => {
		const seen: Array<{ done: number; total: number }> = [];
		let done = 0;
		let total = 0;
		const progress = {
			...logOnlyProgress(() => {}),
			setTotal: (phase: string, value: number) => {
				if (phase === 'render') total = value;
			},
			tick: (phase: string, n = 1) => {
				if (phase !== 'render') return;
				done += n;
				seen.push({ done, total });
			},
		};
		const instance = oneSlot(progress, 8, {
			async runner(job, onEvent) {
				// 61 pages a tenant, more than the 50 guessed for a tenant never built.
				for (const domain of Object.keys(job.keys)) {
					onEvent({ type: 'rendered', pages: 61 });
					onEvent({ type: 'published', domain, release: `r-${domain}`, pages: 61 });
				}
				return 'done';
			},
		});
		for (let n = 0; n < 8; n++) instance.add({ ...task(n), pages: null });
		expect(total).toBe(400);
		await instance.finish();
		expect(seen.every((point) => point.total >= point.done)).toBe(true);
		expect(done).toBe(488);
		expect(total).toBe(488);
	});
});
