/**
 * The webhook's memory of the signed requests it accepted, so the same request sent again while
 * its timestamp is still inside the window is refused as a replay. In this process's memory, copied
 * to a file beside `dist/` so a restart keeps it (file-replay-guard.ts); in Redis when `REDIS_URL`
 * is set, so every rebuild server on that Redis shares it.
 * Only requests with a right signature inside the window are remembered, so only the holder of
 * `REBUILD_SECRET` can add entries, and each is dropped once its window has passed.
 */
import type { Redis } from 'ioredis';

/** Where accepted requests are remembered; the memory and Redis ones are interchangeable. */
export interface ReplayGuard {
	/**
	 * Remembers `key` for `ttlMs`; true when it was new, false when it is already remembered
	 * (a replay). Atomic: of two requests racing with one key, one gets true.
	 */
	remember(key: string, ttlMs: number): Promise<boolean>;
	/** Forgets `key`, so a request the server could not act on may be sent again. */
	forget(key: string): Promise<void>;
}

/** Remembered keys and the time each is forgotten at, in ms on the guard's clock. */
export type ReplayExpiries = Map<string, number>;

/** Where a memory guard starts from and keeps a copy of its entries (file-replay-guard.ts). */
export interface ReplayStore {
	/** The entries it starts with. */
	expiries: ReplayExpiries;
	/** Called after each change, awaited before `remember` or `forget` resolves; a failed `remember` is undone. */
	save(expiries: ReplayExpiries): Promise<void>;
}

/**
 * A {@link ReplayGuard} in this process's memory; `now` is the clock expiry is measured on, and
 * `store` (when given) its starting entries and where each change is copied to.
 */
export function memoryReplayGuard(
	now: () => number = Date.now,
	store?: ReplayStore,
): ReplayGuard & { size(): number } {
	const expiries: ReplayExpiries = store?.expiries ?? new Map<string, number>();
	const save = async () => store?.save(expiries);
	// Entries need the signing key, so there are few: a full sweep per request costs nothing.
	const sweep = (at: number) => {
		for (const [key, expiry] of expiries) if (expiry <= at) expiries.delete(key);
	};
	return {
		async remember(key, ttlMs) {
			const at = now();
			sweep(at);
			if (expiries.has(key)) return false;
			expiries.set(key, at + ttlMs);
			try {
				await save();
			} catch (error) {
				// Not kept, so not accepted: the sender may send it again.
				expiries.delete(key);
				throw error;
			}
			return true;
		},
		async forget(key) {
			if (expiries.delete(key)) await save();
		},
		size() {
			sweep(now());
			return expiries.size;
		},
	};
}

/** A {@link ReplayGuard} in Redis: `SET <prefix>:<key> 1 NX EX <seconds>`, rounded up. */
export function redisReplayGuard(client: Redis, prefix: string): ReplayGuard {
	const keyOf = (key: string) => `${prefix}:${key}`;
	return {
		async remember(key, ttlMs) {
			const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
			return (await client.set(keyOf(key), '1', 'EX', seconds, 'NX')) === 'OK';
		},
		async forget(key) {
			await client.del(keyOf(key));
		},
	};
}
