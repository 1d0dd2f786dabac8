/**
 * Requests a page's inline script started before the page's modules loaded (the cart's P9:
 * src/lib/site/inline-scripts.ts), so data that waits for nothing but the network paints after one
 * request instead of after the scripts and then the request. The script leaves each reply under
 * `window[EARLY_REQUESTS]`, keyed by what makes the request what it is; the lean transport
 * (`fetch.ts`) takes a reply only for the identical request, once, and sends its own otherwise.
 * An early request that failed (offline, its timeout) is that request's failure: it is not sent
 * again.
 */

/** The global the inline script leaves its requests under. */
export const EARLY_REQUESTS = '__early';

/** An early request's response; null when none arrived (the script's catch). */
export type EarlyReply = Response | null;

/**
 * What must match for an early reply to stand for a request: method, address, viewer
 * (`x-prod-user-id`), student authorization and body, one per line.
 */
export const earlyKey = (...parts: [string, string, string, string, string]) => parts.join('\n');

/** The early reply for the request `key`, taken so no second caller reads it; null when none. */
export function takeEarlyReply(key: string): Promise<EarlyReply> | null {
	const entries = (globalThis as Record<string, unknown>)[EARLY_REQUESTS];
	if (!Array.isArray(entries)) return null;
	const index = entries.findIndex((entry: { key?: unknown } | null) => entry?.key === key);
	return index < 0 ? null : (entries.splice(index, 1)[0] as { reply: Promise<EarlyReply> }).reply;
}
