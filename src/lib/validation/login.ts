/**
 * The login form's rules (spec section 5), checked in this order: identifier present, an
 * all-digit identifier is a valid phone number, any other identifier a valid email, password
 * present, password at least 4 characters. The first failing rule is reported.
 *
 * "Valid phone" is not defined for login (the 10-digit rule belongs to +91 registration, and the
 * identifier carries no country code), so a login phone number is 7 to 15 digits: the E.164 limit,
 * and no real national number is shorter than 7.
 */
import { isValidEmail } from './fields.ts';

export interface LoginValues {
	identifier: string;
	password: string;
}

export type LoginField = keyof LoginValues;

export interface LoginError {
	field: LoginField;
	message: string;
}

/** Messages of the login form, verbatim from the spec. */
export const LOGIN_MESSAGES = {
	identifierEmpty: 'Please enter valid Email or Phone number for login.',
	phoneInvalid: 'Please enter a valid phone number',
	emailInvalid: 'You have entered an invalid email address!',
	passwordEmpty: 'Please enter valid password',
	passwordShort: 'Password length should be atleast 4 digits long.',
} as const;

/** Shortest and longest phone number accepted as a login identifier. */
export const LOGIN_PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Shortest password accepted at login (spec section 9). */
export const LOGIN_PASSWORD_MIN = 4;

const ALL_DIGITS = /^\d+$/;

/** True when the identifier (trimmed) is made of digits only, i.e. meant as a phone number. */
export function isPhoneIdentifier(identifier: string): boolean {
	return ALL_DIGITS.test(identifier.trim());
}

/** True for a phone number of 7 to 15 digits. */
export function isValidLoginPhone(identifier: string): boolean {
	const digits = identifier.trim();
	return (
		ALL_DIGITS.test(digits) &&
		digits.length >= LOGIN_PHONE_DIGITS.min &&
		digits.length <= LOGIN_PHONE_DIGITS.max
	);
}

const RULES: ReadonlyArray<{
	field: LoginField;
	fails: (v: LoginValues) => boolean;
	message: string;
}> = [
	{
		field: 'identifier',
		fails: (v) => v.identifier.trim() === '',
		message: LOGIN_MESSAGES.identifierEmpty,
	},
	{
		field: 'identifier',
		fails: (v) => isPhoneIdentifier(v.identifier) && !isValidLoginPhone(v.identifier),
		message: LOGIN_MESSAGES.phoneInvalid,
	},
	{
		field: 'identifier',
		fails: (v) => !isPhoneIdentifier(v.identifier) && !isValidEmail(v.identifier),
		message: LOGIN_MESSAGES.emailInvalid,
	},
	{ field: 'password', fails: (v) => v.password === '', message: LOGIN_MESSAGES.passwordEmpty },
	{
		field: 'password',
		fails: (v) => v.password.length < LOGIN_PASSWORD_MIN,
		message: LOGIN_MESSAGES.passwordShort,
	},
];

/** The first rule the values break, or null when the form may be sent. */
export function validateLogin(values: LoginValues): LoginError | null {
	const broken = RULES.find((rule) => rule.fails(values));
	return broken ? { field: broken.field, message: broken.message } : null;
}
