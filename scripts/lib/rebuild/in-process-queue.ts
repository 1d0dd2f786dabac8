/**
 * The embedded rebuild queue: jobs live in this process's memory, no extra service. Coalesces per
 * tenant as {@link RebuildQueue} describes: a tenant's waiting job absorbs further requests, a
 * running one gets at most one job waiting behind it, and the same tenant is never built twice at
 * once while different tenants build up to `concurrency` at a time. A new job first waits out its
 * quiet period (`debounceMs`, see queue.ts) on a timer; a request that joins it meanwhile restarts
 * the timer, never past first request + `maxWaitMs`.
 */
import { randomUUID } from 'node:crypto';
import {
	editTrigger,
	quietPeriod,
	quietUntil,
	type JobState,
	type JobStatus,
	type QuietPeriod,
	type RebuildQueue,
	type RebuildTenant,
} from './queue.ts';
import { reasonOf } from '../reason.ts';

/** Tuning of the in-process queue. */
export interface InProcessQueueOptions extends QuietPeriod {
	/** Tenants rebuilt at once. Default 1. */
	concurrency?: number;
	/** Finished (done or failed) jobs remembered for `status`; older ones are forgotten. Default 1000. */
	keep?: number;
}

interface Job {
	id: string;
	domain: string;
	state: JobState;
	reason?: string;
	/** When the first request for it came, in ms. */
	firstAt: number;
	/** Whether any request it took in asked for a forced rebuild. */
	force: boolean;
	/** The event id of the webhook request that queued it, if it sent one. */
	eventId?: string;
	/** Set while the job waits out its quiet period; it may start once this has fired. */
	quiet?: NodeJS.Timeout;
}

/** The reason a job that never started gives when the queue closes. */
const CLOSED_REASON = 'The rebuild server stopped before this job started';

function jobReason(error: unknown): string {
	const message = reasonOf(error);
	return message.trim() === '' ? 'The rebuild failed without a reason' : message;
}

/** A {@link RebuildQueue} that runs `rebuild` in this process. */
export function createInProcessQueue(
	rebuild: RebuildTenant,
	{ concurrency = 1, keep = 1000, ...options }: InProcessQueueOptions = {},
): RebuildQueue {
	const quiet = quietPeriod(options);
	// Each tenant's last request, to tell a lone edit from one in a burst.
	const lastRequest = new Map<string, number>();
	const jobs = new Map<string, Job>();
	// Waiting jobs in arrival order, and the same jobs by tenant for coalescing.
	const waiting: Job[] = [];
	const waitingByDomain = new Map<string, Job>();
	const runningDomains = new Set<string>();
	const runs = new Set<Promise<void>>();
	const finished: string[] = [];
	let closed = false;

	function finish(job: Job, state: 'done' | 'failed', reason?: string): void {
		job.state = state;
		if (reason !== undefined) job.reason = reason;
		finished.push(job.id);
		while (finished.length > keep) jobs.delete(finished.shift()!);
	}

	function start(job: Job): void {
		job.state = 'running';
		runningDomains.add(job.domain);
		// new Promise(...) also catches a rebuild that throws before returning its promise.
		const options = {
			jobId: job.id,
			trigger: editTrigger(job.eventId),
			...(job.force ? { force: true } : {}),
		};
		const run = new Promise<void>((resolve) => resolve(rebuild(job.domain, options)))
			.then(
				() => finish(job, 'done'),
				(error: unknown) => finish(job, 'failed', jobReason(error)),
			)
			.finally(() => {
				runningDomains.delete(job.domain);
				runs.delete(run);
				pump();
			});
		runs.add(run);
	}

	// (Re)starts the job's quiet period so that it may start at `runAt`; past that, at once.
	function holdUntil(job: Job, runAt: number): void {
		clearTimeout(job.quiet);
		delete job.quiet;
		const wait = runAt - Date.now();
		if (wait <= 0) return;
		job.quiet = setTimeout(() => {
			delete job.quiet;
			pump();
		}, wait);
	}

	// Starts waiting jobs past their quiet period, oldest first, skipping tenants already building.
	function pump(): void {
		while (!closed && runningDomains.size < concurrency) {
			const index = waiting.findIndex((job) => !job.quiet && !runningDomains.has(job.domain));
			if (index === -1) return;
			const [job] = waiting.splice(index, 1);
			waitingByDomain.delete(job!.domain);
			start(job!);
		}
	}

	return {
		async enqueue(domain, { force = false, eventId } = {}) {
			if (closed) throw new Error('The rebuild queue is closed');
			const now = Date.now();
			// A tenant quiet for a whole quiet period is built at once (a lone edit goes live fast);
			// only the requests that follow one within it wait for the burst to settle.
			const last = lastRequest.get(domain);
			lastRequest.set(domain, now);
			const burst = last !== undefined && now - last < quiet.debounceMs;
			const joined = waitingByDomain.get(domain);
			if (joined) {
				joined.force ||= force;
				// Only a job still in its quiet period is held back; a ready one waits for a slot.
				if (joined.quiet) holdUntil(joined, quietUntil(quiet, joined.firstAt, now));
				pump();
				return joined.id;
			}
			const job: Job = {
				id: randomUUID(),
				domain,
				state: 'queued',
				firstAt: now,
				force,
				...(eventId === undefined ? {} : { eventId }),
			};
			jobs.set(job.id, job);
			waiting.push(job);
			waitingByDomain.set(domain, job);
			if (burst) holdUntil(job, quietUntil(quiet, now, now));
			pump();
			return job.id;
		},
		async status(id) {
			const job = jobs.get(id);
			if (!job) return null;
			const status: JobStatus = { state: job.state };
			if (job.reason !== undefined) status.reason = job.reason;
			return status;
		},
		async counts() {
			const delayed = waiting.filter((job) => job.quiet).length;
			const counts = {
				waiting: waiting.length - delayed,
				active: runs.size,
				completed: 0,
				failed: 0,
				delayed,
			};
			for (const id of finished)
				counts[jobs.get(id)!.state === 'done' ? 'completed' : 'failed'] += 1;
			return counts;
		},
		async close() {
			closed = true;
			for (const job of waiting.splice(0)) {
				clearTimeout(job.quiet);
				finish(job, 'failed', CLOSED_REASON);
			}
			waitingByDomain.clear();
			await Promise.all(runs);
		},
	};
}
