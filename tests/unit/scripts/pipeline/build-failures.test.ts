/**
 * scripts/lib/pipeline/build-failures.ts: an unreachable API is named once with the setting that points
 * at it; a domain the sandbox does not know names the fixture folder that would define it.
 */
import { describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	explainFailures,
	type FailureContext,
} from '../../../../scripts/lib/pipeline/build-failures.ts';
import { buildSites } from '../../../../scripts/lib/pipeline/build-sites.ts';
import { parseEnv, paymentConfig } from '../../../../config/env.ts';
import { LmsError } from '../../../../src/lib/lms/errors.ts';
import { startSandbox } from '../../../../sandbox/server.ts';

const tenant = (
	domain: string,
	lmsApiUrl: string | null = null,
	productApiUrl: string | null = null,
) => ({
	domain,
	lmsApiUrl,
	productApiUrl,
	consentBanner: true,
	lang: null,
});
const down = (call: string, url: string) =>
	new LmsError({
		kind: 'network',
		call,
		message: `${call} GET ${url}/x: network error (fetch failed: ECONNREFUSED)`,
	});
const api = (mainApiUrl: string, productApiUrl = mainApiUrl) => ({ mainApiUrl, productApiUrl });

const realApi: FailureContext = {
	env: {
		lmsApiUrl: 'http://lms.test',
		productApiUrl: 'http://prod.test',
		tenantsFile: 'tenants.json',
	},
	tenants: [tenant('a.in'), tenant('b.in'), tenant('c.in', 'http://own.test')],
	defaults: api('http://lms.test', 'http://prod.test'),
	sandboxFixtures: null,
};
const sameApi: FailureContext = {
	...realApi,
	env: { ...realApi.env, productApiUrl: 'http://lms.test' },
	defaults: api('http://lms.test'),
};
const sandbox: FailureContext = {
	env: { lmsApiUrl: null, productApiUrl: null, tenantsFile: 'staging.json' },
	tenants: [tenant('new-school.in'), tenant('x.in', null, 'http://p.test')],
	defaults: api('http://127.0.0.1:4010'),
	sandboxFixtures: 'sandbox/fixtures',
};
const unknown = new LmsError({
	kind: 'http',
	call: 'M1',
	status: 404,
	message: "M1: 404 Not Found — No institute website is set up for 'new-school.in'",
});

