/**
 * `npm run build -- --queue` on the terminal: runs the queued build and prints its progress (one
 * line rewritten in place on a terminal; a plain line every few seconds in CI or a log file),
 * each failure as it happens, and the summary. Resolves with the exit code: 0 when every tenant
 * is live, 1 when any failed (named with its reason; the others are published).
 */
import type { ScriptConfig } from '../startup/script-config.ts';
import { progressLine, summaryLines } from './batch-progress.ts';
import { runQueuedBuild, type QueuedBuildEvent } from './queued-build.ts';
import { codeRevision } from '../system/code-revision.ts';
import { redisTargetOf } from './bullmq-shared.ts';

/** How the command runs. */
export interface QueuedBuildCommand {
	force: boolean;
	/** Where lines go (default: stdout, failures to stderr). */
	out?: NodeJS.WriteStream;
	/** Progress rewritten in place (default: stdout is a terminal and CI is unset). */
	live?: boolean;
}

// In CI and log files a line this often is enough to see the batch move.
const PLAIN_EVERY_MS = 5000;

/** The line naming the jobs' revision and its workers; with none, why the jobs will wait. */
export function revisionLine(revision: string, workers: number): string {
	if (workers > 0) return `Revision ${revision}: ${workers} worker(s) of it connected.`;
	return (
		`Revision ${revision}: no worker of it is connected; its jobs wait until one is ` +
		'(start `npm run worker` from this same code).'
	);
}

/** Runs the queued build of every tenant in the configuration; resolves with the exit code. */
export async function queuedBuildCommand(
	config: ScriptConfig,
	command: QueuedBuildCommand,
): Promise<number> {
	const { env, tenants } = config;
	const redis = redisTargetOf(env);
	if (redis === null) {
		console.error(
			'npm run build -- --queue needs REDIS_URL, the Redis the workers take jobs from (e.g. REDIS_URL=redis://127.0.0.1:6379 npm run build -- --queue), and at least one `npm run worker`.',
		);
		return 1;
	}
	const out = command.out ?? process.stdout;
	const live = command.live ?? (out.isTTY === true && !process.env['CI']);
	let lastPlain = 0;
	let shown = false;
	const line = (text: string) => {
		if (live && shown) out.write('\r\x1b[2K');
		shown = false;
		out.write(`${text}\n`);
	};
	const report = (event: QueuedBuildEvent) => {
		switch (event.kind) {
			case 'revision':
				line(revisionLine(event.revision, event.workers));
				return;
			case 'queued':
				line(
					`Queued ${event.total} tenant(s) on ${new URL(redis.url).host} in ${(event.elapsedMs / 1000).toFixed(1)} s` +
						(event.joined > 0 ? ` (${event.joined} joined a rebuild already waiting)` : '') +
						'; the workers build and deploy them.',
				);
				return;
			case 'progress': {
				const text = progressLine(event.tally, event.elapsedMs);
				if (live) {
					out.write(`\r\x1b[2K${text}`);
					shown = true;
				} else if (event.elapsedMs - lastPlain >= PLAIN_EVERY_MS) {
					lastPlain = event.elapsedMs;
					line(text);
				}
				return;
			}
			case 'failed':
				line(`✗ ${event.domain}: ${event.reason}`);
				return;
			case 'requeued':
				line(`Redis had lost ${event.domains.length} job(s); queued them again.`);
				return;
			case 'no-workers':
				line(revisionLine(event.revision, 0));
				return;
			case 'redis-down':
				line(`Redis is not answering (${event.reason}); waiting for it, as the workers do.`);
				return;
			case 'redis-up':
				line('Redis answers again; following the batch.');
				return;
		}
	};
	const result = await runQueuedBuild({
		...redis,
		revision: codeRevision(env, config.root),
		domains: tenants.map((tenant) => tenant.domain),
		force: command.force,
		report,
	});
	if (live && shown) out.write('\n');
	for (const text of summaryLines(result, result.elapsedMs)) line(text);
	return result.failed.length > 0 ? 1 : 0;
}
