import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessQueue } from '../../../../scripts/lib/rebuild/in-process-queue.ts';
import type { RebuildOptions, RebuildTenant } from '../../../../scripts/lib/rebuild/queue.ts';
import { fakeRebuild, settle } from './fake-rebuild.ts';

/** What started a job the webhook queued: a content edit, with no event id. */
const EDIT = { kind: 'edit', eventId: null };

describe('createInProcessQueue', () => {
	it('runs a job at once and reports queued work as running, then done', async () => {
		const fake = fakeRebuild();
		const queue = createInProcessQueue(fake.rebuild);
		const id = await queue.enqueue('sunrise-academy.in');
		expect(id).toMatch(/^[\da-f-]{36}$/);
		expect(await queue.status(id)).toEqual({ state: 'running' });
		expect(fake.calls.map((call) => call.domain)).toEqual(['sunrise-academy.in']);
		fake.calls[0]!.finish();
		await settle();
		expect(await queue.status(id)).toEqual({ state: 'done' });
	});

	it('coalesces ten requests during one build into one more build', async () => {
		const fake = fakeRebuild();
		const queue = createInProcessQueue(fake.rebuild);
		const first = await queue.enqueue('sunrise-academy.in');
		const during = await Promise.all(
			Array.from({ length: 10 }, () => queue.enqueue('sunrise-academy.in')),
		);
		expect(new Set(during).size).toBe(1);
		expect(during[0]).not.toBe(first);
		expect(await queue.status(during[0]!)).toEqual({ state: 'queued' });
		expect(fake.calls).toHaveLength(1);

		fake.calls[0]!.finish();
		const second = await fake.call(1);
		expect(await queue.status(during[0]!)).toEqual({ state: 'running' });
		// A request while the second build runs waits behind it as a third job.
		const third = await queue.enqueue('sunrise-academy.in');
		expect([first, during[0]]).not.toContain(third);
		second.finish();
		(await fake.call(2)).finish();
		await settle();
		expect(fake.calls.map((call) => call.domain)).toEqual([
			'sunrise-academy.in',
			'sunrise-academy.in',
			'sunrise-academy.in',
		]);
		expect(await queue.status(third)).toEqual({ state: 'done' });
	});

	it('keeps the reason of a failed build', async () => {
		const fake = fakeRebuild();
		const queue = createInProcessQueue(fake.rebuild);
		const id = await queue.enqueue('pixel-store.in');
		fake.calls[0]!.fail(new Error('pixel-store.in: M1 answered 503 after 3 tries'));
		await settle();
		expect(await queue.status(id)).toEqual({
			state: 'failed',
			reason: 'pixel-store.in: M1 answered 503 after 3 tries',
		});
	});

	it.each<[string, RebuildTenant, string]>([
		[
			'throws before returning a promise',
			() => {
				throw new Error('tenant snapshot is corrupt');
			},
			'tenant snapshot is corrupt',
		],
		[
			'rejects with an empty message',
			() => Promise.reject(new Error('')),
			'The rebuild failed without a reason',
		],
		// eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the case under test
		['rejects with a string', () => Promise.reject('disk full'), 'disk full'],
	])('gives a reason when the rebuild %s', async (_name, rebuild, reason) => {
		const queue = createInProcessQueue(rebuild);
		const id = await queue.enqueue('pixel-store.in');
		await settle();
		expect(await queue.status(id)).toEqual({ state: 'failed', reason });
	});

	it('answers null for an id it does not know', async () => {
		const queue = createInProcessQueue(fakeRebuild().rebuild);
		expect(await queue.status('no-such-job')).toBeNull();
	});

	it('builds different tenants up to the concurrency, never one tenant twice at once', async () => {
		const fake = fakeRebuild();
		const queue = createInProcessQueue(fake.rebuild, { concurrency: 2 });
		await queue.enqueue('a.in');
		await queue.enqueue('a.in');
		const b = await queue.enqueue('b.in');
		const c = await queue.enqueue('c.in');
		// a.in's second job waits for its first; b.in takes the second slot.
		expect(fake.calls.map((call) => call.domain)).toEqual(['a.in', 'b.in']);
		expect(await queue.status(c)).toEqual({ state: 'queued' });
		fake.calls[1]!.finish();
		await fake.call(2);
		expect(fake.calls.map((call) => call.domain)).toEqual(['a.in', 'b.in', 'c.in']);
		expect(await queue.status(b)).toEqual({ state: 'done' });
		fake.calls[0]!.finish();
		await fake.call(3);
		expect(fake.calls.map((call) => call.domain)).toEqual(['a.in', 'b.in', 'c.in', 'a.in']);
	});

	it('forgets the oldest finished jobs beyond `keep`', async () => {
		const queue = createInProcessQueue(async () => {}, { keep: 2 });
		const ids = [];
		for (const domain of ['a.in', 'b.in', 'c.in']) {
			ids.push(await queue.enqueue(domain));
			await settle();
		}
		expect(await Promise.all(ids.map((id) => queue.status(id)))).toEqual([
			null,
			{ state: 'done' },
			{ state: 'done' },
		]);
	});

	it.each<[string, boolean, boolean, RebuildOptions]>([
		['neither', false, false, {}],
		['the first', true, false, { force: true }],
		['the joining', false, true, { force: true }],
		['both', true, true, { force: true }],
	])(
		'builds a waiting job forced when %s of its requests asked for it',
		async (_name, first, joining, options) => {
			const fake = fakeRebuild();
			const queue = createInProcessQueue(fake.rebuild);
			await queue.enqueue('a.in');
			const waiting = await queue.enqueue('a.in', { force: first });
			expect(await queue.enqueue('a.in', { force: joining })).toBe(waiting);

			fake.calls[0]!.finish();
			const joined = await fake.call(1);
			expect(joined.options).toEqual({ jobId: waiting, trigger: EDIT, ...options });
		},
	);

	it('gives a forced lone request a forced build, and the next request an ordinary one', async () => {
		const fake = fakeRebuild();
		const queue = createInProcessQueue(fake.rebuild);
		const forced = await queue.enqueue('a.in', { force: true });
		expect(fake.calls[0]!.options).toEqual({ jobId: forced, trigger: EDIT, force: true });
		fake.calls[0]!.finish();
		await settle();
		const ordinary = await queue.enqueue('a.in');
		expect(fake.calls[1]!.options).toEqual({ jobId: ordinary, trigger: EDIT });
	});

	it('close waits for the running build, fails the waiting one and refuses new jobs', async () => {
		const fake = fakeRebuild();
		const queue = createInProcessQueue(fake.rebuild);
		const running = await queue.enqueue('a.in');
		const waiting = await queue.enqueue('a.in');
		let closed = false;
		const closing = queue.close().then(() => (closed = true));
		await settle();
		expect(closed).toBe(false);
		expect(await queue.status(waiting)).toEqual({
			state: 'failed',
			reason: 'The rebuild server stopped before this job started',
		});
		await expect(queue.enqueue('b.in')).rejects.toThrow('The rebuild queue is closed');
		fake.calls[0]!.finish();
		await closing;
		expect(await queue.status(running)).toEqual({ state: 'done' });
		expect(fake.calls).toHaveLength(1);
	});
});

