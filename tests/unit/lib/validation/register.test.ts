import { describe, expect, it } from 'vitest';
import {
	callingCodeOf,
	defaultCountryId,
	PERSONAL_FILTERS,
	refusalFrom,
	REGISTRATION_TEXTS,
	registrationAvailability,
	validatePersonal,
	type PersonalContext,
	type PersonalValues,
} from '../../../../src/lib/validation/register.ts';
import { siteFixture } from '../../fixtures/site.ts';

const valid: PersonalValues = {
	name: 'Meera Iyer',
	countryId: 1,
	mobile: '9876512345',
	email: 'meera@example.in',
	password: 'secret1',
	confirmPassword: 'secret1',
	termsAccepted: true,
};
const indian: PersonalContext = { callingCode: '+91', termsShown: true };

describe('validatePersonal', () => {
	it('accepts valid values', () => {
		expect(validatePersonal(valid, indian)).toBeNull();
	});

	it.each<[string, Partial<PersonalValues>, string, string]>([
		['empty name', { name: '' }, 'name', 'Name field cannot be empty'],
		['blank name (trimmed)', { name: '   ' }, 'name', 'Name field cannot be empty'],
		['empty mobile', { mobile: '' }, 'mobile', 'Phone number field cannot be empty'],
		['blank mobile (trimmed)', { mobile: '  ' }, 'mobile', 'Phone number field cannot be empty'],
		['+91 with 9 digits', { mobile: '987651234' }, 'mobile', 'Please enter valid 10 digit number.'],
		[
			'+91 with 11 digits',
			{ mobile: '98765123456' },
			'mobile',
			'Please enter valid 10 digit number.',
		],
		['empty email', { email: '' }, 'email', 'Email field cannot be empty'],
		['blank email (trimmed)', { email: ' \t' }, 'email', 'Email field cannot be empty'],
		[
			'email without @',
			{ email: 'meera.example.in' },
			'email',
			'You have entered an invalid email address!',
		],
		[
			'email without domain dot',
			{ email: 'meera@example' },
			'email',
			'You have entered an invalid email address!',
		],
		[
			'password of 5',
			{ password: '12345', confirmPassword: '12345' },
			'password',
			'New Password must be between 6-10 characters.',
		],
		[
			'password of 11',
			{ password: '12345678901', confirmPassword: '12345678901' },
			'password',
			'New Password must be between 6-10 characters.',
		],
		[
			'empty password',
			{ password: '', confirmPassword: '' },
			'password',
			'New Password must be between 6-10 characters.',
		],
		[
			'confirmation differs',
			{ confirmPassword: 'secret2' },
			'confirmPassword',
			'Password and confirm password does not match',
		],
		[
			'terms not accepted',
			{ termsAccepted: false },
			'termsAccepted',
			'Please accept terms and condition for proceed!',
		],
	])('%s', (_case, change, field, message) => {
		expect(validatePersonal({ ...valid, ...change }, indian)).toEqual({ field, message });
	});

	it.each<[string, Partial<PersonalValues>, string]>([
		[
			'everything empty: name first',
			{ name: '', mobile: '', email: '', password: '', confirmPassword: 'x', termsAccepted: false },
			'Name field cannot be empty',
		],
		['mobile before email', { mobile: '', email: '' }, 'Phone number field cannot be empty'],
		[
			'+91 length before email',
			{ mobile: '123', email: '' },
			'Please enter valid 10 digit number.',
		],
		['empty email before password', { email: '', password: '1' }, 'Email field cannot be empty'],
		[
			'invalid email before password',
			{ email: 'bad', password: '1' },
			'You have entered an invalid email address!',
		],
		[
			'password length before mismatch',
			{ password: '1', confirmPassword: '2' },
			'New Password must be between 6-10 characters.',
		],
		[
			'mismatch before terms',
			{ confirmPassword: 'other12', termsAccepted: false },
			'Password and confirm password does not match',
		],
	])('reports in the spec order: %s', (_case, change, message) => {
		expect(validatePersonal({ ...valid, ...change }, indian)?.message).toBe(message);
	});

	it.each<[string, string | null, string]>([
		['+971', '+971', '12345'],
		['+1', '+1', '2125550101'],
		['no code at all', null, '123456789012'],
	])('needs no 10 digits for %s', (_case, callingCode, mobile) => {
		expect(validatePersonal({ ...valid, mobile }, { callingCode, termsShown: true })).toBeNull();
	});

	it('accepts 6 and 10 character passwords, spaces included', () => {
		for (const password of ['abcdef', 'abcdefghij', ' a b c ']) {
			expect(
				validatePersonal({ ...valid, password, confirmPassword: password }, indian),
			).toBeNull();
		}
	});

	it('trims name, mobile and email before checking them', () => {
		expect(
			validatePersonal(
				{ ...valid, name: '  Meera  ', mobile: ' 9876512345 ', email: ' meera@example.in ' },
				indian,
			),
		).toBeNull();
	});

	it('skips the terms rule when the checkbox is not shown (website disabled)', () => {
		expect(
			validatePersonal(
				{ ...valid, termsAccepted: false },
				{ callingCode: '+91', termsShown: false },
			),
		).toBeNull();
	});
});

