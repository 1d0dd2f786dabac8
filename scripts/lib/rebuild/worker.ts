/**
 * A rebuild worker on the Redis queue: takes jobs, rebuilds (and deploys) their tenants. Any number
 * of workers on any number of machines share one queue (`npm run worker`).
 *
 * - A tenant is built by one worker at a time: a Redis lock per tenant (`SET NX PX`, renewed while
 *   the build runs, released by its owner only). A job whose tenant is locked goes back to the
 *   delayed set for a moment (BullMQ's `moveToDelayed` + `DelayedError`), so it stays queued and
 *   keeps collecting enqueues; it is not failed.
 * - A killed worker's job is taken again by another: BullMQ's stalled-job check finds its lock
 *   expired after `lockMs` and puts the job back in the waiting list (at most `MAX_STALLED` times).
 * - A worker builds only jobs of its own code revision (rolling upgrades): a job of another goes
 *   back to the delayed set the same way, for a worker of that revision; it is neither built nor
 *   failed. The worker's Redis client is named by its revision, so a producer can count the
 *   workers of its own (`workersOfRevision`).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DelayedError, Worker, type Job, type Queue } from 'bullmq';
import { editTrigger, type RebuildTenant } from './queue.ts';
import type { ReleaseTrigger } from '../releases/history.ts';
import {
	bullmqOptions,
	queueNameOf,
	takeForceMark,
	type RebuildJobData,
	type RedisTarget,
} from './bullmq-shared.ts';
import { reasonOf } from '../reason.ts';

/** What a worker reports, one event per step of a job (and Redis errors). */
export type WorkerEvent =
	| { kind: 'taken'; id: string; domain: string }
	/** Left for a worker of the job's revision (reported once per job). */
	| { kind: 'left'; id: string; domain: string; revision: string }
	| { kind: 'done'; id: string; domain: string; ms: number }
	| { kind: 'failed'; id: string; domain: string; ms: number; reason: string }
	| { kind: 'error'; reason: string };

/** How a worker runs. */
export interface WorkerOptions extends RedisTarget {
	/** The code revision this worker runs; it builds only jobs of it. */
	revision: string;
	/** Builds one tenant; throws with the reason on failure. */
	rebuild: RebuildTenant;
	/** Jobs (of different tenants) this process builds at once; default 1. */
	concurrency?: number;
	/**
	 * How long a job and its tenant stay locked to a worker that stopped answering, in ms (default
	 * 30 000). A killed worker's job is taken again after one to two times this.
	 */
	lockMs?: number;
	/** Receives each event (the script prints them). */
	report?: (event: WorkerEvent) => void;
}

/** A running worker. */
export interface RebuildWorker {
	/** Resolves once the worker is connected and waiting for jobs. */
	ready(): Promise<void>;
	/**
	 * Stops taking jobs, waits for the running ones, and releases the connections. It waits as
	 * long as Redis is unreachable (BullMQ's close does): a process told to stop uses `stop`.
	 */
	close(): Promise<void>;
	/**
	 * Stops taking jobs, waits up to `graceMs` for the running ones, then closes without waiting
	 * for them or for Redis. Resolves with the builds abandoned: each one's job goes back to the
	 * queue once its lock expires (`lockMs`), for another worker (BullMQ's stalled check).
	 */
	stop(graceMs: number): Promise<{ abandoned: number }>;
}

const DEFAULT_LOCK_MS = 30_000;
// Once its builds are done, how long a stopping worker lets BullMQ record them in Redis.
const RECORD_MS = 2000;
// A job that stalls this many times (it killed its workers, or they kept dying) is failed.
const MAX_STALLED = 2;
const MAX_LEFT_REMEMBERED = 10_000;

