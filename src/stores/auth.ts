/**
 * Session actions that talk to the LMS. Islands call these; they never touch the client's
 * session wiring themselves.
 */
import type { ClientConfig } from '../lib/site/client-config.ts';
import { lmsClient } from './client.ts';
import { $session, endSession, ensureDeviceId } from './session.ts';

/** Logs out: M14 for this device (its errors are ignored, spec section 7), then clears the session. */
export async function logout(config: ClientConfig): Promise<void> {
	if ($session.get().userId !== 0) await lmsClient(config).logout(ensureDeviceId());
	endSession();
}
