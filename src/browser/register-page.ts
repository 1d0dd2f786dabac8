/**
 * The registration page's script: 'Already have an account? Login here' carries the page's ?from=
 * along before the form's island hydrates, which waits for the student to start on the form
 * (`client:engaged`).
 */
import { loginUrl } from '../lib/auth/redirect.ts';

for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-login-link]'))
	link.href = loginUrl(new URLSearchParams(location.search).get('from'));
