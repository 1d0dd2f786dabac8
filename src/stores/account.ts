/**
 * Account actions for a logged-in student (change password). Islands call these; the typed
 * passwords pass through to the server and are never kept.
 */
import { isLmsError } from '../lib/lms/errors.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import {
	CURRENT_PASSWORD_INVALID,
	trimPasswords,
	type ChangePasswordValues,
} from '../lib/validation/change-password.ts';
import { lms } from './lms.ts';
import { $session } from './session.ts';

const accountCalls = () => import('../lib/lms/calls/account.ts');

/** Delay between a successful change and the logout it forces (spec sections 4 and 9). */
export const LOGOUT_AFTER_CHANGE_MS = 3000;

export type ChangePasswordOutcome =
	{ ok: true; message: string | null } | { ok: false; message: string };

/** M12 with trimmed passwords. A 400 means the current password was wrong (CONTRACT.md M12). */
export async function changePassword(
	config: ClientConfig,
	values: ChangePasswordValues,
): Promise<ChangePasswordOutcome> {
	const { current, next } = trimPasswords(values);
	try {
		const [http, { changePassword: change }] = await lms(config, accountCalls);
		const message = await change(http, {
			userId: $session.get().userId,
			oldPassword: current,
			newPassword: next,
		});
		return { ok: true, message };
	} catch (error) {
		if (isLmsError(error) && error.status === 400)
			return { ok: false, message: CURRENT_PASSWORD_INVALID };
		return { ok: false, message: isLmsError(error) ? error.text : String(error) };
	}
}
