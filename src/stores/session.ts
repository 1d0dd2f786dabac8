/**
 * The student session (spec section 3, "Session state"), shared by the header and every island,
 * persisted in localStorage and synchronised across open tabs (where the browser refuses storage,
 * for the tab or the page only, see persist.ts). It never holds the
 * password the student typed: only the server-issued credential, inside `studentAuth`
 * (CONTRACT.md).
 */
import { computed } from 'nanostores';
import { decodeSession, LOGGED_OUT, type SessionState } from '../lib/auth/session.ts';
import { credentialPlace, persistentJson, persistentText } from './persist.ts';

export { LOGGED_OUT };
export type { SessionState };

/** Storage key, also read by the header's tiny pre-paint script. */
export const SESSION_KEY = 'session';

// A credential: kept only in this origin's storage, or for the page (persist.ts).
export const $session = persistentJson<SessionState>(SESSION_KEY, LOGGED_OUT, decodeSession);

export const $loggedIn = computed($session, (session) => session.userId !== 0);

// What crypto.randomUUID() makes; anything else stored there is replaced by a new id.
const isDeviceId = (text: string) => /^[0-9a-f-]{36}$/i.test(text);

/** A stable id for this browser, sent as `device_id` (kept across logouts). */
export const $deviceId = persistentText('device_id', '', isDeviceId);

/** The device id, created on first use. */
export function ensureDeviceId(): string {
	let id = $deviceId.get();
	if (!id) {
		id = crypto.randomUUID();
		$deviceId.set(id);
	}
	return id;
}

/** Whether a login now would last only for this page: the browser keeps no data for the site. */
export function loginLastsForThePageOnly(): boolean {
	return credentialPlace() === 'page';
}

/** Replaces the session; `startSession` of `auth.ts` is the action that calls it. */
export function setSession(session: Omit<SessionState, 'userStatus'>): void {
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