describe('createInProcessQueue with a quiet period', () => {
	beforeEach(() => {
		vi.useFakeTimers({ now: 0 });
	});

	afterEach(() => {
		vi.useRealTimers();
	});

	/** Moves the fake clock to `at` ms, running the timers due on the way. */
	const advanceTo = (at: number) => vi.advanceTimersByTimeAsync(at - Date.now());

	it.each<[string, number, number, number[], number[]]>([
		['a lone request: built at once', 1000, 30_000, [0], [0]],
		[
			'a second request within the quiet period: built once it settles',
			1000,
			30_000,
			[0, 500],
			[0, 1500],
		],
		[
			'requests 900 ms apart: the burst waits for its last + the quiet period',
			1000,
			30_000,
			[0, 900, 1800],
			[0, 2800],
		],
		[
			'a steady trickle: the burst at its max wait',
			1000,
			2500,
			[0, 500, 1000, 1500, 2000, 2400],
			[0, 3000],
		],
		['a max wait shorter than the quiet period: at the max wait', 1000, 400, [0, 100], [0, 500]],
		['a request after a whole quiet period: at once again', 1000, 30_000, [0, 1500], [0, 1500]],
		['no quiet period: each at once', 0, 30_000, [0, 100], [0, 100]],
	])('%s', async (_name, debounceMs, maxWaitMs, requests, builds) => {
		const starts: number[] = [];
		const queue = createInProcessQueue(
			async () => {
				starts.push(Date.now());
			},
			{ debounceMs, maxWaitMs },
		);
		for (const at of requests) {
			await advanceTo(at);
			await queue.enqueue('sunrise-academy.in');
		}
		await advanceTo(60_000);
		expect(starts).toEqual(builds);
		await queue.close();
	});

	it('counts a burst’s job in its quiet period as delayed, then as waiting for its tenant', async () => {
		const fake = fakeRebuild();
		const queue = createInProcessQueue(fake.rebuild, { debounceMs: 1000 });
		await queue.enqueue('a.in');
		await advanceTo(100);
		await queue.enqueue('a.in');
		expect(await queue.counts()).toMatchObject({ waiting: 0, active: 1, delayed: 1 });
		await advanceTo(1100);
		// Past its quiet period, but a.in is still building: it waits.
		expect(await queue.counts()).toMatchObject({ waiting: 1, active: 1, delayed: 0 });
		fake.calls[0]!.finish();
		expect((await fake.call(1)).domain).toBe('a.in');
		fake.calls[1]!.finish();
	});

	it('gives a request during a build a new job, held for the quiet period', async () => {
		const fake = fakeRebuild();
		const queue = createInProcessQueue(fake.rebuild, { debounceMs: 1000 });
		const first = await queue.enqueue('sunrise-academy.in');
		expect(fake.calls).toHaveLength(1);

		await advanceTo(200);
		const second = await queue.enqueue('sunrise-academy.in');
		expect(second).not.toBe(first);
		fake.calls[0]!.finish();
		await advanceTo(1199);
		expect(fake.calls).toHaveLength(1);
		await advanceTo(1200);
		expect(fake.calls).toHaveLength(2);
		fake.calls[1]!.finish();
	});

	it('close fails a job in its quiet period, which never builds', async () => {
		const fake = fakeRebuild();
		const queue = createInProcessQueue(fake.rebuild, { debounceMs: 1000 });
		await queue.enqueue('sunrise-academy.in');
		await advanceTo(100);
		const held = await queue.enqueue('sunrise-academy.in');
		fake.calls[0]!.finish();
		await queue.close();
		await advanceTo(5000);
		expect(fake.calls).toHaveLength(1);
		expect(await queue.status(held)).toEqual({
			state: 'failed',
			reason: 'The rebuild server stopped before this job started',
		});
		expect(vi.getTimerCount()).toBe(0);
	});
});
