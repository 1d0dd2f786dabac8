/**
 * The rebuild queue on Redis (BullMQ), used when `REDIS_URL` is set: the producer side (enqueue,
 * status) that the rebuild server runs, optionally with a worker in the same process. Workers on
 * any machine take the jobs (`startWorker`, `npm run worker`).
 *
 * Coalescing uses BullMQ's deduplication in its simple mode (`deduplication: { id: domain }`): the
 * add script sets the tenant's key and adds the job in one Lua call, or returns the id the key
 * holds, so two enqueues can never both add a job. BullMQ keeps that key until the job finishes,
 * which would fold an edit made during a build into the running one (already past its fetch) and
 * lose it; so the worker removes the key (only if it still names its job) when it starts the
 * build, before it fetches, and the next enqueue adds one new waiting job that later ones join.
 */
import { randomUUID } from 'node:crypto';
import { Queue, type JobState as BullState } from 'bullmq';
import type { JobState, RebuildQueue, RebuildTenant } from './queue.ts';
import {
	bullmqOptions,
	JOB_NAME,
	QUEUE_NAME,
	type RebuildJobData,
	type RedisTarget,
} from './bullmq-shared.ts';
import { startWorker, type WorkerOptions } from './worker.ts';

/** Options of the Redis queue; with `rebuild`, this process also runs a worker. */
export interface BullmqQueueOptions extends RedisTarget {
	rebuild?: RebuildTenant;
	/** Options of that worker (see `startWorker`). */
	worker?: Omit<WorkerOptions, 'url' | 'prefix' | 'rebuild'>;
}

// Job ids are ours (UUIDs), so a status request cannot name one of BullMQ's own keys ("meta", "id").
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const STATES: Record<BullState, JobState> = {
	waiting: 'queued',
	delayed: 'queued',
	prioritized: 'queued',
	'waiting-children': 'queued',
	active: 'running',
	completed: 'done',
	failed: 'failed',
};

const DAY_SECONDS = 24 * 60 * 60;
const JOB_COUNT_STATES = [
	'waiting',
	'prioritized',
	'active',
	'completed',
	'failed',
	'delayed',
] as const;

/** The state a status request answers for a BullMQ job state; null for a state that is not a job's. */
export function jobStateOf(state: string): JobState | null {
	return Object.hasOwn(STATES, state) ? STATES[state as BullState] : null;
}

/** The rebuild queue on the Redis at `url`. */
export function createBullmqQueue(options: BullmqQueueOptions): RebuildQueue {
	const queue = new Queue<RebuildJobData>(QUEUE_NAME, {
		...bullmqOptions(options),
		defaultJobOptions: {
			// A build that failed fails the same way again (its GETs already retry); the next edit queues a new one.
			attempts: 1,
			// Finished jobs stay a while so the admin's page can still read how the build went.
			removeOnComplete: { age: DAY_SECONDS, count: 1000 },
			removeOnFail: { age: 7 * DAY_SECONDS, count: 1000 },
		},
	});
	const worker = options.rebuild
		? startWorker({
				...options.worker,
				url: options.url,
				prefix: options.prefix,
				rebuild: options.rebuild,
			})
		: null;

	return {
		async enqueue(domain) {
			const job = await queue.add(
				JOB_NAME,
				{ domain },
				{ jobId: randomUUID(), deduplication: { id: domain } },
			);
			if (job.id === undefined) throw new Error(`The rebuild of ${domain} was not queued`);
			return job.id;
		},
		async status(id) {
			if (!JOB_ID.test(id)) return null;
			const job = await queue.getJob(id);
			if (!job || job.name !== JOB_NAME) return null;
			const state = jobStateOf(await job.getState());
			if (state === null) return null;
			return state === 'failed' ? { state, reason: job.failedReason } : { state };
		},
		async counts() {
			const counts = await queue.getJobCounts(...JOB_COUNT_STATES);
			// Prioritized jobs wait too (none are added today, but a count must not lose them).
			return {
				waiting: (counts['waiting'] ?? 0) + (counts['prioritized'] ?? 0),
				active: counts['active'] ?? 0,
				completed: counts['completed'] ?? 0,
				failed: counts['failed'] ?? 0,
				delayed: counts['delayed'] ?? 0,
			};
		},
		async close() {
			await worker?.close();
			await queue.close();
		},
	};
}
