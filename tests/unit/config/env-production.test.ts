/**
 * Production mode (`NODE_ENV=production`): a script refuses to start without each variable it
 * uses, one line a variable, and nothing is required outside production.
 */
import { describe, expect, it } from 'vitest';
import { parseEnv, productionProblems } from '../../../config/env.ts';

const LMS =
	"environment: LMS_API_URL: is not set, and NODE_ENV=production never falls back to a demo: set it to the platform's API base URL (see .env.example, Production)";
const SECRET =
	'environment: REBUILD_SECRET: is not set, and NODE_ENV=production never falls back to a demo: set the webhook key, e.g. `REBUILD_SECRET=$(openssl rand -hex 32)` (see .env.example, Production)';
const BUCKET =
	'environment: DEPLOY_S3_BUCKET: is not set, and NODE_ENV=production never falls back to a demo: set the bucket the sites are deployed to (see .env.example, Production)';

const ALL = { api: true, secret: true, bucket: true };
const FULL = {
	LMS_API_URL: 'https://lms.example.com',
	REBUILD_SECRET: '0123456789abcdef0123',
	DEPLOY_S3_BUCKET: 'institute-sites',
};

describe('productionProblems', () => {
	it.each([
		['outside production, nothing is required', {}, ALL, []],
		['development: nothing is required', { NODE_ENV: 'development' }, ALL, []],
		['production, nothing set, all used', { NODE_ENV: 'production' }, ALL, [LMS, SECRET, BUCKET]],
		[
			'the rebuild server: the API and the key',
			{ NODE_ENV: 'production' },
			{ api: true, secret: true, bucket: false },
			[LMS, SECRET],
		],
		[
			'a worker: the API and the bucket',
			{ NODE_ENV: 'production' },
			{ api: true, secret: false, bucket: true },
			[LMS, BUCKET],
		],
		[
			'a deploy: the bucket only',
			{ NODE_ENV: 'production' },
			{ api: false, secret: false, bucket: true },
			[BUCKET],
		],
		['production with everything set', { NODE_ENV: 'production', ...FULL }, ALL, []],
		[
			'production missing only the key',
			{ NODE_ENV: 'production', ...FULL, REBUILD_SECRET: '' },
			ALL,
			[SECRET],
		],
	])('%s', (_name, vars, uses, expected) => {
		expect(productionProblems(parseEnv(vars), uses)).toEqual(expected);
	});
});
