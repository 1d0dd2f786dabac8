/**
 * Session actions that talk to the LMS: the one way a session starts (after login, the institute
 * picker or registration) and ends (logout). Islands and other stores call these; they never
 * touch the transport or the session store's setters themselves.
 */
import type { SessionState } from '../lib/auth/session.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { lms } from './lms.ts';
import { $session, endSession, ensureDeviceId, setSession } from './session.ts';

const accountCalls = () => import('../lib/lms/calls/account.ts');

/**
 * Starts the student's session after a login (a picker choice included) or a registration: the
 * web access token (M2) first, then the session `build` makes from it. The token is optional in
 * the session, so its failure (or a client that cannot load) never stops the login.
 */
export async function startSession(
	config: ClientConfig,
	build: (accessToken: string | null) => Omit<SessionState, 'userStatus'>,
): Promise<void> {
	const accessToken = await lms(config, accountCalls)
		.then(([http, { getWebAccess }]) => getWebAccess(http, config.instituteId))
		.then(
			(access) => access.accessToken,
			() => null,
		);
	setSession(build(accessToken));
}

/** Logs out: M14 for this device (its errors are ignored, spec section 7), then clears the session. */
export async function logout(config: ClientConfig): Promise<void> {
	if ($session.get().userId !== 0) {
		try {
			const [http, calls] = await lms(config, accountCalls);
			await calls.logout(http, ensureDeviceId());
		} catch {
			// The client could not load (offline): the session ends all the same.
		}
	}
	endSession();
}
