/**
 * The shape of the student session (spec section 3, "Session state"). The store that holds it is
 * `src/stores/session.ts`; the rules that build it (`session-from.ts`) live here, beside the type,
 * and so does its decoder, which accepts a stored session only in this shape.
 */
import { asRecord, ownField } from '../storage/web-storage.ts';

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

type Check = (value: unknown) => boolean;

const isText: Check = (value) => typeof value === 'string';
const isFlag: Check = (value) => typeof value === 'boolean';
const isWhole: Check = (value) => Number.isSafeInteger(value);
const isId: Check = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
const isFinite: Check = (value) => Number.isFinite(value);
const orNull =
	(check: Check): Check =>
	(value) =>
		value === null || check(value);

// Only the listed fields, each checked: the value or null.
function pick<T>(value: unknown, fields: Record<keyof T & string, Check>): T | null {
	const record = asRecord(value);
	if (!record) return null;
	const picked: Record<string, unknown> = {};
	for (const [key, check] of Object.entries<Check>(fields)) {
		const field = ownField(record, key);
		if (!check(field)) return null;
		picked[key] = field;
	}
	return picked as T;
}

const USER_INFO: Record<keyof UserInfo, Check> = {
	name: orNull(isText),
	email: orNull(isText),
	mobile: orNull(isText),
	studentId: orNull(isWhole),
	userType: isWhole,
	convenienceFeeEnabled: isFlag,
	convenienceFeePercentage: orNull(isFinite),
};

const COUNTRY_DETAILS: Record<keyof CountryDetails, Check> = {
	countryId: orNull(isWhole),
	callingCode: orNull(isText),
	currencyCode: isText,
};

// A nested object is whole or not at all: every field present and of its type.
const SESSION: Record<keyof SessionState, Check> = {
	userId: isId,
	userStatus: (value) => value === 'new' || value === 'loggedin',
	userInfo: orNull((value) => pick<UserInfo>(value, USER_INFO) !== null),
	studentAuth: orNull(isText),
	accessToken: orNull(isText),
	countryDetails: orNull((value) => pick<CountryDetails>(value, COUNTRY_DETAILS) !== null),
	enableOnlinePaymentFeature: isFlag,
	instituteId: isId,
	instituteName: orNull(isText),
	websiteEnable: isFlag,
	registrationInstitute: orNull(isId),
	showWebAccessPopUp: isFlag,
	webAccessMsg: orNull(isText),
};

/**
 * A stored session as the session store may use it, or null when it is not one: not an object,
 * a field of the wrong type, a nested object incomplete, a logged-in state without credential, or
 * a status that contradicts the user id. A missing field, but the user id and status, takes its
 * logged-out value; fields the session does not have are dropped, nested ones too.
 */
export function decodeSession(value: unknown): SessionState | null {
	const record = asRecord(value);
	if (!record) return null;
	// Missing fields filled from the logged-out state; the user id and status must be there.
	const filled: Record<string, unknown> = {
		...LOGGED_OUT,
		userId: undefined,
		userStatus: undefined,
	};
	for (const key of Object.keys(SESSION)) {
		const field = ownField(record, key);
		if (field !== undefined) filled[key] = field;
	}
	const session = pick<SessionState>(filled, SESSION);
	if (!session) return null;
	const loggedIn = session.userId !== 0;
	if (session.userStatus !== (loggedIn ? 'loggedin' : 'new')) return null;
	if (loggedIn && session.studentAuth === null) return null;
	return {
		...session,
		userInfo: session.userInfo && pick<UserInfo>(session.userInfo, USER_INFO),
		countryDetails:
			session.countryDetails && pick<CountryDetails>(session.countryDetails, COUNTRY_DETAILS),
	};
}
