/**
 * The queued full build (`runQueuedBuild`, `npm run build -- --queue`) on a real redis-server,
 * with a worker in this process whose build is a stand-in: a forced build that joins a waiting
 * webhook job.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createBullmqQueue } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import type { RebuildOptions, RebuildTenant } from '../../../../scripts/lib/rebuild/queue.ts';
import {
	runQueuedBuild,
	type QueuedBuildEvent,
} from '../../../../scripts/lib/rebuild/queued-build.ts';
import { startRedisServer, type RedisServer } from './support/redis.ts';

let server: RedisServer;

beforeAll(async () => {
	server = await startRedisServer();
});

afterAll(async () => {
	await server?.stop();
});

/** A queue of this test's own key prefix, with an in-process worker when `rebuild` is given. */
function openQueue(prefix: string, rebuild?: RebuildTenant) {
	const queue = createBullmqQueue({
		url: server.url,
		prefix,
		...(rebuild ? { rebuild, worker: { lockMs: 1000 } } : {}),
	});
	onTestFinished(() => queue.close());
	return queue;
}

describe('runQueuedBuild', () => {
	it('forces the waiting webhook job a forced build joins', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		const webhook = await openQueue(prefix).enqueue('sunrise.in');
		const events: QueuedBuildEvent[] = [];
		const builds: Array<{ domain: string; options: RebuildOptions | undefined }> = [];
		let startWorker = () => {};
		const queued = new Promise<void>((resolve) => (startWorker = resolve));
		const result = runQueuedBuild({
			url: server.url,
			prefix,
			domains: ['sunrise.in', 'moon.in'],
			force: true,
			report: (event) => {
				events.push(event);
				if (event.kind === 'queued') startWorker();
			},
		});
		// The worker starts once both tenants are queued, so sunrise.in's job is still waiting.
		await queued;
		openQueue(prefix, async (domain, options) => {
			builds.push({ domain, options });
		});

		expect((await result).done.sort()).toEqual(['moon.in', 'sunrise.in']);
		expect(events[0]).toMatchObject({ kind: 'queued', total: 2, joined: 1 });
		const sunrise = builds.find((build) => build.domain === 'sunrise.in');
		expect(sunrise?.options).toEqual({ jobId: webhook, force: true });
		expect(builds.find((build) => build.domain === 'moon.in')?.options).toMatchObject({
			force: true,
		});
	});
});
