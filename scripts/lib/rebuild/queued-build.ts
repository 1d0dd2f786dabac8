/**
 * A full build through the Redis queue (`npm run build -- --queue`): every tenant becomes one
 * rebuild job of one batch, the workers (`npm run worker`, on any machines) build and deploy them,
 * and this follows the jobs until each has finished, reporting progress as it goes.
 *
 * Each tenant is its own job, so it keeps everything a webhook rebuild has: the per-tenant lock
 * (never built twice at once), BullMQ's stalled-job recovery (a killed worker's tenants are taken
 * by another), and a failure that names the tenant and its reason. A tenant whose rebuild (of
 * this code revision) is already waiting joins that job (deduplication), as a webhook request
 * would. Only workers of this revision build the jobs; it says how many are connected. A job
 * Redis lost (a restart without persistence, or removed) is queued again.
 *
 * It follows the jobs by the queue's own events (BullMQ's QueueEvents: a Redis stream, read from
 * just before the first job was added, so no event of the batch is missed), not by reading every
 * job. The unfinished jobs alone are read now and then, to find a job Redis lost or an event the
 * stream no longer held (it keeps the last 10,000 or so): after `reconcileMs`, then twice as
 * long each time the reads found nothing the events had not told, up to `maxReconcileMs`.
 */
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import {
	addRebuildJob,
	bullmqOptions,
	queueNameOf,
	type RebuildJobData,
	type RedisTarget,
} from './bullmq-shared.ts';
import { jobStateOf } from './bullmq-queue.ts';
import { workersOfRevision } from './worker.ts';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { reasonOf } from '../reason.ts';
import type { BatchTally } from './batch-progress.ts';
import { BatchJobs, type BatchOutcomes } from './batch-jobs.ts';

/** What a queued build reports as it goes. */
export type QueuedBuildEvent =
	/** Before queuing: the revision the jobs carry, and the workers of it connected now. */
	| { kind: 'revision'; revision: string; workers: number }
	| { kind: 'queued'; total: number; joined: number; elapsedMs: number }
	| { kind: 'progress'; tally: BatchTally; elapsedMs: number }
	| { kind: 'failed'; domain: string; reason: string }
	| { kind: 'requeued'; domains: string[] }
	/** Nothing ran for a while and no worker of the jobs' revision is connected. */
	| { kind: 'no-workers'; revision: string }
	| { kind: 'redis-down'; reason: string }
	| { kind: 'redis-up' };

/** A queued build's options. */
export interface QueuedBuildOptions extends RedisTarget {
	domains: string[];
	/** The code revision the jobs carry: only workers of it build them. */
	revision: string;
	/** Render every tenant, even those whose content is unchanged. */
	force?: boolean;
	/** How often progress is reported, in ms (default 1000); it reads nothing from Redis. */
	pollMs?: number;
	/** When the unfinished jobs are first read, in ms (default 2000); the wait then doubles. */
	reconcileMs?: number;
	/** The longest wait between two reads of the unfinished jobs, in ms (default 30 000). */
	maxReconcileMs?: number;
	/** A read of the jobs taking longer than this means Redis is not answering (default 5000). */
	stallMs?: number;
	report?: (event: QueuedBuildEvent) => void;
}

/** How the batch ended: every tenant is in one of the two lists. */
export interface QueuedBuildResult extends BatchOutcomes {
	batch: string;
	elapsedMs: number;
}

const DAY_SECONDS = 24 * 60 * 60;
// Redis answers small scripts in microseconds; this many at once keeps one connection busy.
const READS_AT_ONCE = 50;

// With no job running this long, the command checks that a worker is there at all.
const IDLE_WARNING_MS = 10_000;

