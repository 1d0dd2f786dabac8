/**
 * After the registration-denied text the visitor goes to the site root (spec sections 8 and 9).
 * A module of its own, without state and without imports, so the closed /register page (no
 * island) ships only this timer (the form's rules would bring the form's chunk, and React with
 * it); the register island starts the same one after a 403.
 */

/** A refused registration redirects to the site root after this long (spec section 9). */
export const DENIED_REDIRECT_MS = 5000;

/** Where the visitor goes: the site root. */
export const DENIED_REDIRECT_PATH = '/';

/**
 * Starts the 5 s timer; when it fires, `go` receives the site root. Returns a cancel, for a view
 * that goes away first.
 */
export function redirectAfterDenial(go: (path: string) => void): () => void {
	const timer = setTimeout(() => go(DENIED_REDIRECT_PATH), DENIED_REDIRECT_MS);
	return () => clearTimeout(timer);
}
