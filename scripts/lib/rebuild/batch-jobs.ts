/**
 * What a queued full build knows of its jobs as it follows them: each tenant's job, whether it is
 * running, and how each one finished. The queue's events and the occasional read of the
 * unfinished jobs both feed it; a job finishes once, whichever tells first. Holds no connection,
 * so a test drives it by hand.
 */
import type { BatchTally } from './batch-progress.ts';

/** How a batch ended: every tenant is in one of the two lists. */
export interface BatchOutcomes {
	done: string[];
	failed: Array<{ domain: string; reason: string }>;
}

/** The jobs of one batch, by job id. */
export class BatchJobs {
	readonly #total: number;
	// Unfinished jobs: id → tenant, and tenant → id.
	readonly #pending = new Map<string, string>();
	readonly #idOf = new Map<string, string>();
	readonly #running = new Set<string>();
	readonly #outcomes: BatchOutcomes = { done: [], failed: [] };

	/** A batch of `total` tenants. */
	constructor(total: number) {
		this.#total = total;
	}

	/**
	 * Follows `id` as the tenant's job, in place of the one it had: the id of an add (before it,
	 * so no event of the job can come first), the waiting job it joined, or a job queued again.
	 */
	track(domain: string, id: string): void {
		const old = this.#idOf.get(domain);
		if (old !== undefined) this.#forget(old);
		this.#pending.set(id, domain);
		this.#idOf.set(domain, id);
	}

	/** The job started (an `active` event). */
	running(id: string): void {
		if (this.#pending.has(id)) this.#running.add(id);
	}

	/** The job waits again (back from a stalled worker, or held while its tenant builds elsewhere). */
	queued(id: string): void {
		this.#running.delete(id);
	}

	/** The job went live; false when it was not an unfinished job of this batch. */
	done(id: string): boolean {
		const domain = this.#pending.get(id);
		if (domain === undefined) return false;
		this.#forget(id);
		this.#outcomes.done.push(domain);
		return true;
	}

	/** The job failed: its tenant, or null when it was not an unfinished job of this batch. */
	failed(id: string, reason: string): string | null {
		const domain = this.#pending.get(id);
		if (domain === undefined) return null;
		this.#forget(id);
		this.#outcomes.failed.push({ domain, reason });
		return domain;
	}

	/** The unfinished jobs, as [id, tenant] pairs. */
	unfinished(): Array<[string, string]> {
		return [...this.#pending];
	}

	/** How many jobs are still unfinished. */
	get left(): number {
		return this.#pending.size;
	}

	/** Where the batch's tenants are now. */
	tally(): BatchTally {
		const { done, failed } = this.#outcomes;
		const running = this.#running.size;
		return {
			total: this.#total,
			done: done.length,
			failed: failed.length,
			running,
			queued: this.#pending.size - running,
		};
	}

	/** The tenants done and failed so far. */
	outcomes(): BatchOutcomes {
		return { done: [...this.#outcomes.done], failed: [...this.#outcomes.failed] };
	}

	#forget(id: string): void {
		const domain = this.#pending.get(id);
		if (domain !== undefined && this.#idOf.get(domain) === id) this.#idOf.delete(domain);
		this.#pending.delete(id);
		this.#running.delete(id);
	}
}
