/**
 * The Redis queue's producer and an in-process worker on a real redis-server: ids, coalescing of
 * waiting jobs, statuses (done, failed with the reason, unknown ids), and the pure rules beside.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { createBullmqQueue, jobStateOf } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import type { QuietPeriod, RebuildTenant } from '../../../../scripts/lib/rebuild/queue.ts';
import { workerEventLine } from '../../../../scripts/lib/rebuild/worker.ts';
import { waitUntil } from './support/child-workers.ts';
import { startRedisServer, type RedisServer } from './support/redis.ts';

let server: RedisServer;

/**
 * A queue of this test's own (its key prefix, or `prefix` to share one), with an in-process worker
 * when `rebuild` is given.
 */
function openQueue(
	rebuild?: RebuildTenant,
	quiet: QuietPeriod = {},
	prefix = `t${randomUUID().slice(0, 8)}`,
) {
	const queue = createBullmqQueue({
		url: server.url,
		prefix,
		...quiet,
		...(rebuild ? { rebuild, worker: { lockMs: 1000 } } : {}),
	});
	onTestFinished(() => queue.close());
	return queue;
}

/** A rebuild that records when each build of a tenant started. */
function recordingRebuild() {
	const starts: { domain: string; at: number }[] = [];
	const rebuild: RebuildTenant = async (domain) => {
		starts.push({ domain, at: Date.now() });
	};
	return { rebuild, starts };
}

describe('createBullmqQueue', () => {
	beforeAll(async () => {
		server = await startRedisServer();
	});

	afterAll(async () => {
		await server?.stop();
	});

	it('joins a waiting job of the same tenant and keeps tenants apart', async () => {
		const queue = openQueue();

		const first = await queue.enqueue('sunrise.in');
		const again = await queue.enqueue('sunrise.in');
		const other = await queue.enqueue('moon.in');

		expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
		expect(again).toBe(first);
		expect(other).not.toBe(first);
		expect(await queue.status(first)).toEqual({ state: 'queued' });
	});

	it.each(['0b7c6a1e-2f51-4c3e-9d7a-6f0e8b1c2d3e', 'meta', 'id', '1', '../x', ''])(
		'answers null for the unknown id %j',
		async (id) => {
			const queue = openQueue();
			await queue.enqueue('sunrise.in');
			expect(await queue.status(id)).toBeNull();
		},
	);

	it('reports a build that succeeded as done', async () => {
		const built: string[] = [];
		const queue = openQueue(async (domain) => {
			built.push(domain);
		});

		const id = await queue.enqueue('sunrise.in');
		await waitUntil('the build', async () => (await queue.status(id))?.state === 'done');

		expect(built).toEqual(['sunrise.in']);
	});

	it('reports a build that threw as failed with its message, without trying again', async () => {
		let tries = 0;
		const queue = openQueue(async () => {
			tries += 1;
			throw new Error('The platform does not know this institute (404)');
		});

		const id = await queue.enqueue('gone.in');
		await waitUntil('the failure', async () => (await queue.status(id))?.state === 'failed');

		expect(await queue.status(id)).toEqual({
			state: 'failed',
			reason: 'The platform does not know this institute (404)',
		});
		expect(tries).toBe(1);
	});

	it('holds a new job queued for its quiet period, each joining request restarting it', async () => {
		const { rebuild, starts } = recordingRebuild();
		const queue = openQueue(rebuild, { debounceMs: 600, maxWaitMs: 30_000 });

		const ids = [await queue.enqueue('sunrise.in')];
		expect(await queue.status(ids[0]!)).toEqual({ state: 'queued' });
		expect(await queue.counts()).toMatchObject({ waiting: 0, active: 0, delayed: 1 });
		let last = 0;
		for (let request = 0; request < 3; request += 1) {
			await sleep(300);
			last = Date.now();
			ids.push(await queue.enqueue('sunrise.in'));
		}
		await waitUntil('the build', async () => (await queue.status(ids[0]!))?.state === 'done');

		expect(new Set(ids).size).toBe(1);
		expect(starts).toHaveLength(1);
		expect(starts[0]!.at).toBeGreaterThanOrEqual(last + 600);
	});

	it('runs a job at most the max wait after its first request, however many follow', async () => {
		const { rebuild, starts } = recordingRebuild();
		const queue = openQueue(rebuild, { debounceMs: 600, maxWaitMs: 1000 });

		const first = Date.now();
		const ids = [await queue.enqueue('sunrise.in')];
		// A request every 200 ms for 1.5 s: without the cap the build would wait until 2.1 s.
		while (Date.now() - first < 1500) {
			await sleep(200);
			ids.push(await queue.enqueue('sunrise.in'));
		}
		const last = Date.now();
		await waitUntil('both builds', async () => {
			const states = await Promise.all([...new Set(ids)].map((id) => queue.status(id)));
			return states.every((status) => status?.state === 'done');
		});

		// The first build ran at the cap, during the trickle; the requests after it started one more
		// job, capped at 2 s or later, so it ran after the last request.
		expect(new Set(ids).size).toBe(2);
		expect(starts).toHaveLength(2);
		expect(starts[0]!.at).toBeGreaterThanOrEqual(first + 1000);
		expect(starts[0]!.at).toBeLessThan(last);
		expect(starts[1]!.at).toBeGreaterThan(last);
	});

	it('joins a job already waiting for a worker without holding it back', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		// A producer without a quiet period adds the job waiting at once; no worker takes it.
		const id = await openQueue(undefined, {}, prefix).enqueue('sunrise.in');
		await sleep(100);
		const debounced = openQueue(undefined, { debounceMs: 600, maxWaitMs: 50 }, prefix);

		expect(await debounced.enqueue('sunrise.in')).toBe(id);
		expect(await debounced.counts()).toMatchObject({ waiting: 1, delayed: 0 });
	});
});

describe('jobStateOf', () => {
	it.each([
		['waiting', 'queued'],
		['delayed', 'queued'],
		['prioritized', 'queued'],
		['waiting-children', 'queued'],
		['active', 'running'],
		['completed', 'done'],
		['failed', 'failed'],
		['unknown', null],
		['toString', null],
	])('maps BullMQ state %j to %j', (state, expected) => {
		expect(jobStateOf(state)).toBe(expected);
	});
});

describe('workerEventLine', () => {
	it.each([
		[{ kind: 'taken', id: 'j1', domain: 'sunrise.in' }, 'sunrise.in: taken (job j1)'],
		[{ kind: 'done', id: 'j1', domain: 'sunrise.in', ms: 1234 }, 'sunrise.in: done in 1234 ms'],
		[
			{ kind: 'failed', id: 'j1', domain: 'sunrise.in', ms: 80, reason: 'API unreachable' },
			'sunrise.in: failed after 80 ms: API unreachable',
		],
		[{ kind: 'error', reason: 'connect ECONNREFUSED' }, 'Redis: connect ECONNREFUSED (retrying)'],
	] as const)('prints %o as %j', (event, line) => {
		expect(workerEventLine(event)).toBe(line);
	});
});
