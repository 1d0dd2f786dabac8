/**
 * The LMS client's surface for the build: `fetchSiteData` gathers a tenant's build-time data; the
 * app types are re-exported. Islands never import this module: stores reach the LMS through
 * `src/stores/lms.ts`, which loads the transport (`http.ts`) and the call groups (`calls/`)
 * they use, so that a bundle carries only those calls.
 */
export { fetchSiteData } from './site.ts';
export { LmsError } from './errors.ts';
export { studentAuthorization } from './auth.ts';
export type { LmsClientConfig } from './transport.ts';
export type * from './types.ts';
