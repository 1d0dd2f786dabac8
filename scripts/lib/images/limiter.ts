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
