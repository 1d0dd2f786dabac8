/**
 * The text a user sees for a failed call (CONTRACT.md "Errors", spec section 8): the first
 * `error_message`/`errorMessage`, else `message`, else the catalogue's status text. Driven through
 * the client with a recording `fetch`; every expected text is a literal from the spec.
 */
import { describe, expect, it, vi } from 'vitest';
import { isLmsError, LmsError, resolveErrorText } from '../../../src/lib/lms/errors.ts';
import type { LmsHttp } from '../../../src/lib/lms/transport.ts';
import { splitAppLink } from '../../../src/lib/lms/app-link.ts';
import {
	forgotPassword,
	getBranches,
	getProfile,
	login,
	lookupInstitute,
	sendLead,
	generateOtp,
	validateOtp,
} from '../../support/lms/main-service.ts';
import {
	applyCoupon,
	filterProducts,
	getHomepage,
	getMyProducts,
} from '../../support/lms/product-service.ts';
import { type CannedReply, recordingHttp } from './helpers.ts';

type Send = (http: LmsHttp) => Promise<unknown>;

const M1: Send = (http) => lookupInstitute(http, 'sunrise-academy.in');
const M3: Send = (http) => login(http, { userName: '9876543210', password: 'x', deviceId: 'd' });
const M4: Send = (http) => forgotPassword(http, '9876543210');
const M5: Send = (http) =>
	generateOtp(http, { userName: '9876512345', email: 'a@b.in', countryId: 1 });
const M6: Send = (http) => validateOtp(http, '9876512345', '1234');
const M8: Send = (http) => getBranches(http);
const P1: Send = (http) => getHomepage(http);
const P4: Send = (http) => filterProducts(http);
const P10: Send = (http) => applyCoupon(http, 'NOPE', [2006], 'INR');

/** Runs a call that must fail and answers its LmsError. */
async function failure(
	send: Send,
	reply: CannedReply,
	options: Parameters<typeof recordingHttp>[0] = {},
): Promise<LmsError> {
	const { http } = recordingHttp({ ...options, reply });
	const error: unknown = await send(http).then(
		() => new Error('the call resolved'),
		(thrown: unknown) => thrown,
	);
	expect(isLmsError(error) && error instanceof LmsError, String(error)).toBe(true);
	return error as LmsError;
}

const GENERIC = 'Something went wrong! Please try after sometime.';

describe('the three error bodies give the server message', () => {
	it.each([
		[
			'M1',
			M1,
			404,
			{
				status_code: 404,
				message: 'Not here',
				error: [{ error_message: 'No website for this host' }],
			},
			'No website for this host',
		],
		[
			'M3',
			M3,
			400,
			{ statusCode: 400, message: 'Invalid username or password.' },
			'Invalid username or password.',
		],
		['M5', M5, 400, [{ errorMessage: 'Invalid mobile number' }], 'Invalid mobile number'],
		[
			'P4',
			P4,
			500,
			{ status_code: 500, message: 'Oops', error: [{ error_message: 'Filter failed' }] },
			'Filter failed',
		],
		['P10', P10, 400, { statusCode: 400, message: 'Error' }, 'Error'],
		['P1', P1, 503, [{ errorMessage: 'Down for maintenance' }], 'Down for maintenance'],
		// Fallbacks: a blank list message gives way to `message`, then to the catalogue.
		[
			'M8',
			M8,
			400,
			{ status_code: 400, message: 'Use the message', error: [{ error_message: '' }] },
			'Use the message',
		],
		[
			'M8',
			M8,
			400,
			{
				status_code: 400,
				message: 'm',
				error: [{ errorMessage: 'first' }, { error_message: 'second' }],
			},
			'first',
		],
		['M8', M8, 400, [{ errorMessage: 'first' }, { errorMessage: 'second' }], 'first'],
		['P4', P4, 404, { statusCode: 404 }, 'Not Found'],
		['P4', P4, 500, [], 'Internal Server Error'],
		['M1', M1, 401, { status_code: 401, message: '', error: [] }, 'Unauthorized'],
	] as const)('%s: HTTP %i %j shows %j', async (_call, send, status, body, text) => {
		expect((await failure(send, { status, body })).text).toBe(text);
		expect(resolveErrorText({ status, body })).toBe(text);
	});
});

