/**
 * Login and forgot-password actions (spec sections 2 and 4) and their in-flight state. Islands
 * call these and read `$loginState`. The work behind the actions (`login-requests.ts`, with the
 * decisions of src/lib/auth/login-flow.ts and the LMS calls) loads on the form's first focus, so
 * the page ships only this state before the student acts.
 *
 * The typed password is an argument of each call and nothing else: it is never put in a store
 * (persisted or not) nor in web storage. Only the ids of the account being logged into are kept,
 * so a renewal can retry the same account.
 */
import { atom } from 'nanostores';
import type { LoginAccount, LoginAlert } from '../lib/auth/login-flow.ts';
import type { LoginResult } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import type { SiteContext } from './auth.ts';
import { deferred } from './deferred.ts';

/** What the page knows about the site for the session; the access token is fetched after login. */
export type LoginContext = SiteContext;

/** What the student typed; held by the island only. */
export interface LoginCredentials {
	identifier: string;
	password: string;
}

export interface LoginState {
	/** An M3 (or the token fetch after it) is running. */
	busy: boolean;
	/** Entries of the open 'Select Institute' picker; null when it is closed. */
	picker: LoginResult[] | null;
	/** The open alert (renewal offer, refusal, app link); null when none. */
	alert: LoginAlert | null;
	/** The account last tried by its ids (a picker choice or a single entry); a renewal retries it. */
	account: LoginAccount | null;
	/** Where to go now that the student is logged in. */
	redirect: string | null;
}

export const IDLE_LOGIN: LoginState = {
	busy: false,
	picker: null,
	alert: null,
	account: null,
	redirect: null,
};

export const $loginState = atom<LoginState>(IDLE_LOGIN);

/** True while M4 is running. */
export const $forgotSending = atom(false);

// A load that fails (offline) is reported like the request it stands for, and tried again next time.
const flow = deferred(() => import('./login-requests.ts'));
type Flow = typeof import('./login-requests.ts');

// LOG IN is busy from the click, also while the flow itself is still loading.
function loggingIn(run: (module: Flow) => Promise<void>) {
	$loginState.set({ ...$loginState.get(), busy: true });
	return flow.run(undefined, run).finally(() => {
		if ($loginState.get().redirect === null) $loginState.set({ ...$loginState.get(), busy: false });
	});
}

/** Starts loading the flow and its calls (the island calls it when the student starts on a form). */
export function prepareLogin(): void {
	flow.prepare();
}

/** LOG IN: the first M3 with what was typed (user id and type 0). */
export function logIn(
	config: ClientConfig,
	context: LoginContext,
	credentials: LoginCredentials,
): Promise<void> {
	return loggingIn((module) => module.logIn(config, context, credentials));
}

/** OK of 'Select Institute': logs in again as the chosen entry (its user id, type and institute). */
export function chooseInstitute(
	config: ClientConfig,
	context: LoginContext,
	credentials: LoginCredentials,
	entry: LoginResult,
): Promise<void> {
	return loggingIn((module) => module.chooseInstitute(config, context, credentials, entry));
}

/** OK of the "already logged in on another device" alert: retries, logging out other devices. */
export function renewSession(
	config: ClientConfig,
	context: LoginContext,
	credentials: LoginCredentials,
): Promise<void> {
	return loggingIn((module) => module.renewSession(config, context, credentials));
}

/**
 * Continue of the forgot-password form: M4 with the mobile number; resolves true on success (the
 * dialog then closes).
 */
export function requestNewPassword(config: ClientConfig, mobile: string): Promise<boolean> {
	return flow.run(false, (module) => module.requestNewPassword(config, mobile));
}

/** Close of the picker or an alert. */
export function dismissLoginDialog(): void {
	$loginState.set({ ...$loginState.get(), picker: null, alert: null });
}