describe('PERSONAL_FILTERS', () => {
	it.each<['name' | 'mobile', string, string]>([
		['name', 'Meera 2 Iyer!', 'Meera  Iyer'],
		['name', 'Zoë Ñúñez', 'Zoë Ñúñez'],
		['name', 'a.b@c', 'abc'],
		['mobile', '+91 98765-12345', '919876512345'],
		['mobile', 'abc', ''],
	])('%s keeps only what it allows: %j', (field, typed, kept) => {
		expect(PERSONAL_FILTERS[field]?.(typed)).toBe(kept);
	});
});

describe('country codes', () => {
	const codes = [
		{ id: 1, callingCode: '+91', isDefault: false },
		{ id: 2, callingCode: '+971', isDefault: true },
	];

	it('preselects the is_default entry, else the first, else none', () => {
		expect(defaultCountryId(codes)).toBe(2);
		expect(defaultCountryId([{ ...codes[0]!, isDefault: false }])).toBe(1);
		expect(defaultCountryId([])).toBeNull();
	});

	it('names the calling code of the selected entry', () => {
		expect(callingCodeOf(codes, 1)).toBe('+91');
		expect(callingCodeOf(codes, 9)).toBeNull();
		expect(callingCodeOf(codes, null)).toBeNull();
	});
});

describe('registrationAvailability', () => {
	it('offers the form normally', () => {
		expect(registrationAvailability(siteFixture({}))).toEqual({ kind: 'form' });
	});

	it('refuses for a school model, even with web access off', () => {
		const expected = {
			kind: 'closed',
			text: 'You do not have access to the registration process. Please contact the Institute Administrator for assistance.',
		};
		expect(registrationAvailability(siteFixture({ institute: { schoolModel: true } }))).toEqual(
			expected,
		);
		expect(
			registrationAvailability(
				siteFixture({ institute: { schoolModel: true }, webAccess: { webAccess: false } }),
			),
		).toEqual(expected);
	});

	it.each<[string, string | null, string | null, string | null]>([
		[
			'android first',
			'https://play.example/app',
			'https://apps.example/app',
			'https://play.example/app',
		],
		['ios when no android', null, 'https://apps.example/app', 'https://apps.example/app'],
		['no link at all', null, null, null],
	])('sends to the app when web access is off: %s', (_case, androidAppUrl, iosAppUrl, appLink) => {
		const site = siteFixture({
			webAccess: { webAccess: false },
			social: { androidAppUrl, iosAppUrl },
		});
		expect(registrationAvailability(site)).toEqual({
			kind: 'app-only',
			text: 'You are not authorised to register yourself. Kindly download this link to register yourself.',
			appLink,
		});
	});
});

describe('REGISTRATION_TEXTS', () => {
	it('uses the spec texts verbatim (section 8)', () => {
		expect(REGISTRATION_TEXTS).toEqual({
			otpFailed: 'Something went wrong at the time of generation OTP, try again!',
			otpInvalid: 'Something went wrong at the time of otp validation. Try after some time.',
			registered: 'Registration successfull!',
			registrationFailed: 'Something went wrong at the time of registration. Try after some time.',
			denied:
				'You do not have access to the registration process. Please contact the Institute Administrator for assistance.',
			appOnly:
				'You are not authorised to register yourself. Kindly download this link to register yourself.',
			countryCodesFailed: 'Unable to fetch country code',
			otpValidated: 'OTP validate successfully',
			noReply: 'Something went wrong, Try after some time.',
		});
	});
});

describe('refusalFrom', () => {
	it.each<[string, string | null, { text: string; link: string | null }]>([
		[
			'no message',
			null,
			{
				text: 'You do not have access to the registration process. Please contact the Institute Administrator for assistance.',
				link: null,
			},
		],
		[
			'blank message',
			'  ',
			{
				text: 'You do not have access to the registration process. Please contact the Institute Administrator for assistance.',
				link: null,
			},
		],
		[
			'plain message',
			'Registrations are closed.',
			{ text: 'Registrations are closed.', link: null },
		],
		[
			'app-link marker',
			'You are not authorised to register yourself. Kindly download this link to register yourself.##APP_LINK##https://play.example/app',
			{
				text: 'You are not authorised to register yourself. Kindly download this link to register yourself.',
				link: 'https://play.example/app',
			},
		],
		[
			'marker without text',
			'##APP_LINK##https://play.example/app',
			{
				text: 'You are not authorised to register yourself. Kindly download this link to register yourself.',
				link: 'https://play.example/app',
			},
		],
	])('%s', (_case, message, refusal) => {
		expect(refusalFrom(message)).toEqual(refusal);
	});
});
