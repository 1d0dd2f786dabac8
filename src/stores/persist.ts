/**
 * Persistence for stores: localStorage through @nanostores/persistent (which also keeps every open
 * tab in sync through `storage` events), with a decoder so a corrupt or foreign value falls back
 * to the initial state instead of breaking the page.
 *
 * Where localStorage is missing, refused or full (lib/storage/web-storage.ts), the site keeps
 * working: from that moment every persisted store reads and writes this tab's sessionStorage, and
 * where that fails too, the page's memory (the session, the device id and the cart alike). Nothing
 * goes into `window.name`: any other origin can write it before and read it after one of our
 * pages, and with both storage areas refused nothing of ours outlives the page that it could not
 * forge, so a name this site wrote cannot be told from a planted one (issue 46). The library
 * itself survives only a getter that throws; a null storage or a refused write would break it.
 */
import { persistentAtom, setPersistentEngine } from '@nanostores/persistent';
import type { PersistentEvents, PersistentStore } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { decodeJson, readItem, storageArea, writeItem } from '../lib/storage/web-storage.ts';

/** Where this page keeps credentials: the browser, the tab, or the page alone. */
export type CredentialPlace = 'device' | 'tab' | 'page';

const PROBE_KEY = 'institute-sites-probe';

// Whether the area takes a write: a full quota or an old private mode refuses every one.
function takesWrites(name: 'localStorage' | 'sessionStorage'): boolean {
	if (!writeItem(name, PROBE_KEY, '1')) return false;
	writeItem(name, PROBE_KEY, null);
	return true;
}

const pageMemory = new Map<string, string | null>();
let tabWorks: boolean | null = null;
const tabArea = () => (tabWorks ??= takesWrites('sessionStorage'));

// What the fallback reads for `key`: the tab's, else the page's, else what localStorage held
// before it refused writes (null when none).
function fallbackText(key: string): string | null {
	if (tabArea()) return readItem('sessionStorage', key) ?? readItem('localStorage', key);
	const kept = pageMemory.get(key);
	return kept === undefined ? readItem('localStorage', key) : kept;
}

function fallbackWrite(key: string, value: string | null): void {
	// The older copy leaves localStorage (a removal needs no quota): a logout is final, and no
	// credential lingers there that this tab has replaced.
	writeItem('localStorage', key, null);
	if (tabArea()) writeItem('sessionStorage', key, value);
	// Not window.name: nothing left to us could prove a name ours, so another origin could plant it.
	else pageMemory.set(key, value);
}

// The engine as the library uses it: `key in engine`, `engine[key]`, assignment and `delete`.
const fallbackTarget: PersistentStore = {};
const fallbackEngine = new Proxy(fallbackTarget, {
	get: (_target, key) => (typeof key === 'string' ? (fallbackText(key) ?? undefined) : undefined),
	has: (_target, key) => typeof key === 'string' && fallbackText(key) !== null,
	set: (_target, key, value) => {
		if (typeof key === 'string') fallbackWrite(key, String(value));
		return true;
	},
	deleteProperty: (_target, key) => {
		if (typeof key === 'string') fallbackWrite(key, null);
		return true;
	},
});

// Other tabs' `storage` events concern localStorage, which this tab no longer follows; a page
// restored from the back-forward cache still re-reads what later pages of the visit kept.
const fallbackEvents: PersistentEvents = {
	addEventListener: (_key, _listener, restore) => addEventListener('pageshow', restore),
	removeEventListener: (_key, _listener, restore) => removeEventListener('pageshow', restore),
};

let fallback = false;

/** From now on, this page's persisted stores live in the fallback described above. */
function leaveLocalStorage(): void {
	if (fallback) return;
	fallback = true;
	setPersistentEngine(fallbackEngine, fallbackEvents);
}

const inBrowser = typeof window !== 'undefined';
const localWorks = inBrowser && storageArea('localStorage') !== null && takesWrites('localStorage');
if (inBrowser) {
	// Earlier builds kept the cart in such a name: it is never read, and goes before it can travel.
	if (window.name.startsWith('institute-sites-visit:')) window.name = '';
	if (!localWorks) leaveLocalStorage();
}

/** Where a value stored now would last: this browser, this tab, or only this page. */
export function credentialPlace(): CredentialPlace {
	if (!fallback) return 'device';
	return tabArea() ? 'tab' : 'page';
}

// A value an earlier page of the tab kept while localStorage refused writes goes back there.
function recoverFromTab(key: string): void {
	if (!localWorks) return;
	const text = readItem('sessionStorage', key);
	if (text !== null && writeItem('localStorage', key, text)) writeItem('sessionStorage', key, null);
}

// A write that localStorage refuses (a full quota, a private mode) moves the page to the
// fallback and is made there: the state changes either way and nothing throws.
function surviveRefusals<T>(store: WritableAtom<T>): WritableAtom<T> {
	const save = store.set.bind(store);
	store.set = (value) => {
		try {
			save(value);
		} catch {
			leaveLocalStorage();
			save(value);
		}
	};
	return store;
}

function persisted<T>(
	key: string,
	initial: T,
	encode: (value: T) => string,
	decode: (text: string) => T,
): WritableAtom<T> {
	recoverFromTab(key);
	return surviveRefusals(persistentAtom<T>(key, initial, { encode, decode }));
}

/** A persisted atom of JSON, its stored value accepted only as `decode` returns it (else `initial`). */
export function persistentJson<T>(
	key: string,
	initial: T,
	decode: (value: unknown) => T | null,
): WritableAtom<T> {
	return persisted(key, initial, JSON.stringify, (text) => decodeJson(text, decode) ?? initial);
}

/** A persisted atom of plain text, its stored value accepted only when `isValid` (else `initial`). */
export function persistentText(
	key: string,
	initial: string,
	isValid: (text: string) => boolean,
): WritableAtom<string> {
	return persisted(
		key,
		initial,
		(value) => value,
		(text) => (isValid(text) ? text : initial),
	);
}
