/**
 * Where login and registration send the student afterwards (spec sections 2, 4, 5): back to the
 * remembered origin, or to the cart when they came from a non-empty cart. The origin travels in
 * the login URL (`/login?from=/dashboard/my-orders`), and only same-site paths are honoured.
 */

import { isSitePath } from '../security/url.ts';

/** The marker the cart uses when it sends a visitor to log in (spec: "a from-cart marker"). */
export const FROM_CART = 'cart';

/** A same-site path (`/x`), never `//host`, a scheme, or a backslash trick; else null. */
export function safeInternalPath(value: string | null | undefined): string | null {
	return value && isSitePath(value) ? value : null;
}

/** The login URL remembering where the visitor was (a path, or FROM_CART). */
export function loginUrl(from: string | null): string {
	if (from === FROM_CART) return `/login?from=${FROM_CART}`;
	const path = safeInternalPath(from);
	return path && path !== '/' && !path.startsWith('/login')
		? `/login?from=${encodeURIComponent(path)}`
		: '/login';
}

/** Where to go after logging in: the cart if they came from it, the remembered path, else home. */
export function afterLoginPath(search: string): string {
	const from = new URLSearchParams(search).get('from');
	if (from === FROM_CART) return '/cart';
	return safeInternalPath(from) ?? '/';
}

/** Where to go after registering: /cart if they arrived from a non-empty cart, else / (spec section 2). */
export function afterRegistrationPath(search: string, cartCount: number): string {
	const from = new URLSearchParams(search).get('from');
	return from === FROM_CART && cartCount > 0 ? '/cart' : '/';
}
