/**
 * Which header and footer entries a tenant shows (spec section 2, feature switches of section 1).
 * Pure functions of the site data, so every variant is covered by table-driven tests.
 */

export interface MenuLink {
	label: string;
	href: string;
}

/** Courses are hidden in the store-only variant (store on, e-learning off). */
export function showsCourses(site: SiteData): boolean {
	const { elearnEnabled, storeEnabled } = site.institute;
	return !(storeEnabled && !elearnEnabled);
}

/** PRODUCTS needs the store/e-learning feature and is hidden for the school model. */
export function showsProducts(site: SiteData): boolean {
	return site.institute.storeEnabled && !site.institute.schoolModel;
}

/** STUDENT LOGIN, DASHBOARD and register entries need web access. */
export function showsStudentEntries(site: SiteData): boolean {
	return site.webAccess.webAccess;
}

/** The header's main menu, in the spec's order; MORE is rendered separately from `moreLinks`. */
export function mainMenu(site: SiteData): { before: MenuLink[]; after: MenuLink[] } {
	const before: MenuLink[] = [{ label: 'HOME', href: '/' }];
	if (showsCourses(site)) before.push({ label: 'COURSES', href: '/courses' });
	if (showsProducts(site)) before.push({ label: 'PRODUCTS', href: '/product' });
	before.push({ label: 'FAQs', href: '/faqs' });
	return {
		before,
		after: [
			{ label: 'ABOUT', href: '/about' },
			{ label: 'CONTACT US', href: '/contact' },
		],
	};
}

/** Extra pages flagged `in_navbar`, for the MORE dropdown. */
export function moreLinks(site: SiteData): MenuLink[] {
	return site.navLinks
		.filter((link) => link.inNavbar && link.route)
		.map((link) => ({ label: link.title, href: `/more/${link.route}` }));
}

/** The footer's policy links. */
export const POLICY_LINKS: readonly MenuLink[] = [
	{ label: 'Privacy Policy', href: '/more/privacy-policy' },
	{ label: 'Refund Policy', href: '/more/refund-policy' },
	{ label: 'Terms & Conditions', href: '/more/terms-and-condition' },
];

/**
 * The app message of web access off (spec section 2): on the login screen in place of 'Register
 * here', and on /dashboard and its sub-paths in place of the dashboard, with the app link.
 */
export const APP_MESSAGE = {
	title: 'Use the mobile app',
	text: 'Please download our mobile app to register and log in.',
	linkText: 'Download the mobile app',
} as const;

/** The mobile app's store link: Android, else iOS (CONTRACT.md "Spec readings fixed here"). */
export function appDownloadLink(site: SiteData): string | null {
	return site.social.androidAppUrl ?? site.social.iosAppUrl;
}

/**
 * The `aria-current` of a menu link on the page at `path`: `page` on the link's own page, `true`
 * inside its section (a product page under PRODUCTS), none elsewhere.
 */
export function ariaCurrent(href: string, path: string): 'page' | 'true' | undefined {
	const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
	if (trimmed === href) return 'page';
	return href !== '/' && trimmed.startsWith(`${href}/`) ? 'true' : undefined;
}
import type { SiteData } from './site-data.ts';
