/**
 * The shape of the student session (spec section 3, "Session state"). The store that holds it is
 * `src/stores/session.ts`; the rules that build it (`session-from.ts`) live here, beside the type.
 */

export interface UserInfo {
	name: string | null;
	email: string | null;
	mobile: string | null;
	/** null for user type 99 (spec section 6). */
	studentId: number | null;
	userType: number;
	convenienceFeeEnabled: boolean;
	convenienceFeePercentage: number | null;
}

export interface CountryDetails {
	countryId: number | null;
	callingCode: string | null;
	currencyCode: string;
}

export interface SessionState {
	/** 0 means logged out. */
	userId: number;
	userStatus: 'new' | 'loggedin';
	userInfo: UserInfo | null;
	/** `Basic base64(user_id:credential)`, the credential being the one the server returned. */
	studentAuth: string | null;
	accessToken: string | null;
	countryDetails: CountryDetails | null;
	enableOnlinePaymentFeature: boolean;
	instituteId: number;
	instituteName: string | null;
	websiteEnable: boolean;
	/** The institute the student registered or logged in with (may be a branch). */
	registrationInstitute: number | null;
	/** Web access switched off at run time by a logout message with the app-link marker. */
	showWebAccessPopUp: boolean;
	webAccessMsg: string | null;
}

export const LOGGED_OUT: SessionState = {
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
