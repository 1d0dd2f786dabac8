/**
 * Which text a failed registration step shows (spec sections 6 and 8, issue 18 item 3). Loaded
 * with the registration's requests, not with the form: the form's first screen needs none of it.
 */
import { isLmsError, serverMessage } from '../lms/errors.ts';
import { refusalFrom, REGISTRATION_TEXTS, type Refusal } from '../validation/register.ts';

/** A refusal replaces the form (a 403); anything else is an error toast. */
export type RegistrationFailure =
	{ kind: 'refused'; refusal: Refusal } | { kind: 'toast'; text: string };

/**
 * A failed M5, M6 or M7 (or the client that sends them): a 403 refuses registration; an error
 * reply shows the server's message, or the step's own text (`stepText`) when it has none; with
 * no reply the site can trust (a network error, a timeout, a client that could not load, or a
 * reply outside the contract) there is no server message, so 'Something went wrong, Try after
 * some time.'.
 */
export function registrationFailure(error: unknown, stepText: string): RegistrationFailure {
	// A malformed 200 may carry a harmless message ("ok"): showing it would read as success.
	if (!isLmsError(error) || error.kind !== 'http') {
		return { kind: 'toast', text: REGISTRATION_TEXTS.noReply };
	}
	const message = serverMessage(error.body);
	if (error.status === 403) return { kind: 'refused', refusal: refusalFrom(message) };
	return { kind: 'toast', text: message ?? stepText };
}
