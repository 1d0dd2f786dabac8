/**
 * Rebuilds in batches: a worker holds many jobs at once (one per tenant, so each keeps its own
 * state, lock and stalled-job recovery), and this collects their tenants into one build. One
 * Astro build of fifty tenants costs little more than one of a single tenant (the bundling is
 * paid once), which is what makes a code release over every tenant fast on few workers.
 *
 * Calls are collected for `windowMs` after the first one, or until `maxBatch` are waiting; at most
 * `maxRunning` batches run at once (the next one fetches while the last one renders). A batch of
 * one goes to `one` (a warm render process), larger ones to `many`.
 */
import type { RebuildOptions, RebuildTenant } from './queue.ts';

/** Each tenant's outcome in a batch: null when it went live (or was unchanged), else why it failed. */
export type BatchOutcome = Map<string, string | null>;

/** How batches are formed and run. */
export interface BatchingOptions {
	/** Rebuilds one tenant (a batch of one). */
	one: RebuildTenant;
	/** Rebuilds several tenants together; never throws for one tenant's failure. */
	many: (domains: string[], options: RebuildOptions) => Promise<BatchOutcome>;
	/** Tenants in one batch at most. */
	maxBatch: number;
	/** How long the first call waits for others, in ms. */
	windowMs: number;
	/** Batches running at once. */
	maxRunning?: number;
}

interface Waiting {
	domain: string;
	options: RebuildOptions;
	resolve: () => void;
	reject: (error: Error) => void;
}

/** A `RebuildTenant` whose calls are built together (see the module doc). */
export function batchingRebuild(options: BatchingOptions): RebuildTenant {
	const { maxBatch, windowMs } = options;
	const maxRunning = options.maxRunning ?? 2;
	// Forced and ordinary rebuilds form batches of their own: a batch is one build, forced or not.
	const waiting = { forced: [] as Waiting[], ordinary: [] as Waiting[] };
	let timer: NodeJS.Timeout | null = null;
	let running = 0;

	const run = async (calls: Waiting[], force: boolean) => {
		running++;
		try {
			if (calls.length === 1) {
				const [call] = calls as [Waiting];
				await options
					.one(call.domain, { ...call.options, force })
					.then(call.resolve, (error: unknown) =>
						call.reject(error instanceof Error ? error : new Error(String(error))),
					);
				return;
			}
			let outcome: BatchOutcome;
			try {
				// Each tenant's own trigger: a batch may hold a code release's jobs and edits.
				const triggers = Object.fromEntries(
					calls.flatMap((call) =>
						call.options.trigger ? [[call.domain, call.options.trigger] as const] : [],
					),
				);
				outcome = await options.many(
					calls.map((call) => call.domain),
					{ force, triggers },
				);
			} catch (error) {
				// The batch's build itself failed: every tenant in it failed for that reason.
				const reason = error instanceof Error ? error.message : String(error);
				outcome = new Map(calls.map((call) => [call.domain, reason]));
			}
			for (const call of calls) {
				const reason = outcome.has(call.domain)
					? outcome.get(call.domain)
					: 'the batch reported no outcome for it';
				if (reason === null || reason === undefined) call.resolve();
				else call.reject(new Error(reason));
			}
		} finally {
			running--;
			flush(false);
		}
	};

	// Starts batches while there is room; `due` says the window is over for what is waiting.
	const flush = (due: boolean) => {
		for (const force of [true, false]) {
			const list = force ? waiting.forced : waiting.ordinary;
			while (running < maxRunning && list.length > 0 && (due || list.length >= maxBatch)) {
				void run(list.splice(0, maxBatch), force);
			}
		}
		const left = waiting.forced.length + waiting.ordinary.length;
		if (left === 0 && timer) {
			clearTimeout(timer);
			timer = null;
		}
		// What could not start yet waits for a running batch to end, which flushes again.
		if (left > 0 && !timer && running < maxRunning) {
			timer = setTimeout(() => {
				timer = null;
				flush(true);
			}, windowMs);
		}
	};

	return (domain, rebuildOptions) =>
		new Promise<void>((resolve, reject) => {
			(rebuildOptions?.force ? waiting.forced : waiting.ordinary).push({
				domain,
				options: rebuildOptions ?? {},
				resolve,
				reject,
			});
			flush(false);
		});
}
