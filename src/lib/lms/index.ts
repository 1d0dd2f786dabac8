/**
 * The LMS client's surface for the build and for pages: `fetchSiteData` gathers a tenant's
 * build-time data; errors, auth helpers and app types are re-exported. Wire shapes stay internal.
 *
 * Islands never import this module: stores import the transport (`http.ts`) and the call groups
 * (`calls/<group>.ts`) they use, so that a bundle carries only those calls.
 */
export { createLmsHttp } from './http.ts';
export { DEFAULT_TIMEOUT_MS, SERVICE_TIMEOUT_MS } from './values.ts';
export type { LmsClientConfig, LmsHttp, StudentCredential } from './transport.ts';
export { fetchSiteData, PREBUILT_PAGE_SLUGS } from './site.ts';
export type { FetchSiteDataOptions } from './site.ts';
export {
	GENERIC_ERROR_TEXT,
	LmsError,
	NETWORK_ERROR_TEXT,
	isLmsError,
	resolveErrorText,
	serverMessage,
	statusText,
} from './errors.ts';
export type { Failure, LmsErrorKind } from './errors.ts';
export { splitAppLink } from './app-link.ts';
export {
	accessTokenFrom,
	encodeRegisterPassword,
	productAuthHeaders,
	studentAuthorization,
	webAccessTokenHeaders,
} from './auth.ts';
export { normaliseRoute } from './values.ts';
export type * from './types.ts';
