import { describe, expect, it } from 'vitest';
import { limiter, mapWithConcurrency } from '../../../src/lib/pool.ts';

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

	it('rejects with the first failure and starts no task after it', async () => {
		const started: number[] = [];
		const failure = mapWithConcurrency([1, 2, 3, 4, 5, 6], 2, async (item) => {
			started.push(item);
			await new Promise((resolve) => setTimeout(resolve, item === 2 ? 1 : 5));
			if (item === 2) throw new Error('item 2 failed');
			return item;
		});
		await expect(failure).rejects.toThrow('item 2 failed');
		await new Promise((resolve) => setTimeout(resolve, 30));
		// 1 and 2 ran at once; 2 failed first, while 1 still ran: nothing after them started.
		expect(started).toEqual([1, 2]);
	});

	it('handles an empty list', async () => {
		expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
	});
});

describe('limiter', () => {
	it('never runs more than its limit at once, and runs them all', async () => {
		const run = limiter(2);
		let running = 0;
		let most = 0;
		const done = await Promise.all(
			Array.from({ length: 7 }, (_, index) =>
				run(async () => {
					running++;
					most = Math.max(most, running);
					await new Promise((resolve) => setTimeout(resolve, 5));
					running--;
					return index;
				}),
			),
		);
		expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
		expect(most).toBe(2);
	});
});
