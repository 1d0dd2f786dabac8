import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBenchOptions } from '../../../bench/lib/options.ts';

describe('parseBenchOptions', () => {
	it('has defaults: Lighthouse on one tenant per page, one run, not strict', () => {
		expect(parseBenchOptions([])).toEqual({
			all: false,
			lighthouse: true,
			strict: false,
			tenants: [],
			pages: [],
			concurrency: 3,
			runs: 1,
			out: 'reports/bench-pages.json',
			keepLhr: null,
		});
	});

	it('reads every option', () => {
		expect(
			parseBenchOptions([
				'--all',
				'--no-lighthouse',
				'--strict',
				'--tenants=a.in, b.in',
				'--pages=home,faqs',
				'--runs=3',
				'--concurrency=1',
				'--out=/tmp/x.json',
				'--keep-lhr=reports/lhr',
			]),
		).toEqual({
			all: true,
			lighthouse: false,
			strict: true,
			tenants: ['a.in', 'b.in'],
			pages: ['home', 'faqs'],
			concurrency: 1,
			runs: 3,
			out: '/tmp/x.json',
			keepLhr: 'reports/lhr',
		});
	});

	// `npm run bench:pages --strict` (no `--`): npm keeps the flag and sets npm_config_strict.
	it.each<[string, string[], Record<string, string>, boolean, boolean]>([
		['no flag', [], {}, false, true],
		['--strict after --', ['--strict'], {}, true, true],
		['--strict taken by npm', [], { npm_config_strict: 'true' }, true, true],
		['--strict=false taken by npm', [], { npm_config_strict: '' }, false, true],
		['--no-lighthouse taken by npm', [], { npm_config_lighthouse: '' }, false, false],
		['--lighthouse=false taken by npm', [], { npm_config_lighthouse: 'false' }, false, false],
		['--lighthouse taken by npm', [], { npm_config_lighthouse: 'true' }, false, true],
		[
			'both taken by npm',
			[],
			{ npm_config_strict: 'true', npm_config_lighthouse: '' },
			true,
			false,
		],
		['--no-lighthouse after --', ['--no-lighthouse'], {}, false, false],
	])('%s', (_name, argv, env, strict, lighthouse) => {
		expect(parseBenchOptions(argv, env)).toMatchObject({ strict, lighthouse });
	});

	it.each([['--runs=0'], ['--runs=x'], ['--concurrency=0'], ['--concurrency=9'], ['--nope']])(
		'refuses %s',
		(arg) => {
			expect(() => parseBenchOptions([arg])).toThrow();
		},
	);
});

// What npm itself does with each spelling, run through a real `npm run` (a throwaway package
// whose script prints what parseBenchOptions reads): guards against npm changing it.
describe('npm run bench:pages with and without --', () => {
	const options = resolve(import.meta.dirname, '../../../bench/lib/options.ts');
	const printer = `import { parseBenchOptions } from ${JSON.stringify(pathToFileURL(options).href)};
console.log('OPTIONS' + JSON.stringify(parseBenchOptions(process.argv.slice(2), process.env)));`;
	let dir = '';
	beforeAll(() => {
		dir = mkdtempSync(join(tmpdir(), 'bench-npm-'));
		writeFileSync(join(dir, 'print.mjs'), printer);
		const script = `${JSON.stringify(process.execPath)} print.mjs`;
		writeFileSync(
			join(dir, 'package.json'),
			JSON.stringify({ name: 'bench-npm', private: true, scripts: { 'bench:pages': script } }),
		);
	});
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	it.each<[string[], boolean, boolean]>([
		[['run', 'bench:pages'], false, true],
		[['run', 'bench:pages', '--strict'], true, true],
		[['run', 'bench:pages', '--', '--strict'], true, true],
		[['run', 'bench:pages', '--', '--no-lighthouse', '--strict'], true, false],
		[['run', 'bench:pages', '--no-lighthouse', '--strict'], true, false],
	])('npm %j', (args, strict, lighthouse) => {
		// Without the caller's own npm_config_* (vitest may itself run under npm).
		const env = Object.fromEntries(
			Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_config_')),
		);
		const out = execFileSync('npm', args, { cwd: dir, env, encoding: 'utf8', stdio: 'pipe' });
		const parsed = JSON.parse(out.slice(out.indexOf('OPTIONS') + 'OPTIONS'.length)) as unknown;
		expect(parsed).toMatchObject({ strict, lighthouse });
	});
});
