// @vitest-environment jsdom
/**
 * The visit's own storage (src/lib/storage/visit-storage.ts), in `window.name`: what it keeps,
 * that it is bound to this origin, that a foreign or corrupt `window.name` reads as nothing kept,
 * and when a name of ours is cleared as one this tab's visit did not write (issue 28).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
	dropForeignVisit,
	keepInVisit,
	readVisit,
} from '../../../../src/lib/storage/visit-storage.ts';

// Pinned as a literal: the header's inline script reads the same prefix.
const PREFIX = 'institute-sites-visit:';
// jsdom's origin in these tests.
const ORIGIN = location.origin;
const named = (kept: Record<string, unknown>, origin: unknown = ORIGIN) =>
	`${PREFIX}${JSON.stringify({ origin, kept })}`;

afterEach(() => {
	window.name = '';
});

describe('visit storage', () => {
	it('keeps nothing until a value is kept', () => {
		expect(readVisit('cart')).toBeUndefined();
		expect(window.name).toBe('');
	});

	it('keeps texts and removals in window.name, under its prefix, with this origin', () => {
		keepInVisit('cart', '[2001]');
		keepInVisit('theme', null);
		expect(readVisit('cart')).toBe('[2001]');
		expect(readVisit('theme')).toBeNull();
		expect(readVisit('device_id')).toBeUndefined();
		expect(window.name).toBe(
			`${PREFIX}{"origin":"${ORIGIN}","kept":{"cart":"[2001]","theme":null}}`,
		);
		keepInVisit('cart', '[2002,2001]');
		expect(readVisit('cart')).toBe('[2002,2001]');
	});

	it.each<[string, string]>([
		['another name', 'checkout-popup'],
		['the prefix and text that is not JSON', `${PREFIX}{cart:`],
		['the prefix and an array', `${PREFIX}["[2001]"]`],
		['the prefix and null', `${PREFIX}null`],
		['the prefix and a number', `${PREFIX}42`],
		['the older shape, without an origin', `${PREFIX}{"cart":"[2001]"}`],
		['another origin', named({ cart: '[2001]' }, 'https://evil.example')],
		['an origin that is not text', named({ cart: '[2001]' }, 7)],
		['kept values that are not an object', named(['[2001]'] as unknown as Record<string, unknown>)],
	])('reads nothing kept from %s', (_case, name) => {
		window.name = name;
		expect(readVisit('cart')).toBeUndefined();
		keepInVisit('cart', '[7]');
		expect(readVisit('cart')).toBe('[7]');
	});

	it('reads only the text values of a foreign object', () => {
		window.name = named({ cart: [2001], session: { userId: 5 }, device_id: 7, theme: 'dark' });
		expect(readVisit('cart')).toBeUndefined();
		expect(readVisit('session')).toBeUndefined();
		expect(readVisit('device_id')).toBeUndefined();
		expect(readVisit('theme')).toBe('dark');
	});

	it('keeps a "__proto__" key as a plain key, the prototype untouched', () => {
		window.name = `${PREFIX}{"origin":"${ORIGIN}","kept":{"__proto__":{"cart":"[1]"}}}`;
		expect(readVisit('cart')).toBeUndefined();
		keepInVisit('__proto__', '[9]');
		expect(readVisit('__proto__')).toBe('[9]');
		expect(({} as Record<string, unknown>)['cart']).toBeUndefined();
	});
});

describe('a name this tab did not write', () => {
	it.each<[string, string, boolean, string]>([
		// localStorage works: the site never writes a name, so any of ours is foreign.
		['ours, storage working', named({ cart: '[1]' }), true, ''],
		['ours, an attacker\'s "{}", storage working', `${PREFIX}{}`, true, ''],
		['ours, storage refused', named({ cart: '[1]' }), false, named({ cart: '[1]' })],
		['another origin, storage refused', named({ cart: '[1]' }, 'https://evil.example'), false, ''],
		['the older shape, storage refused', `${PREFIX}{"session":"{}"}`, false, ''],
		['not ours, storage working', 'checkout-popup', true, 'checkout-popup'],
		['not ours, storage refused', 'checkout-popup', false, 'checkout-popup'],
	])('%s', (_case, name, storageWorks, after) => {
		window.name = name;
		dropForeignVisit(storageWorks);
		expect(window.name).toBe(after);
	});
});
