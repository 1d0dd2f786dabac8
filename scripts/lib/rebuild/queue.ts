/**
 * The rebuild queue: one interface, two implementations (in-process by default, BullMQ on Redis
 * when `REDIS_URL` is set). A job rebuilds one tenant. Jobs coalesce per tenant: while a tenant
 * has a job waiting (not yet running), another request for it joins that job instead of adding
 * one, so ten edits during one build give one more build, not ten. A tenant is never built by two
 * jobs at once.
 */

/** Where a job is. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** What `GET /hooks/rebuild/<id>` answers. */
export interface JobStatus {
	state: JobState;
	/** Why a failed job failed, in words for the institute's admin. */
	reason?: string;
}

/** How one rebuild runs. */
export interface RebuildOptions {
	/** Render even when the tenant's content key is unchanged (`npm run build -- --queue --force`). */
	force?: boolean;
	/** The queue's job, for the logs. */
	jobId?: string;
}

/** Rebuilds one tenant and makes it live (and deploys it when storage is configured); throws with the reason on failure. */
export type RebuildTenant = (domain: string, options?: RebuildOptions) => Promise<void>;

/** Jobs the queue holds in each state (finished ones only while it keeps them). */
export interface JobCounts {
	waiting: number;
	active: number;
	completed: number;
	failed: number;
	delayed: number;
}

/** The queue the rebuild server and the workers share. */
export interface RebuildQueue {
	/** Queues a rebuild of `domain` (or joins its waiting job) and returns the job's id. */
	enqueue(domain: string): Promise<string>;
	/** The job's state; null for an id this queue does not know. */
	status(id: string): Promise<JobStatus | null>;
	/** How many jobs are in each state, for `/metrics`. */
	counts(): Promise<JobCounts>;
	/** Stops taking jobs, waits for the running ones, and releases connections. */
	close(): Promise<void>;
}
