/**
 * Error texts of spec section 8 and the client's error class.
 *
 * Pure and import-free on purpose: islands that only show errors must not pull ky or zod.
 */

/** Shown when no response arrived (offline, DNS failure, timeout). */
export const NETWORK_ERROR_TEXT = 'Please check your internet connection!';
/** Shown for any status outside the catalogue. */
export const GENERIC_ERROR_TEXT = 'Something went wrong! Please try after sometime.';

const STATUS_TEXTS: Readonly<Record<number, string>> = {
	400: 'Bad Request',
	401: 'Unauthorized',
	404: 'Not Found',
	500: 'Internal Server Error',
	503: 'Service Unavailable',
};

/** What is known about a failed call: its status and body when a response arrived. */
export interface Failure {
	status?: number | null | undefined;
	body?: unknown;
	/** True when no response arrived. */
	network?: boolean | undefined;
}

/** Catalogue name of an HTTP status ('Not Found'), or null when the catalogue has none. */
export function statusText(status: number): string | null {
	return STATUS_TEXTS[status] ?? null;
}

const nonBlank = (value: unknown): string | null =>
	typeof value === 'string' && value.trim() !== '' ? value : null;

function firstItemMessage(list: unknown): string | null {
	if (!Array.isArray(list)) return null;
	const first: unknown = list[0];
	if (typeof first !== 'object' || first === null) return null;
	const item = first as { error_message?: unknown; errorMessage?: unknown };
	return nonBlank(item.error_message) ?? nonBlank(item.errorMessage);
}

/**
 * The server's own message in an error body: for a bare list the first `error_message` /
 * `errorMessage`, for an object the first entry of its `error` list, else its `message`.
 * Null when the body carries none.
 */
export function serverMessage(body: unknown): string | null {
	if (Array.isArray(body)) return firstItemMessage(body);
	if (typeof body !== 'object' || body === null) return null;
	const object = body as { error?: unknown; message?: unknown };
	return firstItemMessage(object.error) ?? nonBlank(object.message);
}

/** The text shown to the user for a failed call (spec section 8): server message first. */
export function resolveErrorText(failure: Failure): string {
	const message = serverMessage(failure.body);
	if (message !== null) return message;
	if (failure.network === true || failure.status == null) return NETWORK_ERROR_TEXT;
	return statusText(failure.status) ?? GENERIC_ERROR_TEXT;
}

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
