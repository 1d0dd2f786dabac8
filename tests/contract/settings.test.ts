/**
 * Unit tests of sandbox/settings.ts (the `npm run sandbox` environment).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readSandboxConfig } from '../../sandbox/settings.ts';
import { ConfigError } from '../../config/schema.ts';

describe('readSandboxConfig', () => {
	test('defaults when nothing is set (blank counts as unset)', () => {
		const defaults = {
			port: 4010,
			host: '127.0.0.1',
			dbFile: '.data/sandbox.sqlite',
			fixturesDir: 'sandbox/fixtures',
			otp: '1234',
			logRequests: true,
		};
		expect(readSandboxConfig({})).toEqual(defaults);
		expect(readSandboxConfig({ SANDBOX_PORT: '  ', SANDBOX_OTP: '' })).toEqual(defaults);
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
					SANDBOX_LOG: 'off',
				}),
			).toEqual({
				port: 0,
				host: '0.0.0.0',
				dbFile: ':memory:',
				fixturesDir: dir,
				otp: '0000',
				logRequests: false,
			});
			expect(readSandboxConfig({ SANDBOX_DB: join(dir, 'a', 'b.sqlite') }).dbFile).toBe(
				join(dir, 'a', 'b.sqlite'),
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test.each([
		['SANDBOX_LOG', 'quiet', '"quiet" must be requests or off'],
		['SANDBOX_PORT', 'abc', '"abc" must be a whole number from 0 to 65535 (0 = any free port)'],
		['SANDBOX_PORT', '70000', '"70000" must be a whole number from 0 to 65535 (0 = any free port)'],
		['SANDBOX_PORT', '-1', '"-1" must be a whole number from 0 to 65535 (0 = any free port)'],
		[
			'SANDBOX_HOST',
			'bad host',
			'"bad host" is not an IP address or host name, e.g. 127.0.0.1 or 0.0.0.0',
		],
		[
			'SANDBOX_DB',
			'some/folder/',
			'"some/folder/" must be a database file path (its folder is created) or ":memory:"',
		],
		['SANDBOX_DB', '.', '"." must be a database file path (its folder is created) or ":memory:"'],
		[
			'SANDBOX_FIXTURES',
			'/no/such/folder',
			'"/no/such/folder" must be an existing folder of institute folders',
		],
		['SANDBOX_OTP', '12345', '"12345" must be four digits, as the registration screen takes'],
		['SANDBOX_OTP', 'abcd', '"abcd" must be four digits, as the registration screen takes'],
	])('%s=%s fails naming the variable and the rule', (name, value, rule) => {
		expect(() => readSandboxConfig({ [name]: value })).toThrow(
			new ConfigError([`environment: ${name}: ${rule}`]),
		);
	});

	test('lists every bad variable, one line each', () => {
		expect(() => readSandboxConfig({ SANDBOX_PORT: 'x', SANDBOX_OTP: '1' })).toThrow(
			new ConfigError([
				'environment: SANDBOX_PORT: "x" must be a whole number from 0 to 65535 (0 = any free port)',
				'environment: SANDBOX_OTP: "1" must be four digits, as the registration screen takes',
			]),
		);
	});
});
