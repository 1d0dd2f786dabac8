/**
 * JSON persistence for stores: localStorage through @nanostores/persistent (which also keeps
 * every open tab in sync through `storage` events), with a validating decoder so a corrupt or
 * foreign value falls back to the initial state instead of breaking the page.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/** A persisted atom whose stored JSON is accepted only when `isValid` says so. */
export function persistentJson<T>(
	key: string,
	initial: T,
	isValid: (value: unknown) => value is T,
): WritableAtom<T> {
	return persistentAtom<T>(key, initial, {
		encode: (value) => JSON.stringify(value),
		decode: (text) => {
			try {
				const value: unknown = JSON.parse(text);
				return isValid(value) ? value : initial;
			} catch {
				return initial;
			}
		},
	});
}
