import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_FIELDS, parseEnv } from '../../../../src/lib/config/env.ts';
import { readFileSync } from 'node:fs';

describe('parseEnv', () => {
	it('applies the documented defaults to an empty environment', () => {
		expect(parseEnv({})).toEqual({
			lmsApiUrl: null,
			productApiUrl: null,
			razorpayCheckoutUrl: null,
			port: 4321,
			host: '127.0.0.1',
			sandboxPort: 4010,
			tenantsFile: 'tenants.json',
			distDir: 'dist',
			buildConcurrency: 4,
			buildRetries: 2,
		});
	});

	it('reads every variable and trims trailing slashes from URLs', () => {
		const env = parseEnv({
			LMS_API_URL: 'https://lms.example.com/',
			PRODUCT_API_URL: 'https://prod.example.com/base/',
			RAZORPAY_CHECKOUT_URL: 'https://cdn.example.com/checkout.js',
			PORT: '8080',
			HOST: '0.0.0.0',
			SANDBOX_PORT: '5000',
			TENANTS_FILE: 'tenants.staging.json',
			DIST_DIR: '/srv/sites',
			BUILD_CONCURRENCY: '8',
			BUILD_RETRIES: '0',
		});
		expect(env).toEqual({
			lmsApiUrl: 'https://lms.example.com',
			productApiUrl: 'https://prod.example.com/base',
			razorpayCheckoutUrl: 'https://cdn.example.com/checkout.js',
			port: 8080,
			host: '0.0.0.0',
			sandboxPort: 5000,
			tenantsFile: 'tenants.staging.json',
			distDir: '/srv/sites',
			buildConcurrency: 8,
			buildRetries: 0,
		});
	});

	it('defaults the product service to the main service', () => {
		expect(parseEnv({ LMS_API_URL: 'http://127.0.0.1:9000' }).productApiUrl).toBe(
			'http://127.0.0.1:9000',
		);
	});

	it('treats blank values as unset', () => {
		expect(parseEnv({ LMS_API_URL: '  ', PORT: '' })).toMatchObject({
			lmsApiUrl: null,
			port: 4321,
		});
	});

	it.each([
		[{ LMS_API_URL: 'lms.example.com' }, /^LMS_API_URL: "lms.example.com" is not a URL/],
		[{ LMS_API_URL: 'ftp://lms.example.com' }, /^LMS_API_URL: .* must start with http/],
		[
			{ PRODUCT_API_URL: 'https://p.example.com' },
			/^PRODUCT_API_URL: is set but LMS_API_URL is not/,
		],
		[{ RAZORPAY_CHECKOUT_URL: 'checkout.js' }, /^RAZORPAY_CHECKOUT_URL: /],
		[{ PORT: 'eighty' }, /^PORT: "eighty" must be a whole number from 1 to 65535/],
		[{ PORT: '70000' }, /^PORT: /],
		[{ SANDBOX_PORT: '-1' }, /^SANDBOX_PORT: /],
		[{ BUILD_CONCURRENCY: '0' }, /^BUILD_CONCURRENCY: "0" must be a whole number from 1 to 32/],
		[{ BUILD_RETRIES: '9' }, /^BUILD_RETRIES: /],
	])('rejects %o naming the variable', (env, message) => {
		expect(() => parseEnv(env)).toThrow(ConfigError);
		expect(() => parseEnv(env)).toThrow(message);
	});

	it('documents every variable in .env.example', () => {
		const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
		for (const field of ENV_FIELDS) expect(example).toContain(`${field.name}=`);
	});
});
