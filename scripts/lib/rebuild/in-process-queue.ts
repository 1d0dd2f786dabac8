/**
 * The embedded rebuild queue: jobs live in this process's memory, no extra service. Coalesces per
 * tenant as {@link RebuildQueue} describes: a tenant's waiting job absorbs further requests, a
 * running one gets at most one job waiting behind it, and the same tenant is never built twice at
 * once while different tenants build up to `concurrency` at a time.
 */
import { randomUUID } from 'node:crypto';
import type { JobState, JobStatus, RebuildQueue, RebuildTenant } from './queue.ts';
import { reasonOf } from '../reason.ts';

/** Tuning of the in-process queue. */
export interface InProcessQueueOptions {
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
	{ concurrency = 1, keep = 1000 }: InProcessQueueOptions = {},
): RebuildQueue {
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
		const run = new Promise<void>((resolve) => resolve(rebuild(job.domain, { jobId: job.id })))
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

	// Starts waiting jobs, oldest first, skipping tenants already building.
	function pump(): void {
		while (!closed && runningDomains.size < concurrency) {
			const index = waiting.findIndex((job) => !runningDomains.has(job.domain));
			if (index === -1) return;
			const [job] = waiting.splice(index, 1);
			waitingByDomain.delete(job!.domain);
			start(job!);
		}
	}

	return {
		async enqueue(domain) {
			if (closed) throw new Error('The rebuild queue is closed');
			const joined = waitingByDomain.get(domain);
			if (joined) return joined.id;
			const job: Job = { id: randomUUID(), domain, state: 'queued' };
			jobs.set(job.id, job);
			waiting.push(job);
			waitingByDomain.set(domain, job);
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
			const counts = {
				waiting: waiting.length,
				active: runs.size,
				completed: 0,
				failed: 0,
				delayed: 0,
			};
			for (const id of finished)
				counts[jobs.get(id)!.state === 'done' ? 'completed' : 'failed'] += 1;
			return counts;
		},
		async close() {
			closed = true;
			for (const job of waiting.splice(0)) finish(job, 'failed', CLOSED_REASON);
			waitingByDomain.clear();
			await Promise.all(runs);
		},
	};
}
