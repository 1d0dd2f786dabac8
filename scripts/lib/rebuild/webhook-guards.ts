/**
 * The rebuild webhook's replay memory and bad-signature limit, where the queue is: in this
 * process's memory for the in-process queue, on the queue's Redis (same URL, settings and key
 * prefix) when `REDIS_URL` is set, so several rebuild servers refuse each other's replays.
 */
import { Redis } from 'ioredis';
import { bullmqOptions, QUEUE_NAME, type RedisTarget } from './bullmq-shared.ts';
import { memoryFailureLimiter, redisFailureLimiter, type FailureLimiter } from './failure-limit.ts';
import { memoryReplayGuard, redisReplayGuard, type ReplayGuard } from './replay-guard.ts';

/** What the rebuild server checks requests against, and how to let go of it. */
export interface WebhookGuards {
	replays: ReplayGuard;
	failures: FailureLimiter;
	/** Closes the Redis connection, if any. */
	close(): Promise<void>;
}

/** The guards in memory (`redis` null) or on the queue's Redis; `now` is the memory ones' clock. */
export function webhookGuards(
	redis: RedisTarget | null,
	now: () => number = Date.now,
): WebhookGuards {
	if (!redis)
		return {
			replays: memoryReplayGuard(now),
			failures: memoryFailureLimiter(now),
			close: async () => {},
		};
	const { connection, prefix } = bullmqOptions(redis);
	const { url, ...settings } = connection;
	const client = new Redis(url, settings);
	// Commands wait for the reconnection, as the queue's do; without a listener each retry is logged.
	client.on('error', () => {});
	const keys = `${prefix}:${QUEUE_NAME}`;
	return {
		replays: redisReplayGuard(client, `${keys}:webhook-replay`),
		failures: redisFailureLimiter(client, `${keys}:webhook-failures`),
		close: async () => {
			await client.quit().catch(() => client.disconnect());
		},
	};
}
