/**
 * Rolling upgrades on a real redis-server: every job carries the revision of whoever queued it and
 * only a worker of that revision builds it (one of another leaves it, neither failing nor
 * building it); producers count the workers of their revision; a stopping worker abandons a build
 * that outlasts its grace, and its job goes to another worker; `QUEUE_NAME` and `QUEUE_PREFIX`
 * make every key `{<prefix>}:<name>:…`.
 */
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createBullmqQueue } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import {
	bullmqOptions,
	JOB_NAME,
	type RebuildJobData,
} from '../../../../scripts/lib/rebuild/bullmq-shared.ts';
import {
	startWorker,
	workersOfRevision,
	type RebuildWorker,
	type WorkerEvent,
} from '../../../../scripts/lib/rebuild/worker.ts';
import { runQueuedBuild } from '../../../../scripts/lib/rebuild/queued-build.ts';
import { revisionLine } from '../../../../scripts/lib/rebuild/queued-build-terminal.ts';
import { webhookGuards } from '../../../../scripts/lib/rebuild/webhook-guards.ts';
import type { RebuildTenant } from '../../../../scripts/lib/rebuild/queue.ts';
import { waitUntil } from './support/child-workers.ts';
import { redisCommands, redisForTests } from './support/redis.ts';

const LOCK_MS = 1000;

const redis = redisForTests();
const newPrefix = () => `t${randomUUID().slice(0, 8)}`;

/** A worker of `revision` on `prefix`'s queue, its events and the tenants it built; closed after. */
async function openWorker(
	prefix: string,
	revision: string,
	rebuild: RebuildTenant = async () => {},
): Promise<{ worker: RebuildWorker; events: WorkerEvent[]; built: string[] }> {
	const events: WorkerEvent[] = [];
	const built: string[] = [];
	const worker = startWorker({
		url: redis.url,
		prefix,
		revision,
		lockMs: LOCK_MS,
		rebuild: async (domain, options) => {
			await rebuild(domain, options);
			built.push(domain);
		},
		report: (event) => events.push(event),
	});
	onTestFinished(() => worker.close());
	await worker.ready();
	return { worker, events, built };
}

/** A producer of `revision` on `prefix`'s queue, with no worker; closed after the test. */
function openProducer(prefix: string, revision: string) {
	const queue = createBullmqQueue({ url: redis.url, prefix, revision });
	onTestFinished(() => queue.close());
	return queue;
}

describe('jobs of two revisions on one queue', () => {
	it('are built each by a worker of its own revision only, none failed', async () => {
		const prefix = newPrefix();
		const a = await openWorker(prefix, 'rev-a');
		const b = await openWorker(prefix, 'rev-b');
		const fromA = openProducer(prefix, 'rev-a');
		const fromB = openProducer(prefix, 'rev-b');

		const tenants = Array.from({ length: 6 }, (_, index) => `t${index}.in`);
		const idsA = await Promise.all(tenants.map((domain) => fromA.enqueue(`a-${domain}`)));
		const idsB = await Promise.all(tenants.map((domain) => fromB.enqueue(`b-${domain}`)));
		await waitUntil('every job done', async () => {
			const states = await Promise.all(
				[...idsA, ...idsB].map(async (id) => (await fromA.status(id))?.state),
			);
			return states.every((state) => state === 'done');
		});

		expect(a.built.sort()).toEqual(tenants.map((domain) => `a-${domain}`).sort());
		expect(b.built.sort()).toEqual(tenants.map((domain) => `b-${domain}`).sort());
		expect([...a.events, ...b.events].filter((event) => event.kind === 'failed')).toEqual([]);
		expect(await fromA.counts()).toMatchObject({ failed: 0, completed: 12 });
		// Each worker reports a job of the other revision once at most, however often it looks.
		for (const { events } of [a, b]) {
			const left = events.flatMap((event) => (event.kind === 'left' ? [event.id] : []));
			expect(new Set(left).size).toBe(left.length);
		}
	});

	it('leave a job for a worker of its revision: it waits, neither failed nor built, until one comes', async () => {
		const prefix = newPrefix();
		const old = await openWorker(prefix, 'rev-old');
		const id = await openProducer(prefix, 'rev-new').enqueue('sunrise.in');
		await waitUntil('the old worker to leave it', async () =>
			old.events.some((event) => event.kind === 'left'),
		);

		expect(old.events).toEqual([{ kind: 'left', id, domain: 'sunrise.in', revision: 'rev-new' }]);
		expect((await openProducer(prefix, 'rev-old').status(id))?.state).toBe('queued');

		const current = await openWorker(prefix, 'rev-new');
		await waitUntil('the new worker to build it', async () => current.built.length === 1);
		expect(current.built).toEqual(['sunrise.in']);
		expect(old.built).toEqual([]);
	});

	it('builds a job queued before revisions existed, with any worker', async () => {
		const prefix = newPrefix();
		const { built } = await openWorker(prefix, 'rev-a');
		const before = new Queue<Omit<RebuildJobData, 'revision'>>(
			'rebuild',
			bullmqOptions({ url: redis.url, prefix }),
		);
		onTestFinished(() => before.close());
		await before.add(JOB_NAME, { domain: 'old.in' }, { deduplication: { id: 'old.in' } });

		await waitUntil('the old job built', async () => built.length === 1);
		expect(built).toEqual(['old.in']);
	});

	it('keeps a request of one revision from joining the waiting job of another', async () => {
		const prefix = newPrefix();
		const first = await openProducer(prefix, 'rev-old').enqueue('sunrise.in');
		const again = await openProducer(prefix, 'rev-old').enqueue('sunrise.in');
		const other = await openProducer(prefix, 'rev-new').enqueue('sunrise.in');

		expect(again).toBe(first);
		expect(other).not.toBe(first);
	});
});