describe('explainFailures', () => {
	it.each([
		[
			'two tenants, one API down: one line',
			realApi,
			[
				{ domain: 'a.in', error: down('M1', 'http://lms.test') },
				{ domain: 'b.in', error: down('M1', 'http://lms.test') },
			],
			[
				'✗ 2 tenants: cannot reach LMS_API_URL=http://lms.test (fetch failed: ECONNREFUSED); unset it to use the built-in sandbox.',
			],
		],
		[
			'the product service down',
			realApi,
			[{ domain: 'a.in', error: down('P1', 'http://prod.test') }],
			[
				'✗ a.in: cannot reach PRODUCT_API_URL=http://prod.test (fetch failed: ECONNREFUSED); unset it to use the built-in sandbox (with LMS_API_URL).',
			],
		],
		[
			'PRODUCT_API_URL unset: the product service is LMS_API_URL',
			sameApi,
			[{ domain: 'b.in', error: down('P4', 'http://lms.test') }],
			[
				'✗ b.in: cannot reach LMS_API_URL=http://lms.test (fetch failed: ECONNREFUSED); unset it to use the built-in sandbox.',
			],
		],
		[
			'a tenant override down, and the default',
			realApi,
			[
				{ domain: 'c.in', error: down('P1', 'http://own.test') },
				{ domain: 'a.in', error: down('M1', 'http://lms.test') },
			],
			[
				'✗ c.in: cannot reach tenants.json: tenants[2].lmsApiUrl=http://own.test (fetch failed: ECONNREFUSED); remove it to use the default API.',
				'✗ a.in: cannot reach LMS_API_URL=http://lms.test (fetch failed: ECONNREFUSED); unset it to use the built-in sandbox.',
			],
		],
		[
			'a tenant productApiUrl override down',
			sandbox,
			[{ domain: 'x.in', error: down('P2', 'http://p.test') }],
			[
				'✗ x.in: cannot reach staging.json: tenants[1].productApiUrl=http://p.test (fetch failed: ECONNREFUSED); remove it to use the default API.',
			],
		],
		[
			'a domain the sandbox does not know',
			sandbox,
			[{ domain: 'new-school.in', error: unknown }],
			[
				'✗ new-school.in: the sandbox has no institute for new-school.in: add sandbox/fixtures/new-school/institute.json with "domains": ["new-school.in"] (see sandbox/README.md)',
			],
		],
		[
			'a domain a real API does not know: its own message',
			{ ...realApi, tenants: [tenant('new-school.in')] },
			[{ domain: 'new-school.in', error: unknown }],
			["✗ new-school.in: M1: 404 Not Found — No institute website is set up for 'new-school.in'"],
		],
		[
			'any other error: its message',
			realApi,
			[{ domain: 'a.in', error: new Error('P1: malformed reply') }],
			['✗ a.in: P1: malformed reply'],
		],
	])('%s', (_name, context, failures, lines) => {
		expect(explainFailures(failures, context).lines).toEqual(lines);
	});

	it('gives every failed tenant a short reason', () => {
		const { failed } = explainFailures(
			[
				{ domain: 'a.in', error: down('M1', 'http://lms.test') },
				{ domain: 'b.in', error: new Error('boom') },
			],
			realApi,
		);
		expect(failed).toEqual([
			{ domain: 'a.in', reason: 'cannot reach LMS_API_URL=http://lms.test' },
			{ domain: 'b.in', reason: 'boom' },
		]);
	});
});

describe('buildSites with failing tenants', () => {
	const build = async (
		env: ReturnType<typeof parseEnv>,
		tenants: string[],
		base: string,
		fixtures: string | null,
	) => {
		const lines: string[] = [];
		const report = await buildSites({
			root: process.cwd(),
			env,
			tenants: tenants.map((domain) => tenant(domain)),
			defaults: api(base),
			payment: paymentConfig(env),
			distDir: await mkdtemp(join(tmpdir(), 'build-failures-')),
			sandboxFixtures: fixtures,
			log: (line) => lines.push(line),
		});
		return { lines, report };
	};

	it('names an unreachable LMS_API_URL once, not once per tenant', async () => {
		const env = parseEnv({ LMS_API_URL: 'http://127.0.0.1:9', BUILD_RETRIES: '0' });
		const { lines, report } = await build(
			env,
			['a.in', 'b.in', 'c.in'],
			'http://127.0.0.1:9',
			null,
		);
		expect(lines).toEqual([
			'✗ 3 tenants: cannot reach LMS_API_URL=http://127.0.0.1:9 (fetch failed: connect ECONNREFUSED 127.0.0.1:9); unset it to use the built-in sandbox.',
			'  never built, so they show the home failure page: a.in, b.in, c.in',
		]);
		expect(report.built).toEqual([]);
	});

	it('names the fixture folder for a domain the sandbox does not know', async () => {
		const running = await startSandbox({ port: 0, dbFile: ':memory:' });
		try {
			const env = parseEnv({ BUILD_RETRIES: '0' });
			const { lines } = await build(env, ['new-school.in'], running.url, 'sandbox/fixtures');
			expect(lines).toEqual([
				'✗ new-school.in: the sandbox has no institute for new-school.in: add sandbox/fixtures/new-school/institute.json with "domains": ["new-school.in"] (see sandbox/README.md)',
				'  never built, so they show the home failure page: new-school.in',
			]);
		} finally {
			await running.close();
		}
	});
});
