import { describe, expect, it } from 'vitest';
import {
	accountOf,
	alertForStep,
	LOGIN_FLOW_MESSAGES,
	loginFailure,
	nextLoginStep,
	type LoginStep,
} from '../../../../src/lib/auth/login-flow.ts';
import { LmsError } from '../../../../src/lib/lms/errors.ts';
import type { LoginResult } from '../../../../src/lib/lms/types.ts';
import { loginResultFixture } from '../../fixtures/login.ts';

/** A login result; list entries and refusals carry no credential (CONTRACT.md M3). */
const result = loginResultFixture;

const entry = (userId: number, userType: number, instituteId: number) =>
	result({ userId, userType, instituteId, credential: null });

describe('nextLoginStep', () => {
	const student99 = entry(1, 99, 101);
	const student1 = entry(2, 1, 1011);
	const teacher = entry(3, 3, 101);
	const admin = entry(4, 0, 101);

	it.each<[string, LoginResult | LoginResult[], LoginStep]>([
		[
			'two students in a list: picker',
			[student99, student1],
			{ kind: 'picker', entries: [student99, student1] },
		],
		[
			'a list keeps only types 1 and 99, in order',
			[teacher, student1, admin, student99],
			{ kind: 'picker', entries: [student1, student99] },
		],
		[
			'one student left after filtering: re-login',
			[teacher, student1],
			{ kind: 'relogin', entry: student1 },
		],
		['a list of one student: re-login', [student99], { kind: 'relogin', entry: student99 }],
		['no student in the list: not allowed', [teacher, admin], { kind: 'not-allowed' }],
		['an empty list: not allowed', [], { kind: 'not-allowed' }],
		['login option 10: renew', result({ loginOption: 10, credential: null }), { kind: 'renew' }],
		[
			'login option 11: unregistered device',
			result({ loginOption: 11, credential: null }),
			{ kind: 'unregistered-device' },
		],
		[
			'login option 13: blocked',
			result({ loginOption: 13, credential: null }),
			{ kind: 'blocked' },
		],
		[
			'option 13 wins over a refused user type',
			result({ loginOption: 13, userType: 3 }),
			{ kind: 'blocked' },
		],
		['user type 99 logs in', result(), { kind: 'logged-in', result: result() }],
		[
			'user type 1 logs in',
			result({ userType: 1 }),
			{ kind: 'logged-in', result: result({ userType: 1 }) },
		],
		['user type 3 (teacher) is refused', result({ userType: 3 }), { kind: 'not-allowed' }],
		['user type 0 is refused', result({ userType: 0 }), { kind: 'not-allowed' }],
		[
			'an unknown login option is a normal login',
			result({ loginOption: 5 }),
			{ kind: 'logged-in', result: result({ loginOption: 5 }) },
		],
	])('%s', (_, reply, step) => {
		expect(nextLoginStep(reply)).toEqual(step);
	});

	it('a re-login names the entry by its user id, user type and institute', () => {
		expect(accountOf(student1)).toEqual({ userId: 2, userType: 1, instituteId: 1011 });
	});
});

describe('alertForStep', () => {
	it.each<[LoginStep['kind'], { kind: string; heading?: string; text: string } | null]>([
		[
			'renew',
			{
				kind: 'renew',
				text: 'You are already logged in on another device. Do you want to use here? You will be logged out from other devices.',
			},
		],
		[
			'unregistered-device',
			{
				kind: 'notice',
				heading: 'Unable to login!',
				text: 'This is not your registered device for login kindly use a registered device. For any query please contact your administrator.',
			},
		],
		[
			'blocked',
			{
				kind: 'notice',
				text: 'Your account has been blocked. Please contact your institute/school!',
			},
		],
		['not-allowed', null],
	])('%s', (kind, expected) => {
		const alert = alertForStep({ kind } as LoginStep);
		if (expected === null) expect(alert).toBeNull();
		else expect(alert).toMatchObject(expected);
	});

	it('uses the spec texts verbatim', () => {
		expect(LOGIN_FLOW_MESSAGES).toEqual({
			notAllowed: 'You are not allowed to login from this application, Please contact your admin!',
			renew:
				'You are already logged in on another device. Do you want to use here? You will be logged out from other devices.',
			unableTitle: 'Unable to login!',
			unregisteredDevice:
				'This is not your registered device for login kindly use a registered device. For any query please contact your administrator.',
			blocked: 'Your account has been blocked. Please contact your institute/school!',
		});
	});
});

describe('loginFailure', () => {
	const httpError = (status: number, body: unknown) =>
		new LmsError({ kind: 'http', call: 'M3', status, body, message: `M3: ${status}` });
	const appLink = 'https://play.google.com/store/apps/details?id=com.appfirst.classes';

	it('a 403 with the app-link marker is an alert with the text before it and a link after it', () => {
		const failure = loginFailure(
			httpError(403, {
				statusCode: 403,
				message: `Web access is disabled for your institute. Please use the mobile app.##APP_LINK##${appLink}`,
			}),
		);
		expect(failure).toEqual({
			kind: 'alert',
			alert: {
				kind: 'notice',
				heading: 'Use the mobile app',
				text: 'Web access is disabled for your institute. Please use the mobile app.',
				link: { text: 'Download the mobile app', url: appLink },
			},
		});
	});

	it.each<[string, unknown, string]>([
		[
			'wrong password: the server message',
			httpError(400, { statusCode: 400, message: 'Invalid username or password.' }),
			'Invalid username or password.',
		],
		[
			'a 403 without the marker: its message',
			httpError(403, { statusCode: 403, message: 'Forbidden here' }),
			'Forbidden here',
		],
		[
			'a 400 in another field than status 403 keeps the marker text',
			httpError(400, { message: `x##APP_LINK##${appLink}` }),
			`x##APP_LINK##${appLink}`,
		],
		[
			'a lockout (429): the server message',
			httpError(429, {
				statusCode: 429,
				message: 'Too many failed login attempts. Please try again in 15 minutes.',
			}),
			'Too many failed login attempts. Please try again in 15 minutes.',
		],
		[
			'a 429 without message: the generic text',
			httpError(429, undefined),
			'Something went wrong! Please try after sometime.',
		],
		[
			'a 500 without message: the catalogue text',
			httpError(500, undefined),
			'Internal Server Error',
		],
		[
			'no response',
			new LmsError({ kind: 'network', call: 'M3', message: 'down' }),
			'Please check your internet connection!',
		],
		['not an LmsError', new TypeError('bug'), 'Something went wrong! Please try after sometime.'],
	])('%s is an error toast', (_, error, text) => {
		expect(loginFailure(error)).toEqual({ kind: 'toast', text });
	});
});
