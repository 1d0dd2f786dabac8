/**
 * States of the runtime content page (spec sections 2, 4 and 8) as a pure function of P3's reply:
 * - 200 with status_code 200: loaded with the page;
 * - a 400 (HTTP or envelope): loaded with no content, showing the server's error message if any;
 * - anything else (other status or status_code, no response, a body that is not an envelope):
 *   the failure view with retry, after a notice with the resolved error text.
 */
import { resolveErrorText, serverMessage } from '../lms/error-text.ts';
import { envelopeCode, isObject, pageFrom } from '../lms/values.ts';
import type { PageOutcome } from '../lms/lean/page.ts';
import type { ContentPage } from '../lms/types.ts';

export type { PageOutcome };

export type PageState =
	| { kind: 'loading' }
	/** `notice` is a message to announce (the 400's error message), or null. */
	| { kind: 'loaded'; page: ContentPage | null; notice: string | null }
	| { kind: 'failure'; notice: string };

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
