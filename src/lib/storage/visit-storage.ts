/**
 * The values a visit may keep in the tab's `window.name` when neither localStorage nor
 * sessionStorage will keep them (web-storage.ts): the cart only, which is no secret. The site's
 * pages are separate documents, so memory alone would lose a cart at the next link.
 *
 * Any page on any origin can name a window before opening one of ours, and read the name after
 * sending the window on to itself, so the name is never trusted: it carries no credential (the
 * session and the device id stay in this origin's storage or in the page's memory, persist.ts),
 * it is bound to this origin, and a page whose localStorage works clears any name of ours, since
 * the site never writes one there.
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

function setName(name: string): void {
	try {
		window.name = name;
	} catch {
		// No window (a test in Node): nothing outlives the page anyway.
	}
}

const thisOrigin = () => globalThis.location?.origin ?? '';

/**
 * What this tab's visit keeps: string or null values of `{"origin": <this origin>, "kept": {…}}`
 * under the prefix; nothing for a name of another shape or another origin.
 */
function kept(): Kept {
	const map: Kept = new Map();
	const name = currentName();
	if (!name.startsWith(VISIT_PREFIX)) return map;
	let record: object | null;
	try {
		record = asRecord(JSON.parse(name.slice(VISIT_PREFIX.length)));
	} catch {
		return map;
	}
	if (!record || ownField(record, 'origin') !== thisOrigin()) return map;
	const values = asRecord(ownField(record, 'kept'));
	if (!values) return map;
	for (const key of Object.keys(values)) {
		const value = ownField(values, key);
		if (typeof value === 'string' || value === null) map.set(key, value);
	}
	return map;
}

/**
 * Clears a name of ours that this tab's visit did not write: any, where localStorage works (the
 * site then never writes one), else one of another shape or origin.
 */
export function dropForeignVisit(storageWorks: boolean): void {
	if (!currentName().startsWith(VISIT_PREFIX)) return;
	if (storageWorks || kept().size === 0) setName('');
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
	setName(VISIT_PREFIX + JSON.stringify({ origin: thisOrigin(), kept: Object.fromEntries(map) }));
}
