/**
 * Bounded concurrency, the one implementation: `limiter(limit)` runs tasks handed to it from
 * anywhere with at most `limit` running at once (the image optimiser's fetch and encode slots);
 * `mapWithConcurrency` runs one task per item of a list through a limiter.
 */

/** A concurrency limit: `run(task)` starts `task` once fewer than `limit` tasks are running. */
export function limiter(limit: number) {
	let running = 0;
	const waiting: Array<() => void> = [];
	return async function run<T>(task: () => Promise<T>): Promise<T> {
		// A finished task hands its place straight to the next waiting one.
		if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
		else running++;
		try {
			return await task();
		} finally {
			const next = waiting.shift();
			if (next) next();
			else running--;
		}
	};
}

/**
 * Runs `task` over `items` with at most `limit` running at once, in input order, keeping input
 * order in the result. The first failure rejects the whole; tasks not started by then never start
 * (their result would be thrown away), and those running finish on their own.
 */
export async function mapWithConcurrency<T, R>(
	items: readonly T[],
	limit: number,
	task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
	const run = limiter(limit);
	let failed = false;
	return Promise.all(
		items.map((item, index) =>
			run(async () => {
				if (failed) throw new Error('not started: an earlier task failed');
				try {
					return await task(item, index);
				} catch (error) {
					failed = true;
					throw error;
				}
			}),
		),
	);
}
