/**
 * The fault matrix's report (tests/e2e/support/fault-matrix-reporter.ts): the table of calls by
 * faults with the cells passing out of the cells run.
 */
import { describe, expect, it } from 'vitest';
import { matrixMarkdown } from '../../e2e/support/fault-matrix-reporter.ts';

describe('matrixMarkdown', () => {
	it('tables calls (M before P, by number) by faults (the matrix order), with the totals', () => {
		const markdown = matrixMarkdown([
			{ call: 'P3', fault: 'timeout', outcome: 'passed' },
			{ call: 'M11', fault: '500', outcome: 'flaky' },
			{ call: 'M3', fault: 'timeout', outcome: 'failed', error: 'Error: expected visible' },
			{ call: 'M3', fault: '500', outcome: 'passed' },
		]);
		expect(markdown).toBe(
			[
				'# Fault matrix',
				'',
				'3 of 4 cells passing.',
				'',
				'| Call | 500 | timeout |',
				'| --- | --- | --- |',
				'| M3 | pass | FAIL |',
				'| M11 | pass (on retry) | – |',
				'| P3 | – | pass |',
				'',
				'## Failing cells',
				'',
				'- M3 × timeout: Error: expected visible',
				'',
			].join('\n'),
		);
	});

	it('has no failing list when every cell passes', () => {
		const markdown = matrixMarkdown([{ call: 'M3', fault: '403', outcome: 'passed' }]);
		expect(markdown).toContain('1 of 1 cells passing.');
		expect(markdown).not.toContain('Failing');
	});
});
