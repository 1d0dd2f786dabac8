/**
 * The page types the benchmark measures on each tenant (every route of src/pages/[tenant]/), the
 * budget kind of each (issue 14: content, product or island page), the visitor state each is
 * loaded in, and how to tell whether a page exists yet.
 */

/**
 * Content pages: the page's own JavaScript is inline (at most 3 KB gzip) and no file loads
 * but the header's small script. Product pages: the store's cards, at most 20 KB of JS. Island
 * pages: a React (or runtime-rendered) application, at most 90 KB of JS.
 */
export type PageKind = 'content' | 'product' | 'island';

export interface PageType {
	id: string;
	/** Root-relative path; null when the first sitemap entry under `sitemapPrefix` is measured. */
	path: string | null;
	/** For `path: null`: the folder whose first sitemap entry is measured (`/more/`, `/product/`). */
	sitemapPrefix?: string;
	/** For `path: null`: put before the sitemap's path (the dashboard's copy of a public page). */
	under?: string;
	kind: PageKind;
	/** Counted as an island page when it renders a <form> (contact, with the institute's lead form). */
	formMakesIsland?: boolean;
	/** The status the page is served with when it exists (the runtime content page is the 404 page). */
	status: 200 | 404;
	/** Measured as the tenant's logged-in demo student (the dashboard, the checkout). */
	student?: boolean;
	/**
	 * Measured with a product the student can buy in the cart (bench/lib/student.ts): `required`
	 * (no such product, no such page) or `if-any` (else with the empty cart, as a school has it).
	 */
	cart?: 'required' | 'if-any';
}

// Each entry's comment says why the page type is of its kind (the spec's route table, section 2).
export const PAGE_TYPES: readonly PageType[] = [
	// Product: the slider and the popular products' cards with their live cart buttons.
	{ id: 'home', path: '/', kind: 'product', status: 200 },
	// Content: course cards are text with a long-description popup; courses are not sold here.
	{ id: 'courses', path: '/courses', kind: 'content', status: 200 },
	// Product: the store's list, every card with live stock and a cart button.
	{ id: 'product', path: '/product', kind: 'product', status: 200 },
	// Product: the first product's page (the sandbox lists one with a discount, offers and videos).
	{ id: 'detail', path: null, sitemapPrefix: '/product/', kind: 'product', status: 200 },
	// Content: questions that expand and collapse (<details>).
	{ id: 'faqs', path: '/faqs', kind: 'content', status: 200 },
	// Content: banner and the institute's text.
	{ id: 'about', path: '/about', kind: 'content', status: 200 },
	// Content: the institute's details; with its lead form ('Submit Your Query') an island page.
	{ id: 'contact', path: '/contact', kind: 'content', formMakesIsland: true, status: 200 },
	// Content: the first extra page of the tenant's MORE menu.
	{ id: 'more', path: null, sitemapPrefix: '/more/', kind: 'content', status: 200 },
	// Content: a policy page at the site root.
	{ id: 'policy', path: '/privacy-policy', kind: 'content', status: 200 },
	// Content: the offline notice the service worker shows.
	{ id: 'offline', path: '/offline', kind: 'content', status: 200 },
	// Island: any unknown path, whose content is fetched (P3) and sanitised in the browser.
	{ id: 'unknown', path: '/bench-unknown-page', kind: 'island', status: 404 },
	// Island: the login form.
	{ id: 'login', path: '/login', kind: 'island', status: 200 },
	// Island: the three-step registration form.
	{ id: 'register', path: '/register', kind: 'island', status: 200 },
	// Island: the forgot-password form.
	{ id: 'forgot', path: '/forgot', kind: 'island', status: 200 },
	// Island: the cart of a visitor who added a product (the cart island, P9, coupons, offers).
	{ id: 'cart', path: '/cart', kind: 'island', status: 200, cart: 'if-any' },
	// Island: the checkout, i.e. the same cart as a logged-in student, one tap from Proceed to pay.
	{
		id: 'checkout',
		path: '/cart',
		kind: 'island',
		status: 200,
		student: true,
		cart: 'required',
	},
	// Island: the end of checkout, which settles the order the checkout left in this tab.
	{ id: 'thankyou', path: '/thankyou', kind: 'island', status: 200 },
	// Island: the failed payment, which settles the order and keeps the cart.
	{ id: 'fail', path: '/fail', kind: 'island', status: 200 },
	// Island, as every dashboard page: the student's application behind the login guard.
	{ id: 'dashboard', path: '/dashboard', kind: 'island', status: 200, student: true },
	{ id: 'orders', path: '/dashboard/my-orders', kind: 'island', status: 200, student: true },
	{ id: 'profile', path: '/dashboard/profile', kind: 'island', status: 200, student: true },
	{ id: 'dash-courses', path: '/dashboard/courses', kind: 'island', status: 200, student: true },
	{ id: 'dash-product', path: '/dashboard/product', kind: 'island', status: 200, student: true },
	{
		id: 'dash-detail',
		path: null,
		sitemapPrefix: '/product/',
		under: '/dashboard',
		kind: 'island',
		status: 200,
		student: true,
	},
	{
		id: 'dash-cart',
		path: '/dashboard/cart',
		kind: 'island',
		status: 200,
		student: true,
		cart: 'if-any',
	},
	// The listed sub-path that runs a script (it loads the student's live classes).
	{ id: 'dash-feature', path: '/dashboard/live-class', kind: 'island', status: 200, student: true },
];

/** The kind a measured page is budgeted as: its type's, or island for a form where that counts. */
export function kindOf(type: PageType, hasForm: boolean): PageKind {
	return type.formMakesIsland === true && hasForm ? 'island' : type.kind;
}

/** The first path under `prefix` (e.g. `/more/`) that a sitemap lists for `domain`, or null. */
export function sitemapPath(sitemapXml: string, domain: string, prefix: string): string | null {
	for (const [, loc] of sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
		const url = new URL(loc!);
		if (url.hostname === domain && url.pathname.startsWith(prefix)) return url.pathname;
	}
	return null;
}

/** The path a page type is measured at on a tenant with this sitemap; null when it has none. */
export function pagePath(type: PageType, sitemapXml: string, domain: string): string | null {
	if (type.path !== null) return type.path;
	const found = sitemapPath(sitemapXml, domain, type.sitemapPrefix ?? '/more/');
	return found === null ? null : `${type.under ?? ''}${found}`;
}

/**
 * Whether a page of this type exists: served with its expected status as the tenant's own HTML.
 * A known route answered by the 404 page does not exist yet; the unknown path needs the 404 page.
 */
export function pageExists(type: PageType, status: number, contentType: string): boolean {
	return status === type.status && contentType.startsWith('text/html');
}
