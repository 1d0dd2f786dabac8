/**
 * The readiness check of the bucket a deploying process writes to: a `HeadBucket` answered
 * within the timeout. Its reason is one of a few fixed phrases (`bucket: access denied`), never
 * the endpoint, the bucket's name or the SDK's message.
 */
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { DeployConfig } from '../../../config/env.ts';
import { createDeployTarget } from '../deploy/bucket.ts';
import { HEALTH_TIMEOUT_MS, withinTimeout, type HealthCheck } from './health.ts';

/** Why the bucket did not answer, in a few fixed words, from the SDK's error. */
export function bucketProblem(error: unknown): string {
	const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
		?.httpStatusCode;
	if (status === 403 || status === 401) return 'access denied';
	if (status === 404) return 'not found';
	if (status !== undefined && status >= 500) return `the store answered ${status}`;
	const code = (error as NodeJS.ErrnoException | null)?.code;
	if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
	if (code === 'ECONNREFUSED') return 'connection refused';
	return 'unreachable';
}

/** The check of the bucket `config` names. */
export function bucketHealth(config: DeployConfig, timeoutMs = HEALTH_TIMEOUT_MS): HealthCheck {
	const target = createDeployTarget(config);
	const seconds = timeoutMs / 1000;
	return {
		name: 'bucket',
		async check() {
			const abort = new AbortController();
			try {
				const answer = await withinTimeout(
					target.client.send(new HeadBucketCommand({ Bucket: target.bucket }), {
						abortSignal: abort.signal,
					}),
					timeoutMs,
				);
				if (answer !== 'silent') return { ok: true };
				abort.abort();
				return { ok: false, reason: `bucket: no answer within ${seconds} s` };
			} catch (error) {
				return { ok: false, reason: `bucket: ${bucketProblem(error)}` };
			}
		},
		close: async () => {
			target.client.destroy();
		},
	};
}
