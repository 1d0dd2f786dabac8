/**
 * `npm run build` as a user runs it (scripts/build.ts in this same Node), with `env` added: its
 * exit code and everything it printed.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** Runs the build; resolves with its exit code and output (stdout then stderr). */
export function runBuild(env: Record<string, string>) {
	return new Promise<{ code: number; output: string }>((done) => {
		execFile(
			process.execPath,
			['scripts/build.ts'],
			{ cwd: root, env: { ...process.env, ...env }, timeout: 120_000 },
			(error, stdout, stderr) =>
				done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
		);
	});
}
