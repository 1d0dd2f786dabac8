/**
 * The student session (spec section 3, "Session state"), shared by the header and every island,
 * persisted in localStorage and synchronised across open tabs. It never holds the password the
 * student typed: only the server-issued credential, inside `studentAuth` (CONTRACT.md).
 */
import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { LOGGED_OUT, type SessionState } from '../lib/auth/session.ts';
import { persistentJson } from './persist.ts';

export { LOGGED_OUT };
export type { SessionState };

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
