/**
 * The dashboard frame's live parts (src/layouts/DashboardFrame.astro): the guard after load (a
 * logout in another tab, or a 403 that ended the session, sends this tab to /login with its
 * address remembered, and the 403's message with it), the logout icon (M14, errors ignored, then the site root), the offline
 * notice and offline reading (offline.ts). Vanilla: every dashboard page has the frame.
 */
import { loginUrl } from '../lib/auth/redirect.ts';
import { carryNotices, hasCarriedNotices } from '../stores/notices.ts';
import { $session } from '../stores/session.ts';
import { pageClientConfig } from './page-config.ts';
import { keepForOffline, showWhileOffline } from './offline.ts';

// What the previous page said as it left (the login page after logging in, say).
if (hasCarriedNotices())
	void import('./carried-notices.ts').then((module) => module.showCarriedNotices());

let leaving = false;

$session.subscribe(({ userId }) => {
	if (userId === 0 && !leaving) {
		leaving = true;
		// A 403's message (src/stores/lms.ts) is shown on the login page rather than lost.
		carryNotices();
		location.replace(loginUrl(location.pathname));
	}
});

// eslint-disable-next-line @typescript-eslint/no-misused-promises -- async only to await the lazily loaded logout; nothing awaits a listener
document.querySelector('[data-dashboard-logout]')?.addEventListener('click', async () => {
	leaving = true;
	// Loaded on demand, like the site header's LOGOUT.
	const { logout } = await import('../stores/auth.ts');
	await logout(pageClientConfig());
	location.assign('/');
});

showWhileOffline(document.querySelector<HTMLElement>('[data-offline-notice]'));
keepForOffline();
