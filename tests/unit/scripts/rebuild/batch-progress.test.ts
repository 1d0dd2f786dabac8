import { describe, expect, it } from 'vitest';
import {
	durationText,
	progressLine,
	summaryLines,
	tenantsPerSecond,
	type BatchTally,
} from '../../../../scripts/lib/rebuild/batch-progress.ts';

const tally = (done: number, failed: number, running: number, queued: number): BatchTally => ({
	total: done + failed + running + queued,
	done,
	failed,
	running,
	queued,
});

describe('a queued build’s progress line', () => {
	it.each<[string, BatchTally, number, string]>([
		[
			'nothing finished yet: the time so far, no rate',
			tally(0, 0, 64, 936),
			4_000,
			'0 of 1000 done, 0 failed, 64 running, 936 waiting · 4 s so far',
		],
		[
			'rate and time left from what finished',
			tally(400, 12, 64, 524),
			20_600,
			'400 of 1000 done, 12 failed, 64 running, 524 waiting · 20.0 tenants/s · about 29 s left',
		],
		[
			'minutes when the rest takes longer',
			tally(10, 0, 2, 188),
			10_000,
			'10 of 200 done, 0 failed, 2 running, 188 waiting · 1.0 tenants/s · about 3 min 10 s left',
		],
		[
			'finished',
			tally(5, 1, 0, 0),
			3_000,
			'5 of 6 done, 1 failed, 0 running, 0 waiting · 2.0 tenants/s · finished',
		],
	])('%s', (_, counts, elapsedMs, line) => {
		expect(progressLine(counts, elapsedMs)).toBe(line);
	});

	it.each<[number, string]>([
		[0, '0 s'],
		[59_400, '59 s'],
		[60_000, '1 min 0 s'],
		[3_599_000, '59 min 59 s'],
		[3_720_000, '1 h 2 min'],
		[-5, '0 s'],
	])('durationText(%d) is %s', (ms, text) => {
		expect(durationText(ms)).toBe(text);
	});

	it('counts failed tenants as finished in the rate, and answers 0 before any time passed', () => {
		expect(tenantsPerSecond(tally(6, 4, 0, 0), 2_000)).toBe(5);
		expect(tenantsPerSecond(tally(6, 4, 0, 0), 0)).toBe(0);
	});
});

describe('a queued build’s summary', () => {
	it('is one line when every tenant is live', () => {
		expect(summaryLines({ done: ['a.in', 'b.in'], failed: [] }, 61_000)).toEqual([
			'Queued build: 2 of 2 tenant(s) live, 0 failed, in 1 min 1 s.',
		]);
	});

	it('names each failed tenant with its reason', () => {
		expect(
			summaryLines(
				{
					done: ['a.in'],
					failed: [
						{ domain: 'b.in', reason: 'GET /site-settings: HTTP 500' },
						{ domain: 'c.in', reason: 'job stalled more than allowable limit' },
					],
				},
				9_000,
			),
		).toEqual([
			'Queued build: 1 of 3 tenant(s) live, 2 failed, in 9 s.',
			'Failed (their live sites are unchanged):',
			'  ✗ b.in: GET /site-settings: HTTP 500',
			'  ✗ c.in: job stalled more than allowable limit',
		]);
	});
});
