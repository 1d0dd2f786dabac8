/**
 * scripts/lib/startup/domain-args.ts: the domain a command is given (rollback, rebuild, deploy) is
 * a tenant's, exactly as the tenants file stores it, or the command names why and exits 1.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	domainProblem,
	oneDomainCommand,
	requireTenantDomains,
} from '../../../../scripts/lib/startup/domain-args.ts';

const TENANTS = [{ domain: 'sunrise-academy.in' }, { domain: 'greenfield-school.edu.in' }].map(
	(tenant) => ({
		...tenant,
		lmsApiUrl: null,
		productApiUrl: null,
		consentBanner: true,
		lang: null,
	}),
);

afterEach(() => vi.restoreAllMocks());

describe('domainProblem', () => {
	it.each([
		['sunrise-academy.in', null],
		['greenfield-school.edu.in', null],
		['other.in', 'other.in is not a tenant: tenants.json does not list it'],
		[
			'../x',
			'"../x" is not a normalised domain: a tenant domain is a lower-case host name with no scheme, www., port or path',
		],
		[
			'../../etc/passwd',
			'"../../etc/passwd" is not a normalised domain: a tenant domain is a lower-case host name with no scheme, www., port or path',
		],
		[
			'sunrise-academy.in/../x',
			'"sunrise-academy.in/../x" is not a normalised domain: write it as sunrise-academy.in',
		],
		[
			'/srv/dist/sunrise-academy.in',
			'"/srv/dist/sunrise-academy.in" is not a normalised domain: a tenant domain is a lower-case host name with no scheme, www., port or path',
		],
		[
			'Sunrise-Academy.in/',
			'"Sunrise-Academy.in/" is not a normalised domain: write it as sunrise-academy.in',
		],
		[
			'www.sunrise-academy.in',
			'"www.sunrise-academy.in" is not a normalised domain: write it as sunrise-academy.in',
		],
		[
			'https://sunrise-academy.in',
			'"https://sunrise-academy.in" is not a normalised domain: write it as sunrise-academy.in',
		],
		[
			'.releases',
			'".releases" is not a normalised domain: a tenant domain is a lower-case host name with no scheme, www., port or path',
		],
		[
			'',
			'"" is not a normalised domain: a tenant domain is a lower-case host name with no scheme, www., port or path',
		],
	])('%j: %s', (arg, problem) => {
		expect(domainProblem(arg, TENANTS, 'tenants.json')).toBe(problem);
	});
});

describe('requireTenantDomains', () => {
	it('returns the domains when every one is a tenant', () => {
		expect(
			requireTenantDomains(
				['greenfield-school.edu.in', 'sunrise-academy.in'],
				TENANTS,
				'tenants.json',
			),
		).toEqual(['greenfield-school.edu.in', 'sunrise-academy.in']);
	});

	it('prints one line per wrong domain, naming the file, and exits 1', () => {
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
		const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
			throw new Error(`exit ${code}`);
		});
		expect(() =>
			requireTenantDomains(['sunrise-academy.in', '../x', 'new.in'], TENANTS, 'staging.json'),
		).toThrow('exit 1');
		expect(exit).toHaveBeenCalledWith(1);
		expect(errors.mock.calls).toEqual([
			[
				'"../x" is not a normalised domain: a tenant domain is a lower-case host name with no scheme, www., port or path',
			],
			['new.in is not a tenant: staging.json does not list it'],
		]);
	});
});

describe('oneDomainCommand', () => {
	const FLAGS = { yes: { type: 'boolean' as const }, to: { type: 'string' as const } };
	it.each([
		[['gone.in'], { domain: 'gone.in', flags: {} }],
		[['gone.in', '--yes'], { domain: 'gone.in', flags: { yes: true } }],
		[['--yes', 'gone.in'], { domain: 'gone.in', flags: { yes: true } }],
		[['a.in', '--to', 'r1'], { domain: 'a.in', flags: { to: 'r1' } }],
		[['--to=r1', 'a.in'], { domain: 'a.in', flags: { to: 'r1' } }],
	])('reads %j', (argv, expected) => {
		expect(oneDomainCommand('Usage: x', FLAGS, argv)).toEqual(expected);
	});

	it.each([
		[[], ['Usage: npm run retire -- <domain> [--yes]']],
		[['a.in', 'b.in'], ['Usage: npm run retire -- <domain> [--yes]']],
		[
			['a.in', '--force'],
			[
				"Unknown option '--force'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--force\"\nUsage: npm run retire -- <domain> [--yes]",
			],
		],
	])('refuses %j with the usage, exit 1', (argv, printed) => {
		const lines: string[] = [];
		const error = vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
		const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
			throw new Error(`exit ${code}`);
		});
		try {
			expect(() =>
				oneDomainCommand('Usage: npm run retire -- <domain> [--yes]', FLAGS, argv),
			).toThrow('exit 1');
			expect(lines).toEqual(printed);
		} finally {
			error.mockRestore();
			exit.mockRestore();
		}
	});
});
