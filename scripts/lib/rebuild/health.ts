/**
 * What `GET /readyz` checks: the services the rebuild server or worker depends on. The
 * in-process queue depends on nothing; the Redis queue on its Redis, checked with a PING on a
 * connection of its own that never queues commands, so a check answers within its timeout
 * whether Redis is down, refusing, or up but silent (the queue's own connection waits forever);
 * a deploying process also on its bucket (bucket-health.ts). A reason names the dependency and
 * what went wrong in a few fixed words, never a connection string or an error's own text: a
 * probe's answer is read by whoever reaches the operations port.
 */
import { Redis } from 'ioredis';
import type { RedisTarget } from './bullmq-shared.ts';

/** The outcome of one check: ready, or the reason it is not (e.g. `redis: connection refused`). */
export type HealthReport = { ok: true } | { ok: false; reason: string };

/** One dependency's check, named as `/readyz` names it, and the connection it holds. */
export interface HealthCheck {
	/** `redis`, `bucket`. */
	name: string;
	check(): Promise<HealthReport>;
	close(): Promise<void>;
}

/** How long a PING (or a bucket's HEAD) may take before the dependency counts as down. */
export const HEALTH_TIMEOUT_MS = 1000;

/** Why Redis could not be reached, in a few fixed words (`connection refused`), from a connection error. */
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
	}
	const message = error instanceof Error ? error.message : '';
	// Redis's own error words say what to fix without echoing anything of the connection.
	if (/^(NOAUTH|WRONGPASS)\b/.test(message)) return 'authentication failed';
	if (/^NOPERM\b/.test(message)) return 'permission denied';
	return 'unreachable';
}

/** Races `work` against `timeoutMs`: `'silent'` when it did not settle in time. */
export async function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T | 'silent'> {
	let timer: NodeJS.Timeout | undefined;
	const silent = new Promise<'silent'>((resolve) => {
		timer = setTimeout(() => resolve('silent'), timeoutMs);
	});
	try {
		return await Promise.race([work, silent]);
	} finally {
		clearTimeout(timer);
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
		name: 'redis',
		async check() {
			if (client.status !== 'ready')
				return { ok: false, reason: `redis: ${lastError ?? `not connected (${client.status})`}` };
			try {
				const answer = await withinTimeout(client.ping(), timeoutMs);
				if (answer === 'silent')
					return { ok: false, reason: `redis: no answer within ${seconds} s` };
				return { ok: true };
			} catch (error) {
				return { ok: false, reason: `redis: ${redisProblem(error)}` };
			}
		},
		close: async () => {
			client.disconnect();
		},
	};
}

/** What `GET /readyz` answers: ready with what was checked, or what failed and why. */
export type ReadinessReport =
	{ ok: true; checked: string[] } | { ok: false; failed: string[]; reason: string };

/** A process's readiness: every dependency's check at once, and the connections they hold. */
export interface Readiness {
	check(): Promise<ReadinessReport>;
	close(): Promise<void>;
}

/**
 * Ready when every check in `checks` is (none: always ready, as with the in-process queue), else
 * the names of those that failed and their reasons.
 */
export function readiness(checks: readonly HealthCheck[]): Readiness {
	return {
		async check() {
			const reports = await Promise.all(checks.map((one) => one.check()));
			const failed = checks.filter((_, index) => !reports[index]!.ok).map((one) => one.name);
			if (failed.length === 0) return { ok: true, checked: checks.map((one) => one.name) };
			const reason = reports.flatMap((report) => (report.ok ? [] : [report.reason])).join('; ');
			return { ok: false, failed, reason };
		},
		close: async () => {
			await Promise.all(checks.map((one) => one.close()));
		},
	};
}
