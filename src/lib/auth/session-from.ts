/**
 * Session state from a successful login or registration (spec sections 3 and 4). The credential
 * kept is the one the SERVER returned; what the student typed is never part of the session.
 */
import { studentAuthorization } from '../lms/auth.ts';
import type { LoginResult, RegisterResult } from '../lms/types.ts';
import type { SessionState } from './session.ts';

/** What the site knows about itself when a student logs in. */
export interface SessionContext {
	instituteName: string | null;
	websiteEnable: boolean;
	/** base64(`u_id:u_pd`) from M2, when it could be fetched. */
	accessToken: string | null;
}

type NewSession = Omit<SessionState, 'userStatus'>;

/** Session of a logged-in student from an M3 result (login_option 0, credential present). */
export function sessionFromLogin(result: LoginResult, context: SessionContext): NewSession {
	if (!result.credential)
		throw new Error('A login result without credential cannot start a session');
	return {
		userId: result.userId,
		userInfo: {
			name: result.name,
			email: result.email,
			mobile: result.mobile,
			studentId: result.studentId,
			userType: result.userType,
			convenienceFeeEnabled: result.convenienceFeeEnabled,
			convenienceFeePercentage: result.convenienceFeePercentage,
		},
		studentAuth: studentAuthorization(result.userId, result.credential),
		accessToken: context.accessToken,
		countryDetails: {
			countryId: result.countryId,
			callingCode: result.countryCallingCode,
			currencyCode: result.currencyCode,
		},
		enableOnlinePaymentFeature: result.onlinePaymentEnabled,
		instituteId: result.instituteId,
		instituteName: result.instituteName ?? context.instituteName,
		websiteEnable: context.websiteEnable,
		registrationInstitute: result.instituteId,
		showWebAccessPopUp: false,
		webAccessMsg: null,
	};
}

/** What the registration form knows about the new student (M7 returns only ids and flags). */
export interface Registrant {
	name: string;
	email: string;
	mobile: string;
	countryId: number;
	callingCode: string | null;
}

/** Session of a newly registered student (spec section 4: successful registration logs in). */
export function sessionFromRegistration(
	result: RegisterResult,
	registrant: Registrant,
	context: SessionContext,
): NewSession {
	return {
		userId: result.userId,
		userInfo: {
			name: registrant.name,
			email: registrant.email,
			mobile: registrant.mobile,
			// Registration sets role 99, which has no student id (spec section 6).
			studentId: null,
			userType: result.userType,
			convenienceFeeEnabled: false,
			convenienceFeePercentage: null,
		},
		studentAuth: studentAuthorization(result.userId, result.credential),
		accessToken: context.accessToken,
		countryDetails: {
			countryId: registrant.countryId,
			callingCode: registrant.callingCode,
			currencyCode: 'INR',
		},
		enableOnlinePaymentFeature: result.onlinePaymentEnabled,
		instituteId: result.instituteId,
		instituteName: context.instituteName,
		websiteEnable: context.websiteEnable,
		registrationInstitute: result.instituteId,
		showWebAccessPopUp: false,
		webAccessMsg: null,
	};
}
