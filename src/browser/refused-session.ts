/**
 * A 403 to a call that carried the student's authorization, on a vanilla page (no React, no
 * toaster): the session ends with the server's message as the page's notice, or with the
 * web-access popup when the message carries the app-link marker (spec sections 4 and 6), as
 * `forbidden` of src/stores/lms.ts does on island pages. Reading the message and showing it load
 * only then: the pages that can meet it (the products list, home) ship neither before.
 */
import { splitAppLink } from '../lib/lms/app-link.ts';
import { endSession } from '../stores/session.ts';

/** Ends the session a 403 refused; `body` is the refusal's reply body. */
export function endRefusedSession(body: unknown): void {
	import('./refused-notice.ts').then(
		({ serverMessage, showNotice }) => {
			const message = serverMessage(body) ?? '';
			if (splitAppLink(message).link) return endSession(message);
			endSession();
			if (message.trim()) showNotice(message);
		},
		// Offline, the message cannot load: the session ends all the same.
		() => endSession(),
	);
}
