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
 */
import { randomUUID } from 'node:crypto';
import { DelayedError, Worker } from 'bullmq';
import type { RebuildTenant } from './queue.ts';
import {
	bullmqOptions,
	QUEUE_NAME,
	takeForceMark,
	type RebuildJobData,
	type RedisTarget,
} from './bullmq-shared.ts';
import { reasonOf } from '../reason.ts';

/** What a worker reports, one event per step of a job (and Redis errors). */
export type WorkerEvent =
	| { kind: 'taken'; id: string; domain: string }
	| { kind: 'done'; id: string; domain: string; ms: number }
	| { kind: 'failed'; id: string; domain: string; ms: number; reason: string }
	| { kind: 'error'; reason: string };

/** How a worker runs. */
export interface WorkerOptions extends RedisTarget {
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
	/** Stops taking jobs, waits for the running ones, and releases the connections. */
	close(): Promise<void>;
}

const DEFAULT_LOCK_MS = 30_000;
// A job that stalls this many times (it killed its workers, or they kept dying) is failed.
const MAX_STALLED = 2;

// Compare-and-act: only the worker that holds a tenant's lock may extend or release it.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Starts a worker taking rebuild jobs from the Redis queue. */
export function startWorker(options: WorkerOptions): RebuildWorker {
	const { rebuild, report = () => {} } = options;
	const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
	// Long enough not to spin on a tenant being built, short enough to follow its build closely.
	const lockedRetryMs = Math.max(100, Math.round(lockMs / 10));

	const worker: Worker<RebuildJobData> = new Worker<RebuildJobData>(
		QUEUE_NAME,
		async (job, token) => {
			const { domain } = job.data;
			const id = job.id ?? '';
			const client = await worker.getBackend().client;
			const lockKey = worker.toKey(`tenant-lock:${domain}`);
			const owner = randomUUID();
			if ((await client.runCommand('set', [lockKey, owner, 'NX', 'PX', lockMs])) !== 'OK') {
				await job.moveToDelayed(Date.now() + lockedRetryMs, token);
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
				const forced = (await takeForceMark(worker, domain)) || job.data.force === true;
				report({ kind: 'taken', id, domain });
				await rebuild(domain, { jobId: id, ...(forced ? { force: true } : {}) });
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
		},
		{
			...bullmqOptions(options),
			concurrency: options.concurrency ?? 1,
			lockDuration: lockMs,
			stalledInterval: lockMs,
			maxStalledCount: MAX_STALLED,
		},
	);
	// Without a listener an 'error' event (Redis unreachable) would end the process.
	worker.on('error', (error) => report({ kind: 'error', reason: reasonOf(error) }));

	return {
		ready: () => worker.waitUntilReady(),
		close: () => worker.close(),
	};
}
