/**
 * The shop inside the dashboard's frame (the Dashboard issue: the products list, courses, cart
 * and product detail stay reachable without losing the sidebar): the same pages, at the same
 * paths under `/dashboard`.
 */

/** The in-frame address of a public page's path, e.g. `/product` → `/dashboard/product`. */
export function inDashboard(path: string): string {
	return `/dashboard${path}`;
}

/** The sidebar's shop entries (in the frame). */
export const SHOP_LINKS = [
	{ label: 'Products', href: inDashboard('/product') },
	{ label: 'Courses', href: inDashboard('/courses') },
	{ label: 'Cart', href: inDashboard('/cart') },
] as const;
