/**
 * scripts/lib/startup/script-config.ts: one check of everything a script reads, every problem listed at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readScriptConfig } from '../../../../scripts/lib/startup/script-config.ts';
import { configProblems } from '../../fixtures/config.ts';

const root = mkdtempSync(join(tmpdir(), 'script-config-'));
writeFileSync(join(root, 'good.json'), JSON.stringify({ tenants: [{ domain: 'a.com' }] }));
writeFileSync(join(root, 'bad.json'), JSON.stringify({ tenants: [{ domain: 'a.com/x' }, {}] }));
writeFileSync(
	join(root, 'several.json'),
	JSON.stringify({
		tenants: [
			{ domain: 'a.com', lmsApiUrl: 'lms.a.com' },
			{ domain: 'https://b.com', extra: 1 },
			'c.com',
			{ domain: 'A.com', productApiUrl: 'ftp://p.a.com' },
		],
	}),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const problems = (vars: Record<string, string>, build = true) =>
	configProblems(() => readScriptConfig(root, vars, { build }));

describe('readScriptConfig', () => {
	it('reads the tenants file and the embedded sandbox settings for a build', () => {
		const config = readScriptConfig(root, { TENANTS_FILE: 'good.json' }, { build: true });
		expect(config.tenants.map((tenant) => tenant.domain)).toEqual(['a.com']);
		expect(config.sandbox).toMatchObject({ otp: '1234', dbFile: '.data/sandbox.sqlite' });
	});

	it.each([
		[{ build: false }, {}],
		[{ build: true }, { LMS_API_URL: 'https://lms.example.com' }],
	])('skips the sandbox settings with %o and %o', (needs, vars) => {
		const config = readScriptConfig(root, { TENANTS_FILE: 'good.json', ...vars }, needs);
		expect(config.sandbox).toBeNull();
	});

	it.each([
		[
			{ TENANTS_FILE: 'bad.json' },
			[
				'bad.json: tenants[0].domain: "a.com/x" must be a host name like "example.com" (no scheme, port or path)',
				'bad.json: tenants[1].domain: is missing (a host name like "example.com")',
			],
		],
		[
			{ TENANTS_FILE: 'several.json' },
			[
				'several.json: tenants[0].lmsApiUrl: "lms.a.com" is not a URL (expected e.g. https://api.example.com)',
				'several.json: tenants[1].domain: "https://b.com" must be a host name like "example.com" (no scheme, port or path)',
				'several.json: tenants[1].extra: unknown field (allowed: domain, lmsApiUrl, productApiUrl, consentBanner, lang)',
				'several.json: tenants[2]: expected an object with a "domain"',
				'several.json: tenants[3].productApiUrl: "ftp://p.a.com" must start with http:// or https://',
				'several.json: tenants[3].domain: "a.com" is listed twice (also tenants[0].domain)',
			],
		],
		[
			{ TENANTS_FILE: 'bad.json', PORT: 'abc' },
			[
				'environment: PORT: "abc" must be a whole number from 1 to 65535',
				'bad.json: tenants[0].domain: "a.com/x" must be a host name like "example.com" (no scheme, port or path)',
				'bad.json: tenants[1].domain: is missing (a host name like "example.com")',
			],
		],
		[{ TENANTS_FILE: 'none.json' }, ['environment: TENANTS_FILE: cannot read none.json (ENOENT)']],
		[
			{ TENANTS_FILE: 'good.json', PORT: 'abc', SANDBOX_OTP: '1', SANDBOX_PORT: 'x' },
			[
				'environment: PORT: "abc" must be a whole number from 1 to 65535',
				'environment: SANDBOX_PORT: "x" must be a whole number from 1 to 65535',
				'environment: SANDBOX_OTP: "1" must be four digits, as the registration screen takes',
			],
		],
		[{ TENANTS_FILE: 'good.json', LMS_API_URL: 'https://lms.example.com', SANDBOX_OTP: '1' }, []],
	])('with %o reports %o', (vars, expected) => {
		expect(problems(vars)).toEqual(expected);
	});

	it('does not read the tenants file or sandbox settings when the script does not build', () => {
		expect(problems({ TENANTS_FILE: 'none.json', SANDBOX_OTP: '1' }, false)).toEqual([]);
	});
});
