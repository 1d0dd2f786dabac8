/**
 * Login and forgot-password actions (spec sections 2 and 4) and their in-flight state. Islands
 * call these and read `$loginState`; the decisions come from src/lib/auth/login-flow.ts.
 *
 * The typed password is an argument of each call and nothing else: it is never put in a store
 * (persisted or not) nor in web storage. Only the ids of the account being logged into are kept,
 * so a renewal can retry the same account.
 */
import { atom } from 'nanostores';
import {
	accountOf,
	alertForStep,
	loginFailure,
	LOGIN_FLOW_MESSAGES,
	nextLoginStep,
	type LoginAccount,
	type LoginAlert,
} from '../lib/auth/login-flow.ts';
import { afterLoginPath } from '../lib/auth/redirect.ts';
import { sessionFromLogin, type SessionContext } from '../lib/auth/session-from.ts';
import { GENERIC_ERROR_TEXT, isLmsError } from '../lib/lms/errors.ts';
import type { LoginResult } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { FORGOT_SENT_MESSAGE } from '../lib/validation/forgot.ts';
import { lms, preload } from './lms.ts';
import { notify } from './notices.ts';
import { startSession } from './auth.ts';
import { ensureDeviceId } from './session.ts';

/** What the page knows about the site for the session; the access token is fetched after login. */
export type LoginContext = Omit<SessionContext, 'accessToken'>;

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

const accountCalls = () => import('../lib/lms/calls/account.ts');

/** Starts loading the LMS calls early (the island calls it when the student starts on a form). */
export function prepareLogin(): void {
	preload(accountCalls);
}

const update = (patch: Partial<LoginState>) => $loginState.set({ ...$loginState.get(), ...patch });

interface Attempt {
	account: LoginAccount | null;
	logoutFromAllDevices: boolean;
	/** False once the single list entry has been logged into again: no endless re-login. */
	mayRelogin: boolean;
}

async function attempt(
	config: ClientConfig,
	context: LoginContext,
	credentials: LoginCredentials,
	tried: Attempt,
): Promise<void> {
	update({ busy: true, picker: null, alert: null, account: tried.account });
	try {
		const [http, { login }] = await lms(config, accountCalls);
		const reply = await login(http, {
			userName: credentials.identifier.trim(),
			password: credentials.password,
			deviceId: ensureDeviceId(),
			logoutFromAllDevices: tried.logoutFromAllDevices,
			...(tried.account ?? {}),
		});
		await settle(config, context, credentials, reply, tried);
	} catch (error) {
		const failure = loginFailure(error);
		if (failure.kind === 'alert') update({ alert: failure.alert });
		else notify('error', failure.text);
	} finally {
		if ($loginState.get().redirect === null) update({ busy: false });
	}
}

async function settle(
	config: ClientConfig,
	context: LoginContext,
	credentials: LoginCredentials,
	reply: LoginResult | LoginResult[],
	tried: Attempt,
): Promise<void> {
	const step = nextLoginStep(reply);
	switch (step.kind) {
		case 'picker':
			update({ picker: step.entries });
			return;
		case 'relogin':
			if (tried.mayRelogin) {
				return attempt(config, context, credentials, {
					account: accountOf(step.entry),
					logoutFromAllDevices: tried.logoutFromAllDevices,
					mayRelogin: false,
				});
			}
			update({ picker: [step.entry] });
			return;
		case 'not-allowed':
			notify('error', LOGIN_FLOW_MESSAGES.notAllowed);
			return;
		case 'logged-in':
			return complete(config, context, step.result);
		default:
			update({ alert: alertForStep(step) });
	}
}

async function complete(
	config: ClientConfig,
	context: LoginContext,
	result: LoginResult,
): Promise<void> {
	if (!result.credential) {
		notify('error', GENERIC_ERROR_TEXT);
		return;
	}
	await startSession(config, (accessToken) =>
		sessionFromLogin(result, { ...context, accessToken }),
	);
	update({ redirect: afterLoginPath(globalThis.location?.search ?? '') });
}

/** LOG IN: the first M3 with what was typed (user id and type 0). */
export function logIn(
	config: ClientConfig,
	context: LoginContext,
	credentials: LoginCredentials,
): Promise<void> {
	return attempt(config, context, credentials, {
		account: null,
		logoutFromAllDevices: false,
		mayRelogin: true,
	});
}

/** OK of 'Select Institute': logs in again as the chosen entry (its user id, type and institute). */
export function chooseInstitute(
	config: ClientConfig,
	context: LoginContext,
	credentials: LoginCredentials,
	entry: LoginResult,
): Promise<void> {
	return attempt(config, context, credentials, {
		account: accountOf(entry),
		logoutFromAllDevices: false,
		mayRelogin: false,
	});
}

/** OK of the "already logged in on another device" alert: retries, logging out other devices. */
export function renewSession(
	config: ClientConfig,
	context: LoginContext,
	credentials: LoginCredentials,
): Promise<void> {
	return attempt(config, context, credentials, {
		account: $loginState.get().account,
		logoutFromAllDevices: true,
		mayRelogin: true,
	});
}

/** Close of the picker or an alert. */
export function dismissLoginDialog(): void {
	update({ picker: null, alert: null });
}

/**
 * Continue of the forgot-password form: M4 with the mobile number. Shows the spec's success text
 * or the error text; resolves true on success (the dialog then closes).
 */
export async function requestNewPassword(config: ClientConfig, mobile: string): Promise<boolean> {
	$forgotSending.set(true);
	try {
		const [http, { forgotPassword }] = await lms(config, accountCalls);
		await forgotPassword(http, mobile);
		notify('success', FORGOT_SENT_MESSAGE);
		return true;
	} catch (error) {
		notify('error', isLmsError(error) ? error.text : GENERIC_ERROR_TEXT);
		return false;
	} finally {
		$forgotSending.set(false);
	}
}
