import { describe, expect, it } from 'vitest';
import {
	sessionFromLogin,
	sessionFromRegistration,
	type SessionContext,
} from '../../../../src/lib/auth/session-from.ts';
import { loginResultFixture } from '../../fixtures/login.ts';

const context: SessionContext = {
	instituteName: 'Sunrise Academy (site)',
	websiteEnable: false,
	accessToken: 'dTpw',
};

describe('sessionFromLogin', () => {
	it('keeps what the server returned, with the server-issued credential', () => {
		const result = loginResultFixture({
			userId: 501,
			userType: 1,
			credential: 'server-credential',
			instituteId: 1011,
			instituteName: 'Sunrise Academy Jaipur',
			studentId: 42,
			convenienceFeeEnabled: true,
			convenienceFeePercentage: 2.5,
			onlinePaymentEnabled: false,
		});
		expect(sessionFromLogin(result, context)).toEqual({
			userId: 501,
			userInfo: {
				name: 'Aarav Sharma',
				email: 'aarav@example.in',
				mobile: '9876543210',
				studentId: 42,
				userType: 1,
				convenienceFeeEnabled: true,
				convenienceFeePercentage: 2.5,
			},
			studentAuth: 'Basic NTAxOnNlcnZlci1jcmVkZW50aWFs',
			accessToken: 'dTpw',
			countryDetails: { countryId: 1, callingCode: '+91', currencyCode: 'INR' },
			enableOnlinePaymentFeature: false,
			instituteId: 1011,
			instituteName: 'Sunrise Academy Jaipur',
			websiteEnable: false,
			registrationInstitute: 1011,
			showWebAccessPopUp: false,
			webAccessMsg: null,
		});
	});

	// The login result names the institute (or branch) logged into; the site's name is the fallback.
	it.each<[string, string | null, string | null, string | null]>([
		[
			'the login result wins',
			'Sunrise Academy Jaipur',
			'Sunrise Academy',
			'Sunrise Academy Jaipur',
		],
		['the site name without one', null, 'Sunrise Academy', 'Sunrise Academy'],
		['null when neither has one', null, null, null],
	])('institute name: %s', (_name, fromResult, fromSite, expected) => {
		const session = sessionFromLogin(loginResultFixture({ instituteName: fromResult }), {
			...context,
			instituteName: fromSite,
		});
		expect(session.instituteName).toBe(expected);
	});

	it.each([null, ''])('refuses a result whose credential is %o', (credential) => {
		expect(() => sessionFromLogin(loginResultFixture({ credential }), context)).toThrow(
			'A login result without credential cannot start a session',
		);
	});
});

describe('sessionFromRegistration', () => {
	it('takes the student from the form and the ids from M7, with no student id', () => {
		const session = sessionFromRegistration(
			{
				userId: 777,
				userType: 99,
				credential: 'reg-credential',
				instituteId: 101,
				deviceId: null,
				singleDeviceLogin: false,
				onlinePaymentEnabled: true,
			},
			{
				name: 'Meera Iyer',
				email: 'meera@example.in',
				mobile: '9876512345',
				countryId: 1,
				callingCode: '+91',
			},
			context,
		);
		expect(session).toEqual({
			userId: 777,
			userInfo: {
				name: 'Meera Iyer',
				email: 'meera@example.in',
				mobile: '9876512345',
				studentId: null,
				userType: 99,
				convenienceFeeEnabled: false,
				convenienceFeePercentage: null,
			},
			studentAuth: 'Basic Nzc3OnJlZy1jcmVkZW50aWFs',
			accessToken: 'dTpw',
			countryDetails: { countryId: 1, callingCode: '+91', currencyCode: 'INR' },
			enableOnlinePaymentFeature: true,
			instituteId: 101,
			instituteName: 'Sunrise Academy (site)',
			websiteEnable: false,
			registrationInstitute: 101,
			showWebAccessPopUp: false,
			webAccessMsg: null,
		});
	});
});
