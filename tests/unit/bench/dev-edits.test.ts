/**
 * bench/lib/dev-edits.ts: the edits of `npm run bench:dev`, its options, and that each edit still
 * finds its text in the component it changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDIT_CASES, editedSource, parseDevBenchOptions } from '../../../bench/lib/dev-edits.ts';

const root = join(import.meta.dirname, '../../..');

describe('editedSource', () => {
	const edit = { id: 'x', file: 'x', page: '/', find: '>Links<', text: 'Links' };

	it('puts the marker after the visible text', () => {
		expect(editedSource('<h2>Links</h2>', edit, 'm-1')).toBe('<h2>Links m-1</h2>');
	});

	it.each([
		['nowhere', '<h2>Other</h2>'],
		['more than once', '<h2>Links</h2><h2>Links</h2>'],
	])('refuses a text that occurs %s', (where, source) => {
		expect(() => editedSource(source, edit, 'm')).toThrow(`occurs ${where}`);
	});

	it.each(EDIT_CASES.map((edit) => [edit.id, edit] as const))(
		'%s finds its text once in its file',
		(_id, edit) => {
			const source = readFileSync(join(root, edit.file), 'utf8');
			expect(editedSource(source, edit, 'marker')).toContain(`${edit.text} marker`);
		},
	);
});

describe('parseDevBenchOptions', () => {
	it.each([
		[[], { runs: 5, tenant: 'sunrise-academy.in', out: 'reports/bench-dev.json' }],
		[
			['--runs=3', '--tenant=Gyan-Pathshala.in', '--out=r.json'],
			{ runs: 3, tenant: 'gyan-pathshala.in', out: 'r.json' },
		],
	])('%j', (argv, expected) => {
		expect(parseDevBenchOptions(argv)).toEqual(expected);
	});

	it.each([
		[['--runs=0'], '--runs'],
		[['--runs=x'], '--runs'],
		[['--out= '], '--out'],
		[['--fast'], 'fast'],
	])('refuses %j', (argv, message) => {
		expect(() => parseDevBenchOptions(argv)).toThrow(message);
	});
});
