/**
 * The one place a build's options are assembled from a script's settings and the API it builds
 * against: `npm run build`, `npm start`, the rebuilders, and the tests' and benchmarks' builds
 * against a sandbox all call it, so a new setting reaches every build or none.
 */
import { fontsApiUrl, paymentConfig, type AppEnv } from '../../../config/env.ts';
import type { TenantEntry } from '../../../config/tenants.ts';
import type { ApiBases } from '../../../src/lib/lms/types.ts';
import type { PaymentConfig } from '../../../src/lib/site/site-data.ts';
import type { BuildOptions } from './build-sites.ts';

/** What a build reads of its API target (scripts/lib/startup/api-target.ts). */
export interface BuildApi {
	bases: ApiBases;
	/** Gateway one's checkout script and the platform key for the built sites. */
	payment: PaymentConfig;
	/** Unset: theme fonts without a package load from Google Fonts. */
	fontsUrl?: string | undefined;
	/** The sandbox's fixtures folder, for the message about a domain it does not know; null for a real API. */
	fixturesDir: string | null;
}

/** The API target of a sandbox at `url` (every service there, its payment and fonts stand-ins). */
export function sandboxApi(
	env: AppEnv,
	url: string,
	fixturesDir: string | null = null,
): BuildApi & { fontsUrl: string } {
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
