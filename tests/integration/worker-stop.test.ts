/**
 * `npm run worker` told to stop, as an orchestrator stops it: SIGTERM to its process group (its
 * render process too), here while its Redis is gone. It used to wait for Redis for ever; now it
 * exits within 30 s of the signal.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { startScript, stopAll } from '../support/scripts.ts';
import { startRedisServer } from '../unit/scripts/rebuild/support/redis.ts';

const root = resolve(import.meta.dirname, '../..');

afterEach(() => stopAll());

describe('a worker told to stop', () => {
	it('exits within 30 s of SIGTERM while its Redis is unreachable', async () => {
		const redis = await startRedisServer();
		onTestFinished(() => redis.stop());
		const dist = await mkdtemp(join(tmpdir(), 'worker-stop-'));
		onTestFinished(() => rm(dist, { recursive: true, force: true }));
		const worker = startScript(root, 'scripts/worker.ts', {
			REDIS_URL: redis.url,
			// Never contacted: no job comes.
			LMS_API_URL: 'http://127.0.0.1:9',
			PRODUCT_API_URL: '',
			DEPLOY_S3_BUCKET: '',
			OPS_PORT: '0',
			LOG_FORMAT: 'human',
			DIST_DIR: dist,
			NODE_ENV: '',
			CODE_REVISION: 'stop-test',
			QUEUE_PREFIX: 'worker-stop-test',
		});
		await worker.waitForLine(
			/^Worker ready: waiting for rebuild jobs of revision stop-test on 127\.0\.0\.1:\d+\.$/,
			60_000,
		);

		await redis.stop();
		await worker.waitForLine(/^Redis: .*ECONNREFUSED.* \(retrying\)$/, 10_000);
		const signalled = performance.now();
		worker.kill('SIGTERM');
		const code = await worker.exited;
		const seconds = (performance.now() - signalled) / 1000;

		expect(seconds).toBeLessThan(30);
		expect(code).toBe(0);
		expect(worker.lines).toContain(
			'Stopping: no new jobs; waiting up to 25 s for the running build (Ctrl-C again to abandon it).',
		);
		// Redis errors are log lines, not stack traces printed at every reconnect.
		expect(worker.lines.filter((line) => line.startsWith('Error: '))).toEqual([]);
		console.log(`worker exited ${seconds.toFixed(1)} s after SIGTERM`);
	}, 120_000);
});
