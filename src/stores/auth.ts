/**
 * Session actions that talk to the LMS: the one way a session starts (after login, the institute
 * picker or registration) and ends (logout). Islands and other stores call these; they never
 * touch the transport or the session store's setters themselves.
 */
import type { Registrant, SessionContext } from '../lib/auth/session-from.ts';
import type { LoginResult, RegisterResult } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { LOGGED_OUT_TEXT } from '../lib/auth/account-notices.ts';
import { lms, preload } from './lms.ts';
import { carryNotices, notify } from './notices.ts';
import { $session, endSession, ensureDeviceId, setSession } from './session.ts';

const accountCalls = () => import('../lib/lms/calls/account.ts');
// The rules that turn a result into a session run once per login: they load with the calls.
const sessionRules = () => import('../lib/auth/session-from.ts');

/** What the site knows about itself when a session starts (the token is fetched here). */
export type SiteContext = Omit<SessionContext, 'accessToken'>;

/** Where a new session comes from: a login result (a picker choice included) or a registration. */
export type SessionSource =
	| { kind: 'login'; result: LoginResult; site: SiteContext }
	| { kind: 'registration'; result: RegisterResult; registrant: Registrant; site: SiteContext };

/** Starts loading what `startSession` needs, on a login or registration form's first focus. */
export function prepareSession(): void {
	preload(accountCalls);
	sessionRules().catch(() => {
		// Reported by startSession, which loads it again.
	});
}

/**
 * Starts the student's session after a login or a registration: the web access token (M2), then
 * the session made from the result and the token. The token is optional in the session, so its
 * failure (or a client that cannot load) never stops the login.
 */
export async function startSession(config: ClientConfig, source: SessionSource): Promise<void> {
	const token = lms(config, accountCalls)
		.then(([http, { getWebAccess }]) => getWebAccess(http, config.instituteId))
		.then(
			(access) => access.accessToken,
			() => null,
		);
	const [accessToken, rules] = await Promise.all([token, sessionRules()]);
	const context = { ...source.site, accessToken };
	setSession(
		source.kind === 'login'
			? rules.sessionFromLogin(source.result, context)
			: rules.sessionFromRegistration(source.result, source.registrant, context),
	);
}

/**
 * Logs out: M14 for this device (its errors are ignored, spec section 7), then clears the session.
 * Every caller then leaves the page, so the notice that says so goes to the next one.
 */
export async function logout(config: ClientConfig): Promise<void> {
	const loggedIn = $session.get().userId !== 0;
	if (loggedIn) {
		try {
			const [http, calls] = await lms(config, accountCalls);
			await calls.logout(http, ensureDeviceId());
		} catch {
			// The client could not load (offline): the session ends all the same.
		}
	}
	endSession();
	if (!loggedIn) return;
	notify('success', LOGGED_OUT_TEXT);
	carryNotices();
}
