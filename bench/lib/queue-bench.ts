/**
 * `npm run bench:build -- --queue`: the generated tenants built through the Redis queue
 * (`npm run build -- --queue`) by 1, then 2, `npm run worker` processes on this machine, each
 * worker with its own empty dist folder (a fresh worker machine), against the bench's sandbox and
 * a redis-server of its own. Reports wall time, tenants per second (in all and per worker) and
 * the peak memory of the workers and the command together; and projects a code release over
 * many tenants on many worker machines from the one-worker figure.
 */
import { join } from 'node:path';
import { startRedisServer, type RedisServer } from '../../scripts/lib/system/redis-server.ts';
import { startNpm, stopChild, waitUntil, type Child } from './children.ts';
import { treeRssKb } from './process-tree.ts';

/** One measured queued build. */
export interface QueueRun {
	workers: number;
	seconds: number | null;
	tenantsPerSecond: number | null;
	perWorker: number | null;
	peakMb: number;
	live: number | null;
	failed: number | null;
	/** Seconds the command took to queue the batch. */
	queuedS: number | null;
	error?: string;
}

/** The projection's inputs and result. */
export interface Projection {
	tenants: number;
	workers: number;
	/** Tenants per second one worker machine builds, measured. */
	perWorker: number;
	/** The time to queue the batch and read its end, measured on the one-worker run. */
	overheadS: number;
	seconds: number;
}

/** How long `tenants` take on `workers` machines at `perWorker` tenants/s each, plus the fixed overhead. */
export function projectRelease(
	tenants: number,
	workers: number,
	perWorker: number,
	overheadS: number,
): Projection {
	const seconds = Math.round((tenants / (workers * perWorker) + overheadS) * 10) / 10;
	return { tenants, workers, perWorker, overheadS, seconds };
}

/** The table's header and one row per run. */
export const QUEUE_HEADER = [
	'workers',
	'wall s',
	'tenants/s',
	'per worker',
	'peak MB',
	'live',
	'failed',
];

/** A run's row in the table. */
export function queueRow(run: QueueRun): string[] {
	const figure = (value: number | null, digits = 1) =>
		value === null ? '–' : value.toFixed(digits);
	return [
		String(run.workers),
		figure(run.seconds),
		figure(run.tenantsPerSecond),
		figure(run.perWorker),
		String(run.peakMb),
		figure(run.live, 0),
		figure(run.failed, 0),
	];
}

/** What a queued bench run needs from the bench: where things are and the build environment. */
export interface QueueBenchInput {
	root: string;
	workDir: string;
	env: Record<string, string>;
	tenants: number;
	workerCounts: number[];
	log: (line: string) => void;
}

async function measureWorkers(
	input: QueueBenchInput,
	redis: RedisServer,
	workers: number,
): Promise<QueueRun> {
	const run: QueueRun = {
		workers,
		seconds: null,
		tenantsPerSecond: null,
		perWorker: null,
		peakMb: 0,
		live: null,
		failed: null,
		queuedS: null,
	};
	const children: Child[] = [];
	const pids: number[] = [];
	let peakKb = 0;
	const sampler = setInterval(() => {
		try {
			peakKb = Math.max(
				peakKb,
				pids.reduce((sum, pid) => sum + treeRssKb(pid), 0),
			);
		} catch {
			// No /proc: the peak stays 0.
		}
	}, 100);
	try {
		for (let index = 0; index < workers; index++) {
			let ready = false;
			const child = startNpm(
				input.root,
				'worker',
				[],
				{
					...input.env,
					REDIS_URL: redis.url,
					// Several workers on one machine: each its own free operations port.
					OPS_PORT: '0',
					// The bench reads its "Worker ready" line.
					LOG_FORMAT: 'human',
					// Each worker a machine of its own: an empty dist folder of its own.
					DIST_DIR: join(input.workDir, `queue-dist-${workers}-${index + 1}`),
				},
				(line) => (ready ||= line.startsWith('Worker ready')),
			);
			children.push(child);
			pids.push(child.process.pid!);
			await waitUntil(child, `worker ${index + 1}`, () => ready, 120_000);
		}
		input.log(`queue, ${workers} worker(s): npm run build -- --queue …`);
		const started = performance.now();
		let summary = '';
		const build = startNpm(
			input.root,
			'build',
			['--queue'],
			{ ...input.env, REDIS_URL: redis.url, CI: 'true' },
			(line) => {
				const queued = /^Queued \d+ tenant\(s\) on \S+ in ([\d.]+) s/.exec(line);
				if (queued) run.queuedS = Number(queued[1]);
				if (line.startsWith('Queued build:')) summary = line;
				else if (/ done, /.test(line)) input.log(`  ${line}`);
			},
		);
		pids.push(build.process.pid!);
		const code = await build.exited;
		const seconds = (performance.now() - started) / 1000;
		const match = /(\d+) of (\d+) tenant\(s\) live, (\d+) failed/.exec(summary);
		run.seconds = Math.round(seconds * 10) / 10;
		run.live = match ? Number(match[1]) : null;
		run.failed = match ? Number(match[3]) : null;
		const finished = (run.live ?? 0) + (run.failed ?? 0);
		run.tenantsPerSecond = Math.round((finished / seconds) * 10) / 10;
		run.perWorker = Math.round((finished / seconds / workers) * 10) / 10;
		if (code !== 0) run.error = `build --queue exited with ${code}:\n${build.tail()}`;
		input.log(`queue, ${workers} worker(s): ${summary || 'no summary line'}`);
	} catch (error) {
		run.error = (error as Error).message;
	} finally {
		clearInterval(sampler);
		run.peakMb = Math.round(peakKb / 1024);
		await Promise.all(children.map(stopChild));
	}
	return run;
}

/** Runs the queued build with each worker count in turn, a fresh Redis for each. */
export async function runQueueBench(input: QueueBenchInput): Promise<QueueRun[]> {
	const runs: QueueRun[] = [];
	for (const workers of input.workerCounts) {
		const redis = await startRedisServer();
		try {
			runs.push(await measureWorkers(input, redis, workers));
		} finally {
			await redis.stop();
		}
	}
	return runs;
}
