/**
 * The rebuild server's job log (`timed` in scripts/lib/rebuild/service.ts): one record when a
 * tenant's job went live or failed, with the tenant, the job id the webhook answered, the
 * duration in whole ms and, on failure, the reason.
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../../scripts/lib/log/logger.ts';
import { createInProcessQueue } from '../../../../scripts/lib/rebuild/in-process-queue.ts';
import { timed } from '../../../../scripts/lib/rebuild/service.ts';
import { fakeRebuild, settle } from './fake-rebuild.ts';

function jsonLogger() {
	const chunks: string[] = [];
	const logger = createLogger({
		service: 'rebuild-server',
		format: 'json',
		stdout: { write: (text: string) => chunks.push(text) },
	});
	const records = () => chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>);
	return { logger, records };
}

describe('timed', () => {
	it.each([
		[
			'live',
			undefined,
			{
				level: 'info',
				tenant: 'sunrise-academy.in',
				msg: expect.stringMatching(/^rebuild sunrise-academy\.in: live in \d+ ms$/),
			},
		],
		[
			'failed',
			new Error('M1 answered 503 after 3 tries'),
			{
				level: 'error',
				tenant: 'sunrise-academy.in',
				reason: 'M1 answered 503 after 3 tries',
				msg: 'rebuild sunrise-academy.in failed: M1 answered 503 after 3 tries',
			},
		],
	])('logs a %s job with its tenant, job id and duration', async (_name, failure, expected) => {
		const { logger, records } = jsonLogger();
		const fake = fakeRebuild();
		const queue = createInProcessQueue(timed(fake.rebuild, logger));
		const id = await queue.enqueue('sunrise-academy.in');
		const build = await fake.call(0);
		if (failure) build.fail(failure);
		else build.finish();
		await settle();
		expect(records()).toEqual([
			{
				...expected,
				time: expect.any(String),
				service: 'rebuild-server',
				pid: process.pid,
				jobId: id,
				durationMs: expect.any(Number),
			},
		]);
		expect(Number.isInteger(records()[0]!.durationMs)).toBe(true);
		await queue.close();
	});

	it('rethrows the failure, so the queue records the job as failed', async () => {
		const { logger, records } = jsonLogger();
		const rebuild = timed(
			() => Promise.reject(new Error('pixel-store.in is not in tenants.json.')),
			logger,
		);
		await expect(rebuild('pixel-store.in')).rejects.toThrow(
			'pixel-store.in is not in tenants.json.',
		);
		expect(records()[0]).not.toHaveProperty('jobId');
		expect(records()[0]).toMatchObject({ tenant: 'pixel-store.in', level: 'error' });
	});
});
