import { describe, expect, it } from 'vitest';
import { projectRelease, queueRow } from '../../../bench/lib/queue-bench.ts';

describe('the queued build bench', () => {
	it.each<[string, [number, number, number, number], number]>([
		[
			'the issue’s case: 10,000 tenants on 10 workers at 12.1/s each',
			[10_000, 10, 12.1, 0.9],
			83.5,
		],
		['twice the workers, half the time (plus the overhead)', [10_000, 20, 12.1, 0.9], 42.2],
		['one slow worker', [1_000, 1, 2, 0], 500],
	])('projects %s', (_, [tenants, workers, perWorker, overheadS], seconds) => {
		expect(projectRelease(tenants, workers, perWorker, overheadS)).toEqual({
			tenants,
			workers,
			perWorker,
			overheadS,
			seconds,
		});
	});

	it('prints a run as a table row, a dash for what was not measured', () => {
		const base = { workers: 2, peakMb: 2660, queuedS: 0.1 };
		expect(
			queueRow({
				...base,
				seconds: 84.5,
				tenantsPerSecond: 11.8,
				perWorker: 5.9,
				live: 1000,
				failed: 0,
			}),
		).toEqual(['2', '84.5', '11.8', '5.9', '2660', '1000', '0']);
		expect(
			queueRow({
				...base,
				seconds: null,
				tenantsPerSecond: null,
				perWorker: null,
				live: null,
				failed: null,
			}),
		).toEqual(['2', '–', '–', '–', '2660', '–', '–']);
	});
});
