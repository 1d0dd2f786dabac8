/**
 * A full build through the Redis queue (`npm run build -- --queue`): every tenant becomes one
 * rebuild job of one batch, the workers (`npm run worker`, on any machines) build and deploy them,
 * and this follows the jobs until each has finished, reporting progress as it goes.
 *
 * Each tenant is its own job, so it keeps everything a webhook rebuild has: the per-tenant lock
 * (never built twice at once), BullMQ's stalled-job recovery (a killed worker's tenants are taken
 * by another), and a failure that names the tenant and its reason. A tenant whose rebuild is
 * already waiting joins that job (deduplication), as a webhook request would. A job Redis lost (a
 * restart without persistence, or removed) is queued again.
 */
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import {
	addRebuildJob,
	bullmqOptions,
	QUEUE_NAME,
	type RebuildJobData,
	type RedisTarget,
} from './bullmq-shared.ts';
import { jobStateOf } from './bullmq-queue.ts';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { reasonOf } from '../reason.ts';
import type { BatchTally } from './batch-progress.ts';

/** What a queued build reports as it goes. */
export type QueuedBuildEvent =
	| { kind: 'queued'; total: number; joined: number; elapsedMs: number }
	| { kind: 'progress'; tally: BatchTally; elapsedMs: number }
	| { kind: 'failed'; domain: string; reason: string }
	| { kind: 'requeued'; domains: string[] }
	| { kind: 'no-workers' }
	| { kind: 'redis-down'; reason: string }
	| { kind: 'redis-up' };

/** A queued build's options. */
export interface QueuedBuildOptions extends RedisTarget {
	domains: string[];
	/** Render every tenant, even those whose content is unchanged. */
	force?: boolean;
	/** How often the jobs are read, in ms (default 1000). */
	pollMs?: number;
	/** A read of the jobs taking longer than this means Redis is not answering (default 5000). */
	stallMs?: number;
	report?: (event: QueuedBuildEvent) => void;
}

/** How the batch ended: every tenant is in one of the two lists. */
export interface QueuedBuildResult {
	batch: string;
	done: string[];
	failed: Array<{ domain: string; reason: string }>;
	elapsedMs: number;
}

const DAY_SECONDS = 24 * 60 * 60;
// Redis answers small scripts in microseconds; this many at once keeps one connection busy.
const READS_AT_ONCE = 50;

/** Queues every tenant of `domains` as one batch and resolves once each has finished. */
export async function runQueuedBuild(options: QueuedBuildOptions): Promise<QueuedBuildResult> {
	const report = options.report ?? (() => {});
	const pollMs = options.pollMs ?? 1000;
	const stallMs = options.stallMs ?? 5000;
	const batch = randomUUID();
	const queue = new Queue<RebuildJobData>(QUEUE_NAME, bullmqOptions(options));
	let down = false;
	// Without a listener an 'error' event (Redis unreachable) would end the process.
	queue.on('error', (error) => {
		if (down) return;
		down = true;
		report({ kind: 'redis-down', reason: reasonOf(error) });
	});
	const started = performance.now();
	// A forced build that joins a tenant's waiting job makes it forced (bullmq-shared.ts).
	const enqueue = (domain: string) =>
		addRebuildJob(
			queue,
			{ domain, batch, ...(options.force ? { force: true } : {}) },
			{
				jobId: randomUUID(),
				deduplication: { id: domain },
				// Kept by age only: with more tenants than a count limit, finished jobs must stay readable.
				removeOnComplete: { age: DAY_SECONDS },
				removeOnFail: { age: 7 * DAY_SECONDS },
				attempts: 1,
			},
		);

	try {
		const jobs = new Map<string, string>();
		let joined = 0;
		await mapWithConcurrency(options.domains, READS_AT_ONCE, async (domain) => {
			const queued = await enqueue(domain);
			if (queued.joined) joined++;
			jobs.set(domain, queued.id);
		});
		report({ kind: 'queued', total: jobs.size, joined, elapsedMs: performance.now() - started });

		const done: string[] = [];
		const failed: QueuedBuildResult['failed'] = [];
		let warnedNoWorkers = false;
		let idleTicks = 0;
		while (jobs.size > 0) {
			const tick = readStates(queue, jobs);
			const slow = sleep(stallMs).then(() => 'slow' as const);
			if ((await Promise.race([tick, slow])) === 'slow' && !down) {
				down = true;
				report({ kind: 'redis-down', reason: `no answer within ${stallMs} ms` });
			}
			const states = await tick;
			if (down) {
				down = false;
				report({ kind: 'redis-up' });
			}
			const tally: BatchTally = {
				total: options.domains.length,
				done: done.length,
				failed: failed.length,
				running: 0,
				queued: 0,
			};
			const lost: string[] = [];
			for (const [domain, state] of states) {
				if (state.kind === 'done') {
					jobs.delete(domain);
					done.push(domain);
					tally.done++;
				} else if (state.kind === 'failed') {
					jobs.delete(domain);
					failed.push({ domain, reason: state.reason });
					tally.failed++;
					report({ kind: 'failed', domain, reason: state.reason });
				} else if (state.kind === 'lost') lost.push(domain);
				else tally[state.kind]++;
			}
			if (lost.length > 0) {
				for (const domain of lost) jobs.set(domain, (await enqueue(domain)).id);
				tally.queued += lost.length;
				report({ kind: 'requeued', domains: lost });
			}
			report({ kind: 'progress', tally, elapsedMs: performance.now() - started });
			if (jobs.size === 0) break;
			// Nothing running for a while: tell the operator if no worker is there to take the jobs.
			idleTicks = tally.running === 0 ? idleTicks + 1 : 0;
			if (!warnedNoWorkers && idleTicks * pollMs >= 10_000) {
				if ((await queue.getWorkersCount()) === 0) {
					warnedNoWorkers = true;
					report({ kind: 'no-workers' });
				}
			}
			await sleep(pollMs);
		}
		return { batch, done, failed, elapsedMs: performance.now() - started };
	} finally {
		await queue.close();
	}
}

type TenantState =
	| { kind: 'done' }
	| { kind: 'failed'; reason: string }
	| { kind: 'running' | 'queued' }
	| { kind: 'lost' };

async function readStates(
	queue: Queue<RebuildJobData>,
	jobs: Map<string, string>,
): Promise<Map<string, TenantState>> {
	const states = new Map<string, TenantState>();
	await mapWithConcurrency([...jobs], READS_AT_ONCE, async ([domain, id]) => {
		const state = jobStateOf(await queue.getJobState(id));
		if (state === null) states.set(domain, { kind: 'lost' });
		else if (state === 'done') states.set(domain, { kind: 'done' });
		else if (state === 'failed') {
			const job = await queue.getJob(id);
			states.set(domain, { kind: 'failed', reason: job?.failedReason || 'no reason recorded' });
		} else states.set(domain, { kind: state });
	});
	return states;
}
