/**
 * One rebuild worker in its own process for the webhook storm test: the real worker on the test's
 * Redis, with a stand-in build that reads the tenant's content version at its start (its fetch),
 * takes 300 ms (its render), then makes that version live and records the build. Prints what
 * worker-child.ts prints. Environment: TEST_REDIS_URL, TEST_PREFIX, TEST_LOCK_MS.
 *
 * Keys under the prefix: `content:<domain>` (the version the test last wrote), `live:<domain>`
 * (the version the last build made live) and the list `built` (one JSON line per build).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { runChildWorker } from './child-worker-main.ts';

await runChildWorker(async (domain, { redis, prefix }) => {
	const start = Date.now();
	const version = Number((await redis('get', `${prefix}:content:${domain}`)) ?? 0);
	await sleep(300);
	await redis('set', `${prefix}:live:${domain}`, version);
	const build = { domain, pid: process.pid, version, start, end: Date.now() };
	await redis('rpush', `${prefix}:built`, JSON.stringify(build));
});
