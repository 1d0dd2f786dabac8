import { describe, expect, it } from 'vitest';
import {
	CONTACT_MESSAGES,
	validateContact,
	type ContactValues,
} from '../../../../src/lib/validation/contact.ts';

const valid: ContactValues = {
	name: 'Aarav Sharma',
	mobile: '9876543210',
	email: 'aarav@example.in',
	message: 'Please call me about JEE batches.',
};

describe('validateContact', () => {
	it.each<[string, Partial<ContactValues>, string, string]>([
		['empty name', { name: '' }, 'name', 'Name field cannot be empty'],
		['blank name', { name: '   ' }, 'name', 'Name field cannot be empty'],
		['empty mobile', { mobile: '' }, 'mobile', 'Phone number field cannot be empty'],
		['empty email', { email: '' }, 'email', 'Email field cannot be empty'],
		[
			'email without @',
			{ email: 'aarav.example.in' },
			'email',
			'You have entered an invalid email address!',
		],
		[
			'email without domain dot',
			{ email: 'aarav@example' },
			'email',
			'You have entered an invalid email address!',
		],
		[
			'email with a space',
			{ email: 'aa rav@example.in' },
			'email',
			'You have entered an invalid email address!',
		],
		['empty message', { message: '' }, 'message', 'Message field cannot be empty'],
		['blank message', { message: '\n  ' }, 'message', 'Message field cannot be empty'],
	])('%s', (_case, change, field, message) => {
		expect(validateContact({ ...valid, ...change })).toEqual({ field, message });
	});

	it.each<[string, Partial<ContactValues>, string]>([
		['all empty: name first', { name: '', mobile: '', email: '', message: '' }, 'name'],
		['mobile before email and message', { mobile: '', email: 'bad', message: '' }, 'mobile'],
		['empty email before message', { email: '', message: '' }, 'email'],
		['invalid email before message', { email: 'bad', message: '' }, 'email'],
	])('reports in the spec order: %s', (_case, change, field) => {
		expect(validateContact({ ...valid, ...change })?.field).toBe(field);
	});

	it('accepts a complete form (email trimmed)', () => {
		expect(validateContact(valid)).toBeNull();
		expect(validateContact({ ...valid, email: '  aarav@example.in ' })).toBeNull();
	});

	it('uses the spec messages verbatim', () => {
		expect(CONTACT_MESSAGES).toEqual({
			nameEmpty: 'Name field cannot be empty',
			mobileEmpty: 'Phone number field cannot be empty',
			emailEmpty: 'Email field cannot be empty',
			emailInvalid: 'You have entered an invalid email address!',
			messageEmpty: 'Message field cannot be empty',
		});
	});
});
