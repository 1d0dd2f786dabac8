/**
 * The logs of the rebuild server and the workers: pino records, written as one JSON object a line
 * for a log collector (`LOG_FORMAT=json`) or as the plain lines a person reads (`human`). A record
 * about a tenant's job carries `tenant` and `jobId`; once the job ends, `durationMs` too, and
 * `reason` when it failed. `msg` is the sentence the human line shows.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppEnv } from '../../../config/env.ts';
import type { WorkerEvent } from '../rebuild/worker.ts';

/** Where log text goes: a process's stdout or stderr, or a test's capture. */
export interface LogOutput {
	write(text: string): unknown;
	/** True on a terminal, where an unset `LOG_FORMAT` means human lines. */
	isTTY?: boolean;
}

/** How {@link createLogger} logs. */
export interface LoggerOptions {
	/** The `service` field of every record, e.g. `rebuild-server` or `worker`. */
	service: string;
	/** `LOG_FORMAT`; null: human when `stdout` is a terminal, else json. */
	format: AppEnv['logFormat'];
	/** Every JSON record, and the human lines below warn; default process.stdout. */
	stdout?: LogOutput;
	/** The human lines of warnings and errors; default process.stderr. */
	stderr?: LogOutput;
}

// As the scripts used console.error for them: warnings and errors are on stderr in human form.
const STDERR_FROM = pino.levels.values.warn!;

/** The line a person reads for a record: its sentence, then the job it is about. */
function humanLine(record: Record<string, unknown>): string {
	const msg = typeof record.msg === 'string' ? record.msg : '';
	return typeof record.jobId === 'string' ? `${msg} (job ${record.jobId})` : msg;
}

// pino writes each record to its destination as a JSON line; this one writes the human line
// instead, synchronously and in this thread (no transport worker), so it works the same in CI.
function humanDestination(stdout: LogOutput, stderr: LogOutput): DestinationStream {
	return {
		write(json) {
			const record = JSON.parse(json) as Record<string, unknown>;
			const level = pino.levels.values[String(record.level)] ?? 0;
			(level >= STDERR_FROM ? stderr : stdout).write(`${humanLine(record)}\n`);
		},
	};
}

/** A logger of `options.service` in the format `LOG_FORMAT` asks for (see {@link LoggerOptions}). */
export function createLogger(options: LoggerOptions): Logger {
	const stdout = options.stdout ?? process.stdout;
	const format = options.format ?? (stdout.isTTY ? 'human' : 'json');
	const settings: pino.LoggerOptions = {
		base: { service: options.service, pid: process.pid },
		timestamp: pino.stdTimeFunctions.isoTime,
		formatters: { level: (label) => ({ level: label }) },
	};
	if (format === 'human')
		return pino(settings, humanDestination(stdout, options.stderr ?? process.stderr));
	// Synchronous: a record is out before a process.exit() and in order with console output.
	return pino(settings, options.stdout ?? pino.destination({ dest: 1, sync: true }));
}

/**
 * Logs a worker's event: info when a job is taken, left for another revision or done, error when
 * it failed, warn on Redis errors.
 */
export function logWorkerEvent(logger: Logger, event: WorkerEvent): void {
	if (event.kind === 'error') {
		logger.warn({ reason: event.reason }, `Redis: ${event.reason} (retrying)`);
		return;
	}
	const job = { tenant: event.domain, jobId: event.id };
	if (event.kind === 'taken') logger.info(job, `${event.domain}: taken`);
	else if (event.kind === 'left')
		logger.info(
			{ ...job, revision: event.revision },
			`${event.domain}: left for a worker of revision ${event.revision}`,
		);
	else if (event.kind === 'done')
		logger.info({ ...job, durationMs: event.ms }, `${event.domain}: done in ${event.ms} ms`);
	else
		logger.error(
			{ ...job, durationMs: event.ms, reason: event.reason },
			`${event.domain}: failed after ${event.ms} ms: ${event.reason}`,
		);
}
