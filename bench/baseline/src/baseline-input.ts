/**
 * What the benchmark hands the baseline at build time (bench/lib/compare-baseline.ts), as
 * the global `__BASELINE__`.
 */
import type { Institute, WebAccess } from '../../../src/lib/lms/types.ts';

/** Build-time configuration of the baseline: the tenant it serves and where its API is. */
export interface BaselineInput {
	/** Tenant domain, e.g. `sunrise-academy.in`. */
	domain: string;
	mainApiUrl: string;
	productApiUrl: string;
	/** M1's institute record, fixed at build time (the original app asks M1 first: one round trip more). */
	institute: Institute;
	/** M2's web-access switch, fixed at build time for the same reason. */
	webAccess: WebAccess;
	/** The cache-busting token of course images, one per build as in our pages. */
	cacheToken: string;
	/** Font `<link>`s our pages carry in their head, added once P1 has named the theme. */
	fontLinks: Array<Record<string, string>>;
}
