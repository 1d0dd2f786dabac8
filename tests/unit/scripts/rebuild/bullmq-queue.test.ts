/**
 * The Redis queue's producer and an in-process worker on a real redis-server: ids, coalescing of
 * waiting jobs, statuses (done, failed with the reason, unknown ids), and the pure rules beside.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createBullmqQueue, jobStateOf } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import type { RebuildTenant } from '../../../../scripts/lib/rebuild/queue.ts';
import { waitUntil } from './support/child-workers.ts';
import { startRedisServer, type RedisServer } from './support/redis.ts';

let server: RedisServer;

/** A queue of this test's own (its key prefix), with an in-process worker when `rebuild` is given. */
function openQueue(rebuild?: RebuildTenant) {
	const prefix = `t${randomUUID().slice(0, 8)}`;
	const queue = createBullmqQueue({
		url: server.url,
		prefix,
		...(rebuild ? { rebuild, worker: { lockMs: 1000 } } : {}),
	});
	onTestFinished(() => queue.close());
	return queue;
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
