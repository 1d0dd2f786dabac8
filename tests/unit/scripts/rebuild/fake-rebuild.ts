/**
 * A hand-driven RebuildTenant for the queue and server tests: every call waits until the test
 * resolves or rejects it, so a test decides exactly when each build ends.
 */
import type { RebuildOptions, RebuildTenant } from '../../../../scripts/lib/rebuild/queue.ts';

/** One call of the fake rebuild, still open. */
export interface PendingBuild {
	domain: string;
	/** What the queue asked of this build. */
	options: RebuildOptions;
	finish(): void;
	fail(error: Error): void;
}

/** The fake, the calls it received in order, and a wait for the next call. */
export interface FakeRebuild {
	rebuild: RebuildTenant;
	calls: PendingBuild[];
	/** Resolves with call number `index` (0-based) once it has been made. */
	call(index: number): Promise<PendingBuild>;
}

/** A fresh {@link FakeRebuild}. */
export function fakeRebuild(): FakeRebuild {
	const calls: PendingBuild[] = [];
	const waiters: Array<() => void> = [];
	const rebuild: RebuildTenant = (domain, options = {}) =>
		new Promise<void>((resolve, reject) => {
			calls.push({ domain, options, finish: resolve, fail: reject });
			for (const wake of waiters.splice(0)) wake();
		});
	async function call(index: number): Promise<PendingBuild> {
		while (calls.length <= index) await new Promise<void>((wake) => waiters.push(wake));
		return calls[index]!;
	}
	return { rebuild, calls, call };
}

/** Lets settled promises' callbacks run (the queue moves on in `.then`/`.finally`). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
