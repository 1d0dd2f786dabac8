/**
 * The values a visit must keep (session, cart, device id) when localStorage will not keep them
 * (web-storage.ts): held in this tab's `window.name`, which outlives a page load. The site's pages
 * are separate documents, so memory alone would lose a login or a cart at the next link. Chrome,
 * Firefox and Safari clear `window.name` when the tab goes on to another site (unless a window it
 * opened is still open), so the values end with the visit. Used only when localStorage fails: a
 * visit where it works never writes `window.name`.
 */
import { asRecord, ownField } from './web-storage.ts';

/** Marks `window.name` as this site's; the header's inline script reads it too. */
export const VISIT_PREFIX = 'institute-sites-visit:';

/** Stored texts by key; null records a removal (so the key no longer reads from localStorage). */
type Kept = Map<string, string | null>;

function currentName(): string {
	try {
		return globalThis.window?.name ?? '';
	} catch {
		return '';
	}
}

/** What this tab's visit keeps: only string or null values of a JSON object under the prefix. */
function kept(): Kept {
	const map: Kept = new Map();
	const name = currentName();
	if (!name.startsWith(VISIT_PREFIX)) return map;
	let record: object | null = null;
	try {
		record = asRecord(JSON.parse(name.slice(VISIT_PREFIX.length)));
	} catch {
		return map;
	}
	if (!record) return map;
	for (const key of Object.keys(record)) {
		const value = ownField(record, key);
		if (typeof value === 'string' || value === null) map.set(key, value);
	}
	return map;
}

/** Whether this tab's visit already keeps values outside localStorage. */
export function visitInProgress(): boolean {
	return currentName().startsWith(VISIT_PREFIX);
}

/** The text the visit keeps for `key`: a string, null when removed, undefined when not kept. */
export function readVisit(key: string): string | null | undefined {
	const map = kept();
	return map.has(key) ? map.get(key) : undefined;
}

/** Keeps the text for `key` for the rest of the visit (null: removed). */
export function keepInVisit(key: string, value: string | null): void {
	const map = kept();
	map.set(key, value);
	try {
		window.name = VISIT_PREFIX + JSON.stringify(Object.fromEntries(map));
	} catch {
		// No window (a test in Node): nothing outlives the page anyway.
	}
}
