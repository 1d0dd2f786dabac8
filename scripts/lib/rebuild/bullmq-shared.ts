/**
 * What the Redis queue's producers and its workers agree on: the queue's and jobs' names, a job's
 * data, how a Redis URL becomes BullMQ's connection options, and how a forced request survives
 * joining a job that was queued unforced.
 *
 * A request joins the tenant's waiting job through BullMQ's deduplication, which keeps that job's
 * data as it was added: a `force` in the joining request's data would be dropped. Nor can the
 * joined job's data be changed safely afterwards, since a worker may already hold it. So a forced
 * request first sets the tenant's force mark (a Redis key), then adds; the worker that starts the
 * tenant's build removes the job's deduplication key and only then takes the mark. A join happens
 * only while that key exists, so its mark is always set before the build that the join joined
 * takes it. At worst a mark set just after a build took its key forces that build too, one
 * render more than needed, never one less.
 *
 * The waiting job a request joins, and the force mark, are the tenant's of the request's own code
 * revision: a request never joins a job that only a worker of other code builds (none may be
 * left after an upgrade), and a mark is taken by the build of the job it was set for.
 */
import type { JobsOptions, Queue } from 'bullmq';
import type { AppEnv } from '../../../config/env.ts';

// The queue's name and key prefix unless QUEUE_NAME and QUEUE_PREFIX say otherwise (as env.ts).
const QUEUE_NAME = 'rebuild';
const QUEUE_PREFIX = 'institute-sites';
/** The name of a rebuild job (the queue holds no other kind). */
export const JOB_NAME = 'tenant';

/** What a rebuild job carries. */
export interface RebuildJobData {
	domain: string;
	/** The queued full build (`npm run build -- --queue`) this job belongs to, if any. */
	batch?: string;
	/** Render even when the content key is unchanged. */
	force?: boolean;
	/** The webhook sender's id of the edit that queued it, if it sent one. */
	eventId?: string;
	/**
	 * The code revision of whoever queued it (system/code-revision.ts): only a worker of that
	 * revision builds it. A job queued before revisions existed has none (see worker.ts).
	 */
	revision: string;
}

/** Where the queue lives: a `redis://` or `rediss://` URL, the queue's name and its key prefix. */
export interface RedisTarget {
	url: string;
	/** The key prefix (`QUEUE_PREFIX`, default `institute-sites`); each test has its own. */
	prefix?: string | undefined;
	/** The queue's name (`QUEUE_NAME`, default `rebuild`). */
	name?: string | undefined;
}

/** The target `REDIS_URL`, `QUEUE_NAME` and `QUEUE_PREFIX` name; null without `REDIS_URL`. */
export function redisTargetOf(
	env: Pick<AppEnv, 'redisUrl' | 'queueName' | 'queuePrefix'>,
): RedisTarget | null {
	if (env.redisUrl === null) return null;
	return { url: env.redisUrl, name: env.queueName, prefix: env.queuePrefix };
}

/** The queue's name of a target. */
export const queueNameOf = (target: RedisTarget): string => target.name ?? QUEUE_NAME;

/** BullMQ's connection and key prefix for a target: keys are `{<prefix>}:<name>:…`. */
export function bullmqOptions(target: RedisTarget) {
	return {
		// Workers block on Redis; BullMQ needs commands that never give up while Redis restarts.
		connection: { url: target.url, maxRetriesPerRequest: null },
		// A Redis Cluster hash tag: every key of the queue lands on one slot, as BullMQ's scripts need.
		prefix: `{${target.prefix ?? QUEUE_PREFIX}}`,
	};
}

/** What has the Redis queue's keys: a queue, or a worker. */
type QueueKeys = Pick<Queue, 'getBackend' | 'toKey'>;

/**
 * Which waiting job a request joins (BullMQ's deduplication id) and its force mark: the tenant's
 * of its revision; the domain alone for a job queued before revisions existed.
 */
const joinIdOf = (data: { domain: string; revision?: string | undefined }): string =>
	data.revision === undefined ? data.domain : `${data.revision}:${data.domain}`;

const forceMark = (keys: QueueKeys, joinId: string) => keys.toKey(`force:${joinId}`);

/** An added job: its id, and whether that is the tenant's waiting job, joined. */
export interface AddedJob {
	id: string;
	joined: boolean;
}

/**
 * Adds the rebuild job `data` under `options.jobId`, or joins the tenant's waiting job of the same
 * revision (BullMQ's deduplication by `joinIdOf`; with `reschedule`, a delayed one joined runs
 * `options.delay` from now); a forced one sets the job's force mark first.
 */
export async function addRebuildJob(
	queue: Queue<RebuildJobData>,
	data: RebuildJobData,
	{ reschedule = false, ...options }: JobsOptions & { jobId: string; reschedule?: boolean },
): Promise<AddedJob> {
	const id = joinIdOf(data);
	if (data.force === true) {
		const client = await queue.getBackend().client;
		await client.runCommand('set', [forceMark(queue, id), '1']);
	}
	const job = await queue.add(JOB_NAME, data, {
		...options,
		deduplication: reschedule ? { id, reschedule: true } : { id },
	});
	if (job.id === undefined) throw new Error(`The rebuild of ${data.domain} was not queued`);
	return { id: job.id, joined: job.id !== options.jobId };
}

/**
 * Takes the tenant's force mark: true when a forced request joined the job about to build (or
 * came since). Call it once the job's deduplication key is removed (see the module doc).
 */
export async function takeForceMark(
	keys: QueueKeys,
	data: { domain: string; revision?: string | undefined },
): Promise<boolean> {
	const client = await keys.getBackend().client;
	return (await client.runCommand('getdel', [forceMark(keys, joinIdOf(data))])) !== null;
}
