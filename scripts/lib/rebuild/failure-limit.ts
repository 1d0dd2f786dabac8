/**
 * The webhook's limit on requests that fail the signature check, per source address: after
 * {@link FAILURE_LIMIT} of them in {@link FAILURE_WINDOW_SECONDS}, that address's further bad
 * requests are answered 429 with `Retry-After` until the window ends. A fixed window that opens at
 * a source's first failure. Validly signed requests are never counted nor refused (the queue
 * coalesces them). In memory by default, at most {@link MAX_SOURCES} addresses; in Redis when
 * `REDIS_URL` is set, so every rebuild server on that Redis counts together.
 */
import type { Redis } from 'ioredis';

/** Bad signatures a source may send in one window before it is answered 429. */
export const FAILURE_LIMIT = 10;
/** How long a source's window lasts from its first bad signature. */
export const FAILURE_WINDOW_SECONDS = 60;
/** Sources the memory limiter tracks at once; past that, the oldest window is dropped. */
export const MAX_SOURCES = 10_000;

/** Counts failures per source; the memory and Redis ones are interchangeable. */
export interface FailureLimiter {
	/**
	 * Counts one failed request from `source`: null while it is within the limit, else the
	 * seconds until its window ends (for `Retry-After`, at least 1).
	 */
	fail(source: string): Promise<number | null>;
}

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A {@link FailureLimiter} in this process's memory; `now` is its clock. */
export function memoryFailureLimiter(
	now: () => number = Date.now,
): FailureLimiter & { size(): number } {
	// Insertion order is window-start order (a new window re-inserts), so ended ones come first.
	const windows = new Map<string, { count: number; endsAt: number }>();
	const sweep = (at: number) => {
		for (const [source, window] of windows) {
			if (window.endsAt > at) break;
			windows.delete(source);
		}
	};
	return {
		async fail(source) {
			const at = now();
			sweep(at);
			let window = windows.get(source);
			if (!window) {
				if (windows.size >= MAX_SOURCES) windows.delete(windows.keys().next().value!);
				window = { count: 0, endsAt: at + FAILURE_WINDOW_SECONDS * 1000 };
				windows.set(source, window);
			}
			window.count += 1;
			return window.count > FAILURE_LIMIT ? retryAfter(window.endsAt - at) : null;
		},
		size() {
			sweep(now());
			return windows.size;
		},
	};
}

// One atomic step: count, start the window's expiry on the first failure, read what is left of it.
const COUNT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** A {@link FailureLimiter} in Redis: one counter per source that expires with its window. */
export function redisFailureLimiter(client: Redis, prefix: string): FailureLimiter {
	const windowMs = FAILURE_WINDOW_SECONDS * 1000;
	return {
		async fail(source) {
			const [count, leftMs] = (await client.eval(COUNT, 1, `${prefix}:${source}`, windowMs)) as [
				number,
				number,
			];
			return count > FAILURE_LIMIT ? retryAfter(leftMs > 0 ? leftMs : windowMs) : null;
		},
	};
}
