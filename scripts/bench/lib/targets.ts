/**
 * The page types the benchmark measures on each tenant, and how to tell whether one exists yet.
 */

export interface PageType {
	id: string;
	/** Root-relative path; null when the first sitemap entry under `sitemapPrefix` is measured. */
	path: string | null;
	/** For `path: null`: the folder whose first sitemap entry is measured (`/more/`, `/product/`). */
	sitemapPrefix?: string;
	/** Login, register and the cart always count as island (form) pages. */
	form: boolean;
	/** The status the page is served with when it exists (the runtime content page is the 404 page). */
	status: 200 | 404;
	/** Measured as the tenant's logged-in demo student (the dashboard). */
	student?: boolean;
}

export const PAGE_TYPES: readonly PageType[] = [
	{ id: 'home', path: '/', form: false, status: 200 },
	{ id: 'courses', path: '/courses', form: false, status: 200 },
	{ id: 'product', path: '/product', form: false, status: 200 },
	// The first product's own page (the sandbox lists one with a discount, offers and videos).
	{ id: 'detail', path: null, sitemapPrefix: '/product/', form: false, status: 200 },
	{ id: 'faqs', path: '/faqs', form: false, status: 200 },
	{ id: 'about', path: '/about', form: false, status: 200 },
	{ id: 'contact', path: '/contact', form: false, status: 200 },
	{ id: 'more', path: null, sitemapPrefix: '/more/', form: false, status: 200 },
	{ id: 'policy', path: '/privacy-policy', form: false, status: 200 },
	{ id: 'unknown', path: '/bench-unknown-page', form: false, status: 404 },
	{ id: 'login', path: '/login', form: true, status: 200 },
	{ id: 'register', path: '/register', form: true, status: 200 },
	// An island page like the forms: the cart is React (it counts against the form budget).
	{ id: 'cart', path: '/cart', form: true, status: 200 },
	// The dashboard, as the tenant's demo student: home is vanilla, orders and profile are islands.
	{ id: 'dashboard', path: '/dashboard', form: false, status: 200, student: true },
	{ id: 'orders', path: '/dashboard/my-orders', form: true, status: 200, student: true },
	{ id: 'profile', path: '/dashboard/profile', form: true, status: 200, student: true },
];

/** The first path under `prefix` (e.g. `/more/`) that a sitemap lists for `domain`, or null. */
export function sitemapPath(sitemapXml: string, domain: string, prefix: string): string | null {
	for (const [, loc] of sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
		const url = new URL(loc!);
		if (url.hostname === domain && url.pathname.startsWith(prefix)) return url.pathname;
	}
	return null;
}

/**
 * Whether a page of this type exists: served with its expected status as the tenant's own HTML.
 * A known route answered by the 404 page does not exist yet; the unknown path needs the 404 page.
 */
export function pageExists(type: PageType, status: number, contentType: string): boolean {
	return status === type.status && contentType.startsWith('text/html');
}
