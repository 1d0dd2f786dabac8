/**
 * One build of one demo tenant against a running sandbox, as the build tests run it: no retries,
 * no log, every other setting the build's default.
 */
import { buildSites, type BuildReport } from '../../../../../scripts/lib/pipeline/build-sites.ts';
import type { ShardRunner } from '../../../../../scripts/lib/pipeline/warm-renderer.ts';
import { parseEnv, paymentConfig } from '../../../../../config/env.ts';
import type { RunningSandbox } from '../../../../../sandbox/server.ts';

const env = parseEnv({ BUILD_RETRIES: '0' });

/** Builds `domain` into `distDir` (every time with `force`), on `runner` when given. */
export function buildTenant(input: {
	sandbox: RunningSandbox;
	domain: string;
	distDir: string;
	force: boolean;
	runner?: ShardRunner;
}): Promise<BuildReport> {
	const { sandbox } = input;
	return buildSites({
		root: process.cwd(),
		env,
		tenants: [
			{
				domain: input.domain,
				lmsApiUrl: null,
				productApiUrl: null,
				consentBanner: true,
				lang: null,
			},
		],
		defaults: { mainApiUrl: sandbox.url, productApiUrl: sandbox.url },
		payment: paymentConfig(env, sandbox.url),
		distDir: input.distDir,
		force: input.force,
		...(input.runner ? { runner: input.runner } : {}),
		log: () => {},
	});
}
