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

/** The headers the build writes into every host file. */
export const HOST_HEADERS: HostHeaders = {
	always: STATIC_HOST_HEADERS,
	immutablePrefixes: IMMUTABLE_PREFIXES,
	immutable: IMMUTABLE,
	revalidate: REVALIDATE,
};
