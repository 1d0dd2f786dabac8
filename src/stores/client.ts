/**
 * The LMS client as islands use it: bound to the tenant (API bases, institute id) and to the
 * session, so student calls carry the session's authorization and a 403 logs the student out
 * with the server's message (spec section 6), or with the web-access popup when the message
 * carries the app-link marker (spec section 4).
 */
import { createLmsClient, splitAppLink, type LmsClient } from '../lib/lms/index.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { notify } from './notices.ts';
import { $session, endSession } from './session.ts';

/** A client for this tenant and the current session. */
export function lmsClient(config: ClientConfig): LmsClient {
	return createLmsClient({
		mainApiUrl: config.mainApiUrl,
		productApiUrl: config.productApiUrl,
		instituteId: config.instituteId,
		getStudent: () => {
			const { userId, studentAuth } = $session.get();
			return userId !== 0 && studentAuth ? { userId, authorization: studentAuth } : null;
		},
		onForbidden: (message) => {
			// A message with the app-link marker also turns web access off (spec section 4).
			if (splitAppLink(message).link) return endSession(message);
			endSession();
			notify('error', message);
		},
	});
}
