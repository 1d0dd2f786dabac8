/**
 * The code revision a process runs (rolling upgrades): every job it queues carries it, and a
 * worker builds only jobs of its own (rebuild/worker.ts). `CODE_REVISION` when set; else the git
 * commit of the checkout; else, in a copy without `.git` (a container image), the package version.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The revision `CODE_REVISION` names, else the checkout's commit, else `v<package version>`. */
export function codeRevision(env: { codeRevision: string | null }, root: string): string {
	return env.codeRevision ?? gitCommit(root) ?? `v${packageVersion(root)}`;
}

/** The commit (12 hex digits) checked out in `root`; null without `.git` there or without git. */
export function gitCommit(root: string): string | null {
	// Only the checkout's own: git would otherwise find a repository in a parent folder.
	if (!existsSync(join(root, '.git'))) return null;
	try {
		const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
			cwd: root,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
			timeout: 5000,
		}).trim();
		return /^[\da-f]{12}$/.test(commit) ? commit : null;
	} catch {
		return null;
	}
}

function packageVersion(root: string): string {
	const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
		version?: unknown;
	};
	return typeof version === 'string' ? version : '0.0.0';
}
