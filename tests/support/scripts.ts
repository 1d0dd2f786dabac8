/**
 * The project's scripts as child processes of a test (`node scripts/worker.ts` …), with every line
 * each printed. Each runs in its own process group unless asked otherwise, so a kill reaches the
 * render processes it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A script a test started. */
export interface Script {
	process: ChildProcess;
	/** Every line printed so far, stdout and stderr together. */
	lines: string[];
	/** Resolves with the first line (printed or to come) that `match` accepts. */
	waitForLine(match: RegExp | ((line: string) => boolean), timeoutMs: number): Promise<string>;
	/** Resolves with the exit code (null when a signal ended it). */
	exited: Promise<number | null>;
	/** Signals the script and, in its own group, everything it started. */
	kill(signal: NodeJS.Signals): void;
}

const started = new Set<Script>();

/** How a script is started besides its folder, environment and arguments. */
export interface ScriptOptions {
	/**
	 * false: stay in the test's process group, so Ctrl-C on the run stops the script too (for a
	 * script that starts no processes of its own).
	 */
	ownGroup?: boolean;
}

/** Runs `node <script> ...args` in `root` with `env` added. */
export function startScript(
	root: string,
	script: string,
	env: Record<string, string>,
	args: string[] = [],
	{ ownGroup = true }: ScriptOptions = {},
): Script {
	const child = spawn(process.execPath, [script, ...args], {
		cwd: root,
		env: { ...process.env, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: ownGroup,
	});
	const lines: string[] = [];
	const listeners = new Set<(line: string) => void>();
	for (const stream of [child.stdout, child.stderr])
		createInterface({ input: stream }).on('line', (line) => {
			lines.push(line);
			for (const listener of listeners) listener(line);
		});
	const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
	const kill = (signal: NodeJS.Signals) => {
		try {
			process.kill(ownGroup ? -child.pid! : child.pid!, signal);
		} catch {
			// Already gone.
		}
	};
	const waitForLine = (match: RegExp | ((line: string) => boolean), timeoutMs: number) =>
		new Promise<string>((resolve, reject) => {
			const accepts = match instanceof RegExp ? (line: string) => match.test(line) : match;
			const wanted = match instanceof RegExp ? `a line matching ${match}` : 'the line it waits for';
			const found = lines.find(accepts);
			if (found !== undefined) return resolve(found);
			const done = () => {
				clearTimeout(timer);
				listeners.delete(listener);
			};
			const timer = setTimeout(() => {
				done();
				reject(
					new Error(`${script}: no ${wanted} in ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`),
				);
			}, timeoutMs);
			const listener = (line: string) => {
				if (!accepts(line)) return;
				done();
				resolve(line);
			};
			listeners.add(listener);
			void exited.then((code) => {
				if (!listeners.has(listener)) return;
				done();
				reject(
					new Error(
						`${script} exited (${code}) before printing ${wanted}:\n${lines.slice(-20).join('\n')}`,
					),
				);
			});
		});
	const entry: Script = { process: child, lines, waitForLine, exited, kill };
	started.add(entry);
	void exited.then(() => started.delete(entry));
	return entry;
}

/** Stops every script still running but those in `keep`: SIGTERM, then SIGKILL after 10 s. */
export async function stopAll(keep: Script[] = []): Promise<void> {
	const stopping = [...started].filter((script) => !keep.includes(script));
	for (const script of stopping) script.kill('SIGTERM');
	await Promise.all(
		stopping.map(async (script) => {
			const timer = setTimeout(() => script.kill('SIGKILL'), 10_000);
			await script.exited;
			clearTimeout(timer);
		}),
	);
}
