import { describe, expect, it } from 'vitest';
import {
	isValidLoginPhone,
	validateLogin,
	type LoginValues,
} from '../../../../src/lib/validation/login.ts';

const valid: LoginValues = { identifier: '9876543210', password: 'aarav@123' };

describe('validateLogin', () => {
	it.each<[string, Partial<LoginValues>, 'identifier' | 'password', string]>([
		[
			'empty identifier',
			{ identifier: '' },
			'identifier',
			'Please enter valid Email or Phone number for login.',
		],
		[
			'blank identifier',
			{ identifier: '   ' },
			'identifier',
			'Please enter valid Email or Phone number for login.',
		],
		['6-digit phone', { identifier: '987654' }, 'identifier', 'Please enter a valid phone number'],
		[
			'16-digit phone',
			{ identifier: '9876543210123456' },
			'identifier',
			'Please enter a valid phone number',
		],
		[
			'email without @',
			{ identifier: 'aarav.example.in' },
			'identifier',
			'You have entered an invalid email address!',
		],
		[
			'email without domain dot',
			{ identifier: 'aarav@example' },
			'identifier',
			'You have entered an invalid email address!',
		],
		[
			'phone with a plus is not all digits',
			{ identifier: '+919876543210' },
			'identifier',
			'You have entered an invalid email address!',
		],
		['empty password', { password: '' }, 'password', 'Please enter valid password'],
		[
			'3-character password',
			{ password: 'abc' },
			'password',
			'Password length should be atleast 4 digits long.',
		],
	])('%s', (_, change, field, message) => {
		expect(validateLogin({ ...valid, ...change })).toEqual({ field, message });
	});

	it.each<[string, LoginValues]>([
		['10-digit phone', valid],
		['7-digit phone', { identifier: '1234567', password: 'abcd' }],
		['15-digit phone', { identifier: '123456789012345', password: 'abcd' }],
		['email', { identifier: 'aarav.sharma@example.in', password: 'abcd' }],
		['identifier with surrounding spaces', { identifier: '  aarav@example.in ', password: 'abcd' }],
		['phone with surrounding spaces', { identifier: ' 9876543210 ', password: 'abcd' }],
		['4-character password', { identifier: '9876543210', password: '1234' }],
	])('accepts a %s', (_, values) => {
		expect(validateLogin(values)).toBeNull();
	});

	it('checks in the spec order: identifier rules before password rules', () => {
		expect(validateLogin({ identifier: '', password: '' })?.message).toBe(
			'Please enter valid Email or Phone number for login.',
		);
		expect(validateLogin({ identifier: '12', password: '' })?.message).toBe(
			'Please enter a valid phone number',
		);
		expect(validateLogin({ identifier: 'x@y', password: 'a' })?.message).toBe(
			'You have entered an invalid email address!',
		);
		expect(validateLogin({ identifier: 'x@y.in', password: '' })?.message).toBe(
			'Please enter valid password',
		);
		expect(validateLogin({ identifier: 'x@y.in', password: 'a' })?.message).toBe(
			'Password length should be atleast 4 digits long.',
		);
	});
});

describe('isValidLoginPhone', () => {
	it.each<[string, boolean]>([
		['123456', false],
		['1234567', true],
		['123456789012345', true],
		['1234567890123456', false],
		['98765 43210', false],
		[' 9876543210 ', true],
		['\t1234567\n', true],
		[' 123456 ', false],
		['', false],
	])('%j → %s', (input, expected) => {
		expect(isValidLoginPhone(input)).toBe(expected);
	});
});
