/**
 * The rebuild webhook's replay memory and bad-signature limit, where the queue is: in this
 * process's memory for the in-process queue (the replays also in a file beside `dist/` when
 * given one, so a restart keeps them), on the queue's Redis (same URL, settings and key prefix)
 * when `REDIS_URL` is set, so several rebuild servers refuse each other's replays.
 */
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import { bullmqOptions, queueNameOf, type RedisTarget } from './bullmq-shared.ts';
import { memoryFailureLimiter, redisFailureLimiter, type FailureLimiter } from './failure-limit.ts';
import { memoryReplayGuard, redisReplayGuard, type ReplayGuard } from './replay-guard.ts';
import { fileReplayGuard, replayFileOf } from './file-replay-guard.ts';

/** What the rebuild server checks requests against, and how to let go of it. */
export interface WebhookGuards {
	replays: ReplayGuard;
	failures: FailureLimiter;
	/** Closes the Redis connection, if any. */
	close(): Promise<void>;
}

/** Without Redis, where the replays are kept besides memory (file-replay-guard.ts); none: memory only. */
export interface WebhookGuardFiles {
	/** The replay file. */
	replayFile?: string;
	/** Else the dist folder (resolved against `root`) the replay file is beside. */
	distDir?: string;
	/** Default: the working folder. */
	root?: string;
}

/** The replay file `files` names, if any. */
function replayFile({ replayFile: file, distDir, root = '.' }: WebhookGuardFiles): string | null {
	if (file) return resolve(root, file);
	return distDir ? replayFileOf(resolve(root, distDir)) : null;
}

/**
 * The guards in memory (`redis` null; the replays kept in the file of `files` too) or on the
 * queue's Redis; `now` is the memory ones' clock.
 */
export function webhookGuards(
	redis: RedisTarget | null,
	now: () => number = Date.now,
	files: WebhookGuardFiles = {},
): WebhookGuards {
	if (!redis) {
		const file = replayFile(files);
		return {
			replays: file === null ? memoryReplayGuard(now) : fileReplayGuard(file, now),
			failures: memoryFailureLimiter(now),
			close: async () => {},
		};
	}
	const { connection, prefix } = bullmqOptions(redis);
	const { url, ...settings } = connection;
	const client = new Redis(url, settings);
	// Commands wait for the reconnection, as the queue's do; without a listener each retry is logged.
	client.on('error', () => {});
	const keys = `${prefix}:${queueNameOf(redis)}`;
	return {
		replays: redisReplayGuard(client, `${keys}:webhook-replay`),
		failures: redisFailureLimiter(client, `${keys}:webhook-failures`),
		close: async () => {
			await client.quit().catch(() => client.disconnect());
		},
	};
}
