/**
 * The login page's script: what the page does before the form's island hydrates, which waits for
 * the student to start on the form (`client:engaged`). A student already logged in has nothing to
 * do here and goes home; otherwise 'Register here' carries the page's ?from= along.
 */
import { registerUrl } from '../lib/auth/login-screen.ts';
import { $loggedIn } from '../stores/session.ts';

if ($loggedIn.get()) location.replace('/');
else
	for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-register-link]'))
		link.href = registerUrl(location.search);
