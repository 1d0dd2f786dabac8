/**
 * `/healthz` on the rebuild server and on a worker's ops server: healthy with the in-process
 * queue; with Redis, 503 naming the reason when the real redis-server stops, 200 again once it is
 * back on its port, and 503 within the timeout when Redis accepts connections but never answers.
 */
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createInProcessQueue } from '../../../../scripts/lib/rebuild/in-process-queue.ts';
import {
	inProcessHealth,
	redisHealth,
	redisProblem,
} from '../../../../scripts/lib/rebuild/health.ts';
import { createRebuildMetrics } from '../../../../scripts/lib/rebuild/metrics.ts';
import { startOpsServer } from '../../../../scripts/lib/rebuild/ops-routes.ts';
import { startRebuildServer } from '../../../../scripts/lib/rebuild/server.ts';
import { waitUntil } from './support/child-workers.ts';
import { parsePrometheus } from './support/prometheus.ts';
import { startRedisServer, type RedisServer } from './support/redis.ts';

/** GETs `path`, and how long the answer took. */
async function get(url: string, path: string) {
	const started = performance.now();
	const response = await fetch(url + path);
	const body = path === '/healthz' ? await response.json() : await response.text();
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
		[new Error('NOAUTH Authentication required.'), 'NOAUTH Authentication required.'],
		['a thrown string', 'a thrown string'],
	])('describes %o as %j', (error, words) => {
		expect(redisProblem(error)).toBe(words);
	});
});

describe('/healthz with the in-process queue', () => {
	it('is healthy: the queue needs nothing', async () => {
		expect(await inProcessHealth().check()).toEqual({ ok: true, queue: 'in-process' });
	});
});

describe('/healthz with Redis', () => {
	let redis: RedisServer;
	beforeAll(async () => {
		redis = await startRedisServer();
	});
	afterAll(async () => {
		await redis?.stop();
	});

	it('answers 503 naming the reason when Redis stops, and 200 when it returns', async () => {
		const health = redisHealth({ url: redis.url });
		const queue = createInProcessQueue(async () => {});
		const server = await startRebuildServer({
			port: 0,
			host: '127.0.0.1',
			secret: 'health-test-secret-0123',
			tenants: [],
			queue,
			ops: { health },
		});
		onTestFinished(async () => {
			await server.close();
			await queue.close();
			await health.close();
		});
		await waitUntil(
			'the first 200',
			async () => (await get(server.url, '/healthz')).status === 200,
		);
		expect((await get(server.url, '/healthz')).body).toEqual({ ok: true, queue: 'redis' });

		await redis.stop();
		await waitUntil('a 503', async () => (await get(server.url, '/healthz')).status === 503);
		await waitUntil(
			'the refusal named',
			async () => (await get(server.url, '/healthz')).body.reason === 'redis: connection refused',
		);
		const down = await get(server.url, '/healthz');
		expect(down).toMatchObject({ status: 503, body: { ok: false } });
		expect(down.ms).toBeLessThan(1500);

		redis = await startRedisServer(redis.port);
		await waitUntil(
			'a 200 again',
			async () => (await get(server.url, '/healthz')).status === 200,
			5000,
		);
		expect((await get(server.url, '/healthz')).body).toEqual({ ok: true, queue: 'redis' });
	});

	it("serves a worker's /healthz and /metrics on a port of its own", async () => {
		const health = redisHealth({ url: redis.url });
		const metrics = createRebuildMetrics();
		const ops = await startOpsServer({ port: 0, host: '127.0.0.1', health, metrics });
		onTestFinished(async () => {
			await ops.close();
			await health.close();
		});
		await waitUntil('a 200', async () => (await get(ops.url, '/healthz')).status === 200);
		const scrape = await get(ops.url, '/metrics');
		expect(scrape.status).toBe(200);
		const parsed = parsePrometheus(scrape.body);
		expect(parsed.type.get('rebuild_build_duration_seconds')).toBe('histogram');
		expect(parsed.type.get('rebuild_failures_total')).toBe('counter');
		expect((await get(ops.url, '/elsewhere')).status).toBe(404);
	});
});

describe('/healthz with a Redis that accepts but never answers', () => {
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
