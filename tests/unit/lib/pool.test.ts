import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';

describe('mapWithConcurrency', () => {
	it('keeps input order and never runs more than the limit at once', async () => {
		let running = 0;
		let peak = 0;
		const result = await mapWithConcurrency([30, 10, 20, 5, 15], 2, async (delay, index) => {
			running++;
			peak = Math.max(peak, running);
			await new Promise((resolve) => setTimeout(resolve, delay));
			running--;
			return `${index}:${delay}`;
		});
		expect(result).toEqual(['0:30', '1:10', '2:20', '3:5', '4:15']);
		expect(peak).toBe(2);
	});

	it('handles an empty list', async () => {
		expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
	});
});