// Compare-and-act: only the worker that holds a tenant's lock may extend or release it.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Starts a worker taking rebuild jobs from the Redis queue. */
export function startWorker(options: WorkerOptions): RebuildWorker {
	const { rebuild, report = () => {} } = options;
	const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
	// Long enough not to spin on a tenant being built (or a job of another revision), short enough
	// to follow its build closely (or let a worker of its revision take it soon).
	const retryMs = Math.max(100, Math.round(lockMs / 10));
	// Jobs of another revision already reported: one line per job, not one per look at it.
	const left = new Set<string>();
	// Jobs in the processor now, and who waits for none to be.
	let running = 0;
	const idleWaiters: Array<() => void> = [];
	const idle = () =>
		running === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve));

	const worker: Worker<RebuildJobData> = new Worker<RebuildJobData>(
		queueNameOf(options),
		async (job, token) => {
			running++;
			try {
				return await processJob(job, token);
			} finally {
				running--;
				if (running === 0) for (const resolve of idleWaiters.splice(0)) resolve();
			}
		},
		{
			...bullmqOptions(options),
			// Names the worker's Redis client (`…:w:<revision>`), which `workersOfRevision` counts.
			name: options.revision,
			concurrency: options.concurrency ?? 1,
			lockDuration: lockMs,
			stalledInterval: lockMs,
			maxStalledCount: MAX_STALLED,
		},
	);

	async function processJob(job: Job<RebuildJobData>, token: string | undefined): Promise<void> {
		const { domain } = job.data;
		const id = job.id ?? '';
		// A job without a revision was queued before revisions existed, by code whose workers may
		// all be gone: any worker builds it rather than leave it waiting for ever.
		const revision = job.data.revision as string | undefined;
		if (revision !== undefined && revision !== options.revision) {
			if (!left.has(id)) {
				// A bound on the memory: at worst a job is reported once more.
				if (left.size >= MAX_LEFT_REMEMBERED) left.clear();
				left.add(id);
				report({ kind: 'left', id, domain, revision });
			}
			await job.moveToDelayed(Date.now() + retryMs, token);
			throw new DelayedError();
		}
		const client = await worker.getBackend().client;
		const lockKey = worker.toKey(`tenant-lock:${domain}`);
		const owner = randomUUID();
		if ((await client.runCommand('set', [lockKey, owner, 'NX', 'PX', lockMs])) !== 'OK') {
			await job.moveToDelayed(Date.now() + retryMs, token);
			throw new DelayedError();
		}
		const renew = setInterval(() => {
			client.runCommand('eval', [RENEW, 1, lockKey, owner, lockMs]).catch(() => {});
		}, lockMs / 3);
		const started = performance.now();
		try {
			// Before the build fetches anything: from now on an edit must queue a new build (module doc).
			await job.removeDeduplicationKey();
			// After that removal: a forced request that joined this job has set the mark by now.
			const forced = (await takeForceMark(worker, job.data)) || job.data.force === true;
			report({ kind: 'taken', id, domain });
			// A full build's job is a code release; any other came from the webhook, an edit.
			const trigger: ReleaseTrigger = job.data.batch
				? { kind: 'code' }
				: editTrigger(job.data.eventId);
			await rebuild(domain, { jobId: id, trigger, ...(forced ? { force: true } : {}) });
			report({ kind: 'done', id, domain, ms: Math.round(performance.now() - started) });
		} catch (error) {
			const reason = reasonOf(error);
			report({ kind: 'failed', id, domain, ms: Math.round(performance.now() - started), reason });
			// BullMQ records the message as the job's failedReason, which the status shows.
			throw error instanceof Error ? error : new Error(reason);
		} finally {
			clearInterval(renew);
			await client.runCommand('eval', [RELEASE, 1, lockKey, owner]).catch(() => {});
		}
	}
	// Without a listener an 'error' event (Redis unreachable) would end the process.
	worker.on('error', (error) => report({ kind: 'error', reason: reasonOf(error) }));

	return {
		ready: () => worker.waitUntilReady(),
		close: () => worker.close(),
		async stop(graceMs) {
			// BullMQ's pause stops the fetching and resolves once the held jobs are built and
			// recorded, but waits on Redis for ever while it is unreachable; the builds' own end
			// (then a moment to record them) does not.
			const timers = new AbortController();
			const wait = (ms: number) => sleep(ms, undefined, { signal: timers.signal }).catch(() => {});
			const paused = worker.pause().catch(() => {});
			const settled = Promise.race([
				paused,
				idle().then(() => Promise.race([paused, wait(RECORD_MS)])),
			]);
			await Promise.race([settled, wait(graceMs)]);
			timers.abort();
			const abandoned = running;
			// Force: neither the builds nor Redis are waited for; the locks stop being renewed.
			await worker.close(true);
			return { abandoned };
		},
	};
}

/** How many workers of `revision` are connected to the queue (their Redis clients, by name). */
export async function workersOfRevision(
	queue: Pick<Queue, 'getWorkers'>,
	revision: string,
): Promise<number> {
	const workers = await queue.getWorkers();
	return workers.filter((worker) => String(worker['rawname']).endsWith(`:w:${revision}`)).length;
}
