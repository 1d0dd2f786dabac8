/**
 * What every static host in front of dist/ is told to send, gathered from the one source of each
 * value (security-headers.ts, cache-control.ts), so the preview server, the deploy and the host
 * files never drift apart.
 */
import { IMMUTABLE, IMMUTABLE_PREFIXES, REVALIDATE } from '../serve/cache-control.ts';
import { STATIC_HOST_HEADERS } from '../serve/security-headers.ts';

/** The headers of a static host: some on every response, and Cache-Control by path. */
export interface HostHeaders {
	/** Sent on every response, whatever its status. */
	always: Readonly<Record<string, string>>;
	/** Path prefixes (`/_astro/`) of the files cached `immutable`. */
	immutablePrefixes: readonly string[];
	/** Cache-Control under those prefixes. */
	immutable: string;
	/** Cache-Control everywhere else (pages, the 404 page, public files). */
	revalidate: string;
}

/** `HSTS_MAX_AGE`'s default (config/env.ts), for a release published without the setting: a year. */
export const HSTS_DEFAULT_MAX_AGE = 31_536_000;

/**
 * The `Strict-Transport-Security` value for `maxAge` seconds, or null for 0 (no header). Neither
 * `includeSubDomains` nor `preload`: a tenant's domain is the institute's, and its other
 * subdomains (mail, an LMS on plain http) are not ours to force onto HTTPS.
 */
export function hstsValue(maxAge: number): string | null {
	return maxAge > 0 ? `max-age=${maxAge}` : null;
}

/**
 * The headers the build writes into every host file, with HSTS for `hstsMaxAge` seconds (0: none).
 * The preview server sends no HSTS: it serves plain http on this machine, where browsers ignore it.
 */
export function hostHeaders(hstsMaxAge: number): HostHeaders {
	const hsts = hstsValue(hstsMaxAge);
	return {
		always: {
			...STATIC_HOST_HEADERS,
			...(hsts === null ? {} : { 'Strict-Transport-Security': hsts }),
		},
		immutablePrefixes: IMMUTABLE_PREFIXES,
		immutable: IMMUTABLE,
		revalidate: REVALIDATE,
	};
}
