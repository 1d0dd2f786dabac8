/**
 * The queued full build (`runQueuedBuild`, `npm run build -- --queue`) on a real redis-server,
 * with a worker in this process whose build is a stand-in: it follows the jobs by the queue's
 * events, reads only the unfinished ones to find a job Redis lost, and a forced build that joins a
 * waiting webhook job makes it forced.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createBullmqQueue } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import type { RebuildOptions, RebuildTenant } from '../../../../scripts/lib/rebuild/queue.ts';
import {
	nextReconcileMs,
	runQueuedBuild,
	type QueuedBuildEvent,
	type QueuedBuildOptions,
} from '../../../../scripts/lib/rebuild/queued-build.ts';
import { startRedisServer, type RedisServer } from './support/redis.ts';
import {
	bullmqOptions,
	type RebuildJobData,
} from '../../../../scripts/lib/rebuild/bullmq-shared.ts';

/** What started a job the webhook queued: a content edit, with no event id. */
const EDIT = { kind: 'edit', eventId: null };

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
		revision: 'test',
		...(rebuild ? { rebuild, worker: { lockMs: 1000 } } : {}),
	});
	onTestFinished(() => queue.close());
	return queue;
}

/** A queued build on this test's prefix, its events as they come, and a wait for its jobs to be queued. */
function startBatch(
	prefix: string,
	options: Omit<QueuedBuildOptions, 'url' | 'prefix' | 'revision' | 'report'>,
) {
	const events: QueuedBuildEvent[] = [];
	let onQueued = () => {};
	const queued = new Promise<void>((resolve) => (onQueued = resolve));
	const result = runQueuedBuild({
		...options,
		url: server.url,
		prefix,
		revision: 'test',
		report: (event) => {
			events.push(event);
			if (event.kind === 'queued') onQueued();
		},
	});
	return { events, queued, result };
}

describe('runQueuedBuild', () => {
	it('follows the jobs by their events, reading none of them, and names a failure', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		openQueue(prefix, async (domain) => {
			if (domain === 'broken.in') throw new Error('M1 answered 503 after 3 tries');
		});
		const reads = vi.spyOn(Queue.prototype, 'getJobState');
		onTestFinished(() => reads.mockRestore());
		const events: QueuedBuildEvent[] = [];
		const started = Date.now();

		const result = await runQueuedBuild({
			url: server.url,
			prefix,
			revision: 'test',
			domains: ['a.in', 'b.in', 'broken.in', 'c.in'],
			// Far past the test: only the events can finish the batch.
			reconcileMs: 60_000,
			report: (event) => events.push(event),
		});

		expect(Date.now() - started).toBeLessThan(10_000);
		expect(reads).not.toHaveBeenCalled();
		expect(result.done.sort()).toEqual(['a.in', 'b.in', 'c.in']);
		expect(result.failed).toEqual([
			{ domain: 'broken.in', reason: 'M1 answered 503 after 3 tries' },
		]);
		expect(events).toContainEqual({
			kind: 'failed',
			domain: 'broken.in',
			reason: 'M1 answered 503 after 3 tries',
		});
		expect(events.at(-1)).toMatchObject({
			kind: 'progress',
			tally: { total: 4, done: 3, failed: 1, running: 0, queued: 0 },
		});
	});

	it('reads the unfinished jobs to find one Redis lost, and queues it again', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		const lister = new Queue<RebuildJobData>('rebuild', bullmqOptions({ url: server.url, prefix }));
		onTestFinished(() => lister.close());
		const { events, queued, result } = startBatch(prefix, {
			domains: ['a.in', 'b.in'],
			reconcileMs: 100,
		});
		await queued;
		// No worker yet: both jobs wait. Redis loses a.in's (a restart without persistence).
		const waiting = await lister.getWaiting();
		await waiting.find((job) => job.data.domain === 'a.in')!.remove();
		await waitForEvent(events, 'requeued');
		const built: string[] = [];
		openQueue(prefix, async (domain) => {
			built.push(domain);
		});

		expect((await result).done.sort()).toEqual(['a.in', 'b.in']);
		expect(events).toContainEqual({ kind: 'requeued', domains: ['a.in'] });
		expect(built.sort()).toEqual(['a.in', 'b.in']);
	});

	it('forces the waiting webhook job a forced build joins', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		const webhook = await openQueue(prefix).enqueue('sunrise.in');
		const builds: Array<{ domain: string; options: RebuildOptions | undefined }> = [];
		const { events, queued, result } = startBatch(prefix, {
			domains: ['sunrise.in', 'moon.in'],
			force: true,
		});
		// The worker starts once both tenants are queued, so sunrise.in's job is still waiting.
		await queued;
		openQueue(prefix, async (domain, options) => {
			builds.push({ domain, options });
		});

		expect((await result).done.sort()).toEqual(['moon.in', 'sunrise.in']);
		// No worker yet when it queued: none of its revision.
		expect(events[0]).toEqual({ kind: 'revision', revision: 'test', workers: 0 });
		expect(events[1]).toMatchObject({ kind: 'queued', total: 2, joined: 1 });
		const sunrise = builds.find((build) => build.domain === 'sunrise.in');
		// A webhook's job is a content edit, even when a forced build joins it.
		expect(sunrise?.options).toEqual({ jobId: webhook, trigger: EDIT, force: true });
		expect(builds.find((build) => build.domain === 'moon.in')?.options).toMatchObject({
			force: true,
			trigger: { kind: 'code' },
		});
	});
});

/** Resolves once `events` holds one of `kind` (the build reports as it goes). */
async function waitForEvent(events: QueuedBuildEvent[], kind: QueuedBuildEvent['kind']) {
	const until = Date.now() + 10_000;
	while (!events.some((event) => event.kind === kind)) {
		if (Date.now() > until) throw new Error(`no ${kind} event within 10 s`);
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

describe('nextReconcileMs', () => {
	const limits = { reconcileMs: 2000, maxReconcileMs: 30_000 };
	it.each([
		[2000, false, 4000],
		[8000, false, 16_000],
		[16_000, false, 30_000],
		[30_000, false, 30_000],
		[16_000, true, 2000],
		[2000, true, 2000],
	])('after a wait of %i ms, with missed=%j, waits %i ms', (previous, missed, next) => {
		expect(nextReconcileMs(previous, missed, limits)).toBe(next);
	});
});
