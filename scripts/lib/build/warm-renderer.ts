/**
 * A warm render process for a long-running rebuild service (the webhook server, a Redis worker).
 * A fresh process pays for loading Astro and for cold code on every rebuild (about 3.3 s for one
 * tenant); a process that stays up renders the next tenant in about 1.5 s. Astro's build keeps
 * some memory between runs (about 50 MB a build), so the process is replaced after a number of
 * jobs or above a memory ceiling, and the next one is started (and loads Astro) right away.
 */
import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';
import { join } from 'node:path';
import type { ShardEvent, ShardJob } from './shard-protocol.ts';
import { RENDER_PROCESS_FLAGS, renderProcessEnv } from './render-process.ts';

/** Runs a shard somewhere and reports its events; resolves with why tenants without an outcome have none. */
export type ShardRunner = (job: ShardJob, onEvent: (event: ShardEvent) => void) => Promise<string>;

/** When the render process is replaced. */
export interface WarmRendererOptions {
	maxJobs?: number;
	maxRssBytes?: number;
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
const FORK_OPTIONS: ForkOptions = {
	stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
	execArgv: [...process.execArgv, ...RENDER_PROCESS_FLAGS],
	env: renderProcessEnv(),
};

/** Starts the first render process now, so Astro is loaded before the first rebuild arrives. */
export function createWarmRenderer(options: WarmRendererOptions = {}): WarmRenderer {
	const maxJobs = options.maxJobs ?? 25;
	const maxRss = options.maxRssBytes ?? 1.2e9;
	let child: ChildProcess = fork(SCRIPT, FORK_OPTIONS);
	let jobs = 0;
	let chain: Promise<unknown> = Promise.resolve();

	const replace = () => {
		child.kill();
		child = fork(SCRIPT, FORK_OPTIONS);
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
			child.kill();
		},
	};
}
