/**
 * The words of a queued full build's progress: how many tenants are done, failed, running and
 * waiting, tenants per second and the time left, and the closing summary. Pure, so the table
 * tests pin every line.
 */

/** Where the batch's tenants are. */
export interface BatchTally {
	total: number;
	done: number;
	failed: number;
	running: number;
	queued: number;
}

/** Tenants finished (done or failed) per second since the batch was queued. */
export function tenantsPerSecond(tally: BatchTally, elapsedMs: number): number {
	return elapsedMs <= 0 ? 0 : (tally.done + tally.failed) / (elapsedMs / 1000);
}

/** A duration in words: `45 s`, `3 min 5 s`, `1 h 2 min`. */
export function durationText(ms: number): string {
	const seconds = Math.max(0, Math.round(ms / 1000));
	if (seconds < 60) return `${seconds} s`;
	const minutes = Math.floor(seconds / 60);
	if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
	return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** One progress line, e.g. `412 of 1000 done, 3 failed, 64 running, 521 waiting · 18.2 tenants/s · about 32 s left`. */
export function progressLine(tally: BatchTally, elapsedMs: number): string {
	const counts = `${tally.done} of ${tally.total} done, ${tally.failed} failed, ${tally.running} running, ${tally.queued} waiting`;
	const finished = tally.done + tally.failed;
	if (finished === 0) return `${counts} · ${durationText(elapsedMs)} so far`;
	const rate = tenantsPerSecond(tally, elapsedMs);
	const left = tally.total - finished;
	const eta = left === 0 ? 'finished' : `about ${durationText((left / rate) * 1000)} left`;
	return `${counts} · ${rate.toFixed(1)} tenants/s · ${eta}`;
}

/** The closing lines: the count, then each failed tenant with its reason. */
export function summaryLines(
	result: { done: string[]; failed: Array<{ domain: string; reason: string }> },
	elapsedMs: number,
): string[] {
	const total = result.done.length + result.failed.length;
	const head = `Queued build: ${result.done.length} of ${total} tenant(s) live, ${result.failed.length} failed, in ${durationText(elapsedMs)}.`;
	if (result.failed.length === 0) return [head];
	return [
		head,
		'Failed (their live sites are unchanged):',
		...result.failed.map(({ domain, reason }) => `  ✗ ${domain}: ${reason}`),
	];
}
