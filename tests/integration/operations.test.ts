/**
 * Operations safe by default, on the real scripts as an operator starts them:
 * - the rebuild server's operations routes are on `OPS_PORT`, never on the webhook's port, and
 *   `/readyz` follows a real redis-server down and back while `/healthz` stays 200;
 * - `NODE_ENV=production` never falls back to a demo: each script exits 1 naming every variable
 *   it uses but lacks.
 */
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/system/free-port.ts';
import { startScript, stopAll } from '../support/scripts.ts';
import { waitUntil } from '../unit/scripts/rebuild/support/child-workers.ts';
import { startRedisServer, type RedisServer } from '../unit/scripts/rebuild/support/redis.ts';

const root = resolve(import.meta.dirname, '../..');
// Blank means unset, whatever the shell running the tests has.
const CLEAN = {
	LMS_API_URL: '',
	PRODUCT_API_URL: '',
	REBUILD_SECRET: '',
	DEPLOY_S3_BUCKET: '',
	DEPLOY_S3_ENDPOINT: '',
	REDIS_URL: '',
	NODE_ENV: '',
	LOG_FORMAT: 'human',
};

afterEach(() => stopAll());

async function get(url: string) {
	const response = await fetch(url);
	const text = await response.text();
	return { status: response.status, text };
}

describe('the rebuild server with Redis', () => {
	let redis: RedisServer;
	beforeAll(async () => {
		redis = await startRedisServer();
	});
	afterAll(async () => {
		await redis?.stop();
	});

	it('serves /metrics, /healthz and /readyz on OPS_PORT only; /readyz follows Redis', async () => {
		const server = startScript(root, 'scripts/rebuild-server.ts', {
			...CLEAN,
			// Never contacted: with Redis the workers build.
			LMS_API_URL: 'http://127.0.0.1:9',
			REBUILD_SECRET: 'operations-test-secret-0123',
			REDIS_URL: redis.url,
			REBUILD_PORT: String(await freePort()),
			OPS_PORT: '0',
			QUEUE_PREFIX: 'operations-test',
		});
		const webhook = (await server.waitForLine(/^Rebuild webhook: POST /, 30_000)).match(
			/POST (http:\/\/[^/]+)\/hooks\/rebuild/,
		)![1]!;
		const ops = (await server.waitForLine(/^Operations \(keep private\): /, 5000)).match(
			/(http:\/\/127\.0\.0\.1:\d+)\/healthz/,
		)![1]!;
		expect(ops).not.toBe(webhook);

		for (const path of ['/metrics', '/healthz', '/readyz'])
			expect(await get(webhook + path), path).toEqual({
				status: 404,
				text: JSON.stringify({ error: `No route for GET ${path}` }),
			});

		const scrape = await get(`${ops}/metrics`);
		expect(scrape.status).toBe(200);
		expect(scrape.text).toContain('# TYPE institute_sites_rebuild_jobs gauge');
		expect(scrape.text).toContain('# TYPE institute_sites_process_cpu_seconds_total counter');
		// Every sample's name carries the prefix.
		expect(scrape.text).not.toMatch(/^(?!#)(?!institute_sites_)\w+/m);

		await waitUntil('ready', async () => (await get(`${ops}/readyz`)).status === 200);
		expect(JSON.parse((await get(`${ops}/readyz`)).text)).toEqual({ ok: true, checked: ['redis'] });

		await redis.stop();
		// The first answers may say "reconnecting" until the connection's refusal is seen.
		await waitUntil('the refusal named', async () =>
			(await get(`${ops}/readyz`)).text.includes('connection refused'),
		);
		const down = await get(`${ops}/readyz`);
		expect(down.status).toBe(503);
		expect(JSON.parse(down.text)).toEqual({
			ok: false,
			failed: ['redis'],
			reason: 'redis: connection refused',
		});
		// Readiness names what failed, never where it is.
		expect(down.text).not.toContain(String(redis.port));
		expect(await get(`${ops}/healthz`)).toEqual({ status: 200, text: '{"ok":true}' });

		redis = await startRedisServer(redis.port);
		await waitUntil('ready again', async () => (await get(`${ops}/readyz`)).status === 200, 10_000);
		expect(await get(`${ops}/healthz`)).toEqual({ status: 200, text: '{"ok":true}' });
	}, 60_000);
});

describe('production mode', () => {
	const missing = (name: string, why: string) =>
		`Configuration error: environment: ${name}: is not set, and NODE_ENV=production never falls back to a demo: ${why} (see .env.example, Production)`;
	const LMS = missing('LMS_API_URL', "set it to the platform's API base URL");
	const SECRET = missing(
		'REBUILD_SECRET',
		'set the webhook key, e.g. `REBUILD_SECRET=$(openssl rand -hex 32)`',
	);
	const BUCKET = missing('DEPLOY_S3_BUCKET', 'set the bucket the sites are deployed to');

	it.each([
		['scripts/rebuild-server.ts', [LMS, SECRET]],
		['scripts/worker.ts', [LMS, BUCKET]],
		['scripts/build.ts', [LMS]],
		['scripts/deploy.ts', [BUCKET]],
	])('%s exits 1 naming each missing variable, starting nothing', async (script, expected) => {
		const run = startScript(root, script, { ...CLEAN, NODE_ENV: 'production' });
		expect(await run.exited).toBe(1);
		expect(run.lines).toEqual(expected);
	});
});
