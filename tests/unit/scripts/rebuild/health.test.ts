/**
 * `/readyz` and `/healthz` on the operations server: ready with nothing to depend on; with Redis,
 * `/readyz` 503 naming the reason (in fixed words) when the real redis-server stops, 200 again once
 * it is back on its port, and 503 within the timeout when Redis accepts connections but never
 * answers, while `/healthz` (liveness) stays 200 throughout.
 */
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { readiness, redisHealth, redisProblem } from '../../../../scripts/lib/rebuild/health.ts';
import { createRebuildMetrics } from '../../../../scripts/lib/rebuild/metrics.ts';
import { startOpsServer } from '../../../../scripts/lib/rebuild/ops-routes.ts';
import { waitUntil } from './support/child-workers.ts';
import { parsePrometheus } from './support/prometheus.ts';
import { startRedisServer, type RedisServer } from './support/redis.ts';

/** GETs `path`, and how long the answer took. */
async function get(url: string, path: string) {
	const started = performance.now();
	const response = await fetch(url + path);
	const body = path === '/metrics' ? await response.text() : await response.json();
	return { status: response.status, body, ms: performance.now() - started };
}

const errno = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('redisProblem', () => {
	it.each([
		[errno('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:6379'), 'connection refused'],
		[errno('ECONNRESET'), 'connection reset'],
		[errno('ENOTFOUND', 'getaddrinfo ENOTFOUND redis.internal'), 'host not found'],
		[errno('EAI_AGAIN'), 'host not found'],
		[errno('ETIMEDOUT'), 'connect timed out'],
		[new Error('NOAUTH Authentication required.'), 'authentication failed'],
		[new Error('WRONGPASS invalid username-password pair'), 'authentication failed'],
		[
			new Error("NOPERM User rebuild has no permissions to run the 'ping' command"),
			'permission denied',
		],
		// Anything else may carry a host, a port or a password: never echoed.
		[new Error('connect to redis://:hunter2@10.1.2.3:6379 failed'), 'unreachable'],
		['a thrown string', 'unreachable'],
	])('describes %o as %j', (error, words) => {
		expect(redisProblem(error)).toBe(words);
	});
});

describe('/readyz with the in-process queue', () => {
	it('is ready: nothing to depend on', async () => {
		expect(await readiness([]).check()).toEqual({ ok: true, checked: [] });
	});
});

describe('/readyz with Redis', () => {
	let redis: RedisServer;
	beforeAll(async () => {
		redis = await startRedisServer();
	});
	afterAll(async () => {
		await redis?.stop();
	});

	it('answers 503 naming the reason when Redis stops, and 200 when it returns; /healthz stays 200', async () => {
		const ready = readiness([redisHealth({ url: redis.url })]);
		const ops = await startOpsServer({ port: 0, host: '127.0.0.1', ready });
		onTestFinished(async () => {
			await ops.close();
			await ready.close();
		});
		await waitUntil('the first 200', async () => (await get(ops.url, '/readyz')).status === 200);
		expect((await get(ops.url, '/readyz')).body).toEqual({ ok: true, checked: ['redis'] });

		await redis.stop();
		await waitUntil('a 503', async () => (await get(ops.url, '/readyz')).status === 503);
		await waitUntil(
			'the refusal named',
			async () => (await get(ops.url, '/readyz')).body.reason === 'redis: connection refused',
		);
		const down = await get(ops.url, '/readyz');
		expect(down).toMatchObject({
			status: 503,
			body: { ok: false, failed: ['redis'], reason: 'redis: connection refused' },
		});
		expect(down.ms).toBeLessThan(1500);
		expect(await get(ops.url, '/healthz')).toMatchObject({ status: 200, body: { ok: true } });

		redis = await startRedisServer(redis.port);
		await waitUntil(
			'a 200 again',
			async () => (await get(ops.url, '/readyz')).status === 200,
			5000,
		);
		expect((await get(ops.url, '/readyz')).body).toEqual({ ok: true, checked: ['redis'] });
	});

	it("serves a worker's /healthz and /metrics on a port of its own", async () => {
		const ready = readiness([redisHealth({ url: redis.url })]);
		const metrics = createRebuildMetrics();
		const ops = await startOpsServer({ port: 0, host: '127.0.0.1', ready, metrics });
		onTestFinished(async () => {
			await ops.close();
			await ready.close();
		});
		await waitUntil('a 200', async () => (await get(ops.url, '/readyz')).status === 200);
		const scrape = await get(ops.url, '/metrics');
		expect(scrape.status).toBe(200);
		const parsed = parsePrometheus(scrape.body);
		expect(parsed.type.get('institute_sites_rebuild_build_duration_seconds')).toBe('histogram');
		expect(parsed.type.get('institute_sites_rebuild_failures_total')).toBe('counter');
		expect(scrape.body).not.toMatch(/^(?!#)(?!institute_sites_)\w+/m);
		expect((await get(ops.url, '/elsewhere')).status).toBe(404);
	});
});

describe('/readyz with a Redis that accepts but never answers', () => {
	it('answers 503 within the timeout instead of waiting', async () => {
		// Answers the client's handshake (CLIENT SETINFO, then INFO for its ready check), never a PING.
		const sockets = new Set<Socket>();
		const silent = createServer((socket) => {
			sockets.add(socket);
			socket.on('data', (data: Buffer) => {
				const text = data.toString().toLowerCase();
				for (const _ of text.matchAll(/setinfo/g)) socket.write('+OK\r\n');
				if (/\$4\r\ninfo\r\n/.test(text)) socket.write('$0\r\n\r\n');
			});
		});
		await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
		const { port } = silent.address() as { port: number };
		const health = redisHealth({ url: `redis://127.0.0.1:${port}` }, 300);
		onTestFinished(async () => {
			await health.close();
			for (const socket of sockets) socket.destroy();
			await new Promise((resolve) => silent.close(resolve));
		});
		await waitUntil('the connection', async () => {
			const report = await health.check();
			return !report.ok && report.reason.includes('no answer');
		});
		const started = performance.now();
		expect(await health.check()).toEqual({ ok: false, reason: 'redis: no answer within 0.3 s' });
		expect(performance.now() - started).toBeLessThan(1000);
	});
});
