/**
 * The Redis queue end to end: a real redis-server, two workers in their own processes, and the
 * producer in this one. Only our build is a stand-in (support/worker-child.ts: records each build
 * in Redis, ~200 ms, 2 s for `slow-` domains).
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createBullmqQueue } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import type { RebuildQueue } from '../../../../scripts/lib/rebuild/queue.ts';
import { startChildWorkers, waitUntil } from './support/child-workers.ts';
import {
	redisCommands,
	startRedisServer,
	type RedisCommands,
	type RedisServer,
} from './support/redis.ts';

interface Build {
	domain: string;
	pid: number;
	start: number;
	end: number;
}

const LOCK_MS = 1000;

let server: RedisServer;
let redis: RedisCommands;

beforeAll(async () => {
	server = await startRedisServer();
	redis = redisCommands(server.url);
});

afterAll(async () => {
	await redis?.close();
	await server?.stop();
});

/** A producer and two workers on a queue of this test's own (its key prefix). */
async function setUp() {
	const prefix = `t${randomUUID().slice(0, 8)}`;
	const queue = createBullmqQueue({ url: server.url, prefix, revision: 'test' });
	onTestFinished(() => queue.close());
	const workers = await startChildWorkers(2, { url: server.url, prefix, lockMs: LOCK_MS });
	const started = async () => (await redis('lrange', `${prefix}:started`, 0, -1)) as string[];
	const built = async () =>
		((await redis('lrange', `${prefix}:built`, 0, -1)) as string[]).map(
			(line) => JSON.parse(line) as Build,
		);
	return { queue, workers, started, built };
}

async function allDone(queue: RebuildQueue, ids: string[]) {
	const states = await Promise.all(ids.map(async (id) => (await queue.status(id))?.state));
	return states.every((state) => state === 'done');
}

describe('the Redis rebuild queue with two worker processes', () => {
	it('builds each of 20 tenants exactly once, sharing them between the workers', async () => {
		const { queue, workers, built } = await setUp();
		const domains = Array.from({ length: 20 }, (_, index) => `tenant-${index + 1}.in`);

		const ids = await Promise.all(domains.map((domain) => queue.enqueue(domain)));
		await waitUntil('20 builds', () => allDone(queue, ids));

		expect(new Set(ids).size).toBe(20);
		const builds = await built();
		expect(builds.map((build) => build.domain).sort()).toEqual([...domains].sort());
		expect(new Set(builds.map((build) => build.pid))).toEqual(
			new Set(workers.map((worker) => worker.pid)),
		);
	});

	it("gives a killed worker's job to the other worker, which finishes it", async () => {
		const { queue, workers, started, built } = await setUp();
		const id = await queue.enqueue('slow-killed.in');
		await waitUntil('the build to start', async () => (await started()).length === 1);
		const victim = await Promise.any(
			workers.map((worker) => worker.waitFor((event) => event.kind === 'taken').then(() => worker)),
		);
		const survivor = workers.find((worker) => worker !== victim)!;
		expect(await queue.status(id)).toEqual({ state: 'running' });

		victim.process.kill('SIGKILL');
		await waitUntil('the job to be done', () => allDone(queue, [id]));

		// Started by both, finished once, by the survivor.
		expect(await started()).toEqual(['slow-killed.in', 'slow-killed.in']);
		expect((await built()).map((build) => [build.domain, build.pid])).toEqual([
			['slow-killed.in', survivor.pid],
		]);
	});

	it('coalesces ten edits during a build into one more build, never two at once', async () => {
		const { queue, built, started } = await setUp();
		const first = await queue.enqueue('slow-edited.in');
		await waitUntil('the build to start', async () => (await started()).length === 1);

		const ids: string[] = [];
		for (let edit = 0; edit < 10; edit += 1) ids.push(await queue.enqueue('slow-edited.in'));
		await waitUntil('both builds', () => allDone(queue, [first, ...ids]));

		expect(new Set(ids).size).toBe(1);
		expect(ids[0]).not.toBe(first);
		const builds = await built();
		expect(builds.map((build) => build.domain)).toEqual(['slow-edited.in', 'slow-edited.in']);
		expect(builds[1]!.start).toBeGreaterThanOrEqual(builds[0]!.end);
	});
});
