/**
 * Change-password rules (spec section 5): inputs are trimmed; the current password cannot be
 * checked here because the typed password is never stored, so the server checks it (M12 answers
 * 400, shown as CURRENT_PASSWORD_INVALID); the new one needs 4 characters and must match the retype.
 */

export const CURRENT_PASSWORD_INVALID = 'Please enter valid current password!';
export const NEW_PASSWORD_TOO_SHORT = 'Password length should be atleast 4 digits long';
export const NEW_PASSWORDS_DIFFER = 'New password and confirm password does not match';
export const MIN_PASSWORD_LENGTH = 4;

export type ChangePasswordField = 'current' | 'next' | 'retype';

export interface ChangePasswordValues {
	current: string;
	next: string;
	retype: string;
}

export interface ChangePasswordError {
	field: ChangePasswordField;
	message: string;
}

/** The trimmed values the request sends. */
export function trimPasswords(values: ChangePasswordValues): ChangePasswordValues {
	return { current: values.current.trim(), next: values.next.trim(), retype: values.retype.trim() };
}

/** The first rule the (trimmed) values break, in the spec's order, or null. */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordError | null {
	const { current, next, retype } = trimPasswords(values);
	if (!current) return { field: 'current', message: CURRENT_PASSWORD_INVALID };
	if (next.length < MIN_PASSWORD_LENGTH) return { field: 'next', message: NEW_PASSWORD_TOO_SHORT };
	if (next !== retype) return { field: 'retype', message: NEW_PASSWORDS_DIFFER };
	return null;
}
