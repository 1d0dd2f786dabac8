/**
 * The rebuild server while its Redis is down, on a real redis-server with an append-only file:
 * a webhook request is answered 503 with Retry-After within the queue deadline instead of hanging,
 * and the same signed request sent again once Redis is back is queued (202), not refused as a
 * replay: what was remembered while Redis was away is forgotten once Redis answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBullmqQueue } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import { startRebuildServer } from '../../../../scripts/lib/rebuild/server.ts';
import { webhookGuards } from '../../../../scripts/lib/rebuild/webhook-guards.ts';
import { startRedisServer, type RedisServer } from './support/redis.ts';
import { postRebuild, rebuildOf } from './support/webhook.ts';

const SECRET = 'redis-down-secret-0123';
const closers: Array<() => Promise<unknown>> = [];

afterEach(async () => {
	for (const close of closers.splice(0).reverse()) await close();
});

describe('rebuild server with Redis down', () => {
	it('answers 503 with Retry-After in time, and takes the same request once Redis is back', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'redis-down-'));
		closers.push(() => rm(dir, { recursive: true, force: true }));
		let redis: RedisServer = await startRedisServer(undefined, { durableDir: dir });
		closers.push(() => redis.stop());
		const target = { url: redis.url, prefix: 'redis-down' };
		const queue = createBullmqQueue({ ...target, revision: 'test' });
		const guards = webhookGuards(target);
		const server = await startRebuildServer({
			port: 0,
			host: '127.0.0.1',
			secret: SECRET,
			tenants: ['sunrise-academy.in'],
			queue,
			replays: guards.replays,
			failures: guards.failures,
			queueTimeoutMs: 500,
		});
		closers.push(
			() => queue.close(),
			() => guards.close(),
			() => server.close(),
		);
		const body = rebuildOf('sunrise-academy.in');
		const timestamp = Math.floor(Date.now() / 1000);

		await redis.stop();
		const started = performance.now();
		const down = await postRebuild(server.url, SECRET, body, timestamp);
		expect(performance.now() - started).toBeLessThan(3000);
		expect(down.status).toBe(503);
		expect(down.headers.get('retry-after')).toBe('30');
		expect(down.body).toEqual({
			error:
				'The rebuild queue did not answer within 0.5 s (is Redis down? see /readyz on the operations port): the rebuild may not be queued; send a new signed request in 30 s',
		});

		redis = await startRedisServer(redis.port, { durableDir: dir });
		// The same signed request, as a sender retrying it: queued, not a replay.
		let again = await postRebuild(server.url, SECRET, body, timestamp);
		for (let tries = 0; again.status === 503 && tries < 20; tries++)
			again = await postRebuild(server.url, SECRET, body, timestamp);
		expect(again.status).toBe(202);
		expect(again.body).toEqual({ job: expect.stringMatching(/^[\da-f-]{36}$/) });
	}, 30_000);
});
