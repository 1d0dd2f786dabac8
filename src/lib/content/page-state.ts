/**
 * States of the runtime content page (spec sections 2, 4 and 8) as a pure function of P3's reply:
 * - 200 with status_code 200: loaded with the page;
 * - a 400 (HTTP or envelope): loaded with no content, showing the server's error message if any;
 * - anything else (other status or status_code, no response, a body that is not an envelope):
 *   the failure view with retry, after a notice with the resolved error text.
 */
import { resolveErrorText, serverMessage } from '../lms/errors.ts';
import type { ContentPage } from '../lms/types.ts';

/** What came back from P3: the HTTP status (null when no response arrived) and the parsed body. */
export interface PageOutcome {
	status: number | null;
	body: unknown;
}

export type PageState =
	| { kind: 'loading' }
	/** `notice` is a message to announce (the 400's error message), or null. */
	| { kind: 'loaded'; page: ContentPage | null; notice: string | null }
	| { kind: 'failure'; notice: string };

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
	typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * P3's record as a ContentPage, like the client's `mapPage`, but checking types itself: the
 * browser bundle carries no zod, and importing mappers.ts would pull it in (with ky).
 */
export function pageFrom(result: unknown): ContentPage | null {
	if (!isObject(result)) return null;
	const route = text(result['page_route']);
	const inNavbar = result['in_navbar'];
	return {
		id: typeof result['id'] === 'number' ? result['id'] : null,
		title: text(result['page_title']),
		route: route === null ? null : route.trim().replace(/^\/+|\/+$/g, ''),
		bannerImageUrl: text(result['banner_image_url']),
		html: text(result['page_data']),
		status: text(result['page_status']),
		inNavbar: inNavbar === true || inNavbar === 1 || inNavbar === 'Y',
	};
}

/** The envelope's status code under either spelling. */
function envelopeCode(body: unknown): number | null {
	if (!isObject(body)) return null;
	const code = body['status_code'] ?? body['statusCode'];
	return typeof code === 'number' ? code : null;
}

/** The state a P3 reply leads to. */
export function pageStateFrom(outcome: PageOutcome): PageState {
	const { status, body } = outcome;
	const code = envelopeCode(body);
	if (status === 200 && code === 200 && isObject(body)) {
		return { kind: 'loaded', page: pageFrom(body['result']), notice: null };
	}
	if (status === 400 || code === 400) {
		return { kind: 'loaded', page: null, notice: serverMessage(body) };
	}
	// A 200 whose envelope disagrees is judged by the envelope's code (or as a generic failure).
	const failedStatus = status === 200 ? (code ?? status) : status;
	return {
		kind: 'failure',
		notice: resolveErrorText({ status: failedStatus, body, network: status === null }),
	};
}
