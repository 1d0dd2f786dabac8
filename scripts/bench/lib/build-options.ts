/**
 * Command-line options of `npm run bench:build` (documented at the top of scripts/bench/build.ts).
 */
import { parseArgs } from 'node:util';
import { MAX_BENCH_TENANTS } from './tenants.ts';

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
}

function wholeNumberOption(name: string, value: string, max: number): number {
	const number = Number(value);
	if (!/^\d+$/.test(value) || number < 1 || number > max)
		throw new Error(`--${name}: '${value}' is not valid; expected a whole number from 1 to ${max}`);
	return number;
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
		},
	});
	return {
		tenants: wholeNumberOption('tenants', values.tenants, MAX_BENCH_TENANTS),
		runs: wholeNumberOption('runs', values.runs, 25),
		out: values.out,
		strict: values.strict,
	};
}
