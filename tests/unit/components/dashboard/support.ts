/**
 * What the dashboard panels' component tests share: the island's config and a logged-in student
 * (the panels show nothing to a visitor).
 */
import { LOGGED_OUT, setSession } from '../../../../src/stores/session.ts';

/** The `config` prop the dashboard pages pass. */
export const config = {
	domain: 'sunrise-academy.in',
	mainApiUrl: 'https://lms.test',
	productApiUrl: 'https://prod.test',
	instituteId: 101,
};

/** A fresh logged-in session (user 501). */
export function logInStudent(): void {
	localStorage.clear();
	setSession({ ...LOGGED_OUT, userId: 501, studentAuth: 'Basic NTAxOmNyZWQ=' });
}
