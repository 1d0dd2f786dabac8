/**
 * Web storage reached without ever throwing. Browsers refuse it in several ways: the
 * `localStorage` getter throws a SecurityError where the visitor blocks site data, a WebView
 * without DOM storage has null there, and `setItem` throws a QuotaExceededError on a full quota
 * (on every write, in older private modes). Readers then get null; writers learn it was refused.
 */

/** The two storage areas of a window. */
export type StorageName = 'localStorage' | 'sessionStorage';

/** The storage area, or null where the browser has none or refuses it. */
export function storageArea(name: StorageName): Storage | null {
	try {
		return globalThis[name] ?? null;
	} catch {
		return null;
	}
}

/** The stored text, or null when there is none or it cannot be read. */
export function readItem(name: StorageName, key: string): string | null {
	try {
		return storageArea(name)?.getItem(key) ?? null;
	} catch {
		return null;
	}
}

/** Stores the text (removes the key, for null); false when the browser refused. */
export function writeItem(name: StorageName, key: string, value: string | null): boolean {
	const area = storageArea(name);
	if (!area) return false;
	try {
		if (value === null) area.removeItem(key);
		else area.setItem(key, value);
		return true;
	} catch {
		return false;
	}
}

/**
 * The value of stored JSON text as `decode` accepts it, or null for anything else: no text,
 * text that is not JSON, or a value of another shape (an older release's, another site's, one
 * edited by hand). `decode` returns null for a value it does not accept.
 */
export function decodeJson<T>(text: string | null, decode: (value: unknown) => T | null): T | null {
	if (text === null) return null;
	try {
		return decode(JSON.parse(text));
	} catch {
		return null;
	}
}

/** The object's own field (never one inherited, from a polluted prototype or otherwise). */
export function ownField(record: object, key: string): unknown {
	return Object.prototype.hasOwnProperty.call(record, key)
		? (record as Record<string, unknown>)[key]
		: undefined;
}

/** A JSON object (not an array, not null), or null. */
export function asRecord(value: unknown): object | null {
	return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
}
