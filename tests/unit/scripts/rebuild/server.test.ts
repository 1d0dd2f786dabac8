/**
 * The rebuild server over real HTTP on a free port, with a hand-driven rebuild and a fixed clock
 * (so ±301 s is exactly outside the window whatever the second boundary).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessQueue } from '../../../../scripts/lib/rebuild/in-process-queue.ts';
import type { RebuildQueue } from '../../../../scripts/lib/rebuild/queue.ts';
import {
	startRebuildServer,
	type RunningRebuildServer,
} from '../../../../scripts/lib/rebuild/server.ts';
import { signRebuild } from '../../../../scripts/lib/rebuild/signature.ts';
import { fakeRebuild, settle, type FakeRebuild } from './fake-rebuild.ts';
import { postRebuild, rebuildOf } from './support/webhook.ts';

const SECRET = 'server-test-secret-0123';
const NOW_S = 1_767_225_600;
const TENANTS = ['sunrise-academy.in', 'pixel-store.in'];

let fake: FakeRebuild;
let queue: RebuildQueue;
let server: RunningRebuildServer;

beforeEach(async () => {
	fake = fakeRebuild();
	queue = createInProcessQueue(fake.rebuild);
	server = await startRebuildServer({
		port: 0,
		host: '127.0.0.1',
		secret: SECRET,
		tenants: TENANTS,
		queue,
		now: () => NOW_S * 1000,
	});
});

afterEach(async () => {
	await server.close();
	for (const call of fake.calls) call.finish();
	await queue.close();
});

/** POSTs `body` signed at `timestamp` (or with `headers` replacing the signed ones). */
async function post(body: string, headers: Record<string, string> | number = NOW_S) {
	const answer = await postRebuild(server.url, SECRET, body, headers);
	return { status: answer.status, body: answer.body };
}

async function get(path: string) {
	const response = await fetch(server.url + path);
	return { status: response.status, body: await response.json() };
}