// The sandbox's abuse limits (sandbox/README.md): 429 in each call's own error spelling.
describe('a 429 refusal shows the server message', () => {
	it.each([
		[
			'M3',
			M3,
			{
				statusCode: 429,
				message: 'Too many failed login attempts. Please try again in 15 minutes.',
			},
			'Too many failed login attempts. Please try again in 15 minutes.',
		],
		[
			'M4',
			M4,
			{
				statusCode: 429,
				message:
					'Too many password reset requests for this number. Please try again in 10 minutes.',
			},
			'Too many password reset requests for this number. Please try again in 10 minutes.',
		],
		[
			'M5',
			M5,
			[{ errorMessage: 'Too many OTP requests for this number. Please try again in 10 minutes.' }],
			'Too many OTP requests for this number. Please try again in 10 minutes.',
		],
		[
			'M6',
			M6,
			[{ errorMessage: 'Too many wrong OTP attempts. Please request a new OTP.' }],
			'Too many wrong OTP attempts. Please request a new OTP.',
		],
	] as const)('%s: HTTP 429 %j shows %j', async (_call, send, body, text) => {
		const error = await failure(send, { status: 429, body });
		expect(error.status).toBe(429);
		expect(error.text).toBe(text);
	});
});

describe('an empty error body shows the catalogue text of spec section 8', () => {
	it.each([
		[400, 'Bad Request'],
		[401, 'Unauthorized'],
		[404, 'Not Found'],
		[500, 'Internal Server Error'],
		[503, 'Service Unavailable'],
		[402, GENERIC],
		[403, GENERIC],
		[409, GENERIC],
		[422, GENERIC],
		[429, GENERIC],
		[502, GENERIC],
		[504, GENERIC],
	])('M8 and P4: HTTP %i shows %j', async (status, text) => {
		expect((await failure(M8, { status, raw: '' })).text).toBe(text);
		expect((await failure(P4, { status, raw: '' })).text).toBe(text);
		expect(resolveErrorText({ status })).toBe(text);
	});

	it('M1: a non-JSON error page (HTTP 502) shows the generic text', async () => {
		expect((await failure(M1, { status: 502, raw: '<html>Bad gateway</html>' })).text).toBe(
			GENERIC,
		);
	});

	it('M1 and P1: no response shows the connection text', async () => {
		const offline = { fetchError: new TypeError('fetch failed') };
		expect((await failure(M1, {}, offline)).text).toBe('Please check your internet connection!');
		expect((await failure(P1, {}, offline)).text).toBe('Please check your internet connection!');
		expect(resolveErrorText({ network: true })).toBe('Please check your internet connection!');
	});

	it.each([
		['M8', M8, { status_code: 400, message: 'Institute not found' }, 'Institute not found'],
		['P4', P4, { statusCode: 500 }, 'Internal Server Error'],
	] as const)(
		'%s: HTTP 200 with a non-200 code in the envelope shows %j',
		async (_call, send, body, text) => {
			expect((await failure(send, { status: 200, body })).text).toBe(text);
		},
	);
});

describe('403 on a call with the student authorization logs out with the message', () => {
	it.each([
		[
			'M11',
			(http: LmsHttp) => getProfile(http, 501),
			{ statusCode: 403, message: 'Session expired' },
			'Session expired',
		],
		['P6', getMyProducts, [{ errorMessage: 'Logged in elsewhere' }], 'Logged in elsewhere'],
		[
			'P10',
			P10,
			{ status_code: 403, message: 'Bad session', error: [{ error_message: 'Bad session' }] },
			'Bad session',
		],
		['M11', (http: LmsHttp) => getProfile(http, 501), undefined, ''],
	] as const)('%s: onForbidden(%j)', async (_call, send, body, message) => {
		const onForbidden = vi.fn();
		await failure(
			send,
			{ status: 403, ...(body === undefined ? { raw: '' } : { body }) },
			{ loggedIn: true, onForbidden },
		);
		expect(onForbidden).toHaveBeenCalledExactlyOnceWith(message);
	});

	it.each([
		[
			'M13',
			true,
			(http: LmsHttp) =>
				sendLead(http, { name: 'A', mobile: '9876512345', email: 'a@b.in', comments: 'c' }),
		],
		['P10', false, P10],
	] as const)(
		'%s without the student authorization (logged in: %s): no logout',
		async (_call, loggedIn, send) => {
			const onForbidden = vi.fn();
			await failure(
				send,
				{ status: 403, body: { statusCode: 403, message: 'Not allowed' } },
				{ loggedIn, onForbidden },
			);
			expect(onForbidden).not.toHaveBeenCalled();
		},
	);
});

describe('##APP_LINK##: text before it is shown, the URL after it is a link', () => {
	const refusal =
		'Web access is disabled for your institute. Please use the mobile app.##APP_LINK##https://play.google.com/store/apps/details?id=com.appfirst.classes';

	it('M3: a 403 refusal carries the marker to the login screen, which splits it', async () => {
		const error = await failure(M3, { status: 403, body: { statusCode: 403, message: refusal } });
		expect(error.text).toBe(refusal);
		expect(splitAppLink(error.text)).toStrictEqual({
			text: 'Web access is disabled for your institute. Please use the mobile app.',
			link: 'https://play.google.com/store/apps/details?id=com.appfirst.classes',
		});
	});

	it('M3/M7: a message without the marker has no link', () => {
		expect(splitAppLink('Unable to login!')).toStrictEqual({
			text: 'Unable to login!',
			link: null,
		});
	});
});
