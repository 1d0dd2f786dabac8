/**
 * Shows what the previous page of this tab carried over as it left (a login, a registration, a
 * logout, a 403's message): plain notices, so any page shows them, the home page too, which has
 * no toaster island. The site header and the dashboard frame load this only when there is
 * something to show.
 */
import { takeCarriedNotices } from '../stores/notices.ts';
import { showNotice } from './content/notice.ts';

/** Shows each carried notice once (a reload shows none). */
export function showCarriedNotices(): void {
	for (const { kind, text } of takeCarriedNotices())
		showNotice(text, kind === 'error' || kind === 'warning' ? 'error' : 'success');
}
