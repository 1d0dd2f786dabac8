/**
 * What the login screen shows before the student acts: its texts, the register entry and its
 * URL. The flow's decisions (login-flow.ts) load with the form's first focus, so they are kept
 * apart from these, which the page needs at once.
 */
import type { SiteData } from '../site/site-data.ts';
import { APP_MESSAGE, appDownloadLink } from '../site/navigation.ts';
import { safeLink } from '../feedback/link.ts';

/** Headings the spec leaves open, and the web-access-off texts of the login screen. */
export const LOGIN_SCREEN_TEXTS = {
	renewTitle: 'Already logged in',
	blockedTitle: 'Account blocked',
	appLinkTitle: APP_MESSAGE.title,
	appLinkText: APP_MESSAGE.linkText,
	downloadApp: APP_MESSAGE.text,
	pickerTitle: 'Select Institute',
} as const;

/**
 * Shown above the login form where the browser keeps no site data: the session then lives in the
 * page's memory only (src/stores/persist.ts), never where another site could read it.
 */
export const PAGE_ONLY_LOGIN_NOTE =
	'This browser is not keeping data for this site, so you will stay logged in only on this page. To stay logged in, allow cookies and site data for this site.';

/** What the login screen offers instead of, or as, 'Register here'. */
export type RegisterEntry =
	{ kind: 'register' } | { kind: 'download-app'; appLink: string | null } | { kind: 'none' };

/**
 * 'Register here' only when not school model; with web access off, a message to download the
 * mobile app (with its link, when it is a web address) takes its place (spec section 2).
 */
export function registerEntry(site: SiteData): RegisterEntry {
	// The app link comes from the API: it passes the one link check before it becomes an href.
	if (!site.webAccess.webAccess)
		return { kind: 'download-app', appLink: safeLink(appDownloadLink(site))?.href ?? null };
	return site.institute.schoolModel ? { kind: 'none' } : { kind: 'register' };
}

/** The register URL keeping the login page's remembered origin (`from`). */
export function registerUrl(search: string): string {
	const from = new URLSearchParams(search).get('from');
	return from ? `/register?from=${encodeURIComponent(from)}` : '/register';
}
