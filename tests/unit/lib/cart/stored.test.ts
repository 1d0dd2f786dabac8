/**
 * The stored-cart decoder (src/lib/cart/stored.ts): a list of distinct positive whole numbers
 * is a cart; anything else is refused (the cart then starts empty).
 */
import { describe, expect, it } from 'vitest';
import { decodeCartIds } from '../../../../src/lib/cart/stored.ts';

describe('decodeCartIds', () => {
	const many = Array.from({ length: 100_000 }, (_, index) => index + 1);

	it.each<[string, unknown, number[]]>([
		['an empty cart', [], []],
		['ids newest first, in their order', [2002, 2001], [2002, 2001]],
		['the largest safe id', [Number.MAX_SAFE_INTEGER], [Number.MAX_SAFE_INTEGER]],
		['a huge cart of valid ids', many, many],
	])('accepts %s', (_case, stored, expected) => {
		expect(decodeCartIds(stored)).toEqual(expected);
	});

	it.each<[string, unknown]>([
		['null', null],
		['a number', 2001],
		['a string', '2001,2002'],
		['an object', { 0: 2001, length: 1 }],
		['an object with "__proto__"', JSON.parse('{"__proto__":[2001]}')],
		['an id as text', [2001, '2002']],
		['zero', [0]],
		['a negative id', [-5]],
		['a fractional id', [1.5]],
		['an id past 2^53', [2 ** 53]],
		['a huge number', [1e300]],
		['null inside', [2001, null]],
		['a nested list', [[2001]]],
		['an object inside', [{ id: 2001 }]],
		['an id twice', [2001, 2001]],
		['a huge list with one bad id at the end', [...many, 'x']],
	])('refuses %s', (_case, stored) => {
		expect(decodeCartIds(stored)).toBeNull();
	});

	it('returns a new list, not the stored one', () => {
		const stored = [7, 8];
		expect(decodeCartIds(stored)).not.toBe(stored);
	});
});
