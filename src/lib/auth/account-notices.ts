/**
 * What the next page tells the student after a login or a logout: the spec has no text for
 * either (a registration's is its 'Registration successfull!', REGISTRATION_TEXTS.registered).
 */

/** After a logout: the header shows STUDENT LOGIN again, and this says why. */
export const LOGGED_OUT_TEXT = 'You are logged out.';

/** After a login: whose account the site now shows. */
export function loggedInText(name: string | null): string {
	const shown = name?.trim();
	return shown ? `You are logged in as ${shown}.` : 'You are logged in.';
}
