/**
 * Shared field rules (spec section 5): names are letters and spaces only, mobile numbers digits
 * only (other input is blocked by filtering it out as it is typed), emails match a standard pattern.
 */

/** Keeps letters (any script) and spaces: what a name field lets through. */
export function lettersAndSpaces(input: string): string {
	return input.replace(/[^\p{L}\p{M} ]/gu, '');
}

/** Keeps ASCII digits: what a mobile number field lets through. */
export function digitsOnly(input: string): string {
	return input.replace(/\D/g, '');
}

/** A standard email shape: local part, `@`, a domain with at least one dot, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True when `email` (trimmed) matches EMAIL_PATTERN. */
export function isValidEmail(email: string): boolean {
	return EMAIL_PATTERN.test(email.trim());
}
