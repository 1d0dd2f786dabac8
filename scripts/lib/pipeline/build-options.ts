/**
 * The one place a build's options are assembled from a script's settings and the API it builds
 * against: `npm run build`, `npm start`, the rebuilders, and the tests' and benchmarks' builds
 * against a sandbox all call it, so a new setting reaches every build or none.
 */
import { fontsApiUrl, paymentConfig, type AppEnv } from '../../../config/env.ts';
import type { TenantEntry } from '../../../config/tenants.ts';
import type { ApiTarget } from '../startup/api-target.ts';
import type { BuildOptions } from './build-sites.ts';

/** What a build reads of its API target. */
export type BuildApi = Pick<ApiTarget, 'bases' | 'payment' | 'fixturesDir'> & {
	/** Unset: theme fonts without a package load from Google Fonts. */
	fontsUrl?: string | undefined;
};

/** The API target of a sandbox at `url` (every service there, its payment and fonts stand-ins). */
export function sandboxApi(
	env: AppEnv,
	url: string,
	fixturesDir: string | null = null,
): Pick<ApiTarget, 'bases' | 'payment' | 'fontsUrl' | 'fixturesDir'> {
	return {
		bases: { mainApiUrl: url, productApiUrl: url },
		payment: paymentConfig(env, url),
		fontsUrl: fontsApiUrl(env, url),
		fixturesDir,
	};
}

/** The options of a build of `tenants` against `api`, into `env.distDir` unless `extra` says. */
export function buildOptions(
	settings: { root: string; env: AppEnv },
	api: BuildApi,
	tenants: TenantEntry[],
	extra: Partial<BuildOptions> = {},
): BuildOptions {
	return {
		root: settings.root,
		env: settings.env,
		tenants,
		defaults: api.bases,
		payment: api.payment,
		fontsUrl: api.fontsUrl,
		distDir: settings.env.distDir,
		sandboxFixtures: api.fixturesDir,
		...extra,
	};
}
