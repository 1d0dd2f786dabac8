/**
 * The outcome of a student call sent through the lean transport (P6, M11 from the dashboard): the
 * checked value, a refusal of the student (403: the session is over, spec section 6), or a
 * failure's text (spec section 8). One reading of the reply for every such call.
 */
import { GENERIC_ERROR_TEXT, resolveErrorText } from '../error-text.ts';
import type { LeanReply } from './fetch.ts';

/** The value, a refusal of the student, or a failure's text. */
export type StudentOutcome<T> =
	| { kind: 'ok'; value: T }
	| { kind: 'forbidden'; message: string }
	| { kind: 'failed'; message: string };

/**
 * Reads a lean reply: a 200 whose body `read` accepts is the value; a 200 that `read` refuses
 * (undefined) is not the contract's reply, so a failure with the generic text.
 */
export function studentOutcome<T>(
	{ status, body }: LeanReply,
	read: (body: unknown) => T | undefined,
): StudentOutcome<T> {
	if (status === null) return { kind: 'failed', message: resolveErrorText({ network: true }) };
	if (status === 403) return { kind: 'forbidden', message: resolveErrorText({ status, body }) };
	if (status !== 200) return { kind: 'failed', message: resolveErrorText({ status, body }) };
	const value = read(body);
	return value === undefined
		? { kind: 'failed', message: GENERIC_ERROR_TEXT }
		: { kind: 'ok', value };
}
