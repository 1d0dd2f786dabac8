/**
 * The rebuilders' input (scripts/lib/rebuild/rebuild-tenant.ts): the one mapping from a rebuild to
 * its build options that a lone tenant and a batch share, the tenant lookup both make, and a
 * worker's two rebuilders deploying through one bucket client.
 */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../../config/env.ts';
import type { TenantEntry } from '../../../../config/tenants.ts';
import type { ShardRunner } from '../../../../scripts/lib/pipeline/warm-renderer.ts';
import {
	rebuildBuildOptions,
	rebuilderInput,
	rebuildMany,
	rebuildOne,
	workerRebuilders,
	type RebuilderInput,
} from '../../../../scripts/lib/rebuild/rebuild-tenant.ts';
import type { ScriptConfig } from '../../../../scripts/lib/startup/script-config.ts';

const SUNRISE: TenantEntry = {
	domain: 'sunrise-academy.in',
	lmsApiUrl: null,
	productApiUrl: null,
	consentBanner: true,
	lang: null,
};

const API: RebuilderInput['api'] = {
	bases: { mainApiUrl: 'http://127.0.0.1:4010', productApiUrl: 'http://127.0.0.1:4011' },
	payment: { checkoutScriptUrl: 'http://127.0.0.1:4010/checkout.js', platformKeyId: null },
	fontsUrl: 'http://127.0.0.1:4010/fonts',
	fixturesDir: '/srv/sandbox/fixtures',
};

function configWith(vars: Record<string, string> = {}): ScriptConfig {
	return {
		root: '/srv/institute-sites',
		env: parseEnv({ DIST_DIR: 'public', TENANTS_FILE: 'staging.json', ...vars }),
		tenants: [SUNRISE],
		sandbox: null,
	};
}

const BUCKET = {
	DEPLOY_S3_BUCKET: 'sites',
	DEPLOY_S3_ENDPOINT: 'http://127.0.0.1:4569',
	DEPLOY_S3_ACCESS_KEY_ID: 'key',
	DEPLOY_S3_SECRET_ACCESS_KEY: 'secret',
};

describe('rebuildBuildOptions', () => {
	it('maps the configuration and the API to the build', () => {
		const config = configWith();
		const log = (_line: string) => {};
		expect(rebuildBuildOptions({ config, api: API, log }, [SUNRISE], {})).toEqual({
			root: '/srv/institute-sites',
			env: config.env,
			tenants: [SUNRISE],
			defaults: { mainApiUrl: 'http://127.0.0.1:4010', productApiUrl: 'http://127.0.0.1:4011' },
			payment: { checkoutScriptUrl: 'http://127.0.0.1:4010/checkout.js', platformKeyId: null },
			fontsUrl: 'http://127.0.0.1:4010/fonts',
			distDir: 'public',
			sandboxFixtures: '/srv/sandbox/fixtures',
			force: false,
			log,
		});
	});

	it.each<[boolean | undefined, boolean | undefined, boolean]>([
		[undefined, undefined, false],
		[true, undefined, true],
		[undefined, true, true],
		[false, true, true],
		[true, false, false],
	])('with the rebuilder forced %j and the job forced %j, forces %j', (always, job, force) => {
		const input: RebuilderInput = {
			config: configWith(),
			api: API,
			...(always === undefined ? {} : { force: always }),
		};
		const options = job === undefined ? {} : { force: job };
		expect(rebuildBuildOptions(input, [SUNRISE], options).force).toBe(force);
	});
});

describe('rebuildBuildOptions: what started it', () => {
	it("passes the job's trigger, and a batch's per tenant, to the build", () => {
		const input: RebuilderInput = { config: configWith(), api: API };
		const edit = { kind: 'edit', eventId: 'evt-1' } as const;
		expect(rebuildBuildOptions(input, [SUNRISE], { trigger: edit })).toMatchObject({
			trigger: edit,
		});
		const triggers = { 'sunrise-academy.in': { kind: 'code' } } as const;
		expect(rebuildBuildOptions(input, [SUNRISE], { triggers })).toMatchObject({ triggers });
	});
});

describe('a tenant the tenants file does not list', () => {
	const input = { config: configWith(), api: API };

	it('fails a lone rebuild with the reason', async () => {
		await expect(rebuildOne(input, 'unknown.example')).rejects.toThrow(
			'unknown.example is not in staging.json.',
		);
	});

	it('is named with the same reason in a batch that builds nothing', async () => {
		const outcome = await rebuildMany(input, ['unknown.example', 'other.example']);
		expect([...outcome]).toEqual([
			['unknown.example', 'unknown.example is not in staging.json.'],
			['other.example', 'other.example is not in staging.json.'],
		]);
	});
});

describe('rebuilderInput and workerRebuilders', () => {
	const runner: ShardRunner = async () => 'render process';

	it('deploys after a publish only when a bucket is configured', () => {
		expect(rebuilderInput(configWith(), API).afterPublish).toBeUndefined();
		expect(rebuilderInput(configWith(BUCKET), API).afterPublish).toBeTypeOf('function');
	});

	it("gives a worker's lone and batched rebuilds one deploy, so one bucket client", () => {
		const lines: string[] = [];
		const input = rebuilderInput(configWith(BUCKET), API, { log: (line) => lines.push(line) });
		const { one, many } = workerRebuilders(input, runner);

		expect(one.afterPublish).toBe(input.afterPublish);
		expect(many.afterPublish).toBe(input.afterPublish);
		// The lone job renders in the warm process; the batch shards over the render pool.
		expect(one.runner).toBe(runner);
		expect(many.runner).toBeUndefined();
		// The batch's build is quiet; the lone job's build logs as the input does.
		one.log?.('one');
		many.log?.('many');
		expect(lines).toEqual(['one']);
	});
});
