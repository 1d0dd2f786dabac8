/**
 * Rebuild workers as child processes (support/worker-child.ts by default, run by this same Node),
 * each with the events it printed, and a poll helper. Every child is killed when the test that started it ends,
 * whether it passed or not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import type { WorkerEvent } from '../../../../../scripts/lib/rebuild/worker.ts';

const CHILD = fileURLToPath(new URL('./worker-child.ts', import.meta.url));

/** What a child prints: the worker's events, and `ready` once it waits for jobs. */
export type ChildEvent = WorkerEvent | { kind: 'ready' };

/** A worker process started by a test. */
export interface ChildWorker {
	pid: number;
	events: ChildEvent[];
	/** Resolves with the first event (already printed or to come) that `match` accepts. */
	waitFor(match: (event: ChildEvent) => boolean, timeoutMs?: number): Promise<ChildEvent>;
	process: ChildProcess;
}

/** Polls `check` every 50 ms until it holds; rejects naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
	const deadline = Date.now() + timeoutMs;
	while (!(await check())) {
		if (Date.now() > deadline)
			throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

function startChild(script: string, env: Record<string, string>): ChildWorker {
	const child = spawn(process.execPath, [script], {
		env: { ...process.env, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	onTestFinished(() => {
		if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
	});
	let stderr = '';
	child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
	const events: ChildEvent[] = [];
	const listeners = new Set<(event: ChildEvent) => void>();
	createInterface({ input: child.stdout }).on('line', (line) => {
		const event = JSON.parse(line) as ChildEvent;
		events.push(event);
		for (const listener of listeners) listener(event);
	});
	const waitFor = (match: (event: ChildEvent) => boolean, timeoutMs = 10_000) =>
		new Promise<ChildEvent>((resolve, reject) => {
			const found = events.find(match);
			if (found) return resolve(found);
			const timer = setTimeout(() => {
				listeners.delete(listener);
				reject(new Error(`Worker ${child.pid}: no matching event in ${timeoutMs} ms\n${stderr}`));
			}, timeoutMs);
			const listener = (event: ChildEvent) => {
				if (!match(event)) return;
				clearTimeout(timer);
				listeners.delete(listener);
				resolve(event);
			};
			listeners.add(listener);
		});
	return { pid: child.pid!, events, waitFor, process: child };
}

/**
 * Starts `count` workers (`script`, a file that speaks worker-child.ts's protocol) on the queue under
 * `prefix`; resolves once all of them wait for jobs.
 */
export async function startChildWorkers(
	count: number,
	env: { url: string; prefix: string; lockMs: number },
	script = CHILD,
): Promise<ChildWorker[]> {
	const children = Array.from({ length: count }, () =>
		startChild(script, {
			TEST_REDIS_URL: env.url,
			TEST_PREFIX: env.prefix,
			TEST_LOCK_MS: String(env.lockMs),
		}),
	);
	await Promise.all(children.map((child) => child.waitFor((event) => event.kind === 'ready')));
	return children;
}