/** Queues every tenant of `domains` as one batch and resolves once each has finished. */
export async function runQueuedBuild(options: QueuedBuildOptions): Promise<QueuedBuildResult> {
	const report = options.report ?? (() => {});
	const pollMs = options.pollMs ?? 1000;
	const stallMs = options.stallMs ?? 5000;
	const reconcileMs = options.reconcileMs ?? 2000;
	const maxReconcileMs = options.maxReconcileMs ?? 30_000;
	const batch = randomUUID();
	const queue = new Queue<RebuildJobData>(queueNameOf(options), bullmqOptions(options));
	let down = false;
	let closing = false;
	// Without a listener an 'error' event (Redis unreachable) would end the process.
	const redisDown = (reason: string) => {
		if (down || closing) return;
		down = true;
		report({ kind: 'redis-down', reason });
	};
	queue.on('error', (error) => redisDown(reasonOf(error)));
	const started = performance.now();
	const jobs = new BatchJobs(options.domains.length);
	let finishedAll = () => {};
	const finished = new Promise<void>((resolve) => (finishedAll = resolve));
	// True when it finished an unfinished job of the batch.
	const failed = (id: string, reason: string) => {
		const domain = jobs.failed(id, reason);
		if (domain !== null) report({ kind: 'failed', domain, reason });
		return domain !== null;
	};
	const settled = () => {
		if (jobs.left === 0) finishedAll();
	};
	let events: QueueEvents | null = null;
	// A forced build that joins a tenant's waiting job makes it forced (bullmq-shared.ts).
	const enqueue = async (domain: string) => {
		const jobId = randomUUID();
		jobs.track(domain, jobId);
		const added = await addRebuildJob(
			queue,
			{ domain, batch, revision: options.revision, ...(options.force ? { force: true } : {}) },
			{
				jobId,
				// Kept by age only: with more tenants than a count limit, finished jobs must stay readable.
				removeOnComplete: { age: DAY_SECONDS },
				removeOnFail: { age: 7 * DAY_SECONDS },
				attempts: 1,
			},
		);
		if (added.joined) jobs.track(domain, added.id);
		return added;
	};

	try {
		events = new QueueEvents(queueNameOf(options), {
			...bullmqOptions(options),
			lastEventId: await lastEventId(queue),
		});
		events.on('error', (error) => redisDown(reasonOf(error)));
		events.on('active', ({ jobId }) => jobs.running(jobId));
		// Back to waiting: from a stalled worker, or held while its tenant builds elsewhere.
		const queued = ({ jobId }: { jobId: string }) => jobs.queued(jobId);
		events.on('waiting', queued);
		events.on('delayed', queued);
		events.on('stalled', queued);
		events.on('completed', ({ jobId }) => {
			jobs.done(jobId);
			settled();
		});
		events.on('failed', ({ jobId, failedReason }) => {
			failed(jobId, failedReason || 'no reason recorded');
			settled();
		});

		const workers = await workersOfRevision(queue, options.revision);
		report({ kind: 'revision', revision: options.revision, workers });
		let joined = 0;
		await mapWithConcurrency(options.domains, READS_AT_ONCE, async (domain) => {
			if ((await enqueue(domain)).joined) joined++;
		});
		report({ kind: 'queued', total: options.domains.length, joined, elapsedMs: since(started) });

		// Reads the unfinished jobs: true when they told what the events had not (a finish, a loss).
		const reconcile = async (): Promise<boolean> => {
			const read = readStates(queue, jobs.unfinished());
			const slow = sleep(stallMs).then(() => 'slow' as const);
			if ((await Promise.race([read, slow])) === 'slow') {
				redisDown(`no answer within ${stallMs} ms`);
			}
			const states = await read;
			const wasDown = down;
			if (down) {
				down = false;
				report({ kind: 'redis-up' });
			}
			const lost: string[] = [];
			let missed = false;
			for (const [id, domain, state] of states) {
				if (state.kind === 'done') missed = jobs.done(id) || missed;
				else if (state.kind === 'failed') missed = failed(id, state.reason) || missed;
				else if (state.kind === 'lost') lost.push(domain);
				else if (state.kind === 'running') jobs.running(id);
				else jobs.queued(id);
			}
			if (lost.length > 0) {
				for (const domain of lost) await enqueue(domain);
				report({ kind: 'requeued', domains: lost });
			}
			settled();
			return missed || lost.length > 0 || wasDown;
		};

		let reconcileEvery = reconcileMs;
		let nextReconcile = performance.now() + reconcileEvery;
		let idleSince = performance.now();
		let warnedNoWorkers = false;
		while (jobs.left > 0) {
			const tally = jobs.tally();
			report({ kind: 'progress', tally, elapsedMs: since(started) });
			const now = performance.now();
			// Redis went away: read again at once, which also tells when it is back.
			if (down || now >= nextReconcile) {
				const missed = await reconcile();
				reconcileEvery = nextReconcileMs(reconcileEvery, missed, { reconcileMs, maxReconcileMs });
				nextReconcile = performance.now() + reconcileEvery;
				if (jobs.left === 0) break;
			}
			// Nothing running for a while: tell the operator if no worker of the revision can take the jobs.
			if (tally.running > 0) idleSince = now;
			else if (!warnedNoWorkers && now - idleSince >= IDLE_WARNING_MS) {
				idleSince = now;
				if ((await workersOfRevision(queue, options.revision)) === 0) {
					warnedNoWorkers = true;
					report({ kind: 'no-workers', revision: options.revision });
				}
			}
			await Promise.race([finished, sleep(pollMs)]);
		}
		report({ kind: 'progress', tally: jobs.tally(), elapsedMs: since(started) });
		return { batch, ...jobs.outcomes(), elapsedMs: since(started) };
	} finally {
		closing = true;
		await events?.close();
		await queue.close();
	}
}

const since = (started: number) => performance.now() - started;

/**
 * The wait before the next read of the unfinished jobs, after a read that waited `previousMs`:
 * twice as long when the events had told everything it found, back to the first wait when they
 * had missed something (or Redis had been away), never past the longest.
 */
export function nextReconcileMs(
	previousMs: number,
	missed: boolean,
	limits: { reconcileMs: number; maxReconcileMs: number },
): number {
	return missed ? limits.reconcileMs : Math.min(previousMs * 2, limits.maxReconcileMs);
}

/** The id of the queue's newest event ('0-0' for none): the events of jobs added after it follow it. */
async function lastEventId(queue: Queue<RebuildJobData>): Promise<string> {
	const client = await queue.getBackend().client;
	const newest = (await client.runCommand('xrevrange', [
		queue.keys.events,
		'+',
		'-',
		'COUNT',
		1,
	])) as Array<[string, unknown]>;
	return newest[0]?.[0] ?? '0-0';
}

type TenantState =
	| { kind: 'done' }
	| { kind: 'failed'; reason: string }
	| { kind: 'running' | 'queued' }
	| { kind: 'lost' };

/** The state of each of `jobs` ([id, tenant] pairs) as Redis holds it. */
async function readStates(
	queue: Queue<RebuildJobData>,
	jobs: Array<[string, string]>,
): Promise<Array<[string, string, TenantState]>> {
	return mapWithConcurrency(jobs, READS_AT_ONCE, async ([id, domain]) => {
		const state = jobStateOf(await queue.getJobState(id));
		if (state === null) return [id, domain, { kind: 'lost' }];
		if (state === 'done') return [id, domain, { kind: 'done' }];
		if (state === 'failed') {
			const job = await queue.getJob(id);
			return [id, domain, { kind: 'failed', reason: job?.failedReason || 'no reason recorded' }];
		}
		return [id, domain, { kind: state }];
	});
}
