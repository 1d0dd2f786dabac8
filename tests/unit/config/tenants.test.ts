import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { configProblems } from '../fixtures/config.ts';
import { parseTenantsFile, tenantApiBases } from '../../../config/tenants.ts';

const parse = (value: unknown) => parseTenantsFile('tenants.json', JSON.stringify(value));

const problems = (text: string) => configProblems(() => parseTenantsFile('tenants.json', text));

const entries = (...list: unknown[]) => JSON.stringify({ tenants: list });
const HOST_RULE = 'must be a host name like "example.com" (no scheme, port or path)';

describe('parseTenantsFile', () => {
	it('accepts the repository tenants file', () => {
		const text = readFileSync(new URL('../../../tenants.json', import.meta.url), 'utf8');
		expect(parseTenantsFile('tenants.json', text).map((tenant) => tenant.domain)).toEqual([
			'sunrise-academy.in',
			'pixel-store.in',
			'greenfield-school.edu.in',
			'appfirst-classes.in',
			'global-prep.com',
			'gyan-pathshala.in',
		]);
	});

	it('reads API overrides without their trailing slash', () => {
		expect(
			parse({ tenants: [{ domain: 'example.com', lmsApiUrl: 'https://lms.example.com/' }] }),
		).toEqual([
			{
				domain: 'example.com',
				lmsApiUrl: 'https://lms.example.com',
				productApiUrl: null,
				consentBanner: true,
				lang: null,
			},
		]);
	});

	it.each([
		['no lang: the build picks it', undefined, null],
		['a language', 'hi', 'hi'],
		['a language and region, canonicalised', 'en-in', 'en-IN'],
		['a script subtag', 'sa-deva', 'sa-Deva'],
	])('reads lang: %s', (_name, lang, expected) => {
		const [tenant] = parse({
			tenants: [{ domain: 'a.com', ...(lang === undefined ? {} : { lang }) }],
		});
		expect(tenant?.lang).toBe(expected);
	});

	it('asks for consent unless an entry turns the banner off', () => {
		expect(
			parse({
				tenants: [
					{ domain: 'a.com' },
					{ domain: 'b.com', consentBanner: false },
					{ domain: 'c.com', consentBanner: true },
				],
			}).map((tenant) => [tenant.domain, tenant.consentBanner]),
		).toEqual([
			['a.com', true],
			['b.com', false],
			['c.com', true],
		]);
	});

	it('turns the banner off for the demo school only', () => {
		const text = readFileSync(new URL('../../../tenants.json', import.meta.url), 'utf8');
		expect(
			parseTenantsFile('tenants.json', text)
				.filter((tenant) => !tenant.consentBanner)
				.map((tenant) => tenant.domain),
		).toEqual(['greenfield-school.edu.in']);
	});

	it.each([
		['example.com', 'example.com'],
		['Example.COM', 'example.com'],
		['WWW.Example.COM', 'example.com'],
		['example.com.', 'example.com'],
		['www.example.com.', 'example.com'],
		[' example.com ', 'example.com'],
		['sub.sunrise-academy.edu.in', 'sub.sunrise-academy.edu.in'],
	])('accepts the domain %j as %j', (domain, expected) => {
		expect(parse({ tenants: [{ domain }] })[0]!.domain).toBe(expected);
	});

	it.each([
		['https://a.com', `tenants.json: tenants[0].domain: "https://a.com" ${HOST_RULE}`],
		['example.com/path', `tenants.json: tenants[0].domain: "example.com/path" ${HOST_RULE}`],
		['a.com?x=1', `tenants.json: tenants[0].domain: "a.com?x=1" ${HOST_RULE}`],
		['a.com:80', `tenants.json: tenants[0].domain: "a.com:80" ${HOST_RULE}`],
		['localhost', `tenants.json: tenants[0].domain: "localhost" ${HOST_RULE}`],
		['www.com', `tenants.json: tenants[0].domain: "www.com" ${HOST_RULE}`],
		['-a.com', `tenants.json: tenants[0].domain: "-a.com" ${HOST_RULE}`],
		['a..com', `tenants.json: tenants[0].domain: "a..com" ${HOST_RULE}`],
		['a_b.com', `tenants.json: tenants[0].domain: "a_b.com" ${HOST_RULE}`],
		['', `tenants.json: tenants[0].domain: "" ${HOST_RULE}`],
	])('rejects the domain %j rather than cleaning it', (domain, message) => {
		expect(problems(entries({ domain }))).toEqual([message]);
	});

	// Where it goes wrong, whether V8's message gives a position or only names the token.
	it.each([
		[
			'a trailing comma',
			'{\n  "tenants": [\n    {"domain": "a.in"},\n  ]\n}',
			"tenants.json: invalid JSON at line 4, column 3: Unexpected token ']'",
		],
		[
			'a missing comma',
			'{\n  "tenants": [\n    {"domain": "a.in"}\n    {"domain": "b.in"}\n  ]\n}',
			"tenants.json: invalid JSON at line 4, column 5: Expected ',' or ']' after array element",
		],
		[
			'a comma before }',
			'{\n  "tenants": [\n    {"domain": "a.in",}\n  ]\n}',
			'tenants.json: invalid JSON at line 3, column 23: Expected double-quoted property name',
		],
		[
			'single quotes',
			'{\n  "tenants": [{"domain": \'a.in\'}]\n}',
			"tenants.json: invalid JSON at line 2, column 26: Unexpected token '''",
		],
		[
			'Windows line ends',
			'{\r\n  "tenants": [1,]\r\n}',
			"tenants.json: invalid JSON at line 2, column 17: Unexpected token ']'",
		],
		[
			'a doubled comma far along one line',
			'{"tenants": [{"domain": "a.in"}, {"domain": "b.in"}, {"domain": "c.in"},, {"domain": "d.in"}]}',
			"tenants.json: invalid JSON at line 1, column 73: Unexpected token ','",
		],
		[
			'text after the list',
			'{"tenants": [{"domain": "a.in"}]}\nx',
			'tenants.json: invalid JSON at line 2, column 1: Unexpected non-whitespace character after JSON',
		],
		[
			'a file cut short',
			'{\n  "tenants": [\n    {"domain": "a.in"}',
			"tenants.json: invalid JSON at line 3, column 23: Expected ',' or ']' after array element",
		],
		[
			'an empty file',
			'',
			'tenants.json: invalid JSON at line 1, column 1: Unexpected end of JSON input',
		],
		[
			'not JSON at all',
			'not json',
			"tenants.json: invalid JSON at line 1, column 2: Unexpected token 'o'",
		],
	])('reports the line and column of %s', (_case, text, message) => {
		expect(problems(text)).toEqual([message]);
	});

	it.each([
		['{', "tenants.json: invalid JSON at line 1, column 2: Expected property name or '}'"],
		['[]', 'tenants.json: expected an object, e.g. { "tenants": [{ "domain": "example.com" }] }'],
		[
			'{}',
			'tenants.json: tenants: expected a list, e.g. { "tenants": [{ "domain": "example.com" }] }',
		],
		['{"tenants": []}', 'tenants.json: tenants: the list is empty'],
		[entries('a.com'), 'tenants.json: tenants[0]: expected an object with a "domain"'],
		[
			entries({ domain: 'a.com' }, {}),
			'tenants.json: tenants[1].domain: is missing (a host name like "example.com")',
		],
		[entries({ domain: 5 }), 'tenants.json: tenants[0].domain: expected a string'],
		[
			entries({ domain: 'a.com' }, { domain: 'b.com' }, { domain: 'WWW.A.com.' }),
			'tenants.json: tenants[2].domain: "a.com" is listed twice (also tenants[0].domain)',
		],
		[
			entries({ domain: 'a.com', api: 'x' }),
			'tenants.json: tenants[0].api: unknown field (allowed: domain, lmsApiUrl, productApiUrl, consentBanner, lang)',
		],
		[
			entries({ domain: 'a.com', lang: 'hindi language' }),
			'tenants.json: tenants[0].lang: "hindi language" must be a BCP 47 language tag like "hi" or "en-IN"',
		],
		[
			entries({ domain: 'a.com', lang: 7 }),
			'tenants.json: tenants[0].lang: 7 must be a language tag like "hi" or "en-IN"',
		],
		[
			entries({ domain: 'a.com', consentBanner: 'no' }),
			'tenants.json: tenants[0].consentBanner: "no" must be true or false (default true)',
		],
		[
			entries({ domain: 'a.com' }, { domain: 'b.com', consentBanner: 0 }),
			'tenants.json: tenants[1].consentBanner: 0 must be true or false (default true)',
		],
		[
			entries({ domain: 'a.com', consentBanner: null }),
			'tenants.json: tenants[0].consentBanner: null must be true or false (default true)',
		],
		[
			entries({ domain: 'a.com', lmsApiUrl: 5 }),
			'tenants.json: tenants[0].lmsApiUrl: expected a URL string',
		],
		[
			entries({ domain: 'a.com', productApiUrl: 'nope' }),
			'tenants.json: tenants[0].productApiUrl: "nope" is not a URL (expected e.g. https://api.example.com)',
		],
		[
			entries({ domain: 'a.com', lmsApiUrl: 'ftp://lms.a.com' }),
			'tenants.json: tenants[0].lmsApiUrl: "ftp://lms.a.com" must start with http:// or https://',
		],
	])('rejects %s naming the file, field and rule', (text, message) => {
		const reported = problems(text);
		expect(reported).toHaveLength(1);
		expect(reported[0]).toMatch(message);
	});

	it('lists every mistake, one line each, duplicates included', () => {
		expect(
			problems(
				entries(
					{ domain: 'a.com' },
					{},
					{ domain: 'example.com/path', extra: true, other: 1 },
					{ domain: 'A.com' },
				),
			),
		).toEqual([
			'tenants.json: tenants[1].domain: is missing (a host name like "example.com")',
			`tenants.json: tenants[2].domain: "example.com/path" ${HOST_RULE}`,
			'tenants.json: tenants[2].extra: unknown field (allowed: domain, lmsApiUrl, productApiUrl, consentBanner, lang)',
			'tenants.json: tenants[2].other: unknown field (allowed: domain, lmsApiUrl, productApiUrl, consentBanner, lang)',
			'tenants.json: tenants[3].domain: "a.com" is listed twice (also tenants[0].domain)',
		]);
	});

	it.each([
		[
			entries({ domain: 'a.com', lmsApiUrl: 'nope' }, { domain: 'a.com' }),
			[
				'tenants.json: tenants[0].lmsApiUrl: "nope" is not a URL (expected e.g. https://api.example.com)',
				'tenants.json: tenants[1].domain: "a.com" is listed twice (also tenants[0].domain)',
			],
		],
		[
			entries({ domain: 'a.com' }, { domain: 'a.com', productApiUrl: '::' }, { domain: 'b' }),
			[
				'tenants.json: tenants[1].productApiUrl: "::" is not a URL (expected e.g. https://api.example.com)',
				`tenants.json: tenants[2].domain: "b" ${HOST_RULE}`,
				'tenants.json: tenants[1].domain: "a.com" is listed twice (also tenants[0].domain)',
			],
		],
	])('a URL that does not parse still lets every other mistake be listed: %s', (text, lines) => {
		expect(problems(text)).toEqual(lines);
	});

	it('names the file it was given', () => {
		expect(() => parseTenantsFile('staging/tenants.json', entries({}))).toThrow(
			'staging/tenants.json: tenants[0].domain: is missing (a host name like "example.com")',
		);
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
		expect(
			tenantApiBases({ domain: 'a.com', consentBanner: true, lang: null, ...overrides }, defaults),
		).toEqual(expected);
	});
});
