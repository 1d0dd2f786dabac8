/**
 * The Redis queue's producer and an in-process worker on a real redis-server: ids, coalescing of
 * waiting jobs, statuses (done, failed with the reason, unknown ids), and the pure rules beside.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { createBullmqQueue, jobStateOf } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import type {
	QuietPeriod,
	RebuildOptions,
	RebuildTenant,
} from '../../../../scripts/lib/rebuild/queue.ts';
import { waitUntil } from './support/child-workers.ts';
import { startRedisServer, type RedisServer } from './support/redis.ts';

/** What started a job the webhook queued: a content edit, with no event id. */
const EDIT = { kind: 'edit', eventId: null };

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
		revision: 'test',
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

	it('builds a lone request at once, and holds the burst after it for the quiet period', async () => {
		const { rebuild, starts } = recordingRebuild();
		const queue = openQueue(rebuild, { debounceMs: 1500, maxWaitMs: 30_000 });

		const first = Date.now();
		const lone = await queue.enqueue('sunrise.in');
		await waitUntil('the first build', async () => (await queue.status(lone))?.state === 'done');
		expect(starts[0]!.at).toBeLessThan(first + 1500);

		// Requests 300 ms apart, inside the quiet period: one job, held until 1.5 s after the last.
		const burst: string[] = [];
		let last = 0;
		for (let request = 0; request < 3; request += 1) {
			await sleep(300);
			last = Date.now();
			burst.push(await queue.enqueue('sunrise.in'));
			expect(await queue.status(burst[0]!)).toEqual({ state: 'queued' });
		}
		expect(await queue.counts()).toMatchObject({ waiting: 0, active: 0, delayed: 1 });
		await waitUntil(
			'the burst build',
			async () => (await queue.status(burst[0]!))?.state === 'done',
		);

		expect(new Set(burst).size).toBe(1);
		expect(burst[0]).not.toBe(lone);
		expect(starts).toHaveLength(2);
		expect(starts[1]!.at).toBeGreaterThanOrEqual(last + 1500);
	});

	it('runs a burst job at most the max wait after its first request, however many follow', async () => {
		const { rebuild, starts } = recordingRebuild();
		const queue = openQueue(rebuild, { debounceMs: 600, maxWaitMs: 1000 });

		const first = Date.now();
		const ids = [await queue.enqueue('sunrise.in')];
		// A request every 200 ms for 1.5 s: without the cap the burst would wait until 2.1 s.
		let burstStart = 0;
		while (Date.now() - first < 1500) {
			await sleep(200);
			burstStart ||= Date.now();
			ids.push(await queue.enqueue('sunrise.in'));
		}
		const last = Date.now();
		await waitUntil('every build', async () => {
			const states = await Promise.all([...new Set(ids)].map((id) => queue.status(id)));
			return states.every((status) => status?.state === 'done');
		});

		// The lone first request at once; the burst's job at its cap, during the trickle; the
		// requests after that started one more job, which ran after the last request.
		expect(new Set(ids).size).toBe(3);
		expect(starts).toHaveLength(3);
		expect(starts[0]!.at).toBeLessThan(first + 600);
		expect(starts[1]!.at).toBeGreaterThanOrEqual(burstStart + 1000);
		expect(starts[1]!.at).toBeLessThan(last);
		expect(starts[2]!.at).toBeGreaterThan(last);
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

	it.each<[string, QuietPeriod]>([
		['without a quiet period', {}],
		['with a quiet period', { debounceMs: 600, maxWaitMs: 1000 }],
	])(
		'builds a waiting job forced when a forced request joined it (%s), and the next one not',
		async (_name, quiet) => {
			const prefix = `t${randomUUID().slice(0, 8)}`;
			const producer = openQueue(undefined, quiet, prefix);
			const waiting = await producer.enqueue('sunrise.in');
			expect(await producer.enqueue('sunrise.in', { force: true })).toBe(waiting);

			const builds: Array<{ domain: string; options: RebuildOptions | undefined }> = [];
			const worker = openQueue(
				async (domain, options) => {
					builds.push({ domain, options });
				},
				{},
				prefix,
			);
			await waitUntil(
				'the joined build',
				async () => (await worker.status(waiting))?.state === 'done',
			);
			const next = await worker.enqueue('sunrise.in');
			await waitUntil('the next build', async () => (await worker.status(next))?.state === 'done');

			expect(builds).toEqual([
				{ domain: 'sunrise.in', options: { jobId: waiting, trigger: EDIT, force: true } },
				{ domain: 'sunrise.in', options: { jobId: next, trigger: EDIT } },
			]);
		},
	);
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
