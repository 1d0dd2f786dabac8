/**
 * One build of one demo tenant against a running sandbox, as the build tests run it: no retries,
 * no log, every other setting the build's default.
 */
import { buildSites, type BuildReport } from '../../../../../scripts/lib/pipeline/build-sites.ts';
import { buildOptions, sandboxApi } from '../../../../../scripts/lib/pipeline/build-options.ts';
import type { ShardRunner } from '../../../../../scripts/lib/pipeline/warm-renderer.ts';
import { parseEnv } from '../../../../../config/env.ts';
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
	const tenant = {
		domain: input.domain,
		lmsApiUrl: null,
		productApiUrl: null,
		consentBanner: true,
		lang: null,
	};
	return buildSites(
		buildOptions({ root: process.cwd(), env }, sandboxApi(env, sandbox.url), [tenant], {
			// Theme fonts without a package load from Google Fonts: these builds download none.
			fontsUrl: undefined,
			distDir: input.distDir,
			force: input.force,
			...(input.runner ? { runner: input.runner } : {}),
			log: () => {},
		}),
	);
}
