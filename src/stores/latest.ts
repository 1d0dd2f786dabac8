/**
 * Loads that a retry may overtake (the dashboard's panels): only the latest load of a panel settles
 * it, and only its failure is told.
 */
import { GENERIC_ERROR_TEXT, isLmsError, LmsError } from '../lib/lms/errors.ts';
import type { StudentOutcome } from '../lib/lms/lean/student-outcome.ts';
import { forbidden } from './lms.ts';
import { notify } from './notices.ts';

/** Where a panel's data is: loading, shown, or failed (with a retry). */
export type LoadStatus = 'loading' | 'ready' | 'error';

/** Hands out turns: each call starts a load and returns whether that load is still the latest. */
export function turns(): () => () => boolean {
	let last = 0;
	return () => {
		const mine = ++last;
		return () => mine === last;
	};
}

/**
 * Runs one load and, if no newer load overtook it, settles the panel with its value, or with null
 * when it failed. A failure is told as a toast (spec section 8), except a 403, which has already
 * ended the session with its own notice (`forbidden` in lms.ts).
 */
export async function latest<T>(
	turn: () => () => boolean,
	work: () => Promise<T>,
	settle: (value: T | null) => void,
): Promise<void> {
	const isLatest = turn();
	let value: T;
	try {
		value = await work();
	} catch (error) {
		if (!isLatest()) return;
		if (!isLmsError(error)) notify('error', GENERIC_ERROR_TEXT);
		else if (error.status !== 403) notify('error', error.text);
		return settle(null);
	}
	if (isLatest()) settle(value);
}

/**
 * The value of a student call sent through the lean transport, or its failure thrown as an
 * `LmsError`; a 403 first ends the session with the server's message, as the full client does.
 */
export function studentValue<T>(call: string, outcome: StudentOutcome<T>): T {
	if (outcome.kind === 'ok') return outcome.value;
	if (outcome.kind === 'forbidden') forbidden(outcome.message);
	throw new LmsError({
		kind: 'http',
		call,
		message: outcome.message,
		status: outcome.kind === 'forbidden' ? 403 : null,
		text: outcome.message,
	});
}
