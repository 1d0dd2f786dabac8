import { describe, expect, it } from 'vitest';
import { formatTable, kilobytes } from '../../../bench/lib/table.ts';

describe('formatTable', () => {
	it('pads columns, right-aligns numbers and underlines the header', () => {
		expect(
			formatTable(
				['page', 'JS KB', 'budget'],
				[
					['home', '11.3', 'PASS'],
					['contact', '101.4', 'FAIL'],
				],
			),
		).toBe(
			[
				'page     JS KB  budget',
				'-------  -----  ------',
				'home      11.3  PASS',
				'contact  101.4  FAIL',
			].join('\n'),
		);
	});

	it('accepts short rows (absent pages)', () => {
		expect(formatTable(['a', 'b'], [['x']])).toBe(['a  b', '-  -', 'x'].join('\n'));
	});
});

describe('kilobytes', () => {
	it.each([
		[0, '0.0'],
		[1024, '1.0'],
		[20 * 1024 + 512, '20.5'],
	])('%d → %s', (bytes, expected) => {
		expect(kilobytes(bytes)).toBe(expected);
	});
});
