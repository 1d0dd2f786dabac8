/**
 * A worker's pruning of the local releases of tenants it no longer builds
 * (releases/stale-tenants.ts): once at start, then after a build at most once an hour, in the
 * background so that no job waits for it. Each pruning names the tenants it removed.
 */
import type { RebuildTenant } from './queue.ts';
import { pruneStaleTenants } from '../releases/stale-tenants.ts';
import { reasonOf } from '../reason.ts';

/** How often at most the releases are looked through, in ms: once an hour. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Where the releases are and how long a tenant's are kept. */
export interface ReleasePruningOptions {
	/** The dist folder, resolved. */
	distDir: string;
	/** `RELEASE_KEEP_DAYS`. */
	keepDays: number;
	log: (line: string) => void;
	/** The clock, in ms. Default `Date.now`. */
	now?: () => number;
	/** Default {@link PRUNE_EVERY_MS}. */
	everyMs?: number;
}

/** A running pruning schedule. */
export interface ReleasePruning {
	/** `rebuild`, followed by a pruning when the last one is `everyMs` old. */
	after(rebuild: RebuildTenant): RebuildTenant;
	/** Resolves once no pruning is running (for shutdown and tests). */
	idle(): Promise<void>;
}

/** Prunes now, and returns the wrapper that prunes after builds. */
export function startReleasePruning(options: ReleasePruningOptions): ReleasePruning {
	const { distDir, keepDays, log, now = Date.now, everyMs = PRUNE_EVERY_MS } = options;
	let last = Number.NEGATIVE_INFINITY;
	let running: Promise<void> | null = null;
	const prune = () => {
		if (running) return;
		last = now();
		running = pruneStaleTenants(distDir, { keepDays, now: last })
			.then(
				(removed) => {
					if (removed.length > 0)
						log(
							`Removed the local releases of ${removed.length} tenant(s) not built for ${keepDays} days (RELEASE_KEEP_DAYS): ${removed.join(', ')}`,
						);
				},
				(error: unknown) => log(`Removing old local releases failed: ${reasonOf(error)}`),
			)
			.finally(() => {
				running = null;
			});
	};
	prune();
	return {
		after: (rebuild) => async (domain, rebuildOptions) => {
			try {
				await rebuild(domain, rebuildOptions);
			} finally {
				if (now() - last >= everyMs) prune();
			}
		},
		idle: async () => {
			await running;
		},
	};
}