describe('rebuild server', () => {
	it('answers 202 with a job whose status goes queued, running, done', async () => {
		// Another tenant's build holds the only slot, so the job is seen waiting first.
		await post(rebuildOf('pixel-store.in'));
		const accepted = await post(rebuildOf('sunrise-academy.in'));
		expect(accepted.status).toBe(202);
		expect(accepted.body).toEqual({ job: expect.stringMatching(/^[\da-f-]{36}$/) });
		const path = `/hooks/rebuild/${accepted.body.job}`;
		expect(await get(path)).toEqual({ status: 200, body: { state: 'queued' } });
		fake.calls[0]!.finish();
		const build = await fake.call(1);
		expect(build.domain).toBe('sunrise-academy.in');
		expect(await get(path)).toEqual({ status: 200, body: { state: 'running' } });
		build.finish();
		await settle();
		expect(await get(path)).toEqual({ status: 200, body: { state: 'done' } });
	});

	it('reports a failed rebuild with its reason', async () => {
		const { body } = await post(rebuildOf('pixel-store.in'));
		fake.calls[0]!.fail(new Error('pixel-store.in: the API answered 503'));
		await settle();
		expect(await get(`/hooks/rebuild/${body.job}`)).toEqual({
			status: 200,
			body: { state: 'failed', reason: 'pixel-store.in: the API answered 503' },
		});
	});

	it("records the sender's event id with the edit it starts, and refuses one that is not text", async () => {
		const body = JSON.stringify({ domain: 'sunrise-academy.in', eventId: 'lms-evt-42' });
		expect((await post(body)).status).toBe(202);
		expect(fake.calls[0]!.options).toMatchObject({
			trigger: { kind: 'edit', eventId: 'lms-evt-42' },
		});
		const bad = await post(JSON.stringify({ domain: 'pixel-store.in', eventId: 42 }));
		expect(bad).toEqual({
			status: 400,
			body: { error: 'The body\'s "eventId" is not a string of at most 200 characters' },
		});
	});

	it('rebuilds the tenant a differently written domain names', async () => {
		expect((await post(rebuildOf('WWW.Sunrise-Academy.in'))).status).toBe(202);
		expect(fake.calls.map((call) => call.domain)).toEqual(['sunrise-academy.in']);
	});

	const body = rebuildOf('sunrise-academy.in');
	it.each([
		[
			'a signature with another secret',
			{
				'X-Rebuild-Timestamp': String(NOW_S),
				'X-Rebuild-Signature': signRebuild('not-the-secret-0123', NOW_S, body),
			},
			'X-Rebuild-Signature does not match: sign "<timestamp>.<raw body>" with HMAC-SHA256 and REBUILD_SECRET',
		],
		[
			'a missing signature',
			{ 'X-Rebuild-Timestamp': String(NOW_S) },
			'Missing X-Rebuild-Signature header: send sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">',
		],
		[
			'a missing timestamp',
			{ 'X-Rebuild-Signature': signRebuild(SECRET, NOW_S, body) },
			'Missing X-Rebuild-Timestamp header: send the Unix seconds of signing',
		],
		[
			'a replayed request signed 301 s ago',
			{
				'X-Rebuild-Timestamp': String(NOW_S - 301),
				'X-Rebuild-Signature': signRebuild(SECRET, NOW_S - 301, body),
			},
			"X-Rebuild-Timestamp is 301 s old, outside ±300 s of the server's clock: replayed or clock skew",
		],
		[
			'a request signed 301 s in the future',
			{
				'X-Rebuild-Timestamp': String(NOW_S + 301),
				'X-Rebuild-Signature': signRebuild(SECRET, NOW_S + 301, body),
			},
			"X-Rebuild-Timestamp is 301 s ahead, outside ±300 s of the server's clock: replayed or clock skew",
		],
	])('refuses %s with 401 and builds nothing', async (_name, headers, error) => {
		expect(await post(body, headers)).toEqual({ status: 401, body: { error } });
		expect(fake.calls).toEqual([]);
	});

	it.each([
		[
			'a tenant not in the list',
			rebuildOf('unknown.in'),
			404,
			'Unknown tenant "unknown.in": not in the tenants file',
		],
		[
			'a body that is not JSON',
			'{"domain": ',
			400,
			'The body is not JSON: expected {"domain": "<tenant domain>"}',
		],
		[
			'JSON without a domain',
			'{"tenant": "sunrise-academy.in"}',
			400,
			'The body has no "domain" string: expected {"domain": "<tenant domain>"}',
		],
		[
			'JSON null',
			'null',
			400,
			'The body has no "domain" string: expected {"domain": "<tenant domain>"}',
		],
		[
			'a body over 16 KB',
			rebuildOf('x'.repeat(17_000)),
			413,
			'The body is over 16384 bytes: send only {"domain": ...}',
		],
	])('answers a signed request with %s: %i', async (_name, raw, status, error) => {
		expect(await post(raw)).toEqual({ status, body: { error } });
		expect(fake.calls).toEqual([]);
	});

	it.each([
		[
			'/hooks/rebuild/no-such-job',
			404,
			{
				error:
					'Unknown job "no-such-job" (finished jobs are forgotten after a while and on restart)',
			},
		],
		['/hooks/rebuild', 405, { error: 'GET is not allowed on /hooks/rebuild; use POST' }],
		// The operations routes are on their own port (ops-routes.ts), never on the public webhook's.
		['/healthz', 404, { error: 'No route for GET /healthz' }],
		['/readyz', 404, { error: 'No route for GET /readyz' }],
		['/metrics', 404, { error: 'No route for GET /metrics' }],
		['/elsewhere', 404, { error: 'No route for GET /elsewhere' }],
	])('GET %s answers %i', async (path, status, expected) => {
		expect(await get(path)).toEqual({ status, body: expected });
	});
});
