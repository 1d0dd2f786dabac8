/**
 * Persistence for stores: localStorage through @nanostores/persistent (which also keeps every open
 * tab in sync through `storage` events), with a decoder so a corrupt or foreign value falls back
 * to the initial state instead of breaking the page.
 *
 * Where localStorage is missing or refused (lib/storage/web-storage.ts), the site keeps working
 * for the visit: from that moment every persisted store reads and writes the visit's own storage
 * (lib/storage/visit-storage.ts), over what localStorage held. The library itself survives only a
 * getter that throws; a null storage or a refused write would break it.
 */
import { persistentAtom, setPersistentEngine } from '@nanostores/persistent';
import type { PersistentEvents, PersistentStore } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { decodeJson, readItem, storageArea } from '../lib/storage/web-storage.ts';
import { keepInVisit, readVisit, visitInProgress } from '../lib/storage/visit-storage.ts';

// What the visit kept for `key` (null when it removed it), else what localStorage holds.
function visitText(key: string): string | null {
	const kept = readVisit(key);
	return kept === undefined ? readItem('localStorage', key) : kept;
}

// The engine as the library uses it: `key in engine`, `engine[key]`, assignment and `delete`.
const visitEngine = new Proxy({} as PersistentStore, {
	get: (_target, key) => (typeof key === 'string' ? (visitText(key) ?? undefined) : undefined),
	has: (_target, key) => typeof key === 'string' && visitText(key) !== null,
	set: (_target, key, value) => {
		if (typeof key === 'string') keepInVisit(key, String(value));
		return true;
	},
	deleteProperty: (_target, key) => {
		if (typeof key === 'string') keepInVisit(key, null);
		return true;
	},
});

// Other tabs' `storage` events concern localStorage, which this tab no longer follows; a page
// restored from the back-forward cache still re-reads what later pages of the visit kept.
const visitEvents: PersistentEvents = {
	addEventListener: (_key, _listener, restore) => addEventListener('pageshow', restore),
	removeEventListener: (_key, _listener, restore) => removeEventListener('pageshow', restore),
};

let visitOnly = false;

/** From now on, this visit's persisted stores live in the visit's storage. */
function keepForTheVisit(): void {
	if (visitOnly) return;
	visitOnly = true;
	setPersistentEngine(visitEngine, visitEvents);
}

if (typeof window !== 'undefined' && (storageArea('localStorage') === null || visitInProgress())) {
	keepForTheVisit();
}

// A write that localStorage refuses (a full quota, a private mode) moves the visit to its own
// storage and is made there: the state changes either way and nothing throws.
function surviveRefusals<T>(store: WritableAtom<T>): WritableAtom<T> {
	const save = store.set;
	store.set = (value) => {
		try {
			save(value);
		} catch {
			keepForTheVisit();
			save(value);
		}
	};
	return store;
}

/** A persisted atom of JSON, its stored value accepted only as `decode` returns it (else `initial`). */
export function persistentJson<T>(
	key: string,
	initial: T,
	decode: (value: unknown) => T | null,
): WritableAtom<T> {
	return surviveRefusals(
		persistentAtom<T>(key, initial, {
			encode: (value) => JSON.stringify(value),
			decode: (text) => decodeJson(text, decode) ?? initial,
		}),
	);
}

/** A persisted atom of plain text, its stored value accepted only when `isValid` (else `initial`). */
export function persistentText(
	key: string,
	initial: string,
	isValid: (text: string) => boolean,
): WritableAtom<string> {
	return surviveRefusals(
		persistentAtom<string>(key, initial, {
			encode: (value) => value,
			decode: (text) => (isValid(text) ? text : initial),
		}),
	);
}
