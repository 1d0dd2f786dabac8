/**
 * The login flow of spec section 4 as pure decisions: what an M3 reply (one result or a list)
 * leads to, what each refusal tells the student and how a failed M3 is shown. The store
 * (src/stores/login.ts) performs the calls; what the screen shows before them is in
 * login-screen.ts.
 */
import { splitAppLink } from '../lms/app-link.ts';
import { GENERIC_ERROR_TEXT, isLmsError } from '../lms/errors.ts';
import type { LoginResult } from '../lms/types.ts';
import { LOGIN_SCREEN_TEXTS } from './login-screen.ts';

/** User types allowed to log in from the website (spec sections 6 and 9). */
export const ACCEPTED_USER_TYPES: readonly number[] = [1, 99];

/** `login_option` values of a refused login (CONTRACT.md M3). */
export const LOGIN_OPTION = { renew: 10, unregisteredDevice: 11, blocked: 13 } as const;

/** Texts of the login flow, verbatim from the spec (sections 6 and 8). */
export const LOGIN_FLOW_MESSAGES = {
	notAllowed: 'You are not allowed to login from this application, Please contact your admin!',
	renew:
		'You are already logged in on another device. Do you want to use here? You will be logged out from other devices.',
	unableTitle: 'Unable to login!',
	unregisteredDevice:
		'This is not your registered device for login kindly use a registered device. For any query please contact your administrator.',
	blocked: 'Your account has been blocked. Please contact your institute/school!',
} as const;

/** What an M3 reply leads to. */
export type LoginStep =
	| { kind: 'picker'; entries: LoginResult[] }
	| { kind: 'relogin'; entry: LoginResult }
	| { kind: 'not-allowed' }
	| { kind: 'renew' }
	| { kind: 'unregistered-device' }
	| { kind: 'blocked' }
	| { kind: 'logged-in'; result: LoginResult };

/** True for the user types that may log in here (1 and 99). */
export function isAcceptedUserType(userType: number): boolean {
	return ACCEPTED_USER_TYPES.includes(userType);
}

/**
 * The next step after an M3 reply. A list keeps the student-type entries: several open the
 * institute picker, one is logged into again with its ids, none is refused. A single result is
 * refused by its login option (10 renew, 11 unregistered device, 13 blocked) or by its user type.
 */
export function nextLoginStep(reply: LoginResult | LoginResult[]): LoginStep {
	if (Array.isArray(reply)) {
		const entries = reply.filter((entry) => isAcceptedUserType(entry.userType));
		const [only] = entries;
		if (only === undefined) return { kind: 'not-allowed' };
		return entries.length === 1 ? { kind: 'relogin', entry: only } : { kind: 'picker', entries };
	}
	switch (reply.loginOption) {
		case LOGIN_OPTION.renew:
			return { kind: 'renew' };
		case LOGIN_OPTION.unregisteredDevice:
			return { kind: 'unregistered-device' };
		case LOGIN_OPTION.blocked:
			return { kind: 'blocked' };
		default:
			return isAcceptedUserType(reply.userType)
				? { kind: 'logged-in', result: reply }
				: { kind: 'not-allowed' };
	}
}

/** The account a re-login names (CONTRACT.md M3: the chosen entry's ids and institute). */
export interface LoginAccount {
	userId: number;
	userType: number;
	instituteId: number;
}

/** The ids of a list entry, for the re-login. */
export function accountOf(entry: LoginResult): LoginAccount {
	return { userId: entry.userId, userType: entry.userType, instituteId: entry.instituteId };
}

/** A modal alert of the login screen; `renew` alerts retry the login on OK. */
export interface LoginAlert {
	kind: 'renew' | 'notice';
	heading: string;
	text: string;
	link: { text: string; url: string } | null;
}

/** The alert a refusal step shows, or null for steps that show none. */
export function alertForStep(step: LoginStep): LoginAlert | null {
	switch (step.kind) {
		case 'renew':
			return {
				kind: 'renew',
				heading: LOGIN_SCREEN_TEXTS.renewTitle,
				text: LOGIN_FLOW_MESSAGES.renew,
				link: null,
			};
		case 'unregistered-device':
			return {
				kind: 'notice',
				heading: LOGIN_FLOW_MESSAGES.unableTitle,
				text: LOGIN_FLOW_MESSAGES.unregisteredDevice,
				link: null,
			};
		case 'blocked':
			return {
				kind: 'notice',
				heading: LOGIN_SCREEN_TEXTS.blockedTitle,
				text: LOGIN_FLOW_MESSAGES.blocked,
				link: null,
			};
		default:
			return null;
	}
}

/** How a failed M3 is shown: an alert with the app link, or an error toast. */
export type LoginFailure = { kind: 'alert'; alert: LoginAlert } | { kind: 'toast'; text: string };

/**
 * A 403 whose message carries the app-link marker shows the text before it and a link to the URL
 * after it (spec sections 4, 6, 8); anything else shows the resolved error text (for a wrong
 * password, the server's message).
 */
export function loginFailure(error: unknown): LoginFailure {
	if (!isLmsError(error)) return { kind: 'toast', text: GENERIC_ERROR_TEXT };
	if (error.status === 403) {
		const { text, link } = splitAppLink(error.text);
		if (link !== null) {
			return {
				kind: 'alert',
				alert: {
					kind: 'notice',
					heading: LOGIN_SCREEN_TEXTS.appLinkTitle,
					text,
					link: { text: LOGIN_SCREEN_TEXTS.appLinkText, url: link },
				},
			};
		}
	}
	return { kind: 'toast', text: error.text };
}
