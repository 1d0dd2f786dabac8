/**
 * Registration rules and texts (spec sections 2, 5, 6 and 8): the step-one checks in the spec's
 * order, the texts of the OTP and registration outcomes, and when the form is offered at all.
 */
import type { SiteData } from '../site/site-data.ts';
import { splitAppLink } from '../lms/app-link.ts';
import type { CountryCode } from '../lms/types.ts';
import { appDownloadLink } from '../site/navigation.ts';
import { digitsOnly, isValidEmail, lettersAndSpaces } from './fields.ts';

/** Step one as typed. */
export interface PersonalValues {
	name: string;
	/** The selected M10 entry's id; null when the institute has no codes. */
	countryId: number | null;
	mobile: string;
	email: string;
	password: string;
	confirmPassword: string;
	termsAccepted: boolean;
}

export type PersonalField = Exclude<keyof PersonalValues, 'countryId'>;

export interface PersonalError {
	field: PersonalField;
	message: string;
}

/** Messages of step one, verbatim from the spec, in the order they are checked. */
export const REGISTER_MESSAGES = {
	nameEmpty: 'Name field cannot be empty',
	mobileEmpty: 'Phone number field cannot be empty',
	mobileIndian: 'Please enter valid 10 digit number.',
	emailEmpty: 'Email field cannot be empty',
	emailInvalid: 'You have entered an invalid email address!',
	passwordLength: 'New Password must be between 6-10 characters.',
	passwordMismatch: 'Password and confirm password does not match',
	terms: 'Please accept terms and condition for proceed!',
} as const;

/** Texts of the OTP and registration calls and of a refused registration (spec section 8). */
export const REGISTRATION_TEXTS = {
	otpFailed: 'Something went wrong at the time of generation OTP, try again!',
	otpInvalid: 'Something went wrong at the time of otp validation. Try after some time.',
	registered: 'Registration successfull!',
	registrationFailed: 'Something went wrong at the time of registration. Try after some time.',
	denied:
		'You do not have access to the registration process. Please contact the Institute Administrator for assistance.',
	appOnly:
		'You are not authorised to register yourself. Kindly download this link to register yourself.',
	countryCodesFailed: 'Unable to fetch country code',
	/** The notice once M6 accepted the code (issue 18: used verbatim, the server's wording). */
	otpValidated: 'OTP validate successfully',
	/** A step with no server message: no reply, or a reply outside the contract (issue 18). */
	noReply: 'Something went wrong, Try after some time.',
} as const;

/** Passwords chosen at registration have 6 to 10 characters (spec section 9). */
export const REGISTER_PASSWORD_LENGTH = { min: 6, max: 10 } as const;

/** Indian numbers need exactly 10 digits (spec section 9). */
export const INDIAN_CALLING_CODE = '+91';

/** What the name and mobile fields let through as they are typed (other input is blocked). */
export const PERSONAL_FILTERS: Partial<Record<PersonalField, (value: string) => string>> = {
	name: lettersAndSpaces,
	mobile: digitsOnly,
};

/** The calling code of the selected entry, or null. */
export function callingCodeOf(
	codes: readonly CountryCode[],
	countryId: number | null,
): string | null {
	return codes.find((code) => code.id === countryId)?.callingCode ?? null;
}

/**
 * The `country_id` M5 and M7 send when the student picked no country: the institute has no M10
 * codes, or M10 failed and the form went on without its select (spec section 2). CONTRACT.md
 * lists `country_id` in both bodies as a number but names no value for "none"; the platform's
 * own "none" elsewhere is 0 (`user_id` 0 is logged out, M3's first try sends `user_id` and
 * `user_type` 0), and no M10 entry has id 0, so 0 cannot be mistaken for a real country.
 */
export const NO_COUNTRY_ID = 0;

/** The entry preselected in the country-code select: the `is_default: Y` one, else the first. */
export function defaultCountryId(codes: readonly CountryCode[]): number | null {
	return (codes.find((code) => code.isDefault) ?? codes[0])?.id ?? null;
}

interface Rule {
	field: PersonalField;
	fails: (values: PersonalValues, context: PersonalContext) => boolean;
	message: string;
}

/** What step one's checks depend on besides the values. */
export interface PersonalContext {
	/** Calling code of the selected country entry (null when the institute has none). */
	callingCode: string | null;
	/** The terms checkbox is shown (website enabled), so it must be ticked. */
	termsShown: boolean;
}

const blank = (value: string) => value.trim() === '';
const { min, max } = REGISTER_PASSWORD_LENGTH;

const RULES: readonly Rule[] = [
	{ field: 'name', fails: (v) => blank(v.name), message: REGISTER_MESSAGES.nameEmpty },
	{ field: 'mobile', fails: (v) => blank(v.mobile), message: REGISTER_MESSAGES.mobileEmpty },
	{
		field: 'mobile',
		fails: (v, c) => c.callingCode === INDIAN_CALLING_CODE && !/^\d{10}$/.test(v.mobile.trim()),
		message: REGISTER_MESSAGES.mobileIndian,
	},
	{ field: 'email', fails: (v) => blank(v.email), message: REGISTER_MESSAGES.emailEmpty },
	{ field: 'email', fails: (v) => !isValidEmail(v.email), message: REGISTER_MESSAGES.emailInvalid },
	{
		field: 'password',
		fails: (v) => v.password.length < min || v.password.length > max,
		message: REGISTER_MESSAGES.passwordLength,
	},
	{
		field: 'confirmPassword',
		fails: (v) => v.password !== v.confirmPassword,
		message: REGISTER_MESSAGES.passwordMismatch,
	},
	{
		field: 'termsAccepted',
		fails: (v, c) => c.termsShown && !v.termsAccepted,
		message: REGISTER_MESSAGES.terms,
	},
];

/** The first rule step one breaks, or null when the student may go on. */
export function validatePersonal(
	values: PersonalValues,
	context: PersonalContext,
): PersonalError | null {
	const broken = RULES.find((rule) => rule.fails(values, context));
	return broken ? { field: broken.field, message: broken.message } : null;
}

/** How /register is offered: the form, or a message (with the app link) instead of it. */
export type RegistrationAvailability =
	| { kind: 'form' }
	| { kind: 'closed'; text: string }
	| { kind: 'app-only'; text: string; appLink: string | null };

/**
 * School-model institutes do not register students on the website; with web access off the
 * student is sent to the app (android link, else ios: CONTRACT.md "Spec readings fixed here").
 */
export function registrationAvailability(site: SiteData): RegistrationAvailability {
	if (site.institute.schoolModel) return { kind: 'closed', text: REGISTRATION_TEXTS.denied };
	if (!site.webAccess.webAccess) {
		return { kind: 'app-only', text: REGISTRATION_TEXTS.appOnly, appLink: appDownloadLink(site) };
	}
	return { kind: 'form' };
}

/** A refusal as the page shows it: the text, and the app link when the message carried one. */
export interface Refusal {
	text: string;
	link: string | null;
}

/**
 * A 403 on registration (spec section 8): the server message, split at `##APP_LINK##` (web access
 * off: the text before the marker with the app link), else the registration-denied text.
 */
export function refusalFrom(message: string | null): Refusal {
	if (message === null || message.trim() === '')
		return { text: REGISTRATION_TEXTS.denied, link: null };
	const { text, link } = splitAppLink(message);
	return { text: text || (link ? REGISTRATION_TEXTS.appOnly : REGISTRATION_TEXTS.denied), link };
}
