/**
 * The stored-session decoder (src/lib/auth/session.ts): a session in the store's shape is taken
 * as it is, a partial one is completed with logged-out values, and anything corrupt, foreign or
 * of the wrong type is refused (the store then starts logged out).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { decodeSession, LOGGED_OUT } from '../../../../src/lib/auth/session.ts';
import { STUDENT_SESSION } from '../../fixtures/session.ts';

const student = STUDENT_SESSION;

const logout = {
	userId: 0,
	userStatus: 'new',
	userInfo: null,
	studentAuth: null,
	accessToken: null,
	countryDetails: null,
	enableOnlinePaymentFeature: false,
	instituteId: 0,
	instituteName: null,
	websiteEnable: true,
	registrationInstitute: null,
	showWebAccessPopUp: false,
	webAccessMsg: null,
};

const huge = 'x'.repeat(2_000_000);

describe('decodeSession accepts', () => {
	it.each<[string, unknown, unknown]>([
		['a logged-in session as the store writes it', student, student],
		['the logged-out state', logout, logout],
		[
			'a logout that turned web access off',
			{ ...logout, showWebAccessPopUp: true, webAccessMsg: 'Use the app' },
			{ ...logout, showWebAccessPopUp: true, webAccessMsg: 'Use the app' },
		],
		[
			'only the user id, status and credential, the rest logged-out values',
			{ userId: 5001, userStatus: 'loggedin', studentAuth: 'Basic abc' },
			{ ...logout, userId: 5001, userStatus: 'loggedin', studentAuth: 'Basic abc' },
		],
		[
			'a huge name (the server sets names)',
			{ ...student, userInfo: { ...student.userInfo, name: huge } },
			{ ...student, userInfo: { ...student.userInfo, name: huge } },
		],
		[
			'user id 2^53 - 1',
			{ ...student, userId: Number.MAX_SAFE_INTEGER },
			{ ...student, userId: Number.MAX_SAFE_INTEGER },
		],
	])('%s', (_case, stored, expected) => {
		expect(decodeSession(stored)).toEqual(expected);
	});

	it('drops fields the session does not have, nested ones too', () => {
		const decoded = decodeSession({
			...student,
			isAdmin: true,
			userInfo: { ...student.userInfo, role: 'admin' },
			countryDetails: { ...student.countryDetails, rate: 1 },
		});
		expect(decoded).toEqual(student);
		expect(Object.keys(decoded!)).toHaveLength(13);
	});
});

describe('decodeSession refuses', () => {
	it.each<[string, unknown]>([
		['null', null],
		['a number', 501],
		['a string', 'loggedin'],
		['true', true],
		['an array', [student]],
		['an empty object', {}],
		['a missing user id', { ...student, userId: undefined }],
		['a missing status', { ...student, userStatus: undefined }],
		['a user id as text', { ...student, userId: '501' }],
		['a negative user id', { ...student, userId: -1 }],
		['a fractional user id', { ...student, userId: 1.5 }],
		['a user id past 2^53', { ...student, userId: 2 ** 53 }],
		['a huge user id', { ...student, userId: 1e300 }],
		['an unknown status', { ...logout, userStatus: 'maybe' }],
		['"loggedin" with user id 0', { ...logout, userStatus: 'loggedin' }],
		['"new" with a user id', { ...student, userStatus: 'new' }],
		['a logged-in session without credential', { ...student, studentAuth: null }],
		['a credential as a number', { ...student, studentAuth: 12345 }],
		['an access token as an object', { ...student, accessToken: {} }],
		['user info as text', { ...student, userInfo: 'Aarav' }],
		['user info as an array', { ...student, userInfo: [] }],
		['user info without its type', { ...student, userInfo: { name: 'Aarav' } }],
		['a name as an object', { ...student, userInfo: { ...student.userInfo, name: { a: 1 } } }],
		[
			'a fee flag as text',
			{ ...student, userInfo: { ...student.userInfo, convenienceFeeEnabled: 'Y' } },
		],
		[
			'a fee percentage as text',
			{ ...student, userInfo: { ...student.userInfo, convenienceFeePercentage: '2' } },
		],
		[
			'country details without currency',
			{ ...student, countryDetails: { countryId: 1, callingCode: '+91' } },
		],
		[
			'a currency as a number',
			{ ...student, countryDetails: { ...student.countryDetails, currencyCode: 356 } },
		],
		['a payment flag as text', { ...student, enableOnlinePaymentFeature: 'true' }],
		['an institute id as text', { ...student, instituteId: '101' }],
		['a web-access flag as a number', { ...logout, showWebAccessPopUp: 1 }],
		[
			'a web-access message as a number',
			{ ...logout, showWebAccessPopUp: true, webAccessMsg: 404 },
		],
		['a registration institute as text', { ...student, registrationInstitute: 'main' }],
		["another site's session", { token: 'abc', user: { id: 7, name: 'x' }, expires: 1 }],
	])('%s', (_case, stored) => {
		expect(decodeSession(stored)).toBeNull();
	});
});

describe('decodeSession and "__proto__"', () => {
	afterEach(() => {
		delete (Object.prototype as Record<string, unknown>)['userId'];
		delete (Object.prototype as Record<string, unknown>)['userStatus'];
		delete (Object.prototype as Record<string, unknown>)['studentAuth'];
	});

	it('ignores a session hidden under "__proto__" and pollutes nothing', () => {
		const stored: unknown = JSON.parse(`{"__proto__":${JSON.stringify(student)}}`);
		expect(decodeSession(stored)).toBeNull();
		expect(({} as Record<string, unknown>)['userId']).toBeUndefined();
	});

	it('drops a "__proto__" field beside a valid session, the prototype untouched', () => {
		const stored: unknown = JSON.parse(
			JSON.stringify(student).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
		);
		const decoded = decodeSession(stored)!;
		expect(decoded).toEqual(student);
		expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
		expect(Object.hasOwn(decoded, '__proto__')).toBe(false);
		expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
	});

	it('reads own fields only, so a polluted prototype cannot log anyone in', () => {
		Object.assign(Object.prototype, { userId: 5, userStatus: 'loggedin', studentAuth: 'Basic x' });
		expect(decodeSession({})).toBeNull();
		expect(decodeSession({ ...logout })).toEqual(LOGGED_OUT);
	});
});
