/**
 * Unit tests of sandbox/config.ts (the `npm run sandbox` environment).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readSandboxConfig, SANDBOX_DEFAULTS } from '../../sandbox/config.ts';

describe('readSandboxConfig', () => {
	test('defaults when nothing is set (blank counts as unset)', () => {
		expect(readSandboxConfig({})).toEqual({
			port: 4010,
			host: '127.0.0.1',
			dbFile: '.data/sandbox.sqlite',
			fixturesDir: 'sandbox/fixtures',
			otp: '1234',
		});
		expect(readSandboxConfig({ SANDBOX_PORT: '  ', SANDBOX_OTP: '' })).toEqual(SANDBOX_DEFAULTS);
	});

	test('reads every variable', () => {
		const dir = mkdtempSync(join(tmpdir(), 'sandbox-config-'));
		try {
			expect(
				readSandboxConfig({
					SANDBOX_PORT: '0',
					SANDBOX_HOST: '0.0.0.0',
					SANDBOX_DB: ':memory:',
					SANDBOX_FIXTURES: dir,
					SANDBOX_OTP: '0000',
				}),
			).toEqual({ port: 0, host: '0.0.0.0', dbFile: ':memory:', fixturesDir: dir, otp: '0000' });
			expect(readSandboxConfig({ SANDBOX_DB: join(dir, 'a', 'b.sqlite') }).dbFile).toBe(
				join(dir, 'a', 'b.sqlite'),
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test.each([
		['SANDBOX_PORT', 'abc'],
		['SANDBOX_PORT', '70000'],
		['SANDBOX_PORT', '-1'],
		['SANDBOX_HOST', 'bad host'],
		['SANDBOX_DB', 'some/folder/'],
		['SANDBOX_DB', '.'],
		['SANDBOX_FIXTURES', '/no/such/folder'],
		['SANDBOX_OTP', '12345'],
		['SANDBOX_OTP', 'abcd'],
	])('%s=%s fails naming the variable', (name, value) => {
		expect(() => readSandboxConfig({ [name]: value })).toThrow(
			new RegExp(`^${name}: '${value.replace('.', '\\.')}' is not valid`),
		);
	});
});
