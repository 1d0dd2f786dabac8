/**
 * `.env.example` and the Configuration table of docs/configuration.md list exactly the variables the schemas know
 * (the environment's and the sandbox's): a new variable cannot go undocumented, nor a removed one
 * stay documented.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { envVariables } from '../../../config/env.ts';
import { sandboxVariables } from '../../../sandbox/settings.ts';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

const schemaNames = [
	...new Set([...Object.keys(envVariables.shape), ...Object.keys(sandboxVariables.shape)]),
].sort();

/** `NAME=` lines of an env file. */
function envFileNames(text: string): string[] {
	return [...text.matchAll(/^([A-Z][A-Z\d_]*)=/gm)].map((match) => match[1]!).sort();
}

/** The back-quoted names in the first column of the table under `## Configuration`. */
function readmeTableNames(text: string): string[] {
	const section = text.split(/^## /m).find((part) => part.startsWith('Configuration\n')) ?? '';
	const rows = section
		.split('\n')
		.filter((line) => line.startsWith('|'))
		.slice(2);
	return rows
		.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z\d_]*)`/g)].map((m) => m[1]!))
		.sort();
}

describe('configuration docs', () => {
	it('knows the variables it documents', () => {
		expect(schemaNames).toContain('PORT');
		expect(schemaNames).toContain('SANDBOX_OTP');
	});

	it.each([
		['.env.example', () => envFileNames(read('.env.example'))],
		[
			'the Configuration table of docs/configuration.md',
			() => readmeTableNames(read('docs/configuration.md')),
		],
	])('%s lists every schema variable and nothing else', (_, names) => {
		expect(names()).toEqual(schemaNames);
	});

	it.each([
		['A=1\n# B=2\nC_D=\n', ['A', 'C_D']],
		['x=1\nPORT=4321\n', ['PORT']],
	])('reads the names of env file %j', (text, expected) => {
		expect(envFileNames(text)).toEqual(expected);
	});

	it('reads the names of the Configuration table only', () => {
		const readme = [
			'## Configuration',
			'',
			'| Variable | Default | Meaning |',
			'| --- | --- | --- |',
			'| `A`, `B_C` | `D` | e.g. `E` |',
			'',
			'## Next',
			'| `F` | x | y |',
		].join('\n');
		expect(readmeTableNames(readme)).toEqual(['A', 'B_C']);
	});
});
