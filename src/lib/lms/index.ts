/**
 * Public surface of the LMS client: pages and islands import only from here.
 *
 * `createLmsClient(config)` returns one function per call of CONTRACT.md (M1–M20, P1–P13);
 * `fetchSiteData` gathers a tenant's build-time data. Errors, auth helpers and app types are
 * re-exported; wire shapes stay internal.
 */
import { createLmsHttp } from './http.ts';
import type { LmsClientConfig, LmsHttp } from './http.ts';
import * as mainService from './main-service.ts';
import * as productService from './product-service.ts';

type CallFunction = (http: LmsHttp, ...args: never[]) => unknown;
type Bound<T extends Record<string, CallFunction>> = {
	[K in keyof T]: T[K] extends (http: LmsHttp, ...args: infer A) => infer R
		? (...args: A) => R
		: never;
};

function bindAll<T extends Record<string, CallFunction>>(http: LmsHttp, calls: T): Bound<T> {
	const bound: Record<string, unknown> = {};
	for (const [name, call] of Object.entries(calls)) {
		bound[name] = (...args: never[]) => call(http, ...args);
	}
	return bound as Bound<T>;
}

/** Creates a client for one tenant: every call of both services, bound to `config`. */
export function createLmsClient(config: LmsClientConfig) {
	const http = createLmsHttp(config);
	return { ...bindAll(http, mainService), ...bindAll(http, productService) };
}

/** The object returned by `createLmsClient`. */
export type LmsClient = ReturnType<typeof createLmsClient>;

export { DEFAULT_TIMEOUT_MS, SERVICE_TIMEOUT_MS } from './http.ts';
export type { LmsClientConfig, StudentCredential } from './http.ts';
export { fetchSiteData, PREBUILT_PAGE_SLUGS } from './site.ts';
export type { FetchSiteDataOptions } from './site.ts';
export {
	GENERIC_ERROR_TEXT,
	LmsError,
	NETWORK_ERROR_TEXT,
	isLmsError,
	resolveErrorText,
	serverMessage,
	splitAppLink,
	statusText,
} from './errors.ts';
export type { Failure, LmsErrorKind } from './errors.ts';
export {
	accessTokenFrom,
	encodeRegisterPassword,
	productAuthHeaders,
	studentAuthorization,
	webAccessTokenHeaders,
} from './auth.ts';
export { normaliseRoute } from './mappers.ts';
export type * from './types.ts';
