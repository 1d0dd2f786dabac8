/**
 * Rebuild workers as child processes (support/worker-child.ts by default, started as the suites
 * start a script, tests/support/scripts.ts), each waited on by the events it prints, and a poll
 * helper. Every child is killed when the test that started it ends, whether it passed or not.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import type { WorkerEvent } from '../../../../../scripts/lib/rebuild/worker.ts';
import { startScript } from '../../../../support/scripts.ts';

const CHILD = fileURLToPath(new URL('./worker-child.ts', import.meta.url));

/** What a child prints: the worker's events, and `ready` once it waits for jobs. */
export type ChildEvent = WorkerEvent | { kind: 'ready' };

/** A worker process started by a test. */
export interface ChildWorker {
	pid: number;
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

// The child's events are its JSON lines; anything else it prints (a warning on stderr) is not one.
function eventOf(line: string): ChildEvent | undefined {
	if (!line.startsWith('{')) return undefined;
	try {
		return JSON.parse(line) as ChildEvent;
	} catch {
		return undefined;
	}
}

function startChild(script: string, env: Record<string, string>): ChildWorker {
	// A worker starts no processes of its own: it stays in the test's group, for Ctrl-C.
	const child = startScript(process.cwd(), script, env, [], { ownGroup: false });
	onTestFinished(() => {
		if (child.process.exitCode === null && child.process.signalCode === null) child.kill('SIGKILL');
	});
	const waitFor = async (match: (event: ChildEvent) => boolean, timeoutMs = 10_000) =>
		eventOf(
			await child.waitForLine((line) => {
				const event = eventOf(line);
				return event !== undefined && match(event);
			}, timeoutMs),
		)!;
	return { pid: child.process.pid!, waitFor, process: child.process };
}

/**
 * Starts `count` workers (`script`, a file that speaks worker-child.ts's protocol) of `revision`
 * (default `test`) on the queue under `prefix`; resolves once all of them wait for jobs.
 */
export async function startChildWorkers(
	count: number,
	env: { url: string; prefix: string; lockMs: number; revision?: string },
	script = CHILD,
): Promise<ChildWorker[]> {
	const children = Array.from({ length: count }, () =>
		startChild(script, {
			TEST_REDIS_URL: env.url,
			TEST_PREFIX: env.prefix,
			TEST_LOCK_MS: String(env.lockMs),
			TEST_REVISION: env.revision ?? 'test',
		}),
	);
	await Promise.all(children.map((child) => child.waitFor((event) => event.kind === 'ready')));
	return children;
}
