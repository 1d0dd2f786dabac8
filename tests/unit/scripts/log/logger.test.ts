/**
 * The logs of the rebuild server and workers (scripts/lib/log/logger.ts): JSON records a log
 * collector parses, with the job's fields; the plain lines a person reads, warnings and errors on
 * stderr; and LOG_FORMAT's default, human on a terminal only.
 */
import { describe, expect, it } from 'vitest';
import { createLogger, logWorkerEvent } from '../../../../scripts/lib/log/logger.ts';
import type { WorkerEvent } from '../../../../scripts/lib/rebuild/worker.ts';

/** A stdout or stderr stand-in that keeps what was written. */
function output(isTTY = false) {
	const chunks: string[] = [];
	return { isTTY, chunks, write: (text: string) => chunks.push(text) };
}

/** A logger of `format` over captured stdout and stderr. */
function captured(format: 'json' | 'human' | null, isTTY = false) {
	const stdout = output(isTTY);
	const stderr = output();
	const logger = createLogger({ service: 'worker', format, stdout, stderr });
	return { logger, stdout: stdout.chunks, stderr: stderr.chunks };
}

const records = (chunks: string[]) =>
	chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>);

const ID = '4f0c2a9e-1b7d-4c3e-9a51-6d2f8e0b7c14';

const events: Array<
	[
		WorkerEvent,
		{ level: string; fields: Record<string, unknown>; to: 'stdout' | 'stderr'; line: string },
	]
> = [
	[
		{ kind: 'taken', id: ID, domain: 'sunrise-academy.in' },
		{
			level: 'info',
			fields: { tenant: 'sunrise-academy.in', jobId: ID },
			to: 'stdout',
			line: `sunrise-academy.in: taken (job ${ID})`,
		},
	],
	[
		{ kind: 'left', id: ID, domain: 'sunrise-academy.in', revision: '1a2b3c4d5e6f' },
		{
			level: 'info',
			fields: { tenant: 'sunrise-academy.in', jobId: ID, revision: '1a2b3c4d5e6f' },
			to: 'stdout',
			line: `sunrise-academy.in: left for a worker of revision 1a2b3c4d5e6f (job ${ID})`,
		},
	],
	[
		{ kind: 'done', id: ID, domain: 'sunrise-academy.in', ms: 1234 },
		{
			level: 'info',
			fields: { tenant: 'sunrise-academy.in', jobId: ID, durationMs: 1234 },
			to: 'stdout',
			line: `sunrise-academy.in: done in 1234 ms (job ${ID})`,
		},
	],
	[
		{
			kind: 'failed',
			id: ID,
			domain: 'pixel-store.in',
			ms: 87,
			reason: 'M1 answered 503 after 3 tries',
		},
		{
			level: 'error',
			fields: {
				tenant: 'pixel-store.in',
				jobId: ID,
				durationMs: 87,
				reason: 'M1 answered 503 after 3 tries',
			},
			to: 'stderr',
			line: `pixel-store.in: failed after 87 ms: M1 answered 503 after 3 tries (job ${ID})`,
		},
	],
	[
		{ kind: 'error', reason: 'connect ECONNREFUSED 127.0.0.1:6379' },
		{
			level: 'warn',
			fields: { reason: 'connect ECONNREFUSED 127.0.0.1:6379' },
			to: 'stderr',
			line: 'Redis: connect ECONNREFUSED 127.0.0.1:6379 (retrying)',
		},
	],
];

describe('createLogger, LOG_FORMAT=json', () => {
	it('writes one JSON record a line: ISO time, level label, service, pid and the message', () => {
		const { logger, stdout, stderr } = captured('json');
		logger.info('Rebuild webhook: POST http://127.0.0.1:4330/hooks/rebuild');
		expect(stdout).toHaveLength(1);
		expect(stdout[0]).toMatch(/^\{.*\}\n$/);
		const [record] = records(stdout);
		expect(record).toEqual({
			level: 'info',
			time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
			service: 'worker',
			pid: process.pid,
			msg: 'Rebuild webhook: POST http://127.0.0.1:4330/hooks/rebuild',
		});
		expect(stderr).toEqual([]);
	});

	it('writes errors to stdout too, as records a collector tells apart by level', () => {
		const { logger, stdout, stderr } = captured('json');
		logger.error('Rebuild server failed: REBUILD_PORT 4330 is taken');
		expect(records(stdout).map((record) => record.level)).toEqual(['error']);
		expect(stderr).toEqual([]);
	});

	it.each(events)('logs worker event %o as a record with its fields', (event, expected) => {
		const { logger, stdout } = captured('json');
		logWorkerEvent(logger, event);
		const [record] = records(stdout);
		expect(record).toEqual({
			level: expected.level,
			time: expect.any(String),
			service: 'worker',
			pid: process.pid,
			...expected.fields,
			msg: expect.any(String),
		});
	});
});

describe('createLogger, LOG_FORMAT=human', () => {
	it.each(events)('prints worker event %o as one plain line', (event, expected) => {
		const written = captured('human');
		logWorkerEvent(written.logger, event);
		const other = expected.to === 'stdout' ? 'stderr' : 'stdout';
		expect(written[expected.to]).toEqual([`${expected.line}\n`]);
		expect(written[other]).toEqual([]);
	});

	it('prints a line logged without a job exactly as it was given', () => {
		const { logger, stdout } = captured('human');
		logger.info('  Rebuild sunrise-academy.in now:');
		logger.info('sunrise-academy.in: 12 pages published');
		expect(stdout).toEqual([
			'  Rebuild sunrise-academy.in now:\n',
			'sunrise-academy.in: 12 pages published\n',
		]);
	});
});

describe('LOG_FORMAT unset', () => {
	it.each([
		['a terminal: human lines', null, true, 'human'],
		['a pipe or file: JSON records', null, false, 'json'],
		['a terminal with LOG_FORMAT=json: JSON records', 'json', true, 'json'],
		['a pipe with LOG_FORMAT=human: human lines', 'human', false, 'human'],
	] as const)('on %s', (_name, format, isTTY, written) => {
		const { logger, stdout } = captured(format, isTTY);
		logger.info('Worker ready: waiting for rebuild jobs on 127.0.0.1:6379.');
		expect(stdout).toEqual([
			written === 'human'
				? 'Worker ready: waiting for rebuild jobs on 127.0.0.1:6379.\n'
				: expect.stringMatching(/^\{"level":"info",.*\}\n$/),
		]);
	});
});
