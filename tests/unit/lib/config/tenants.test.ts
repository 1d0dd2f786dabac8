import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseTenantsFile, tenantApiBases } from '../../../../src/lib/config/tenants.ts';

const parse = (value: unknown) => parseTenantsFile('tenants.json', JSON.stringify(value));

describe('parseTenantsFile', () => {
	it('accepts the repository tenants file', () => {
		const text = readFileSync(new URL('../../../../tenants.json', import.meta.url), 'utf8');
		expect(parseTenantsFile('tenants.json', text).map((tenant) => tenant.domain)).toEqual([
			'sunrise-academy.in',
			'pixel-store.in',
			'greenfield-school.edu.in',
			'appfirst-classes.in',
			'global-prep.com',
		]);
	});

	it('normalises case and a leading www., and reads API overrides', () => {
		expect(
			parse({ tenants: [{ domain: 'WWW.Example.COM', lmsApiUrl: 'https://lms.example.com/' }] }),
		).toEqual([
			{ domain: 'example.com', lmsApiUrl: 'https://lms.example.com', productApiUrl: null },
		]);
	});

	it.each([
		['{', /^tenants.json: not valid JSON/],
		['[]', /^tenants.json: tenants: expected a list/],
		['{"tenants": []}', /^tenants.json: tenants: the list is empty/],
		['{"tenants": ["a.com"]}', /^tenants.json: tenants\[0\]: expected an object/],
		['{"tenants": [{}]}', /^tenants.json: tenants\[0\].domain: expected a string/],
		[
			'{"tenants": [{"domain": "https://a.com"}]}',
			/^tenants.json: tenants\[0\].domain: "https:\/\/a.com" must be a host name/,
		],
		['{"tenants": [{"domain": "a.com:80"}]}', /tenants\[0\].domain: .* must be a host name/],
		['{"tenants": [{"domain": "localhost"}]}', /tenants\[0\].domain: .* must be a host name/],
		[
			'{"tenants": [{"domain": "a.com"}, {"domain": "A.com"}]}',
			/^tenants.json: tenants\[1\].domain: "a.com" is listed twice/,
		],
		[
			'{"tenants": [{"domain": "a.com", "api": "x"}]}',
			/^tenants.json: tenants\[0\].api: unknown field/,
		],
		[
			'{"tenants": [{"domain": "a.com", "lmsApiUrl": 5}]}',
			/^tenants.json: tenants\[0\].lmsApiUrl: expected a URL string/,
		],
		[
			'{"tenants": [{"domain": "a.com", "productApiUrl": "nope"}]}',
			/^tenants.json: tenants\[0\].productApiUrl: "nope" is not a URL/,
		],
	])('rejects %s naming the field', (text, message) => {
		expect(() => parseTenantsFile('tenants.json', text)).toThrow(message);
	});
});

describe('tenantApiBases', () => {
	const defaults = { mainApiUrl: 'http://main', productApiUrl: 'http://product' };
	it.each([
		[{ lmsApiUrl: null, productApiUrl: null }, defaults],
		[
			{ lmsApiUrl: 'http://own', productApiUrl: null },
			{ mainApiUrl: 'http://own', productApiUrl: 'http://own' },
		],
		[
			{ lmsApiUrl: 'http://own', productApiUrl: 'http://p' },
			{ mainApiUrl: 'http://own', productApiUrl: 'http://p' },
		],
		[
			{ lmsApiUrl: null, productApiUrl: 'http://p' },
			{ mainApiUrl: 'http://main', productApiUrl: 'http://p' },
		],
	])('%o uses %o', (overrides, expected) => {
		expect(tenantApiBases({ domain: 'a.com', ...overrides }, defaults)).toEqual(expected);
	});
});
