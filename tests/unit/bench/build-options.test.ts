import { describe, expect, it } from 'vitest';
import { parseBuildBenchOptions } from '../../../bench/lib/build-options.ts';

describe('parseBuildBenchOptions', () => {
	it('defaults to 1,000 tenants and 5 webhook runs', () => {
		expect(parseBuildBenchOptions([])).toEqual({
			tenants: 1000,
			runs: 5,
			out: 'reports/bench-build.json',
			strict: false,
			only: ['cold', 'no-change', 'one-changed', 'webhook'],
			queue: null,
		});
	});

	it('measures only the phases named, in run order', () => {
		expect(parseBuildBenchOptions(['--only=webhook,cold']).only).toEqual(['cold', 'webhook']);
	});

	it('reads every option', () => {
		expect(
			parseBuildBenchOptions(['--tenants=20', '--runs=3', '--out=/tmp/b.json', '--strict']),
		).toEqual({
			tenants: 20,
			runs: 3,
			out: '/tmp/b.json',
			strict: true,
			only: ['cold', 'no-change', 'one-changed', 'webhook'],
			queue: null,
		});
	});

	it('builds through the queue with 1 and 2 workers, or the counts named', () => {
		expect(parseBuildBenchOptions(['--queue']).queue).toEqual([1, 2]);
		expect(parseBuildBenchOptions(['--queue', '--workers=1, 3']).queue).toEqual([1, 3]);
	});

	it.each([
		[
			['--queue', '--workers=0'],
			"--workers: '0' is not valid; expected a whole number from 1 to 16",
		],
		[['--tenants=0'], "--tenants: '0' is not valid; expected a whole number from 1 to 9999"],
		[
			['--tenants=10000'],
			"--tenants: '10000' is not valid; expected a whole number from 1 to 9999",
		],
		[['--tenants=1e3'], "--tenants: '1e3' is not valid; expected a whole number from 1 to 9999"],
		[['--runs=26'], "--runs: '26' is not valid; expected a whole number from 1 to 25"],
		[['--nope'], "Unknown option '--nope'"],
		[
			['--only=cold,warm'],
			"--only: 'warm' is not a phase; expected some of cold, no-change, one-changed, webhook",
		],
	])('%j is refused', (argv, message) => {
		expect(() => parseBuildBenchOptions(argv)).toThrow(message);
	});
});
