/**
 * What a rebuild server or worker is ready on: the queue's Redis when `REDIS_URL` is set, and
 * the bucket when this process deploys to one.
 */
import type { AppEnv } from '../../../config/env.ts';
import { bucketHealth } from './bucket-health.ts';
import { readiness, redisHealth, type HealthCheck, type Readiness } from './health.ts';

/** The readiness of a process with `env`; `deploys`: whether this process uploads to the bucket. */
export function processReadiness(
	env: Pick<AppEnv, 'redisUrl' | 'deploy'>,
	{ deploys }: { deploys: boolean },
): Readiness {
	const checks: HealthCheck[] = [];
	if (env.redisUrl !== null) checks.push(redisHealth({ url: env.redisUrl }));
	if (deploys && env.deploy !== null) checks.push(bucketHealth(env.deploy));
	return readiness(checks);
}
