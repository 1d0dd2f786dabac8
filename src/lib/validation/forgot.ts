/**
 * The forgot-password form (spec sections 2 and 5): a mobile number, digits only (other input is
 * blocked as it is typed) and non-empty; Continue stays disabled while it is empty.
 */
import { digitsOnly } from './fields.ts';
import { LOGIN_MESSAGES } from './login.ts';

/** Shown if a mobile number still reaches Continue empty or with other characters. */
export const FORGOT_INVALID_MESSAGE = LOGIN_MESSAGES.phoneInvalid;

/** Shown when M4 succeeds (spec section 7). */
export const FORGOT_SENT_MESSAGE = 'New Password sent to your registered mobile number.';

/** What the mobile field keeps of what was typed or pasted: its digits. */
export const forgotMobileInput = digitsOnly;

/** True when Continue may be pressed: something was entered. */
export function canContinue(mobile: string): boolean {
	return mobile !== '';
}

/** The error for a mobile number, or null when it may be sent (non-empty, digits only). */
export function validateForgot(mobile: string): string | null {
	return /^\d+$/.test(mobile) ? null : FORGOT_INVALID_MESSAGE;
}
