/**
 * P3 (CONTRACT.md) from the browser for the runtime content page, kept lean: the LMS client (ky, zod and every
 * call's schema, ~24 KB gzip) plus DOMPurify (~12 KB) would exceed the 20 KB budget of a page
 * without forms. So this sends the one GET with `fetch`, importing only the client's import-free
 * header helper (importing http.ts or mappers.ts would pull their shared chunk, ky and zod
 * included), and leaves judging the reply to `pageStateFrom`.
 */
import { productAuthHeaders } from './auth.ts';
import { normaliseRoute, parseBody, SERVICE_TIMEOUT_MS } from './plain.ts';

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

/** P3's URL for a slug (CONTRACT.md: slug without a leading `/`). */
export function pageUrl(config: PageRequestConfig, slug: string): string {
	const base = config.productApiUrl.replace(/\/+$/, '');
	return `${base}/prod/website/page/${config.instituteId}?slug=${encodeURIComponent(normaliseRoute(slug))}`;
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
