/**
 * The rebuild server's replay refusal and bad-signature limit over real HTTP: with the memory
 * guards on a hand-moved clock, restarted on the replay file kept beside `dist/`, and with two
 * servers sharing the guards on a real redis-server.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInProcessQueue } from '../../../../scripts/lib/rebuild/in-process-queue.ts';
import type { RebuildQueue } from '../../../../scripts/lib/rebuild/queue.ts';
import {
	startRebuildServer,
	type RebuildServerOptions,
} from '../../../../scripts/lib/rebuild/server.ts';
import { signRebuild } from '../../../../scripts/lib/rebuild/signature.ts';
import {
	webhookGuards,
	type WebhookGuardFiles,
} from '../../../../scripts/lib/rebuild/webhook-guards.ts';
import { fakeRebuild, type FakeRebuild } from './fake-rebuild.ts';
import { redisForTests } from './support/redis.ts';
import { postRebuild, rebuildOf } from './support/webhook.ts';

const SECRET = 'guards-test-secret-0123';
const NOW_S = 1_767_225_600;
const BODY = rebuildOf('sunrise-academy.in');
const REPLAY =
	'This signed request was already received (a replay): to rebuild again, sign a new request with the current time';
const MISMATCH =
	'X-Rebuild-Signature does not match: sign "<timestamp>.<raw body>" with HMAC-SHA256 and REBUILD_SECRET';
const LIMITED = (wait: number) =>
	`Too many requests with a bad signature from this address (over 10 in 60 s): try again in ${wait} s`;
// Signed with another key: fails the signature check.
const FORGED = {
	'X-Rebuild-Timestamp': String(NOW_S),
	'X-Rebuild-Signature': signRebuild('not-the-secret-0123', NOW_S, BODY),
};

let fake: FakeRebuild;
let queue: RebuildQueue;
// Servers and Redis connections to close after each test, in order.
const closers: Array<() => Promise<void>> = [];

beforeEach(() => {
	fake = fakeRebuild();
	queue = createInProcessQueue(fake.rebuild);
});

afterEach(async () => {
	for (const close of closers.splice(0)) await close();
	for (const call of fake.calls) call.finish();
	await queue.close();
});

async function start(options: Partial<RebuildServerOptions> = {}) {
	const server = await startRebuildServer({
		port: 0,
		host: '127.0.0.1',
		secret: SECRET,
		tenants: ['sunrise-academy.in'],
		queue,
		...options,
	});
	closers.push(() => server.close());
	return (headers: Record<string, string> | number = NOW_S, body = BODY) =>
		postRebuild(server.url, SECRET, body, headers);
}

describe('rebuild server, replays (memory)', () => {
	let nowMs = NOW_S * 1000;
	beforeEach(() => {
		nowMs = NOW_S * 1000;
	});
	const clock = { now: () => nowMs };

	it('accepts a signed request once and refuses it again with 409', async () => {
		const post = await start(clock);
		expect((await post()).status).toBe(202);
		expect(await post()).toMatchObject({ status: 409, body: { error: REPLAY } });
		expect(fake.calls.map((call) => call.domain)).toEqual(['sunrise-academy.in']);
	});

	it('refuses the replay however its headers are written, to the end of the window', async () => {
		const post = await start(clock);
		await post();
		const signature = signRebuild(SECRET, NOW_S, BODY);
		nowMs += 300_999;
		expect(
			await post({
				'X-Rebuild-Timestamp': ` ${NOW_S} `,
				'X-Rebuild-Signature': signature.toUpperCase().replace('SHA256', 'sha256'),
			}),
		).toMatchObject({ status: 409, body: { error: REPLAY } });
		// Past the window the timestamp check refuses it (401), so it need not be remembered.
		nowMs += 1;
		expect((await post()).status).toBe(401);
	});

	it('accepts the same rebuild signed at another second (the queue joins the jobs)', async () => {
		const post = await start(clock);
		const first = await post(NOW_S - 1);
		const second = await post(NOW_S);
		expect([first.status, second.status]).toEqual([202, 202]);
	});

	it('remembers only requests that pass the signature check', async () => {
		const post = await start(clock);
		// The captured headers with another body: refused, and not remembered.
		const tampered = {
			'X-Rebuild-Timestamp': String(NOW_S),
			'X-Rebuild-Signature': signRebuild(SECRET, NOW_S, BODY),
		};
		expect((await post(tampered, rebuildOf('other.in'))).status).toBe(401);
		expect((await post()).status).toBe(202);
	});

	it('takes a request again when the queue could not take it (500)', async () => {
		let down = true;
		// The server logs the unexpected error; the answer is what this test reads.
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		onTestFinished(() => logged.mockRestore());
		const post = await start({
			...clock,
			queue: {
				enqueue: async (domain) => {
					if (down) throw new Error('Redis is down');
					return queue.enqueue(domain);
				},
				status: (id) => queue.status(id),
				counts: () => queue.counts(),
				close: async () => {},
			},
		});
		expect((await post()).status).toBe(500);
		down = false;
		expect((await post()).status).toBe(202);
	});
});

describe('rebuild server, bad-signature limit (memory)', () => {
	let nowMs = NOW_S * 1000;
	const clock = { now: () => nowMs };
	beforeEach(() => {
		nowMs = NOW_S * 1000;
	});

	it('answers 429 with Retry-After after 10 bad signatures from one address in 60 s', async () => {
		const post = await start(clock);
		for (let i = 0; i < 10; i += 1)
			expect(await post(FORGED)).toMatchObject({ status: 401, body: { error: MISMATCH } });
		const limited = await post(FORGED);
		expect(limited).toMatchObject({ status: 429, body: { error: LIMITED(60) } });
		expect(limited.headers.get('Retry-After')).toBe('60');
		nowMs += 59_000;
		expect((await post(FORGED)).headers.get('Retry-After')).toBe('1');
		// A validly signed request is never refused for the address's failures.
		expect((await post(NOW_S + 59)).status).toBe(202);
		nowMs += 1000;
		expect((await post(FORGED)).status).toBe(401);
	});

	it('does not count a right signature whose timestamp is off (a clock to fix)', async () => {
		const post = await start(clock);
		for (let i = 0; i < 12; i += 1) expect((await post(NOW_S - 301 - i)).status).toBe(401);
		expect((await post(FORGED)).status).toBe(401);
	});
});

describe('rebuild server restarted without Redis', () => {
	let root: string;
	beforeEach(async () => {
		root = await mkdtemp(join(tmpdir(), 'server-replay-file-'));
	});
	afterEach(() => rm(root, { recursive: true, force: true }));

	/** A server at `nowMs` with the guards the service gives it without Redis (replays beside `<root>/dist`). */
	const startAt = (nowMs: number, files: WebhookGuardFiles = { root, distDir: 'dist' }) =>
		start({ now: () => nowMs, ...webhookGuards(null, () => nowMs, files) });
	/** Stops the servers running (a restart, with what follows). */
	const stop = async () => {
		for (const close of closers.splice(0)) await close();
	};

	it('refuses a replay of a request the server before the restart accepted', async () => {
		expect((await (await startAt(NOW_S * 1000))()).status).toBe(202);
		await stop();
		const restarted = await startAt(NOW_S * 1000 + 60_000);
		expect(await restarted()).toMatchObject({ status: 409, body: { error: REPLAY } });
		// A new request (signed at another second) is still taken.
		expect((await restarted(NOW_S + 60)).status).toBe(202);
		expect(fake.calls.map((call) => call.domain)).toEqual(['sunrise-academy.in']);
	});

	it('would take the replay again with the replays in memory only', async () => {
		expect((await (await startAt(NOW_S * 1000, {}))()).status).toBe(202);
		await stop();
		expect((await (await startAt(NOW_S * 1000 + 60_000, {}))()).status).toBe(202);
	});
});

describe('rebuild servers sharing Redis', () => {
	const redis = redisForTests();

	/** A server with its own connection to the guards of `prefix`. */
	async function startOnRedis(prefix: string) {
		const guards = webhookGuards({ url: redis.url, prefix });
		const post = await start({ now: () => NOW_S * 1000, ...guards });
		closers.push(() => guards.close());
		return post;
	}

	it('refuses on one server a request the other already took', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		const one = await startOnRedis(prefix);
		const other = await startOnRedis(prefix);
		expect((await one()).status).toBe(202);
		expect(await other()).toMatchObject({ status: 409, body: { error: REPLAY } });
		expect(await one()).toMatchObject({ status: 409, body: { error: REPLAY } });
	});

	it('counts bad signatures across servers', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		const one = await startOnRedis(prefix);
		const other = await startOnRedis(prefix);
		for (let i = 0; i < 5; i += 1) expect((await one(FORGED)).status).toBe(401);
		for (let i = 0; i < 5; i += 1) expect((await other(FORGED)).status).toBe(401);
		const limited = await one(FORGED);
		expect(limited.status).toBe(429);
		expect(['59', '60']).toContain(limited.headers.get('Retry-After'));
		expect((await other()).status).toBe(202);
	});
});
