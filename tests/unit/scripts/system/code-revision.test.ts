/**
 * The code revision jobs carry: `CODE_REVISION` when set, else the checkout's git commit, else (a
 * copy without `.git`, e.g. a container image) `v` and the package version.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeRevision, gitCommit } from '../../../../scripts/lib/system/code-revision.ts';

const folders: string[] = [];
afterEach(() => {
	for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder with a package.json of `version`. */
function project(version = '2.3.4'): string {
	const root = mkdtempSync(join(tmpdir(), 'code-revision-'));
	folders.push(root);
	writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'x', version }));
	return root;
}

const git = (root: string, ...args: string[]) =>
	execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

describe('codeRevision', () => {
	it('is CODE_REVISION when set, whatever the checkout', () => {
		expect(codeRevision({ codeRevision: 'release-42' }, project())).toBe('release-42');
	});

	it('is the package version without .git', () => {
		expect(codeRevision({ codeRevision: null }, project('2.3.4'))).toBe('v2.3.4');
	});

	it("is the checkout's commit, 12 hex digits", () => {
		const root = project();
		git(root, 'init', '-q');
		git(root, 'add', 'package.json');
		git(root, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'first');
		const commit = git(root, 'rev-parse', 'HEAD').slice(0, 12);

		expect(codeRevision({ codeRevision: null }, root)).toBe(commit);
		expect(commit).toMatch(/^[\da-f]{12}$/);
	});

	it('falls back quietly when .git is there but holds no commit', () => {
		const root = project('1.0.0');
		git(root, 'init', '-q');

		expect(gitCommit(root)).toBeNull();
		expect(codeRevision({ codeRevision: null }, root)).toBe('v1.0.0');
	});

	it('never takes the commit of a repository in a parent folder', () => {
		const parent = project();
		git(parent, 'init', '-q');
		git(parent, 'add', 'package.json');
		git(parent, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'first');
		const child = join(parent, 'app');
		execFileSync('mkdir', [child]);
		writeFileSync(join(child, 'package.json'), JSON.stringify({ version: '0.1.0' }));

		expect(codeRevision({ codeRevision: null }, child)).toBe('v0.1.0');
	});
});
