import { describe, expect, it } from 'vitest';
import {
	registrationFailure,
	type RegistrationFailure,
} from '../../../../src/lib/auth/registration-failure.ts';
import { LmsError, type LmsErrorKind } from '../../../../src/lib/lms/errors.ts';

const STEP_TEXT = 'Something went wrong at the time of registration. Try after some time.';
const NO_REPLY = 'Something went wrong, Try after some time.';

const failed = (kind: LmsErrorKind, status: number | null = null, body?: unknown) =>
	new LmsError({ kind, call: 'M7', status, body, message: `M7 failed (${kind})` });

describe('registrationFailure (issue 18 item 3: which text for which failure)', () => {
	it.each<[string, unknown, RegistrationFailure]>([
		['a network error', failed('network'), { kind: 'toast', text: NO_REPLY }],
		['a timeout', failed('timeout'), { kind: 'toast', text: NO_REPLY }],
		[
			'a 200 outside the contract, even with a message',
			failed('invalid-reply', 200, { message: 'ok' }),
			{ kind: 'toast', text: NO_REPLY },
		],
		['something that is not an LMS error', new TypeError('x'), { kind: 'toast', text: NO_REPLY }],
		[
			'an error reply with a message',
			failed('http', 400, {
				statusCode: 400,
				message: 'This mobile number is already registered.',
			}),
			{ kind: 'toast', text: 'This mobile number is already registered.' },
		],
		[
			'an error reply with an error list',
			failed('http', 400, { error: [{ error_message: 'Email already used' }] }),
			{ kind: 'toast', text: 'Email already used' },
		],
		[
			'a 429 (too many tries) with a bare-list message: a toast, not a refusal',
			failed('http', 429, [
				{ errorMessage: 'Too many wrong OTP attempts. Please request a new OTP.' },
			]),
			{ kind: 'toast', text: 'Too many wrong OTP attempts. Please request a new OTP.' },
		],
		['a 429 without a message', failed('http', 429, ''), { kind: 'toast', text: STEP_TEXT }],
		['a 500 without a message', failed('http', 500, ''), { kind: 'toast', text: STEP_TEXT }],
		[
			'a 400 with a blank message',
			failed('http', 400, { statusCode: 400, message: ' ' }),
			{ kind: 'toast', text: STEP_TEXT },
		],
		[
			'a 403 with a message',
			failed('http', 403, { message: 'Registration is closed.' }),
			{ kind: 'refused', refusal: { text: 'Registration is closed.', link: null } },
		],
		[
			'a 403 with the app-link marker',
			failed('http', 403, { message: 'Use the app.##APP_LINK##https://apps.example/x' }),
			{ kind: 'refused', refusal: { text: 'Use the app.', link: 'https://apps.example/x' } },
		],
		[
			'a 403 without a message',
			failed('http', 403, ''),
			{
				kind: 'refused',
				refusal: {
					text: 'You do not have access to the registration process. Please contact the Institute Administrator for assistance.',
					link: null,
				},
			},
		],
	])('%s', (_case, error, expected) => {
		expect(registrationFailure(error, STEP_TEXT)).toEqual(expected);
	});
});
