/**
 * The student session (spec section 3, "Session state"), shared by the header and every island,
 * persisted in localStorage and synchronised across open tabs. It never holds the password the
 * student typed: only the server-issued credential, inside `studentAuth` (CONTRACT.md).
 */
import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { persistentJson } from './persist.ts';

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

const isSession = (value: unknown): value is SessionState => {
	const session = value as Partial<SessionState> | null;
	return (
		typeof session === 'object' &&
		session !== null &&
		typeof session.userId === 'number' &&
		(session.userStatus === 'new' || session.userStatus === 'loggedin') &&
		(session.userId === 0 || typeof session.studentAuth === 'string')
	);
};

/** Storage key, also read by the header's tiny pre-paint script. */
export const SESSION_KEY = 'session';

export const $session = persistentJson<SessionState>(SESSION_KEY, LOGGED_OUT, isSession);

export const $loggedIn = computed($session, (session) => session.userId !== 0);

/** A stable id for this browser, sent as `device_id` (kept across logouts). */
export const $deviceId = persistentAtom<string>('device_id', '');

/** The device id, created on first use. */
export function ensureDeviceId(): string {
	let id = $deviceId.get();
	if (!id) {
		id = crypto.randomUUID();
		$deviceId.set(id);
	}
	return id;
}

/** Replaces the session after a successful login or registration. */
export function startSession(session: Omit<SessionState, 'userStatus'>): void {
	$session.set({ ...session, userStatus: 'loggedin' });
}

/** Clears the student's data (back to "new"), keeping run-time web-access state. */
export function endSession(webAccessMsg: string | null = null): void {
	$session.set({
		...LOGGED_OUT,
		showWebAccessPopUp: webAccessMsg !== null,
		webAccessMsg,
	});
}
