/**
 * The dashboard's frame (spec section 2 "Dashboard"): its sidebar, its texts, the listed
 * sub-paths (both readings of the route table: routed for logged-in students, shown as honest
 * placeholders). The greeting of its home is greeting.ts.
 */
import type { EarlyPage } from '../site/early-requests.ts';

/** What every dashboard page gives its layout (src/layouts/DashboardLayout.astro). */
export interface DashboardPageProps {
	site: SiteData;
	/** The page's title (the institute name is appended). */
	title: string;
	/** This page's path, e.g. `/dashboard/my-orders`. */
	path: string;
	/** Render the title as the page's h1 (false when the page has its own, e.g. a product's). */
	heading?: boolean;
	/** The page whose data the guard starts as the page loads (lib/site/early-requests.ts). */
	starts?: EarlyPage;
}

/** Texts of the frame, verbatim from the spec where it gives them. */
export const DASHBOARD_TEXTS = {
	goToWebsite: 'Go to website',
	offline: "You're offline right now. Check your connection.",
	welcomeBack: 'Welcome back!',
	/** The spec asks for "a powered-by note" without its words. */
	poweredBy: 'Powered by Proctur',
	logout: 'Logout',
	menu: 'Menu',
} as const;

/** A sidebar entry. */
export interface DashboardLink {
	label: string;
	href: string;
}

/** The sidebar: the spec's three entries, then the public pages the student may shop from. */
export const DASHBOARD_LINKS: readonly DashboardLink[] = [
	{ label: 'Home', href: '/dashboard' },
	{ label: 'My Orders', href: '/dashboard/my-orders' },
	{ label: 'My Profile', href: '/dashboard/profile' },
];

/** A listed sub-path of the route table and what its placeholder names. */
export interface DashboardFeature {
	slug: string;
	title: string;
}

/** The listed sub-paths (spec section 2, route table), each an honest placeholder. */
export const DASHBOARD_FEATURES: readonly DashboardFeature[] = [
	{ slug: 'live-class', title: 'Live Classes' },
	{ slug: 'online-exam', title: 'Online Exams' },
	{ slug: 'study', title: 'Study Material' },
	{ slug: 'online-assignment', title: 'Online Assignments' },
	{ slug: 'time-table', title: 'Time Table' },
	{ slug: 'offline-exams', title: 'Offline Exams' },
	{ slug: 'documents', title: 'Documents' },
];

/** The placeholder's sentence: the feature lives in the institute's app, not on this site. */
export function featurePlaceholder(institute: string): string {
	return `This is available in the ${institute} app. It is not part of this website yet.`;
}
import type { SiteData } from '../site/site-data.ts';
