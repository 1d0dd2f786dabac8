import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../../config/env.ts';
import { buildOptions, sandboxApi } from '../../../../scripts/lib/pipeline/build-options.ts';

const tenant = {
	domain: 'sunrise-academy.in',
	lmsApiUrl: null,
	productApiUrl: null,
	consentBanner: true,
	lang: null,
};

describe('sandboxApi', () => {
	it('points every service, the payment script and the fonts API at the sandbox', () => {
		const api = sandboxApi(parseEnv({}), 'http://127.0.0.1:4400', 'sandbox/fixtures');
		expect(api).toEqual({
			bases: { mainApiUrl: 'http://127.0.0.1:4400', productApiUrl: 'http://127.0.0.1:4400' },
			payment: {
				checkoutScriptUrl: 'http://127.0.0.1:4400/sandbox/checkout.js',
				platformKeyId: 'rzp_test_sandboxPlatform',
			},
			fontsUrl: 'http://127.0.0.1:4400/fonts',
			fixturesDir: 'sandbox/fixtures',
		});
	});
});

describe('buildOptions', () => {
	const env = parseEnv({ DIST_DIR: 'out' });
	const api = sandboxApi(env, 'http://127.0.0.1:4400');

	it.each([
		['no extra: the settings’ dist folder, not forced', {}, { distDir: 'out', force: undefined }],
		[
			'extra wins over the settings',
			{ distDir: 'elsewhere', force: true },
			{ distDir: 'elsewhere', force: true },
		],
	])('%s', (_name, extra, expected) => {
		const options = buildOptions({ root: '/repo', env }, api, [tenant], extra);
		expect(options).toMatchObject({
			root: '/repo',
			tenants: [tenant],
			defaults: api.bases,
			payment: api.payment,
			fontsUrl: 'http://127.0.0.1:4400/fonts',
			sandboxFixtures: null,
		});
		expect({ distDir: options.distDir, force: options.force }).toEqual(expected);
	});
});
