/**
 * What a queued full build knows of its jobs (scripts/lib/rebuild/batch-jobs.ts), fed by hand as
 * the queue's events and reads would feed it.
 */
import { describe, expect, it } from 'vitest';
import { BatchJobs } from '../../../../scripts/lib/rebuild/batch-jobs.ts';

/** A batch of a.in, b.in and c.in as jobs 1, 2 and 3. */
function threeJobs() {
	const jobs = new BatchJobs(3);
	jobs.track('a.in', '1');
	jobs.track('b.in', '2');
	jobs.track('c.in', '3');
	return jobs;
}

describe('BatchJobs', () => {
	it.each<[string, (jobs: BatchJobs) => void, Record<string, number>]>([
		['nothing yet', () => {}, { done: 0, failed: 0, running: 0, queued: 3 }],
		['one running', (jobs) => jobs.running('1'), { running: 1, queued: 2 }],
		[
			'one running, then back to waiting',
			(jobs) => {
				jobs.running('1');
				jobs.queued('1');
			},
			{ running: 0, queued: 3 },
		],
		[
			'one done while running',
			(jobs) => {
				jobs.running('1');
				jobs.done('1');
			},
			{ done: 1, running: 0, queued: 2 },
		],
		['one failed before it ran', (jobs) => jobs.failed('2', 'HTTP 500'), { failed: 1, queued: 2 }],
		[
			'a job of another batch',
			(jobs) => {
				jobs.running('9');
				jobs.done('9');
			},
			{ done: 0, running: 0, queued: 3 },
		],
	])('tallies %s', (_name, feed, tally) => {
		const jobs = threeJobs();
		feed(jobs);
		expect(jobs.tally()).toMatchObject({ total: 3, ...tally });
	});

	it('finishes a job once, whichever tells first', () => {
		const jobs = threeJobs();
		expect(jobs.done('1')).toBe(true);
		expect(jobs.done('1')).toBe(false);
		expect(jobs.failed('1', 'too late')).toBeNull();
		expect(jobs.failed('2', 'HTTP 500')).toBe('b.in');
		expect(jobs.failed('2', 'HTTP 500')).toBeNull();
		expect(jobs.outcomes()).toEqual({
			done: ['a.in'],
			failed: [{ domain: 'b.in', reason: 'HTTP 500' }],
		});
		expect(jobs.left).toBe(1);
		expect(jobs.unfinished()).toEqual([['3', 'c.in']]);
	});

	it('follows a tenant by the job it joined or was queued again as, forgetting the old one', () => {
		const jobs = threeJobs();
		jobs.running('1');
		jobs.track('a.in', '7');
		expect(jobs.unfinished()).toEqual([
			['2', 'b.in'],
			['3', 'c.in'],
			['7', 'a.in'],
		]);
		expect(jobs.tally()).toMatchObject({ running: 0, queued: 3 });
		// The old job's events no longer count.
		expect(jobs.done('1')).toBe(false);
		expect(jobs.done('7')).toBe(true);
		expect(jobs.outcomes().done).toEqual(['a.in']);
	});
});
