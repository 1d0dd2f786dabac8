/**
 * A 403 to a call that carried the student's authorization, on a vanilla page (no React, no
 * toaster): the session ends with the server's message as the page's notice, or with the
 * web-access popup when the message carries the app-link marker (spec sections 4 and 6), as
 * `forbidden` of src/stores/lms.ts does on island pages.
 */
import { splitAppLink } from '../lib/lms/app-link.ts';
import { endSession } from '../stores/session.ts';
import { showNotice } from './content/notice.ts';

/** Ends the session a 403 refused; `message` is the server's (or ''). */
export function endRefusedSession(message: string): void {
	if (splitAppLink(message).link) return endSession(message);
	endSession();
	if (message.trim()) showNotice(message);
}
