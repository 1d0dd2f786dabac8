/**
 * P3 from the browser for the runtime content page, kept lean: the LMS client (ky, zod and every
 * call's schema, ~24 KB gzip) plus DOMPurify (~12 KB) would exceed the 20 KB budget of a page
 * without forms. So this sends the one GET with `fetch`, importing only the client's import-free
 * header helper (importing http.ts or mappers.ts would pull their shared chunk, ky and zod
 * included), and leaves judging the reply to `pageStateFrom`.
 */
import { productAuthHeaders } from '../lms/auth.ts';
import type { PageOutcome } from './page-state.ts';

/** CONTRACT.md: 20 s for calls that name a service kind (`SERVICE_TIMEOUT_MS` of the client). */
const PAGE_TIMEOUT_MS = 20_000;

/** JSON when the body parses, the text otherwise, undefined when empty (like the client's parseBody). */
function parseText(text: string): unknown {
	if (text.trim() === '') return undefined;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return text;
	}
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
	const route = slug.trim().replace(/^\/+|\/+$/g, '');
	return `${base}/prod/website/page/${config.instituteId}?slug=${encodeURIComponent(route)}`;
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
			signal: AbortSignal.timeout(config.timeoutMs ?? PAGE_TIMEOUT_MS),
		});
		return { status: response.status, body: parseText(await response.text()) };
	} catch {
		return { status: null, body: undefined };
	}
}
