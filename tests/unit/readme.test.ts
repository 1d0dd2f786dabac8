/**
 * The Structure section of docs/architecture.md (moved there from the README, issue 47) against
 * the repository: every folder git tracks is named there, and every entry of its tree exists
 * (issue 33). Below a few folders the tree is data or a
 * mirror, not structure: the unit tests (they mirror the tree), one folder per route, per demo
 * tenant or per baseline part.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const structureStart = architecture.indexOf('## Structure\n');
const section = architecture.slice(
	structureStart,
	architecture.indexOf('\n## ', structureStart + 1),
);
const tree = section.slice(section.indexOf('```\n') + 4, section.lastIndexOf('\n```'));

// Below these, folders are mirrors or data, not structure.
const NOT_STRUCTURE = [
	'tests/unit/',
	'src/pages/[tenant]/',
	'sandbox/fixtures/',
	'bench/baseline/src/',
	'public/images/',
];

function trackedFolders(): string[] {
	const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
	const folders = new Set<string>();
	for (const file of files.filter(Boolean)) {
		let folder = posix.dirname(file);
		while (folder !== '.') {
			folders.add(folder);
			folder = posix.dirname(folder);
		}
	}
	return [...folders]
		.filter((folder) => !NOT_STRUCTURE.some((prefix) => folder.startsWith(prefix)))
		.sort();
}

// The tree's entries as paths: `├── lib/  …` under `src/` is `src/lib/`; an entry may name
// several folders (`cart/ checkout/`).
function treeEntries(): string[] {
	const paths: string[] = [];
	const stack: string[] = [];
	for (const line of tree.split('\n')) {
		const match = /^((?:│ {3}| {4})*)[├└]── (\S+(?: \S+\/)*)/.exec(line);
		if (!match) continue;
		const depth = match[1]!.length / 4;
		const names = match[2]!.split(' ');
		stack.length = depth;
		for (const name of names)
			paths.push(posix.join(...stack, name) + (name.endsWith('/') ? '/' : ''));
		stack.push(names[0]!.replace(/\/$/, ''));
	}
	return paths;
}

describe("docs/architecture.md's Structure section", () => {
	it('is there, with its tree', () => {
		expect(structureStart).toBeGreaterThan(0);
		expect(tree).toContain('├── src/');
	});

	it('names every folder the repository tracks', () => {
		const missing = trackedFolders().filter(
			(folder) => !tree.includes(`${posix.basename(folder)}/`),
		);
		expect(missing).toEqual([]);
	});

	it('names only what exists', () => {
		const entries = treeEntries();
		expect(entries.length).toBeGreaterThan(40);
		expect(entries.filter((entry) => !existsSync(join(root, entry)))).toEqual([]);
	});

	it('finds the folders it checks', () => {
		const folders = trackedFolders();
		expect(folders).toContain('src/lib/lms/lean');
		expect(folders).toContain('scripts/lib/pipeline');
		expect(folders).not.toContain('tests/unit/lib');
	});
});

describe('the contract', () => {
	it('is docs/CONTRACT.md, the name the code cites', () => {
		expect(existsSync(join(root, 'docs/CONTRACT.md'))).toBe(true);
		// git grep exits 1 when nothing matches.
		let cited: string;
		try {
			cited = execFileSync('git', ['grep', '-l', 'api-contract[.]md'], {
				cwd: root,
				encoding: 'utf8',
			});
		} catch {
			cited = '';
		}
		expect(cited).toBe('');
	});
});
