/**
 * One rebuild worker in its own process, as `npm run worker` runs it: the real queue on the test's
 * Redis, with a stand-in for our build that records each build in Redis and takes a while
 * (`slow-` domains longer). Prints one JSON line per worker event, and `{"kind":"ready"}` first.
 * Environment: TEST_REDIS_URL, TEST_PREFIX, TEST_LOCK_MS.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { runChildWorker } from './child-worker-main.ts';

await runChildWorker(async (domain, { redis, prefix }) => {
	const start = Date.now();
	await redis('rpush', `${prefix}:started`, domain);
	await sleep(domain.startsWith('slow-') ? 2000 : 200);
	const build = { domain, pid: process.pid, start, end: Date.now() };
	await redis('rpush', `${prefix}:built`, JSON.stringify(build));
});
