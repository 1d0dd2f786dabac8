/**
 * What the worker child processes share: the real worker on the test's Redis around a stand-in
 * build, one JSON line printed per worker event and `{"kind":"ready"}` once it waits for jobs,
 * closed on SIGTERM. Environment: TEST_REDIS_URL, TEST_PREFIX, TEST_LOCK_MS, TEST_REVISION (the
 * code revision the worker builds jobs of).
 */
import { startWorker } from '../../../../../scripts/lib/rebuild/worker.ts';
import { redisCommands, type RedisCommands } from './redis.ts';

/** Where a stand-in build records: the test's Redis and the queue's key prefix. */
export interface ChildRecords {
	redis: RedisCommands;
	prefix: string;
}

/** Runs a worker whose builds are `build`; resolves once it waits for jobs. */
export async function runChildWorker(
	build: (domain: string, records: ChildRecords) => Promise<void>,
): Promise<void> {
	const url = process.env['TEST_REDIS_URL']!;
	const records = { redis: redisCommands(url), prefix: process.env['TEST_PREFIX']! };
	const worker = startWorker({
		url,
		prefix: records.prefix,
		revision: process.env['TEST_REVISION']!,
		lockMs: Number(process.env['TEST_LOCK_MS']),
		rebuild: (domain) => build(domain, records),
		report: (event) => console.log(JSON.stringify(event)),
	});
	await worker.ready();
	console.log(JSON.stringify({ kind: 'ready' }));
	process.once('SIGTERM', () => void worker.close().then(() => records.redis.close()));
}
