// @vitest-environment jsdom
/**
 * The visit's own storage (src/lib/storage/visit-storage.ts), in `window.name`: what it keeps,
 * that it survives as text, and that a foreign or corrupt `window.name` reads as nothing kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
	keepInVisit,
	readVisit,
	visitInProgress,
} from '../../../../src/lib/storage/visit-storage.ts';

// Pinned as a literal: the header's inline script reads the same prefix.
const PREFIX = 'institute-sites-visit:';

afterEach(() => {
	window.name = '';
});

describe('visit storage', () => {
	it('keeps nothing until a value is kept', () => {
		expect(visitInProgress()).toBe(false);
		expect(readVisit('cart')).toBeUndefined();
	});

	it('keeps texts and removals in window.name, under its prefix', () => {
		keepInVisit('cart', '[2001]');
		keepInVisit('session', null);
		expect(visitInProgress()).toBe(true);
		expect(readVisit('cart')).toBe('[2001]');
		expect(readVisit('session')).toBeNull();
		expect(readVisit('device_id')).toBeUndefined();
		expect(window.name).toBe(`${PREFIX}{"cart":"[2001]","session":null}`);
		keepInVisit('cart', '[2002,2001]');
		expect(readVisit('cart')).toBe('[2002,2001]');
	});

	it.each<[string, string]>([
		['another name', 'checkout-popup'],
		['the prefix and text that is not JSON', `${PREFIX}{cart:`],
		['the prefix and an array', `${PREFIX}["[2001]"]`],
		['the prefix and null', `${PREFIX}null`],
		['the prefix and a number', `${PREFIX}42`],
	])('reads nothing kept from %s', (_case, name) => {
		window.name = name;
		expect(readVisit('cart')).toBeUndefined();
		keepInVisit('cart', '[7]');
		expect(readVisit('cart')).toBe('[7]');
	});

	it('reads only the text values of a foreign object', () => {
		window.name = `${PREFIX}{"cart":[2001],"session":{"userId":5},"device_id":7,"theme":"dark"}`;
		expect(readVisit('cart')).toBeUndefined();
		expect(readVisit('session')).toBeUndefined();
		expect(readVisit('device_id')).toBeUndefined();
		expect(readVisit('theme')).toBe('dark');
	});

	it('keeps a "__proto__" key as a plain key, the prototype untouched', () => {
		window.name = `${PREFIX}{"__proto__":{"cart":"[1]"}}`;
		expect(readVisit('cart')).toBeUndefined();
		keepInVisit('__proto__', '[9]');
		expect(readVisit('__proto__')).toBe('[9]');
		expect(({} as Record<string, unknown>)['cart']).toBeUndefined();
	});
});
