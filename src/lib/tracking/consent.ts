/**
 * The consent banner's rules and texts (issue 13 item 7): a tenant that configures GA4 or the Meta
 * pixel asks each visitor first, unless its tenants.json entry sets `consentBanner: false`. The
 * choice itself is kept and applied by the inline loader (tag-rules.ts `loaderScript`).
 */
import type { SiteData } from '../site/site-data.ts';
import { loaderConfig } from './tag-rules.ts';

/** The banner's and the footer's fixed texts. */
export const CONSENT_TEXTS = {
	/** The banner's accessible name (a labelled region, not a dialog). */
	label: 'Cookie consent',
	accept: 'Accept',
	decline: 'Decline',
	/** The footer button that shows the banner again. */
	settings: 'Cookie settings',
	/** Before the banner's link to the privacy policy. */
	seeOur: 'See our',
} as const;

/** Whether the site's pages carry the banner: a tracker configured and the banner not turned off. */
export function asksConsent(site: Pick<SiteData, 'integrations' | 'consentBanner'>): boolean {
	return loaderConfig(site.integrations, site.consentBanner)?.ask ?? false;
}

/**
 * The banner's text as short phrases, naming the trackers the site would load (both, or the one it
 * has). The banner shows each phrase as its own box, one line long: a browser measures a text's
 * largest paint per block, so the banner's largest piece stays far smaller than a page's main
 * content and is never its largest contentful paint.
 */
export function consentPhrases(site: Pick<SiteData, 'integrations' | 'consentBanner'>): string[] {
	const config = loaderConfig(site.integrations, site.consentBanner);
	const names = [config?.ga && 'Google Analytics', config?.pixel && 'Meta pixel'].filter(Boolean);
	return [
		'May we use cookies to measure visits',
		`(${names.join(', ')})?`,
		'Nothing is sent unless you accept.',
	];
}
