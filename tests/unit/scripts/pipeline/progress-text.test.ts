/**
 * scripts/lib/pipeline/progress-text.ts: the time left in seconds then minutes, no rate before 2 s of
 * data and no estimate before 1% as well, durations for "done in".
 */
import { describe, expect, it } from 'vitest';
import {
	etaText,
	formatDuration,
	progressText,
} from '../../../../scripts/lib/pipeline/progress-text.ts';

describe('etaText', () => {
	it.each([
		[0.2, 'about 1 s left'],
		[1.4, 'about 1 s left'],
		[50.6, 'about 51 s left'],
		[59.4, 'about 59 s left'],
		[59.6, 'about 1 min left'],
		[89, 'about 1 min left'],
		[91, 'about 2 min left'],
		[5_400, 'about 90 min left'],
	])('%s s → %s', (seconds, text) => {
		expect(etaText(seconds)).toBe(text);
	});
});

describe('formatDuration', () => {
	it.each([
		[0, '0.0 s'],
		[4_240, '4.2 s'],
		[2_050, '2.1 s'],
		[59_940, '59.9 s'],
		[59_950, '1 min 0 s'],
		[64_000, '1 min 4 s'],
		[3_725_000, '62 min 5 s'],
	])('%s ms → %s', (ms, text) => {
		expect(formatDuration(ms)).toBe(text);
	});
});

describe('progressText', () => {
	const running = (done: number, total: number, elapsed: number) =>
		progressText({ unit: 'pages', total, done, startedAt: 0, finishedAt: null }, elapsed);

	it.each([
		['no rate before 2 s', 500, 1_000, 1_999, '500/1,000 pages (50%)'],
		[
			'rate and estimate at 2 s',
			500,
			1_000,
			2_000,
			'500/1,000 pages (50%), 250 pages/s, about 2 s left',
		],
		['rate but no estimate under 1%', 99, 10_000, 60_000, '99/10,000 pages (0%), 1.6 pages/s'],
		[
			'estimate from 1%',
			100,
			10_000,
			60_000,
			'100/10,000 pages (1%), 1.7 pages/s, about 99 min left',
		],
		['nothing done yet', 0, 10, 30_000, '0/10 pages (0%), 0.0 pages/s'],
		[
			'share rounded down',
			1_999,
			2_000,
			10_000,
			'1,999/2,000 pages (99%), 200 pages/s, about 1 s left',
		],
		[
			'past an estimated total',
			2_100,
			2_000,
			10_000,
			'2,100/2,000 pages (100%), 210 pages/s, done in 10.0 s',
		],
	])('%s', (_case, done, total, elapsed, text) => {
		expect(running(done, total, elapsed)).toBe(text);
	});

	it('counts a running rate from the first items, after 2 s of them', () => {
		const state = {
			unit: 'pages',
			total: 250,
			done: 182,
			startedAt: 0,
			finishedAt: null,
			firstTick: { at: 10_200, done: 7 },
		};
		expect(progressText(state, 12_199)).toBe('182/250 pages (72%)');
		expect(progressText(state, 15_200)).toBe('182/250 pages (72%), 35 pages/s, about 2 s left');
	});

	it('measures a finished phase up to its finish, not up to now', () => {
		const state = { unit: 'tenants', total: 10, done: 9, startedAt: 1_000, finishedAt: 4_000 };
		expect(progressText(state, 60_000)).toBe('9/10 tenants (90%), 3.0 tenants/s, done in 3.0 s');
	});
});
