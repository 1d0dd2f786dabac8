/**
 * What the page and comparison benchmarks share: building demo tenants against the in-memory
 * sandbox they started, so the pages measured call that sandbox and nothing older.
 */
import { parseEnv } from '../../config/env.ts';
import type { TenantEntry } from '../../config/tenants.ts';
import { buildSites, type BuildReport } from '../../scripts/lib/pipeline/build-sites.ts';
import { buildOptions, sandboxApi } from '../../scripts/lib/pipeline/build-options.ts';

/** The system Chromium the benchmarks drive (CHROMIUM_PATH, validated; default /usr/bin/chromium). */
export const BENCH_CHROMIUM = parseEnv({
	CHROMIUM_PATH: process.env['CHROMIUM_PATH'],
}).chromiumPath;

/** Builds `tenants` into `distDir` with every LMS service at `sandboxUrl`. */
export function buildAgainstSandbox(input: {
	root: string;
	sandboxUrl: string;
	tenants: TenantEntry[];
	distDir: string;
	/** Render even tenants whose content is unchanged. */
	force?: boolean;
}): Promise<BuildReport> {
	const env = parseEnv({ LMS_API_URL: input.sandboxUrl });
	return buildSites(
		buildOptions({ root: input.root, env }, sandboxApi(env, input.sandboxUrl), input.tenants, {
			distDir: input.distDir,
			force: input.force ?? false,
			log: () => {},
		}),
	);
}
