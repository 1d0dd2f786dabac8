/**
 * The contact form's rules (spec section 5): name, mobile, email and message are required, checked
 * in that order, and the email must be valid. The first failing rule is reported.
 */
import { isValidEmail } from './fields.ts';

export interface ContactValues {
	name: string;
	mobile: string;
	email: string;
	message: string;
}

export type ContactField = keyof ContactValues;

export interface ContactError {
	field: ContactField;
	message: string;
}

/** Messages of the contact form, verbatim from the spec. */
export const CONTACT_MESSAGES = {
	nameEmpty: 'Name field cannot be empty',
	mobileEmpty: 'Phone number field cannot be empty',
	emailEmpty: 'Email field cannot be empty',
	emailInvalid: 'You have entered an invalid email address!',
	messageEmpty: 'Message field cannot be empty',
} as const;

const blank = (value: string) => value.trim() === '';

const RULES: ReadonlyArray<{
	field: ContactField;
	fails: (v: ContactValues) => boolean;
	message: string;
}> = [
	{ field: 'name', fails: (v) => blank(v.name), message: CONTACT_MESSAGES.nameEmpty },
	{ field: 'mobile', fails: (v) => blank(v.mobile), message: CONTACT_MESSAGES.mobileEmpty },
	{ field: 'email', fails: (v) => blank(v.email), message: CONTACT_MESSAGES.emailEmpty },
	{ field: 'email', fails: (v) => !isValidEmail(v.email), message: CONTACT_MESSAGES.emailInvalid },
	{ field: 'message', fails: (v) => blank(v.message), message: CONTACT_MESSAGES.messageEmpty },
];

/** The first rule the values break, or null when the form may be sent. */
export function validateContact(values: ContactValues): ContactError | null {
	const broken = RULES.find((rule) => rule.fails(values));
	return broken ? { field: broken.field, message: broken.message } : null;
}
