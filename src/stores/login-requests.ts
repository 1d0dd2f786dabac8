/**
 * The login flow's work (spec section 4): M3 and what its reply leads to, the institute picker's
 * re-login, the renewal, and M4. It loads with the student's first action on the form (see
 * `login.ts`), together with the calls it makes, so the page ships none of it before.
 */
import {
	accountOf,
	alertForStep,
	loginFailure,
	LOGIN_FLOW_MESSAGES,
	nextLoginStep,
	type LoginAccount,
} from '../lib/auth/login-flow.ts';
import { loggedInText } from '../lib/auth/account-notices.ts';
import { afterLoginPath } from '../lib/auth/redirect.ts';
import { GENERIC_ERROR_TEXT, isLmsError } from '../lib/lms/errors.ts';
import type { LoginResult } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { FORGOT_SENT_MESSAGE } from '../lib/validation/forgot.ts';
import { prepareSession, startSession } from './auth.ts';
import { lms } from './lms.ts';
import {
	$forgotSending,
	$loginState,
	type LoginContext,
	type LoginCredentials,
	type LoginState,
} from './login.ts';
import { carryNotices, notify } from './notices.ts';
import { ensureDeviceId } from './session.ts';

/** Starts loading the calls and the session rules. */
export const prepare = prepareSession;

const accountCalls = () => import('../lib/lms/calls/account.ts');

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
	await startSession(config, { kind: 'login', result, site: context });
	// The page leaves at once: the next one says who is logged in.
	notify('success', loggedInText(result.name));
	carryNotices();
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
