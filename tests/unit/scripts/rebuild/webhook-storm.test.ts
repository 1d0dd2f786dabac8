/**
 * A webhook storm end to end (issue 30): 200 signed requests for 20 tenants within 10 s, each
 * tenant's content changing before each of its requests, through the real rebuild server, the
 * Redis queue on a real redis-server and two worker processes whose stand-in build reads the
 * content at its start, renders for 300 ms and makes what it read live
 * (support/storm-worker-child.ts). Each tenant must be built once or twice, end with its last
 * content live, never be built by both workers at once, and every request must be answered 202.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createBullmqQueue } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import { startRebuildServer } from '../../../../scripts/lib/rebuild/server.ts';
import { webhookGuards } from '../../../../scripts/lib/rebuild/webhook-guards.ts';
import { startChildWorkers, waitUntil } from './support/child-workers.ts';
import { redisCommands, redisForTests } from './support/redis.ts';
import { postRebuild, type Answer } from './support/webhook.ts';

interface Build {
	domain: string;
	pid: number;
	version: number;
	start: number;
	end: number;
}

const SECRET = 'storm-test-secret-0123';
const STORM_CHILD = fileURLToPath(new URL('./support/storm-worker-child.ts', import.meta.url));
const DOMAINS = Array.from({ length: 20 }, (_, index) => `storm-${index + 1}.in`);
const REQUESTS_PER_TENANT = 10;
// Round r sends one request per tenant, tenant t at r * 900 + t * 45 ms: the last at 8.955 s.
const ROUND_MS = 900;
const STAGGER_MS = 45;
// Why at most two builds per tenant, with margin: a tenant's first request finds it quiet and is
// built at once. Its later requests come 900 ms apart, 600 ms inside the 1.5 s quiet period, so
// they form a burst: one job, each request pushing it back, until the cap holds it at 8 s after
// the burst's first request (0.9 s), so at 8.9 s. The tenant's requests end 8.1 s after its first,
// before that job starts, so no request is left for a third build unless one reaches the server
// 800 ms late.
const DEBOUNCE_MS = 1500;
const MAX_WAIT_MS = 8000;
const LOCK_MS = 2000;

/**
 * The rebuild server over the Redis queue (and its guards) under a prefix of this test's own, two
 * storm workers, and a client for the test's keys.
 */
async function setUp(url: string) {
	const prefix = `t${randomUUID().slice(0, 8)}`;
	const target = { url, prefix };
	const redis = redisCommands(url);
	const queue = createBullmqQueue({
		...target,
		revision: 'test',
		debounceMs: DEBOUNCE_MS,
		maxWaitMs: MAX_WAIT_MS,
	});
	const guards = webhookGuards(target);
	const webhook = await startRebuildServer({
		port: 0,
		host: '127.0.0.1',
		secret: SECRET,
		tenants: DOMAINS,
		queue,
		replays: guards.replays,
		failures: guards.failures,
	});
	onTestFinished(async () => {
		await webhook.close();
		await queue.close();
		await guards.close();
		await redis.close();
	});
	await startChildWorkers(2, { ...target, lockMs: LOCK_MS }, STORM_CHILD);
	/** Changes the tenant's content (one version more), then asks for its rebuild. */
	const edit = async (domain: string): Promise<Answer> => {
		const version = (await redis('incr', `${prefix}:content:${domain}`)) as number;
		// The version makes each request's body, so its signature, its own: two requests for one
		// tenant in the same second would otherwise be one request sent twice (a replay, 409).
		const body = JSON.stringify({ domain, version });
		return postRebuild(webhook.url, SECRET, body, Math.floor(Date.now() / 1000));
	};
	return { prefix, queue, redis, edit };
}

describe('a webhook storm on the Redis queue', () => {
	const server = redisForTests();

	it('rebuilds each of 20 tenants at most twice for 200 requests in 10 s, ending with the last content', async () => {
		const { prefix, queue, redis, edit } = await setUp(server.url);

		const began = Date.now();
		const answers: Promise<Answer>[] = [];
		for (let round = 0; round < REQUESTS_PER_TENANT; round += 1)
			for (const [index, domain] of DOMAINS.entries()) {
				await sleep(began + round * ROUND_MS + index * STAGGER_MS - Date.now());
				answers.push(edit(domain));
			}
		expect(Date.now() - began).toBeLessThan(10_000);
		const answered = await Promise.all(answers);
		expect(answered.map((answer) => answer.status)).toEqual(answers.map(() => 202));

		const ids = [...new Set(answered.map((answer) => answer.body.job as string))];
		await waitUntil(
			'every job to be done',
			async () => {
				const states = await Promise.all(ids.map(async (id) => (await queue.status(id))?.state));
				return states.every((state) => state === 'done');
			},
			20_000,
		);
		expect(await queue.counts()).toMatchObject({ waiting: 0, active: 0, delayed: 0 });

		const builds = ((await redis('lrange', `${prefix}:built`, 0, -1)) as string[]).map(
			(line) => JSON.parse(line) as Build,
		);
		for (const domain of DOMAINS) {
			const own = builds
				.filter((build) => build.domain === domain)
				.sort((a, b) => a.start - b.start);
			expect(own.length, domain).toBeGreaterThanOrEqual(1);
			expect(own.length, domain).toBeLessThanOrEqual(2);
			expect(Number(await redis('get', `${prefix}:live:${domain}`)), domain).toBe(
				REQUESTS_PER_TENANT,
			);
			for (const [index, build] of own.entries())
				if (index > 0) expect(build.start, domain).toBeGreaterThanOrEqual(own[index - 1]!.end);
		}
	}, 40_000);
});
