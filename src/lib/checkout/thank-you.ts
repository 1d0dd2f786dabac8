/**
 * What `/thankyou` shows besides its fixed texts (spec section 2 "Thank-you and failure"): the
 * institute's own thank-you page (P3 `thank-you`) when its website is enabled, and the app-store
 * links it has. The sanitiser is passed in, so the rule is testable and the page uses the build one.
 */
import type { SiteData } from '../site/site-data.ts';
import { appStoreLinks, type AppStoreLink } from '../site/social.ts';

/** The P3 slug of the institute-configured thank-you page. */
const THANK_YOU_SLUG = 'thank-you';

/** What `/thankyou` renders for one tenant. */
export interface ThankYouView {
	/** The institute's thank-you content as safe HTML; null means "show the receipt fallback". */
	html: string | null;
	appLinks: AppStoreLink[];
}

/** The thank-you view of a tenant: its own content only when its website is enabled. */
export function thankYouView(
	site: SiteData,
	sanitize: (html: string | null) => string,
): ThankYouView {
	const page = site.institute.websiteEnabled ? site.pages[THANK_YOU_SLUG] : undefined;
	const html = sanitize(page?.html ?? null);
	return { html: html.trim() === '' ? null : html, appLinks: appStoreLinks(site.social) };
}
