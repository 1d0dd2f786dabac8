/**
 * The client's error class. The texts it resolves live in `error-text.ts` and are re-exported
 * here, so that callers that handle a failure import one module.
 */
import { GENERIC_ERROR_TEXT, resolveErrorText } from './error-text.ts';

export { GENERIC_ERROR_TEXT, resolveErrorText, serverMessage, statusText } from './error-text.ts';
export type { Failure } from './error-text.ts';

/** How a call failed: no response, no response in time, an error status, or a malformed reply. */
export type LmsErrorKind = 'network' | 'timeout' | 'http' | 'invalid-reply';

export interface LmsErrorInit {
	kind: LmsErrorKind;
	/** Call id of CONTRACT.md, e.g. 'M1'. */
	call: string;
	/** Full diagnostic message naming the call and the reason (for logs and build output). */
	message: string;
	status?: number | null;
	body?: unknown;
	/** Text for the user; when omitted, resolved from status and body (generic for 'invalid-reply'). */
	text?: string;
}

/** A failed LMS call. `message` is for developers; show `text` to users. */
export class LmsError extends Error {
	override name = 'LmsError';
	readonly kind: LmsErrorKind;
	readonly call: string;
	/** HTTP status (or the envelope's status code); null when no response arrived. */
	readonly status: number | null;
	/** Parsed error body (JSON when possible, else text); undefined when there was none. */
	readonly body: unknown;
	/** User-facing text resolved by `resolveErrorText`. */
	readonly text: string;

	constructor(init: LmsErrorInit) {
		super(init.message);
		this.kind = init.kind;
		this.call = init.call;
		this.status = init.status ?? null;
		this.body = init.body;
		// A malformed reply may still carry a harmless server message ("ok"): never show it.
		this.text =
			init.text ??
			(init.kind === 'invalid-reply'
				? GENERIC_ERROR_TEXT
				: resolveErrorText({
						status: this.status,
						body: init.body,
						network: init.kind === 'network' || init.kind === 'timeout',
					}));
	}
}

/** Type guard usable across bundles (no `instanceof` pitfalls with duplicated modules). */
export function isLmsError(error: unknown): error is LmsError {
	return error instanceof Error && error.name === 'LmsError';
}
