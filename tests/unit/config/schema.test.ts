/**
 * config/schema.ts: invalid JSON in a configuration file is reported with its line and column,
 * from V8's message in either of its forms.
 */
import { describe, expect, it } from 'vitest';
import { invalidJsonProblem } from '../../../config/schema.ts';

describe('invalidJsonProblem', () => {
	it.each([
		[
			'Node 24: the position with line and column',
			'{\n  "tenants": 1,\n    x}',
			'Expected double-quoted property name in JSON at position 22 (line 3 column 5)',
			'TENANTS_URL: invalid JSON at line 3, column 5: Expected double-quoted property name',
		],
		[
			'Node 20: the position alone',
			'{\n  "tenants": 1,\n    x}',
			'Unexpected token x in JSON at position 22',
			'TENANTS_URL: invalid JSON at line 3, column 5: Unexpected token x',
		],
		[
			'no position: a token named with an excerpt',
			'{\n  "tenants": [\n    {"domain": "a.in"},\n  ]\n}',
			'Unexpected token \']\', ..."a.in"},\n  ]\n}" is not valid JSON',
			"TENANTS_URL: invalid JSON at line 4, column 3: Unexpected token ']'",
		],
		[
			'no position: a token named with an excerpt on both sides',
			'{\n  "tenants": [\n    x\n  ]\n}',
			'Unexpected token \'x\', ..."s": [\n    x\n  ]\n}" is not valid JSON',
			"TENANTS_URL: invalid JSON at line 3, column 5: Unexpected token 'x'",
		],
		[
			'the end of the input',
			'{\n  "tenants": [',
			'Unexpected end of JSON input',
			'TENANTS_URL: invalid JSON at line 2, column 15: Unexpected end of JSON input',
		],
	])('%s', (_case, json, message, problem) => {
		expect(invalidJsonProblem('TENANTS_URL', json, message)).toBe(problem);
	});
});