describe('workersOfRevision', () => {
	it('counts the connected workers of a revision, by their client names', async () => {
		const prefix = newPrefix();
		const one = await openWorker(prefix, 'rev-a');
		await openWorker(prefix, 'rev-a');
		await openWorker(prefix, 'rev-b');
		const queue = new Queue('rebuild', bullmqOptions({ url: redis.url, prefix }));
		onTestFinished(() => queue.close());

		expect(await workersOfRevision(queue, 'rev-a')).toBe(2);
		expect(await workersOfRevision(queue, 'rev-b')).toBe(1);
		expect(await workersOfRevision(queue, 'rev')).toBe(0);
		await one.worker.close();
		expect(await workersOfRevision(queue, 'rev-a')).toBe(1);
	});

	it('is what the queued build reports before it queues', async () => {
		const prefix = newPrefix();
		await openWorker(prefix, 'rev-a');
		const events: unknown[] = [];

		await runQueuedBuild({
			url: redis.url,
			prefix,
			revision: 'rev-a',
			domains: ['a.in'],
			report: (event) => events.push(event),
		});

		expect(events[0]).toEqual({ kind: 'revision', revision: 'rev-a', workers: 1 });
	});
});

describe('revisionLine', () => {
	it('names the revision and its workers', () => {
		expect(revisionLine('1a2b3c4d5e6f', 2)).toBe(
			'Revision 1a2b3c4d5e6f: 2 worker(s) of it connected.',
		);
	});

	it('warns that the jobs wait when none is connected', () => {
		expect(revisionLine('1a2b3c4d5e6f', 0)).toBe(
			'Revision 1a2b3c4d5e6f: no worker of it is connected; its jobs wait until one is (start `npm run worker` from this same code).',
		);
	});
});

describe('a stopping worker', () => {
	it('stops at once when idle', async () => {
		const { worker } = await openWorker(newPrefix(), 'rev-a');
		const started = performance.now();

		expect(await worker.stop(10_000)).toEqual({ abandoned: 0 });
		expect(performance.now() - started).toBeLessThan(3000);
	});

	it('waits for a build that ends within the grace, and records it done', async () => {
		const prefix = newPrefix();
		const { worker, built } = await openWorker(prefix, 'rev-a', () => sleep(300));
		const producer = openProducer(prefix, 'rev-a');
		const id = await producer.enqueue('sunrise.in');
		await waitUntil(
			'the build running',
			async () => (await producer.status(id))?.state === 'running',
		);

		expect(await worker.stop(10_000)).toEqual({ abandoned: 0 });
		expect(built).toEqual(['sunrise.in']);
		expect(await producer.status(id)).toEqual({ state: 'done' });
	});

	it('abandons a build past the grace; its job goes to another worker once the lock expires', async () => {
		const prefix = newPrefix();
		const stuck = await openWorker(prefix, 'rev-a', () => new Promise(() => {}));
		const producer = openProducer(prefix, 'rev-a');
		const id = await producer.enqueue('sunrise.in');
		await waitUntil(
			'the build running',
			async () => (await producer.status(id))?.state === 'running',
		);
		const started = performance.now();

		expect(await stuck.worker.stop(200)).toEqual({ abandoned: 1 });
		expect(performance.now() - started).toBeLessThan(2000);
		const other = await openWorker(prefix, 'rev-a');
		await waitUntil('another worker to build it', async () => other.built.length === 1, 10_000);
		expect(await producer.status(id)).toEqual({ state: 'done' });
	});

	it('stops within seconds while Redis is unreachable', async () => {
		const { startRedisServer } = await import('./support/redis.ts');
		const own = await startRedisServer();
		const worker = startWorker({
			url: own.url,
			prefix: newPrefix(),
			revision: 'rev-a',
			lockMs: LOCK_MS,
			rebuild: async () => {},
		});
		await worker.ready();
		await own.stop();
		const started = performance.now();

		expect(await worker.stop(5000)).toEqual({ abandoned: 0 });
		expect(performance.now() - started).toBeLessThan(4000);
	});
});

describe('QUEUE_NAME and QUEUE_PREFIX', () => {
	it('put every key of the queue and the webhook guards under {<prefix>}:<name>:', async () => {
		const prefix = `staging-${randomUUID().slice(0, 8)}`;
		const target = { url: redis.url, prefix, name: 'rebuild-staging' };
		const queue = createBullmqQueue({ ...target, revision: 'rev-a' });
		onTestFinished(() => queue.close());
		await queue.enqueue('sunrise.in', { force: true });
		const guards = webhookGuards(target);
		onTestFinished(() => guards.close());
		await guards.replays.remember('1767225600.abc', 300_000);
		const commands = redisCommands(redis.url);
		onTestFinished(() => commands.close());

		const keys = (await commands('keys', `*${prefix}*`)) as string[];
		expect(keys.length).toBeGreaterThan(3);
		for (const key of keys) expect(key).toMatch(new RegExp(`^\\{${prefix}\\}:rebuild-staging:`));
		expect(keys).toContain(`{${prefix}}:rebuild-staging:webhook-replay:1767225600.abc`);
	});
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
