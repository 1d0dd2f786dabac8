import { describe, expect, it } from 'vitest';
import {
	COUNTRY_DETAILS,
	absent,
	fields,
	flag,
	listOf,
	number,
	optional,
	text,
	yesNo,
	type Check,
} from '../../../../../src/lib/lms/lean/wire-checks.ts';

const table = (check: Check, cases: Array<[unknown, boolean]>) =>
	it.each(cases)('%j → %s', (value, expected) => {
		expect(check(value)).toBe(expected);
	});

describe('absent', () => {
	table(absent, [
		[undefined, true],
		[null, true],
		[0, false],
		['', false],
		[false, false],
	]);
});

describe('number', () => {
	table(number, [
		[0, true],
		[-3, true],
		[499.5, true],
		['499', false],
		[Number.NaN, false],
		[Number.POSITIVE_INFINITY, false],
		[null, false],
		[undefined, false],
	]);
});

describe('text', () => {
	table(text, [
		['', true],
		['Notes', true],
		[1, false],
		[null, false],
		[['a'], false],
	]);
});

describe('flag', () => {
	table(flag, [
		[true, true],
		[false, true],
		[1, false],
		['Y', false],
		[null, false],
	]);
});

describe('yesNo', () => {
	table(yesNo, [
		['Y', true],
		['N', true],
		['y', false],
		['yes', false],
		[true, false],
		[null, false],
	]);
});

describe('optional', () => {
	table(optional(number), [
		[undefined, true],
		[null, true],
		[5, true],
		['5', false],
	]);
});

describe('fields', () => {
	const shape = fields({ id: number, title: text, about: optional(text) });
	table(shape, [
		[{ id: 1, title: 'T' }, true],
		[{ id: 1, title: 'T', about: null, extra: [1] }, true],
		[{ id: 1, title: 'T', about: '<p>x</p>' }, true],
		[{ id: '1', title: 'T' }, false],
		[{ id: 1 }, false],
		[{ id: 1, title: 'T', about: 3 }, false],
		[[1, 'T'], false],
		[null, false],
		['{"id":1}', false],
	]);

	it('an empty shape takes any object', () => {
		expect(fields({})({})).toBe(true);
	});
});

describe('listOf', () => {
	table(listOf(number), [
		[[], true],
		[[1, 2, 3], true],
		[[1, '2'], false],
		[[null], false],
		[{ 0: 1, length: 1 }, false],
		[null, false],
	]);
});

describe('COUNTRY_DETAILS', () => {
	table(COUNTRY_DETAILS, [
		[{ currency_code: 'INR', country_id: 1 }, true],
		[{ currency_code: 'usd' }, true],
		[{ currency_code: 'INR', country_id: null }, true],
		[{ country_id: 1 }, false],
		[{ currency_code: 'INR', country_id: '1' }, false],
		[{ currency_code: null, country_id: 1 }, false],
		[null, false],
	]);
});
