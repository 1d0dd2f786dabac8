/**
 * The child processes of `bench:build` (sandbox, builds, rebuild server): started through npm in
 * their own process group, so stopping one stops npm, its shell and the node below them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** A child started by {@link startNpm}, with the output it printed so far. */
export interface Child {
	process: ChildProcess;
	/** The last lines of stdout and stderr, for an error message. */
	tail(): string;
	/** Resolves with the exit code (null when killed by a signal). */
	exited: Promise<number | null>;
}

const TAIL_LINES = 20;
// Children still running: each has its own process group, so Ctrl-C on the bench misses them.
const running = new Set<Child>();

/** Runs `npm run <script> [-- args]` in `root` with `env` added to this process's environment. */
export function startNpm(
	root: string,
	script: string,
	args: string[],
	env: Record<string, string>,
	onLine?: (line: string) => void,
): Child {
	const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
		cwd: root,
		env: { ...process.env, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: true,
	});
	const lines: string[] = [];
	for (const stream of [child.stdout, child.stderr]) {
		let partial = '';
		// Always read, so a chatty child (the sandbox logs every request) never blocks on a full pipe.
		stream.on('data', (chunk: Buffer) => {
			const parts = (partial + chunk.toString('utf8')).split('\n');
			partial = parts.pop() ?? '';
			for (const line of parts) {
				lines.push(line);
				if (lines.length > TAIL_LINES) lines.shift();
				onLine?.(line);
			}
		});
	}
	const exited = new Promise<number | null>((resolve) => {
		child.once('exit', (code) => resolve(code));
		child.once('error', () => resolve(null));
	});
	const started: Child = { process: child, tail: () => lines.join('\n'), exited };
	running.add(started);
	void exited.then(() => running.delete(started));
	return started;
}

/** Stops every child still running (for Ctrl-C on the bench). */
export async function stopAllChildren(): Promise<void> {
	await Promise.all([...running].map(stopChild));
}

/** Stops a child and everything it started (SIGTERM to its group, SIGKILL after 5 s). */
export async function stopChild(child: Child): Promise<void> {
	const pid = child.process.pid;
	if (pid === undefined || child.process.exitCode !== null) return;
	const signalGroup = (signal: NodeJS.Signals) => {
		try {
			process.kill(-pid, signal);
		} catch {
			// Already gone.
		}
	};
	signalGroup('SIGTERM');
	const stopped = await Promise.race([child.exited.then(() => true), sleep(5000, false)]);
	if (!stopped) signalGroup('SIGKILL');
}

/** Resolves when `ready()` is true; rejects when the child exits first or `timeoutMs` passes. */
export async function waitUntil(
	child: Child,
	what: string,
	ready: () => boolean | Promise<boolean>,
	timeoutMs: number,
): Promise<void> {
	const deadline = performance.now() + timeoutMs;
	let exitCode: number | null | undefined;
	void child.exited.then((code) => (exitCode = code));
	while (!(await ready())) {
		if (exitCode !== undefined)
			throw new Error(`${what} exited (code ${exitCode}) before it was ready:\n${child.tail()}`);
		if (performance.now() > deadline)
			throw new Error(`${what} was not ready after ${timeoutMs / 1000} s:\n${child.tail()}`);
		await sleep(50);
	}
}

/** True when a GET of `url` answers 2xx. */
export async function answers(url: string): Promise<boolean> {
	try {
		const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
		await response.arrayBuffer();
		return response.ok;
	} catch {
		return false;
	}
}
