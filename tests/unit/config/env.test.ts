import { describe, expect, it } from 'vitest';
import { fontsApiUrl, parseEnv, paymentConfig, rebuildSecret } from '../../../config/env.ts';
import { ConfigError } from '../../../config/schema.ts';
import { configProblems } from '../fixtures/config.ts';

const problems = (env: Record<string, string>) => configProblems(() => parseEnv(env));

describe('parseEnv', () => {
	it('applies the documented defaults to an empty environment', () => {
		expect(parseEnv({})).toEqual({
			lmsApiUrl: null,
			productApiUrl: null,
			razorpayCheckoutUrl: null,
			razorpayKeyId: null,
			googleFontsUrl: null,
			port: 4321,
			host: '127.0.0.1',
			devPort: 4322,
			nginxPort: 8080,
			sandboxPort: 4010,
			tenantsFile: 'tenants.json',
			distDir: 'dist',
			buildConcurrency: 8,
			buildRetries: 2,
			rebuildPort: 4330,
			rebuildSecret: null,
			rebuildDebounceMs: 3000,
			rebuildMaxWaitMs: 30000,
			chromiumPath: '/usr/bin/chromium',
			deploy: null,
			redisUrl: null,
			nodeEnv: null,
			opsPort: 4331,
			opsHost: '127.0.0.1',
			tenantsUrl: null,
			tenantsRefreshS: 60,
			queueName: 'rebuild',
			queuePrefix: 'institute-sites',
			codeRevision: null,
			renderProcesses: null,
			releaseKeepDays: 30,
			devHost: '127.0.0.1',
			hstsMaxAge: 31536000,
			fontFileOrigins: null,
			workerBatch: 100,
			workerLockMs: 30000,
			logFormat: null,
		});
	});

	it('reads every variable, trims values and drops trailing slashes from URLs', () => {
		const env = parseEnv({
			LMS_API_URL: 'https://lms.example.com/',
			PRODUCT_API_URL: 'https://prod.example.com/base/',
			RAZORPAY_CHECKOUT_URL: 'https://cdn.example.com/checkout.js',
			RAZORPAY_KEY_ID: ' rzp_live_platform ',
			PORT: ' 8080 ',
			HOST: '0.0.0.0',
			DEV_PORT: '0',
			NGINX_PORT: '80',
			SANDBOX_PORT: '5000',
			TENANTS_FILE: 'tenants.staging.json',
			DIST_DIR: '/srv/sites',
			BUILD_CONCURRENCY: '8',
			BUILD_RETRIES: '0',
			REBUILD_PORT: '5330',
			REBUILD_SECRET: ' 0123456789abcdef ',
			REBUILD_DEBOUNCE_MS: '0',
			REBUILD_MAX_WAIT_MS: ' 60000 ',
			CHROMIUM_PATH: '/opt/chromium/chrome',
			REDIS_URL: ' rediss://:secret@redis.example.com:6380/2 ',
			NODE_ENV: 'production',
			OPS_PORT: '9464',
			OPS_HOST: '10.0.0.5',
			TENANTS_URL: 'https://lms.example.com/sites/tenants.json',
			TENANTS_REFRESH_S: '30',
			QUEUE_NAME: 'rebuild-staging',
			QUEUE_PREFIX: 'staging',
			CODE_REVISION: 'v1.2.3',
			RENDER_PROCESSES: '3',
			RELEASE_KEEP_DAYS: '7',
			DEV_HOST: '0.0.0.0',
			HSTS_MAX_AGE: '0',
			FONT_FILE_ORIGINS: 'https://fonts.gstatic.com, https://cdn.example.com/',
			WORKER_BATCH: '25',
			WORKER_LOCK_MS: '5000',
			LOG_FORMAT: ' json ',
		});
		expect(env).toEqual({
			lmsApiUrl: 'https://lms.example.com',
			productApiUrl: 'https://prod.example.com/base',
			razorpayCheckoutUrl: 'https://cdn.example.com/checkout.js',
			razorpayKeyId: 'rzp_live_platform',
			googleFontsUrl: null,
			port: 8080,
			host: '0.0.0.0',
			devPort: 0,
			nginxPort: 80,
			sandboxPort: 5000,
			tenantsFile: 'tenants.staging.json',
			distDir: '/srv/sites',
			buildConcurrency: 8,
			buildRetries: 0,
			rebuildPort: 5330,
			rebuildSecret: '0123456789abcdef',
			rebuildDebounceMs: 0,
			rebuildMaxWaitMs: 60000,
			chromiumPath: '/opt/chromium/chrome',
			deploy: null,
			redisUrl: 'rediss://:secret@redis.example.com:6380/2',
			nodeEnv: 'production',
			opsPort: 9464,
			opsHost: '10.0.0.5',
			tenantsUrl: 'https://lms.example.com/sites/tenants.json',
			tenantsRefreshS: 30,
			queueName: 'rebuild-staging',
			queuePrefix: 'staging',
			codeRevision: 'v1.2.3',
			renderProcesses: 3,
			releaseKeepDays: 7,
			devHost: '0.0.0.0',
			hstsMaxAge: 0,
			fontFileOrigins: ['https://fonts.gstatic.com', 'https://cdn.example.com'],
			workerBatch: 25,
			workerLockMs: 5000,
			logFormat: 'json',
		});
	});

	it.each([
		[
			"a real API: the provider's script, no platform key",
			{ LMS_API_URL: 'https://lms.example.com' },
			null,
			{ checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js', platformKeyId: null },
		],
		[
			'the sandbox: its stand-in script and demo key',
			{},
			'http://127.0.0.1:4010',
			{
				checkoutScriptUrl: 'http://127.0.0.1:4010/sandbox/checkout.js',
				platformKeyId: 'rzp_test_sandboxPlatform',
			},
		],
		[
			'the sandbox with both variables set: the variables win',
			{ RAZORPAY_CHECKOUT_URL: 'https://cdn.example.com/c.js', RAZORPAY_KEY_ID: 'rzp_x' },
			'http://127.0.0.1:4010',
			{ checkoutScriptUrl: 'https://cdn.example.com/c.js', platformKeyId: 'rzp_x' },
		],
	])('paymentConfig: %s', (_name, vars, sandboxUrl, expected) => {
		expect(paymentConfig(parseEnv(vars), sandboxUrl)).toEqual(expected);
	});

	it.each([
		[
			'a real API: Google Fonts',
			{ LMS_API_URL: 'https://lms.example.com' },
			null,
			'https://fonts.googleapis.com',
		],
		['the sandbox: its stand-in', {}, 'http://127.0.0.1:4010', 'http://127.0.0.1:4010/fonts'],
		[
			'GOOGLE_FONTS_URL wins, without its trailing slash',
			{ GOOGLE_FONTS_URL: 'http://127.0.0.1:9000/g/' },
			'http://127.0.0.1:4010',
			'http://127.0.0.1:9000/g',
		],
	])('fontsApiUrl: %s', (_name, vars, sandboxUrl, expected) => {
		expect(fontsApiUrl(parseEnv(vars), sandboxUrl)).toBe(expected);
	});

	it('refuses a GOOGLE_FONTS_URL that is not http(s)', () => {
		expect(() => parseEnv({ GOOGLE_FONTS_URL: 'ftp://fonts.example' })).toThrow(
			'environment: GOOGLE_FONTS_URL: "ftp://fonts.example" must start with http:// or https://',
		);
	});

	it.each([
		[
			'REBUILD_SECRET when set',
			{ REBUILD_SECRET: 'a-real-secret-of-24-chars' },
			true,
			'a-real-secret-of-24-chars',
		],
		['the demo key against the embedded sandbox', {}, true, 'demo-rebuild-key-not-a-secret'],
		['none against a real API', { LMS_API_URL: 'https://lms.example.com' }, false, null],
	])('rebuildSecret: %s', (_name, vars, embeddedSandbox, expected) => {
		expect(rebuildSecret(parseEnv(vars), embeddedSandbox)).toBe(expected);
	});

	it.each([
		['json', 'json'],
		['human', 'human'],
		['', null],
		[' ', null],
	])('reads LOG_FORMAT=%j as %j', (value, expected) => {
		expect(parseEnv({ LOG_FORMAT: value }).logFormat).toBe(expected);
	});

	it('defaults the product service to the main service', () => {
		expect(parseEnv({ LMS_API_URL: 'http://127.0.0.1:9000' }).productApiUrl).toBe(
			'http://127.0.0.1:9000',
		);
	});

	describe('address settings', () => {
		const variables = ['HOST', 'OPS_HOST', 'DEV_HOST'] as const;
		const key = { HOST: 'host', OPS_HOST: 'opsHost', DEV_HOST: 'devHost' } as const;
		// Each value for each variable.
		const forEach = (values: readonly string[]) =>
			variables.flatMap((variable) => values.map((value) => [variable, value] as const));

		it.each(
			forEach([
				'127.0.0.1',
				'0.0.0.0',
				'10.0.0.5',
				'::',
				'::1',
				'fe80::1',
				'localhost',
				'build-1',
				'sites.example.com',
				'sites.example.com.',
			]),
		)('%s accepts %j', (variable, value) => {
			expect(parseEnv({ [variable]: value })[key[variable]]).toBe(value);
		});

		it.each(
			forEach([
				'not a host',
				'http://127.0.0.1',
				'127.0.0.1:4321',
				'300.1.1.1',
				'1.2.3',
				'[::1]',
				'-edge.example.com',
				'under_score.example.com',
				'a..b',
			]),
		)('%s refuses %j, naming the variable', (variable, value) => {
			expect(configProblems(() => parseEnv({ [variable]: value }))).toEqual([
				`environment: ${variable}: ${JSON.stringify(value)} is not an IP address or host name, e.g. 127.0.0.1 or 0.0.0.0`,
			]);
		});
	});

	it('treats blank values as unset', () => {
		expect(parseEnv({ LMS_API_URL: '  ', PORT: '', HOST: ' ' })).toMatchObject({
			lmsApiUrl: null,
			port: 4321,
			host: '127.0.0.1',
		});
	});

	it.each([
		[
			{ LMS_API_URL: 'lms.example.com' },
			'environment: LMS_API_URL: "lms.example.com" is not a URL (expected e.g. https://api.example.com)',
		],
		[
			{ LMS_API_URL: 'ftp://lms.example.com' },
			'environment: LMS_API_URL: "ftp://lms.example.com" must start with http:// or https://',
		],
		[
			{ PRODUCT_API_URL: 'https://p.example.com' },
			'environment: PRODUCT_API_URL: is set but LMS_API_URL is not; set both, or neither for the sandbox',
		],
		[
			{ RAZORPAY_CHECKOUT_URL: 'checkout.js' },
			'environment: RAZORPAY_CHECKOUT_URL: "checkout.js" is not a URL (expected e.g. https://api.example.com)',
		],
		[{ PORT: 'abc' }, 'environment: PORT: "abc" must be a whole number from 1 to 65535'],
		[{ PORT: '0' }, 'environment: PORT: "0" must be a whole number from 1 to 65535'],
		[{ PORT: '70000' }, 'environment: PORT: "70000" must be a whole number from 1 to 65535'],
		[{ PORT: '80.5' }, 'environment: PORT: "80.5" must be a whole number from 1 to 65535'],
		[
			{ NGINX_PORT: 'http' },
			'environment: NGINX_PORT: "http" must be a whole number from 1 to 65535',
		],
		[
			{ DEV_PORT: '4321x' },
			'environment: DEV_PORT: "4321x" must be a whole number from 0 to 65535 (0 = any free port)',
		],
		[
			{ SANDBOX_PORT: '-1' },
			'environment: SANDBOX_PORT: "-1" must be a whole number from 1 to 65535',
		],
		[
			{ BUILD_CONCURRENCY: '0' },
			'environment: BUILD_CONCURRENCY: "0" must be a whole number from 1 to 32',
		],
		[
			{ BUILD_CONCURRENCY: '33' },
			'environment: BUILD_CONCURRENCY: "33" must be a whole number from 1 to 32',
		],
		[{ BUILD_RETRIES: '9' }, 'environment: BUILD_RETRIES: "9" must be a whole number from 0 to 5'],
		[
			{ REBUILD_PORT: '99999' },
			'environment: REBUILD_PORT: "99999" must be a whole number from 1 to 65535',
		],
		[
			{ REBUILD_DEBOUNCE_MS: '1.5' },
			'environment: REBUILD_DEBOUNCE_MS: "1.5" must be a whole number from 0 to 600000',
		],
		[
			{ REBUILD_DEBOUNCE_MS: '600001' },
			'environment: REBUILD_DEBOUNCE_MS: "600001" must be a whole number from 0 to 600000',
		],
		[
			{ REBUILD_MAX_WAIT_MS: '-1' },
			'environment: REBUILD_MAX_WAIT_MS: "-1" must be a whole number from 0 to 3600000',
		],
		[
			{ REBUILD_MAX_WAIT_MS: '3600001' },
			'environment: REBUILD_MAX_WAIT_MS: "3600001" must be a whole number from 0 to 3600000',
		],
		[
			{ OPS_PORT: '70000' },
			'environment: OPS_PORT: "70000" must be a whole number from 0 to 65535 (0 = any free port)',
		],
		[{ NODE_ENV: 'prod' }, 'environment: NODE_ENV: "prod" must be production, development or test'],
		[
			{ TENANTS_URL: 'http://lms.example.com/tenants' },
			'environment: TENANTS_URL: "http://lms.example.com/tenants" must be an https:// URL (plain http only on localhost)',
		],
		[
			{ QUEUE_PREFIX: '{bad}' },
			'environment: QUEUE_PREFIX: "{bad}" must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter or digit',
		],
		[
			{ RENDER_PROCESSES: '0' },
			'environment: RENDER_PROCESSES: "0" must be a whole number from 1 to 64',
		],
		[
			{ FONT_FILE_ORIGINS: 'http://fonts.example.com' },
			'environment: FONT_FILE_ORIGINS: "http://fonts.example.com" must be https origins separated by commas, e.g. https://fonts.gstatic.com',
		],
		[{ WORKER_BATCH: '0' }, 'environment: WORKER_BATCH: "0" must be a whole number from 1 to 500'],
		[
			{ WORKER_LOCK_MS: '500' },
			'environment: WORKER_LOCK_MS: "500" must be a whole number from 1000 to 600000',
		],
		[
			{ REBUILD_SECRET: 'hunter2' },
			'environment: REBUILD_SECRET: is 7 characters; use at least 16, e.g. the output of `openssl rand -hex 32`',
		],
		[
			{ REDIS_URL: 'http://:secret@redis.example.com' },
			'environment: REDIS_URL: must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
		],
		[
			{ REDIS_URL: '127.0.0.1:6379' },
			'environment: REDIS_URL: must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
		],
		[{ LOG_FORMAT: 'pretty' }, 'environment: LOG_FORMAT: "pretty" must be json or human'],
		[{ LOG_FORMAT: 'JSON' }, 'environment: LOG_FORMAT: "JSON" must be json or human'],
	])('rejects %o naming the variable and the rule', (env, message) => {
		expect(problems(env)).toEqual([message]);
	});

	it('lists every mistake, one line each, not just the first', () => {
		expect(
			problems({
				PRODUCT_API_URL: 'https://p.example.com',
				PORT: 'abc',
				BUILD_RETRIES: '9',
			}),
		).toEqual([
			'environment: PORT: "abc" must be a whole number from 1 to 65535',
			'environment: BUILD_RETRIES: "9" must be a whole number from 0 to 5',
			'environment: PRODUCT_API_URL: is set but LMS_API_URL is not; set both, or neither for the sandbox',
		]);
	});

	it('throws a ConfigError whose message is the problems, one a line', () => {
		expect(() => parseEnv({ PORT: 'abc', HOST: 'h', BUILD_RETRIES: '6' })).toThrow(
			new ConfigError([
				'environment: PORT: "abc" must be a whole number from 1 to 65535',
				'environment: BUILD_RETRIES: "6" must be a whole number from 0 to 5',
			]),
		);
	});
});
