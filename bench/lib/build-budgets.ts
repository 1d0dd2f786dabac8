/**
 * The build budgets (on the 2-core machine, 1,000 tenants): issue 12's no-change and webhook
 * times, and issue 32's cold build (45 s, 1.5 GB); and the check of each measured phase against
 * them.
 */

export const BUILD_BUDGETS = {
	/** Cold full build, empty dist and cache, seconds. */
	coldS: 45,
	/** Second build with nothing changed, seconds. */
	noChangeS: 10,
	/** One tenant's rebuild, from the webhook's POST to the edited text being live (median), seconds. */
	webhookS: 3,
	/** Peak resident memory of a build's process tree, MB. */
	peakMb: 1536,
} as const;

/** The phases of one bench run, in the order they run. */
export type PhaseId = 'cold' | 'no-change' | 'one-changed' | 'webhook';

/** What was measured in one phase. */
export interface PhaseFigures {
	phase: PhaseId;
	/** Wall time (the median of the runs for `webhook`); null when the phase could not run. */
	seconds: number | null;
	peakMb: number;
	built: number | null;
	skipped: number | null;
	/** Why the phase did not run or failed. */
	error?: string;
}

/** A phase checked against its budgets. */
export interface PhaseVerdict {
	/** e.g. `≤ 60 s, ≤ 2048 MB`; `–` when the phase has no budget. */
	budget: string;
	/** null: nothing to check (no budget, or the phase did not run). */
	pass: boolean | null;
	failures: string[];
}

const TIME_BUDGET: Record<PhaseId, number | null> = {
	cold: BUILD_BUDGETS.coldS,
	'no-change': BUILD_BUDGETS.noChangeS,
	'one-changed': null,
	webhook: BUILD_BUDGETS.webhookS,
};

/** Checks one phase: its time budget, and the memory budget for the builds. */
export function checkPhase(figures: PhaseFigures): PhaseVerdict {
	const seconds = TIME_BUDGET[figures.phase];
	// The webhook phase samples the rebuild server, a long-lived process: no build budget.
	const memory = figures.phase === 'webhook' ? null : BUILD_BUDGETS.peakMb;
	const parts = [
		...(seconds === null ? [] : [`≤ ${seconds} s`]),
		...(memory === null ? [] : [`≤ ${memory} MB`]),
	];
	const budget = parts.length > 0 ? parts.join(', ') : '–';
	if (figures.error !== undefined || figures.seconds === null)
		return {
			budget,
			pass: parts.length > 0 ? false : null,
			failures: [figures.error ?? 'not measured'],
		};
	const failures: string[] = [];
	if (seconds !== null && figures.seconds > seconds)
		failures.push(`${figures.seconds.toFixed(1)} s > ${seconds} s`);
	if (memory !== null && figures.peakMb > memory)
		failures.push(`${figures.peakMb} MB > ${memory} MB`);
	return { budget, pass: parts.length > 0 ? failures.length === 0 : null, failures };
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: number[]): number {
	if (values.length === 0) throw new RangeError('median of no values');
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One table row: phase | wall s | peak MB | built/skipped | budget | pass. */
export function phaseRow(figures: PhaseFigures, verdict: PhaseVerdict): string[] {
	const dash = '–';
	const count = (value: number | null) => (value === null ? dash : String(value));
	return [
		figures.phase,
		figures.seconds === null ? dash : figures.seconds.toFixed(1),
		figures.peakMb > 0 ? String(figures.peakMb) : dash,
		figures.built === null && figures.skipped === null
			? dash
			: `${count(figures.built)}/${count(figures.skipped)}`,
		verdict.budget,
		verdict.pass === null ? dash : verdict.pass ? 'PASS' : 'FAIL',
	];
}

/** The table header matching {@link phaseRow}. */
export const PHASE_HEADER = ['phase', 'wall s', 'peak MB', 'built/skipped', 'budget', 'pass'];
