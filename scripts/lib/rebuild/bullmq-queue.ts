/**
 * The rebuild queue on Redis (BullMQ), used when `REDIS_URL` is set: the producer side (enqueue,
 * status) that the rebuild server runs, optionally with a worker in the same process. Workers on
 * any machine take the jobs (`startWorker`, `npm run worker`).
 *
 * Coalescing uses BullMQ's deduplication in its simple mode, keyed by tenant and revision
 * (bullmq-shared.ts): the add script sets the tenant's key and adds the job in one Lua call, or
 * returns the id the key holds, so two enqueues can never both add a job. BullMQ keeps that key
 * until the job finishes, which would fold an edit made during a build into the running one
 * (already past its fetch) and lose it; so the worker removes the key (only if it still names its
 * job) when it starts the build, before it fetches, and the next enqueue adds one new waiting job
 * that later ones join.
 *
 * With a quiet period (`debounceMs`, see queue.ts), a request for a tenant that had none within it
 * is queued at once (a lone edit goes live fast). A request within it (a burst: a CMS saving field
 * by field) is added delayed by it, and an add
 * that joins a job still delayed moves its run to now + `debounceMs` in the same Lua call
 * (deduplication's `reschedule`). The add cannot know when the job was first requested, so the
 * enqueue then reads the job and, if that run is past first request + `maxWaitMs`, brings it back
 * to that time (`changeDelay`); a job that left the delayed set in between is already running or
 * about to, and is left alone. Of two such enqueues racing, each corrects its own reschedule, so
 * the cap holds once both are done.
 *
 * A forced request that joins a waiting job makes it forced through the tenant's force mark
 * (bullmq-shared.ts).
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode, Queue, type JobState as BullState } from 'bullmq';
import {
	quietPeriod,
	quietUntil,
	type JobState,
	type QuietPeriod,
	type RebuildQueue,
	type RebuildTenant,
} from './queue.ts';
import {
	addRebuildJob,
	bullmqOptions,
	JOB_NAME,
	queueNameOf,
	type RebuildJobData,
	type RedisTarget,
} from './bullmq-shared.ts';
import { startWorker, type WorkerOptions } from './worker.ts';

/** Options of the Redis queue; with `rebuild`, this process also runs a worker. */
export interface BullmqQueueOptions extends RedisTarget, QuietPeriod {
	/** The code revision the jobs carry, and that worker's (system/code-revision.ts). */
	revision: string;
	rebuild?: RebuildTenant;
	/** Options of that worker (see `startWorker`). */
	worker?: Omit<WorkerOptions, 'url' | 'prefix' | 'name' | 'revision' | 'rebuild'>;
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
	const queue = new Queue<RebuildJobData>(queueNameOf(options), {
		...bullmqOptions(options),
		defaultJobOptions: {
			// A build that failed fails the same way again (its GETs already retry); the next edit queues a new one.
			attempts: 1,
			// Finished jobs stay a while so the admin's page can still read how the build went.
			removeOnComplete: { age: DAY_SECONDS, count: 1000 },
			removeOnFail: { age: 7 * DAY_SECONDS, count: 1000 },
		},
	});
	// Without a listener BullMQ prints each reconnect's error with its stack, a flood while Redis is
	// down; callers see each failure as a rejected call, and /readyz reports Redis down.
	queue.on('error', () => {});
	const worker = options.rebuild
		? startWorker({
				...options.worker,
				url: options.url,
				prefix: options.prefix,
				name: options.name,
				revision: options.revision,
				rebuild: options.rebuild,
			})
		: null;

	// True when the tenant had another request within the quiet period: a burst, held back. A
	// tenant quiet that long is built at once. One SET ... GET marks this request and reads the last.
	const inBurst = async (domain: string, debounceMs: number) => {
		const client = await queue.getBackend().client;
		const key = queue.toKey(`last-request:${domain}`);
		return (await client.runCommand('set', [key, '1', 'PX', debounceMs, 'GET'])) !== null;
	};

	return {
		async enqueue(domain, { force = false, eventId } = {}) {
			const quiet = quietPeriod(options);
			const added = Date.now();
			const debounced = quiet.debounceMs > 0 && (await inBurst(domain, quiet.debounceMs));
			const job = await addRebuildJob(
				queue,
				{
					domain,
					revision: options.revision,
					...(force ? { force: true } : {}),
					...(eventId === undefined ? {} : { eventId }),
				},
				{
					jobId: randomUUID(),
					timestamp: added,
					...(debounced
						? { delay: quietUntil(quiet, added, added) - added, reschedule: true }
						: {}),
				},
			);
			if (!debounced || !job.joined) return job.id;
			// Joined: the add pushed the job's run to added + debounce; keep it within its max wait.
			const joined = await queue.getJob(job.id);
			if (!joined) return job.id;
			const runAt = quietUntil(quiet, joined.timestamp, added);
			if (runAt === added + quiet.debounceMs) return job.id;
			try {
				await joined.changeDelay(Math.max(0, runAt - Date.now()));
			} catch (error) {
				// Gone (finished) or no longer delayed (taken, or waiting for a worker): nothing to hold back.
				const code = (error as { code?: unknown }).code;
				if (code !== ErrorCode.JobNotExist && code !== ErrorCode.JobNotInState) throw error;
			}
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
