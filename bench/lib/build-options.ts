/**
 * Command-line options of `npm run bench:build` (documented at the top of bench/build.ts).
 */
import { parseArgs } from 'node:util';
import { MAX_BENCH_TENANTS } from './tenants.ts';
import type { PhaseId } from './build-budgets.ts';

/** Every phase, in the order a run measures them. */
const PHASES: readonly PhaseId[] = ['cold', 'no-change', 'one-changed', 'webhook'];

/** What one `bench:build` run measures and where it reports. */
export interface BuildBenchOptions {
	/** Generated tenants (copies of the sunrise demo institute). */
	tenants: number;
	/** Webhook-to-live runs; the median is reported. */
	runs: number;
	/** Report file, relative to the project root. */
	out: string;
	/** Exit 1 when a budget fails. */
	strict: boolean;
	/** The phases to measure (default: all); the builds after `cold` build on its sites. */
	only: PhaseId[];
	/** Build through the Redis queue instead (`--queue`), with each of these worker counts. */
	queue: number[] | null;
}

function wholeNumberOption(name: string, value: string, max: number): number {
	const number = Number(value);
	if (!/^\d+$/.test(value) || number < 1 || number > max)
		throw new Error(`--${name}: '${value}' is not valid; expected a whole number from 1 to ${max}`);
	return number;
}

function phaseList(value: string): PhaseId[] {
	const names = value.split(',').map((name) => name.trim());
	for (const name of names)
		if (!PHASES.includes(name as PhaseId))
			throw new Error(`--only: '${name}' is not a phase; expected some of ${PHASES.join(', ')}`);
	// Measured in run order whatever order they were named in.
	return PHASES.filter((phase) => names.includes(phase));
}

/** Parses argv (without `node` and the script); throws on an unknown or bad option. */
export function parseBuildBenchOptions(argv: string[]): BuildBenchOptions {
	const { values } = parseArgs({
		args: argv,
		strict: true,
		options: {
			tenants: { type: 'string', default: '1000' },
			runs: { type: 'string', default: '5' },
			out: { type: 'string', default: 'reports/bench-build.json' },
			strict: { type: 'boolean', default: false },
			only: { type: 'string', default: PHASES.join(',') },
			queue: { type: 'boolean', default: false },
			workers: { type: 'string', default: '1,2' },
		},
	});
	return {
		tenants: wholeNumberOption('tenants', values.tenants, MAX_BENCH_TENANTS),
		runs: wholeNumberOption('runs', values.runs, 25),
		out: values.out,
		strict: values.strict,
		only: phaseList(values.only),
		queue: values.queue
			? values.workers.split(',').map((count) => wholeNumberOption('workers', count.trim(), 16))
			: null,
	};
}
