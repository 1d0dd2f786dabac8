/**
 * The words of the build's progress report, shared by the terminal bars and the plain CI lines:
 * `4,210/20,000 pages (21%), 312 pages/s, about 51 s left`, and `… done in 1 min 4 s` at the end.
 */

/** One phase of the build as the reporter tracks it; times are in ms on the reporter's clock. */
export interface PhaseState {
	unit: string;
	total: number;
	done: number;
	startedAt: number;
	/** When finish() was called, or null while the phase runs. */
	finishedAt: number | null;
	/**
	 * When the first items were reported, and the count then. A running phase's rate counts from
	 * here, not from its start: a render's first seconds go to bundling before any page, and that
	 * wait is not the pace of what follows. Absent, the rate counts from the start.
	 */
	firstTick?: { at: number; done: number } | null;
}

// Fixed locale: the lines must not change with the machine's language (and tests pin them).
const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ETA_MIN_MS = 2000;
const ETA_MIN_SHARE = 0.01;

/** A count with thousands separators: `20,000`. */
export const formatCount = (n: number) => numbers.format(n);

/** The share done, 0 to 1; an empty phase counts as complete. */
export const shareDone = ({ done, total }: Pick<PhaseState, 'done' | 'total'>) =>
	total <= 0 ? 1 : Math.min(1, done / total);

/** Whether every item of the phase is done (the 100% line is due). */
export const isComplete = (state: PhaseState) => state.done >= state.total;

/** Seconds with one decimal: `4.2 s`, `2.1 s` for 2,050 ms. */
// Rounded on whole tenths first: toFixed alone turns 2.05 (stored as 2.0499…) into 2.0.
export const formatSeconds = (ms: number) => `${(Math.round(ms / 100) / 10).toFixed(1)} s`;

/** A duration for "done in": `4.2 s` under a minute, else `1 min 4 s`. */
export function formatDuration(ms: number): string {
	if (ms < 59_950) return formatSeconds(ms);
	const whole = Math.round(ms / 1000);
	return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** The time left as a reader wants it: `about 51 s left`, `about 4 min left`. */
export function etaText(secondsLeft: number): string {
	if (secondsLeft < 59.5) return `about ${Math.max(1, Math.round(secondsLeft))} s left`;
	return `about ${Math.round(secondsLeft / 60)} min left`;
}

// Under ten a second the decimal is the difference between "stuck" and "slow".
const formatRate = (perSecond: number) =>
	perSecond < 10 ? perSecond.toFixed(1) : formatCount(perSecond);

/**
 * The phase's line without its name: count, share, rate and the time left at that rate. While
 * the phase runs, the rate counts from its first items (`firstTick`), with no rate before 2 s of
 * such data and no estimate before 1% either; an ended phase gives its average over its whole time.
 */
export function progressText(state: PhaseState, now: number): string {
	const { unit, total, done } = state;
	const elapsed = (state.finishedAt ?? now) - state.startedAt;
	const percent = Math.floor(shareDone(state) * 100);
	const parts = [`${formatCount(done)}/${formatCount(total)} ${unit} (${percent}%)`];
	if (state.finishedAt !== null || isComplete(state)) {
		if (elapsed > 0) parts.push(`${formatRate(done / (elapsed / 1000))} ${unit}/s`);
		parts.push(`done in ${formatDuration(elapsed)}`);
		return parts.join(', ');
	}
	const from = state.firstTick ?? { at: state.startedAt, done: 0 };
	const measured = now - from.at;
	if (measured < ETA_MIN_MS) return parts.join(', ');
	const counted = done - from.done;
	const rate = counted / (measured / 1000);
	parts.push(`${formatRate(rate)} ${unit}/s`);
	if (counted > 0 && done >= total * ETA_MIN_SHARE) parts.push(etaText((total - done) / rate));
	return parts.join(', ');
}
