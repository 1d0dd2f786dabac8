import { describe, expect, it } from 'vitest';
import {
	checkPhase,
	median,
	phaseRow,
	type PhaseFigures,
} from '../../../bench/lib/build-budgets.ts';

const figures = (overrides: Partial<PhaseFigures> & Pick<PhaseFigures, 'phase'>): PhaseFigures => ({
	seconds: 1,
	peakMb: 100,
	built: 1000,
	skipped: 0,
	...overrides,
});

describe('checkPhase', () => {
	it.each([
		[figures({ phase: 'cold', seconds: 44.9, peakMb: 1536 }), '≤ 45 s, ≤ 1536 MB', true, []],
		[
			figures({ phase: 'cold', seconds: 46, peakMb: 1600 }),
			'≤ 45 s, ≤ 1536 MB',
			false,
			['46.0 s > 45 s', '1600 MB > 1536 MB'],
		],
		[figures({ phase: 'no-change', seconds: 10 }), '≤ 10 s, ≤ 1536 MB', true, []],
		[figures({ phase: 'no-change', seconds: 10.2 }), '≤ 10 s, ≤ 1536 MB', false, ['10.2 s > 10 s']],
		[figures({ phase: 'one-changed', seconds: 45 }), '≤ 1536 MB', true, []],
		[figures({ phase: 'webhook', seconds: 2.5, peakMb: 3000 }), '≤ 3 s', true, []],
		[figures({ phase: 'webhook', seconds: 3.4 }), '≤ 3 s', false, ['3.4 s > 3 s']],
		[
			figures({
				phase: 'webhook',
				seconds: null,
				error: 'no rebuild-server script in package.json',
			}),
			'≤ 3 s',
			false,
			['no rebuild-server script in package.json'],
		],
		[
			figures({ phase: 'cold', error: 'build exited with 1' }),
			'≤ 45 s, ≤ 1536 MB',
			false,
			['build exited with 1'],
		],
	])('%j', (phase, budget, pass, failures) => {
		expect(checkPhase(phase)).toEqual({ budget, pass, failures });
	});
});

describe('median', () => {
	it.each([
		[[5], 5],
		[[900, 100, 300], 300],
		[[4, 1, 3, 2], 2.5],
	])('%j → %d', (values, expected) => {
		expect(median(values)).toBe(expected);
	});

	it('refuses an empty list', () => {
		expect(() => median([])).toThrow('median of no values');
	});
});

describe('phaseRow', () => {
	it.each([
		[
			figures({ phase: 'cold', seconds: 41.23, peakMb: 1234, built: 1000, skipped: 0 }),
			['cold', '41.2', '1234', '1000/0', '≤ 45 s, ≤ 1536 MB', 'PASS'],
		],
		[
			figures({ phase: 'one-changed', seconds: 40, built: 1000, skipped: null }),
			['one-changed', '40.0', '100', '1000/–', '≤ 1536 MB', 'PASS'],
		],
		[
			figures({
				phase: 'webhook',
				seconds: null,
				peakMb: 0,
				built: null,
				skipped: null,
				error: 'x',
			}),
			['webhook', '–', '–', '–', '≤ 3 s', 'FAIL'],
		],
	])('%j', (phase, row) => {
		expect(phaseRow(phase, checkPhase(phase))).toEqual(row);
	});
});
