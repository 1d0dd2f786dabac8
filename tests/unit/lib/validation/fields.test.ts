import { describe, expect, it } from 'vitest';
import {
	digitsOnly,
	isValidEmail,
	lettersAndSpaces,
} from '../../../../src/lib/validation/fields.ts';

describe('lettersAndSpaces', () => {
	it.each([
		['Aarav Sharma', 'Aarav Sharma'],
		['Aarav1 Sharma!', 'Aarav Sharma'],
		['O’Brien-Smith', 'OBrienSmith'],
		['José Müller', 'José Müller'],
		['आरव शर्मा', 'आरव शर्मा'],
		['123', ''],
		['a\tb', 'ab'],
	])('%j → %j', (input, expected) => {
		expect(lettersAndSpaces(input)).toBe(expected);
	});
});

describe('digitsOnly', () => {
	it.each([
		['9876543210', '9876543210'],
		['+91 98765-43210', '919876543210'],
		['abc', ''],
		['٣', ''],
	])('%j → %j', (input, expected) => {
		expect(digitsOnly(input)).toBe(expected);
	});
});

describe('isValidEmail', () => {
	it.each([
		['aarav@example.in', true],
		['a.b+c@mail.example.co.in', true],
		[' aarav@example.in ', true],
		['aarav@example', false],
		['aarav.example.in', false],
		['aarav@@example.in', false],
		['aarav@example..in', false],
		['aa rav@example.in', false],
		['aarav@example.in x', false],
		['', false],
	])('%j → %s', (input, expected) => {
		expect(isValidEmail(input)).toBe(expected);
	});
});
