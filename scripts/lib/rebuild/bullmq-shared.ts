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
 */
import type { JobsOptions, Queue } from 'bullmq';

/** The BullMQ queue every producer and worker of one Redis shares. */
export const QUEUE_NAME = 'rebuild';
/** The name of a rebuild job (the queue holds no other kind). */
export const JOB_NAME = 'tenant';

/** What a rebuild job carries. */
export interface RebuildJobData {
	domain: string;
	/** The queued full build (`npm run build -- --queue`) this job belongs to, if any. */
	batch?: string;
	/** Render even when the content key is unchanged. */
	force?: boolean;
}

/** Where the queue lives: a `redis://` or `rediss://` URL and an optional key prefix. */
export interface RedisTarget {
	url: string;
	/** BullMQ's key prefix (default `bull`); tests use their own to stay apart. */
	prefix?: string | undefined;
}

/** BullMQ's connection and key prefix for a target. */
export function bullmqOptions(target: RedisTarget) {
	return {
		// Workers block on Redis; BullMQ needs commands that never give up while Redis restarts.
		connection: { url: target.url, maxRetriesPerRequest: null },
		prefix: target.prefix ?? 'bull',
	};
}

/** What has the Redis queue's keys: a queue, or a worker. */
type QueueKeys = Pick<Queue, 'getBackend' | 'toKey'>;

const forceMark = (keys: QueueKeys, domain: string) => keys.toKey(`force:${domain}`);

/** An added job: its id, and whether that is the tenant's waiting job, joined. */
export interface AddedJob {
	id: string;
	joined: boolean;
}

/**
 * Adds the rebuild job `data` under `options.jobId`, or joins the tenant's waiting job (with
 * `options.deduplication` keyed by the domain); a forced one sets the tenant's force mark first.
 */
export async function addRebuildJob(
	queue: Queue<RebuildJobData>,
	data: RebuildJobData,
	options: JobsOptions & { jobId: string },
): Promise<AddedJob> {
	if (data.force === true) {
		const client = await queue.getBackend().client;
		await client.runCommand('set', [forceMark(queue, data.domain), '1']);
	}
	const job = await queue.add(JOB_NAME, data, options);
	if (job.id === undefined) throw new Error(`The rebuild of ${data.domain} was not queued`);
	return { id: job.id, joined: job.id !== options.jobId };
}

/**
 * Takes the tenant's force mark: true when a forced request joined the job about to build (or
 * came since). Call it once the job's deduplication key is removed (see the module doc).
 */
export async function takeForceMark(keys: QueueKeys, domain: string): Promise<boolean> {
	const client = await keys.getBackend().client;
	return (await client.runCommand('getdel', [forceMark(keys, domain)])) !== null;
}
