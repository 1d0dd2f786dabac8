/**
 * Error texts of spec section 8 and the rule that picks the one to show for a failed call.
 * Import-free, and apart from the error class (`errors.ts`), so that a page that only shows a
 * failure (the runtime content page) carries the texts and nothing else.
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
