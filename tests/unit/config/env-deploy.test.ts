/** The `DEPLOY_S3_*` variables of the environment schema: `npm run deploy`'s target. */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../config/env.ts';
import { configProblems } from '../fixtures/config.ts';

const problems = (env: Record<string, string>) => configProblems(() => parseEnv(env));

describe('parseEnv: deploy target', () => {
	it.each([
		['no bucket: no deploy target', { DEPLOY_S3_REGION: 'eu-west-1' }, null],
		[
			'a bucket alone: AWS, us-east-1, virtual-hosted, default credentials',
			{ DEPLOY_S3_BUCKET: 'sites' },
			{
				endpoint: null,
				bucket: 'sites',
				prefix: '',
				region: 'us-east-1',
				credentials: null,
				forcePathStyle: false,
			},
		],
		[
			'an endpoint: path-style by default, trailing slash dropped',
			{
				DEPLOY_S3_ENDPOINT: 'http://127.0.0.1:9000/',
				DEPLOY_S3_BUCKET: 'sites',
				DEPLOY_S3_PREFIX: 'prod/sites/',
				DEPLOY_S3_REGION: ' auto ',
				DEPLOY_S3_ACCESS_KEY_ID: 'key',
				DEPLOY_S3_SECRET_ACCESS_KEY: 'secret',
			},
			{
				endpoint: 'http://127.0.0.1:9000',
				bucket: 'sites',
				prefix: 'prod/sites/',
				region: 'auto',
				credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
				forcePathStyle: true,
			},
		],
		[
			'an endpoint with path style turned off',
			{
				DEPLOY_S3_ENDPOINT: 'https://s3.example.com',
				DEPLOY_S3_BUCKET: 'my.sites-1',
				DEPLOY_S3_FORCE_PATH_STYLE: 'FALSE',
			},
			{
				endpoint: 'https://s3.example.com',
				bucket: 'my.sites-1',
				prefix: '',
				region: 'us-east-1',
				credentials: null,
				forcePathStyle: false,
			},
		],
		[
			'AWS with path style turned on',
			{ DEPLOY_S3_BUCKET: 'sites', DEPLOY_S3_FORCE_PATH_STYLE: '1' },
			{
				endpoint: null,
				bucket: 'sites',
				prefix: '',
				region: 'us-east-1',
				credentials: null,
				forcePathStyle: true,
			},
		],
	])('%s', (_name, vars, expected) => {
		expect(parseEnv(vars).deploy).toEqual(expected);
	});

	it.each([
		[
			{ DEPLOY_S3_ENDPOINT: 'minio:9000' },
			'environment: DEPLOY_S3_ENDPOINT: "minio:9000" must start with http:// or https://',
		],
		[
			{ DEPLOY_S3_BUCKET: 'My_Sites' },
			'environment: DEPLOY_S3_BUCKET: "My_Sites" must be 3 to 63 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit',
		],
		[
			{ DEPLOY_S3_BUCKET: 'ab' },
			'environment: DEPLOY_S3_BUCKET: "ab" must be 3 to 63 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit',
		],
		[
			{ DEPLOY_S3_PREFIX: 'sites' },
			'environment: DEPLOY_S3_PREFIX: "sites" must end with / and not start with / or hold //, e.g. sites/',
		],
		[
			{ DEPLOY_S3_PREFIX: '/sites/' },
			'environment: DEPLOY_S3_PREFIX: "/sites/" must end with / and not start with / or hold //, e.g. sites/',
		],
		[
			{ DEPLOY_S3_PREFIX: 'a//b/' },
			'environment: DEPLOY_S3_PREFIX: "a//b/" must end with / and not start with / or hold //, e.g. sites/',
		],
		[
			{ DEPLOY_S3_FORCE_PATH_STYLE: 'yes' },
			'environment: DEPLOY_S3_FORCE_PATH_STYLE: "yes" must be true or false',
		],
		[
			{ DEPLOY_S3_ACCESS_KEY_ID: 'key' },
			"environment: DEPLOY_S3_ACCESS_KEY_ID: is set but DEPLOY_S3_SECRET_ACCESS_KEY is not; set both, or neither for the SDK's default credentials",
		],
		[
			{ DEPLOY_S3_SECRET_ACCESS_KEY: 'secret' },
			"environment: DEPLOY_S3_SECRET_ACCESS_KEY: is set but DEPLOY_S3_ACCESS_KEY_ID is not; set both, or neither for the SDK's default credentials",
		],
	])('rejects %o naming the variable and the rule', (env, message) => {
		expect(problems(env)).toEqual([message]);
	});

	it('reports half a key pair alongside another mistake', () => {
		expect(problems({ PORT: 'abc', DEPLOY_S3_ACCESS_KEY_ID: 'key' })).toEqual([
			'environment: PORT: "abc" must be a whole number from 1 to 65535',
			"environment: DEPLOY_S3_ACCESS_KEY_ID: is set but DEPLOY_S3_SECRET_ACCESS_KEY is not; set both, or neither for the SDK's default credentials",
		]);
	});
});
