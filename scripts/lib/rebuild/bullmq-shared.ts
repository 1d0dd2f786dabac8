/**
 * What the Redis queue's producer and its workers agree on: the queue's and jobs' names, a job's
 * data, and how a Redis URL becomes BullMQ's connection options.
 */

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
