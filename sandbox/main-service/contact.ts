/**
 * The contact fields M7 (register) and M13 (lead) both check: a name, a mobile number and an
 * email address, with the same rules and messages.
 */
import { HttpError } from '../http.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A body field: its name as the call spells it, and its value. */
type Field = readonly [name: string, value: string];

/** Refuses (400) a blank name, a mobile number other than 6 to 15 digits, or a malformed email. */
export function checkContact(
	name: string,
	[mobileField, mobile]: Field,
	[emailField, email]: Field,
): void {
	if (name.trim() === '') throw new HttpError(400, 'name: must not be empty');
	if (!/^\d{6,15}$/.test(mobile))
		throw new HttpError(400, `${mobileField}: expected 6 to 15 digits`);
	if (!EMAIL_PATTERN.test(email))
		throw new HttpError(400, `${emailField}: expected an email address`);
}
