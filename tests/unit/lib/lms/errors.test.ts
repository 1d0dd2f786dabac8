import { describe, expect, it } from 'vitest';
import {
	LmsError,
	isLmsError,
	resolveErrorText,
	serverMessage,
} from '../../../../src/lib/lms/errors.ts';
import { splitAppLink } from '../../../../src/lib/lms/app-link.ts';
import type { Failure } from '../../../../src/lib/lms/errors.ts';

// Spec section 8, verbatim.
const GENERIC = 'Something went wrong! Please try after sometime.';
const NETWORK = 'Please check your internet connection!';

describe('resolveErrorText', () => {
	it.each<[string, Failure, string]>([
		['400 without body', { status: 400 }, 'Bad Request'],
		['401 without body', { status: 401 }, 'Unauthorized'],
		['404 without body', { status: 404 }, 'Not Found'],
		['500 without body', { status: 500 }, 'Internal Server Error'],
		['503 without body', { status: 503 }, 'Service Unavailable'],
		['other status (502)', { status: 502 }, GENERIC],
		[
			'other status (403) with a body lacking messages',
			{ status: 403, body: { status_code: 403 } },
			GENERIC,
		],
		['network failure', { network: true }, NETWORK],
		['network failure with a status', { network: true, status: 503 }, NETWORK],
		['no status at all', {}, NETWORK],
		[
			'list body: first error_message',
			{
				status: 400,
				body: [{ error_message: 'Mobile already registered' }, { error_message: 'second' }],
			},
			'Mobile already registered',
		],
		[
			'list body: errorMessage spelling',
			{ status: 400, body: [{ errorMessage: 'Email already used' }] },
			'Email already used',
		],
		['empty list body falls back to the status', { status: 400, body: [] }, 'Bad Request'],
		[
			'list body with a blank message',
			{ status: 500, body: [{ error_message: '  ' }] },
			'Internal Server Error',
		],
		[
			'object body: error[0].error_message before message',
			{
				status: 400,
				body: { status_code: 400, message: 'Error', error: [{ error_message: 'Page not found' }] },
			},
			'Page not found',
		],
		[
			'object body: message only',
			{ status: 400, body: { statusCode: 400, message: 'Invalid credentials' } },
			'Invalid credentials',
		],
		[
			'object body: empty error list, then message',
			{ status: 404, body: { error: [], message: 'Institute not found' } },
			'Institute not found',
		],
		['object body: empty message', { status: 404, body: { message: '' } }, 'Not Found'],
		[
			'text body is not a message',
			{ status: 500, body: '<html>oops</html>' },
			'Internal Server Error',
		],
		['server message even without a status', { body: { message: 'Blocked' } }, 'Blocked'],
	])('%s', (_, failure, expected) => {
		expect(resolveErrorText(failure)).toBe(expected);
	});
});

describe('serverMessage', () => {
	it('is null when the body carries no message', () => {
		expect(serverMessage(undefined)).toBeNull();
		expect(serverMessage(null)).toBeNull();
		expect(serverMessage(42)).toBeNull();
		expect(serverMessage([null])).toBeNull();
		expect(serverMessage({ error: [{ other: 'x' }] })).toBeNull();
	});
});

describe('splitAppLink', () => {
	it.each([
		[
			'Kindly download the app.##APP_LINK##https://play.google.com/store/apps/details?id=x',
			{ text: 'Kindly download the app.', link: 'https://play.google.com/store/apps/details?id=x' },
		],
		['No marker here', { text: 'No marker here', link: null }],
		['Text only ##APP_LINK##', { text: 'Text only', link: null }],
		['##APP_LINK##https://a.example', { text: '', link: 'https://a.example' }],
	])('%j', (message, expected) => {
		expect(splitAppLink(message)).toEqual(expected);
	});
});

describe('LmsError', () => {
	it('resolves its text from status and body', () => {
		const error = new LmsError({
			kind: 'http',
			call: 'M3',
			status: 400,
			body: { statusCode: 400, message: 'Invalid username or password' },
			message: 'M3 POST /api/v2/user/v3/login: 400 Bad Request — Invalid username or password',
		});
		expect(error).toBeInstanceOf(Error);
		expect(isLmsError(error)).toBe(true);
		expect(error.name).toBe('LmsError');
		expect(error.text).toBe('Invalid username or password');
		expect(error.status).toBe(400);
		expect(error.call).toBe('M3');
		expect(error.message).toBe(
			'M3 POST /api/v2/user/v3/login: 400 Bad Request — Invalid username or password',
		);
	});

	it('shows the network text for network failures and timeouts', () => {
		for (const kind of ['network', 'timeout'] as const) {
			const error = new LmsError({ kind, call: 'P1', message: 'x' });
			expect(error.status).toBeNull();
			expect(error.text).toBe(NETWORK);
		}
	});

	it('never shows a server message for an invalid reply', () => {
		const error = new LmsError({
			kind: 'invalid-reply',
			call: 'M1',
			status: 200,
			body: { message: 'ok' },
			message: 'x',
		});
		expect(error.text).toBe(GENERIC);
	});

	it('is not confused with other errors', () => {
		expect(isLmsError(new Error('x'))).toBe(false);
		expect(isLmsError('LmsError')).toBe(false);
	});
});
