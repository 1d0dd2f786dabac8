/**
 * What `GET /healthz` checks: the services the rebuild server or worker depends on. The
 * in-process queue depends on nothing; the Redis queue on its Redis, checked with a PING on a
 * connection of its own that never queues commands, so a check answers within its timeout
 * whether Redis is down, refusing, or up but silent (the queue's own connection waits forever).
 */
import { Redis } from 'ioredis';
import type { RedisTarget } from './bullmq-shared.ts';
import { reasonOf } from '../reason.ts';

/** The outcome of one check: healthy, or the reason it is not (e.g. `redis: connection refused`). */
export type HealthReport =
	{ ok: true; queue: 'in-process' | 'redis' } | { ok: false; reason: string };

/** A dependency check and the connection it holds. */
export interface HealthCheck {
	check(): Promise<HealthReport>;
	close(): Promise<void>;
}

/** How long a PING may take before Redis counts as down. */
export const HEALTH_TIMEOUT_MS = 1000;

/** The health check of the in-process queue: nothing to depend on. */
export function inProcessHealth(): HealthCheck {
	return { check: async () => ({ ok: true, queue: 'in-process' }), close: async () => {} };
}

/** Why Redis could not be reached, in a few words (`connection refused`), from a connection error. */
export function redisProblem(error: unknown): string {
	const code = (error as NodeJS.ErrnoException | null)?.code;
	switch (code) {
		case 'ECONNREFUSED':
			return 'connection refused';
		case 'ECONNRESET':
			return 'connection reset';
		case 'ENOTFOUND':
		case 'EAI_AGAIN':
			return 'host not found';
		case 'ETIMEDOUT':
			return 'connect timed out';
		default:
			return reasonOf(error);
	}
}

/** The health check of the Redis at `target.url`: a PING answered within `timeoutMs`. */
export function redisHealth(
	target: RedisTarget,
	timeoutMs: number = HEALTH_TIMEOUT_MS,
): HealthCheck {
	const client = new Redis(target.url, {
		// Fail at once while disconnected instead of queueing the PING until Redis returns.
		enableOfflineQueue: false,
		maxRetriesPerRequest: 0,
		connectTimeout: timeoutMs,
		// Reconnect soon after Redis returns, so the check turns healthy again within a second.
		retryStrategy: (times) => Math.min(times * 100, 1000),
		lazyConnect: true,
	});
	// Why the last connection attempt failed; null while connected or before the first attempt ends.
	let lastError: string | null = null;
	client.on('error', (error) => (lastError = redisProblem(error)));
	client.on('ready', () => (lastError = null));
	client.connect().catch(() => {});
	const seconds = timeoutMs / 1000;
	return {
		async check() {
			if (client.status !== 'ready')
				return { ok: false, reason: `redis: ${lastError ?? `not connected (${client.status})`}` };
			let timer: NodeJS.Timeout | undefined;
			const silent = new Promise<'silent'>((resolve) => {
				timer = setTimeout(() => resolve('silent'), timeoutMs);
			});
			try {
				const answer = await Promise.race([client.ping(), silent]);
				if (answer === 'silent')
					return { ok: false, reason: `redis: no answer within ${seconds} s` };
				return { ok: true, queue: 'redis' };
			} catch (error) {
				return { ok: false, reason: `redis: ${redisProblem(error)}` };
			} finally {
				clearTimeout(timer);
			}
		},
		close: async () => {
			client.disconnect();
		},
	};
}
