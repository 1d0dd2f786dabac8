import { describe, expect, it } from 'vitest';
import { validateChangePassword } from '../../../../src/lib/validation/change-password.ts';

describe('validateChangePassword', () => {
	it.each([
		[
			{ current: '', next: 'abcd', retype: 'abcd' },
			{ field: 'current', message: 'Please enter valid current password!' },
		],
		[
			{ current: '   ', next: 'abcd', retype: 'abcd' },
			{ field: 'current', message: 'Please enter valid current password!' },
		],
		[
			{ current: 'old1', next: 'abc', retype: 'abc' },
			{ field: 'next', message: 'Password length should be atleast 4 digits long' },
		],
		[
			{ current: 'old1', next: ' abc ', retype: 'abc' },
			{ field: 'next', message: 'Password length should be atleast 4 digits long' },
		],
		[
			{ current: 'old1', next: 'abcd', retype: 'abce' },
			{ field: 'retype', message: 'New password and confirm password does not match' },
		],
		[
			{ current: 'old1', next: '', retype: 'x' },
			{ field: 'next', message: 'Password length should be atleast 4 digits long' },
		],
		[{ current: 'old1', next: 'abcd', retype: ' abcd ' }, null],
		[{ current: 'old1', next: 'abcdefgh', retype: 'abcdefgh' }, null],
	])('%o → %o', (values, expected) => {
		expect(validateChangePassword(values)).toEqual(expected);
	});
});
