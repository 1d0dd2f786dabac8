/**
 * The login page's script: what the page does before the form's island hydrates, which waits for
 * the student to start on the form (`client:engaged`). A student already logged in has nothing to
 * do here and goes home. Otherwise the note that a login will last for this page only shows where
 * the browser keeps no data for the site, and 'Register here' carries the page's ?from= along.
 */
import { registerUrl } from '../lib/auth/login-screen.ts';
import { $loggedIn, loginLastsForThePageOnly } from '../stores/session.ts';

if ($loggedIn.get()) location.replace('/');
else {
	const note = document.querySelector<HTMLElement>('[data-page-only-note]');
	if (note && loginLastsForThePageOnly()) note.dataset['shown'] = '';
	for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-register-link]'))
		link.href = registerUrl(location.search);
}
