/**
 * P3 (CONTRACT.md) from the browser, for the runtime content page: the one call made by a page
 * that ships no LMS client. The client's transport is ky (8.9 KB gzip) and its replies are checked
 * with zod (5.5 KB); with DOMPurify (12 KB) the page would pass its 20 KB budget. So this sends the
 * GET with `fetch` and the same path (`pagePath`, which `getPage` uses too) and headers, and leaves
 * judging the reply to `pageStateFrom`.
 */
import { productAuthHeaders } from './auth.ts';
import { normaliseRoute, parseBody, SERVICE_TIMEOUT_MS } from './values.ts';

/** What came back from P3: the HTTP status (null when no response arrived) and the parsed body. */
export interface PageOutcome {
	status: number | null;
	body: unknown;
}

export interface PageRequestConfig {
	productApiUrl: string;
	instituteId: number;
	fetch?: typeof fetch;
	timeoutMs?: number;
}

/** P3's path: the slug is sent without a leading `/` (CONTRACT.md, field details). */
export function pagePath(instituteId: number, slug: string): string {
	return `/prod/website/page/${instituteId}?slug=${encodeURIComponent(normaliseRoute(slug))}`;
}

/** P3's URL for a slug. */
export function pageUrl(config: PageRequestConfig, slug: string): string {
	return `${config.productApiUrl.replace(/\/+$/, '')}${pagePath(config.instituteId, slug)}`;
}

/** Fetches a page; never throws: no response (offline, timeout) is `status: null`. */
export async function requestPage(config: PageRequestConfig, slug: string): Promise<PageOutcome> {
	const send = config.fetch ?? fetch;
	try {
		const response = await send(pageUrl(config, slug), {
			headers: {
				Source: 'WEB',
				Accept: 'application/json',
				...productAuthHeaders(config.instituteId, 0),
			},
			signal: AbortSignal.timeout(config.timeoutMs ?? SERVICE_TIMEOUT_MS),
		});
		return { status: response.status, body: parseBody(await response.text()) };
	} catch {
		return { status: null, body: undefined };
	}
}
