/**
 * P3 (CONTRACT.md) from the browser, for the runtime content page: the one call made by a page
 * that ships no LMS client. The client's transport is ky (8.9 KB gzip) and its replies are checked
 * with zod (5.5 KB); with DOMPurify (12 KB) the page would pass its 20 KB budget. So this sends the
 * GET through the lean transport (`lean/fetch.ts`) with the same path (`pagePath`, which `getPage`
 * uses too), and leaves judging the reply to `pageStateFrom`.
 */
import { leanProductRequest, serviceUrl, type LeanConfig } from './fetch.ts';
import { normaliseRoute } from '../values.ts';

/** What came back from P3: the HTTP status (null when no response arrived) and the parsed body. */
export interface PageOutcome {
	status: number | null;
	body: unknown;
}

/** The tenant's product service (the lean transport's configuration). */
export type PageRequestConfig = LeanConfig;

/** P3's path: the slug is sent without a leading `/` (CONTRACT.md, field details). */
export function pagePath(instituteId: number, slug: string): string {
	return `/prod/website/page/${instituteId}?slug=${encodeURIComponent(normaliseRoute(slug))}`;
}

/** P3's URL for a slug. */
export function pageUrl(config: PageRequestConfig, slug: string): string {
	return serviceUrl(config.productApiUrl, pagePath(config.instituteId, slug));
}

/** Fetches a page; never throws: no response (offline, timeout) is `status: null`. */
export function requestPage(config: PageRequestConfig, slug: string): Promise<PageOutcome> {
	return leanProductRequest(config, { path: pagePath(config.instituteId, slug) });
}
