/**
 * The rebuild queue: one interface, two implementations (in-process by default, BullMQ on Redis
 * when `REDIS_URL` is set). A job rebuilds one tenant. Jobs coalesce per tenant: while a tenant
 * has a job waiting (not yet running), another request for it joins that job instead of adding
 * one, so ten edits during one build give one more build, not ten. A tenant is never built by two
 * jobs at once. With a quiet period (`debounceMs`), a new job waits until its tenant had no request
 * for that long, each request it takes in starting the wait again, but runs at most `maxWaitMs`
 * after its first request: a burst of edits gives one build, a steady trickle one every `maxWaitMs`.
 * A forced request that joins a waiting job makes that job forced: joining never loses a force.
 */

import type { ReleaseTrigger } from '../releases/history.ts';

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
	/** What started it, recorded with its release (releases/history.ts). */
	trigger?: ReleaseTrigger;
	/** A batch's: per tenant, in place of `trigger`. */
	triggers?: Readonly<Record<string, ReleaseTrigger>>;
}

/** How a request asks for its rebuild. */
export interface EnqueueOptions {
	/** Render even when the content key is unchanged; the job it joins, if any, becomes forced. */
	force?: boolean;
	/** The webhook sender's id of its edit, if it sent one (a job joined keeps the first). */
	eventId?: string;
}

/** What started a queued job that no full build queued: a content edit, through the webhook. */
export function editTrigger(eventId: string | undefined): ReleaseTrigger {
	return { kind: 'edit', eventId: eventId ?? null };
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
	enqueue(domain: string, options?: EnqueueOptions): Promise<string>;
	/** The job's state; null for an id this queue does not know. */
	status(id: string): Promise<JobStatus | null>;
	/** How many jobs are in each state, for `/metrics`. */
	counts(): Promise<JobCounts>;
	/** Stops taking jobs, waits for the running ones, and releases connections. */
	close(): Promise<void>;
}

/** The quiet period of a tenant's new job (both queues take it). */
export interface QuietPeriod {
	/** A new job runs once its tenant had no request for this long, in ms. Default 0: at once. */
	debounceMs?: number;
	/** ...but at most this long after its first request, in ms. Default 30 000. */
	maxWaitMs?: number;
}

/** The default of {@link QuietPeriod.maxWaitMs}. */
const MAX_WAIT_MS = 30_000;

/** A quiet period with its defaults filled in. */
export function quietPeriod({ debounceMs = 0, maxWaitMs = MAX_WAIT_MS }: QuietPeriod = {}) {
	return { debounceMs, maxWaitMs };
}

/** When a job first requested at `firstAt` runs after a request at `now` (all in ms). */
export function quietUntil(
	{ debounceMs, maxWaitMs }: Required<QuietPeriod>,
	firstAt: number,
	now: number,
): number {
	return Math.min(now + debounceMs, firstAt + maxWaitMs);
}
