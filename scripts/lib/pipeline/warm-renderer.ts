/**
 * A render process that stays up: a build's pool (one per core), a rebuild server's, a worker's.
 * It loads Astro and bundles the site once, at start, then renders every job it is sent inside
 * that one build (warm-render-process.ts), so a job pays for neither: a webhook's rebuild is live
 * in about 0.7 s instead of 1.7 s. Memory can grow with many jobs, so the process is replaced
 * after a number of jobs or above a memory ceiling, and the next one is started right away.
 */
import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ShardEvent, ShardJob } from './shard-protocol.ts';
import { RENDER_PROCESS_FLAGS, renderProcessEnv } from './render-process.ts';

/** Runs a shard somewhere and reports its events; resolves with why tenants without an outcome have none. */
export type ShardRunner = (job: ShardJob, onEvent: (event: ShardEvent) => void) => Promise<string>;

/** When the render process is replaced, and where it renders. */
export interface WarmRendererOptions {
	maxJobs?: number;
	maxRssBytes?: number;
	/** The project (default: this checkout). */
	root?: string;
	/** Scratch folder prefix; each process renders in `<prefix>-<n>` (default: under `.build`). */
	workDir?: string;
}

/** A warm renderer: `run` renders one shard at a time (calls queue), `close` stops the process. */
export interface WarmRenderer {
	run: ShardRunner;
	close(): Promise<void>;
}

/** Messages of the render process (warm-render-process.ts). */
export type WarmMessage =
	{ type: 'event'; event: ShardEvent } | { type: 'done'; rss: number; error?: string };

const SCRIPT = join(import.meta.dirname, 'warm-render-process.ts');
const ROOT = resolve(import.meta.dirname, '../../..');
const FORK_OPTIONS: ForkOptions = {
	stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
	execArgv: [...process.execArgv, ...RENDER_PROCESS_FLAGS],
	env: renderProcessEnv(),
};

/**
 * Starts the first render process now: it loads Astro and bundles the site before the first job
 * arrives, then renders every job inside that one build.
 */
export function createWarmRenderer(options: WarmRendererOptions = {}): WarmRenderer {
	const maxJobs = options.maxJobs ?? 25;
	const maxRss = options.maxRssBytes ?? 1.2e9;
	const root = options.root ?? ROOT;
	const prefix =
		options.workDir ??
		join(root, '.build', `render-${process.pid}-${randomBytes(3).toString('hex')}`);
	let forked = 0;
	// A killed process leaves its scratch folder; it is removed once the process is gone.
	const start = () => {
		const workDir = `${prefix}-${forked++}`;
		const started = fork(SCRIPT, [root, workDir], FORK_OPTIONS);
		started.once('exit', () => void rm(workDir, { recursive: true, force: true }));
		return started;
	};
	let child: ChildProcess = start();
	let jobs = 0;
	let chain: Promise<unknown> = Promise.resolve();

	const replace = () => {
		child.kill();
		child = start();
		jobs = 0;
	};

	const runOne = (job: ShardJob, onEvent: (event: ShardEvent) => void) =>
		new Promise<string>((resolve) => {
			const current = child;
			const finish = (why: string, rss: number) => {
				current.off('message', onMessage);
				current.off('exit', onExit);
				jobs++;
				if (current.exitCode !== null || jobs >= maxJobs || rss > maxRss) replace();
				resolve(why);
			};
			const onMessage = (message: WarmMessage) => {
				if (message.type === 'event') onEvent(message.event);
				else finish(message.error ?? 'no outcome reported', message.rss);
			};
			const onExit = (code: number | null) => finish(`render process exited (${String(code)})`, 0);
			current.on('message', onMessage);
			current.once('exit', onExit);
			current.send(job);
		});

	return {
		run(job, onEvent) {
			const result = chain.then(() => runOne(job, onEvent));
			chain = result.catch(() => {});
			return result;
		},
		async close() {
			await chain;
			// Already gone (a SIGTERM to the whole process group reaches it first): no exit to wait for.
			if (child.exitCode !== null || child.signalCode !== null) return;
			const exited = new Promise((resolve) => child.once('exit', resolve));
			child.kill();
			await exited;
		},
	};
}
