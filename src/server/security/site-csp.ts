/**
 * A tenant's Content Security Policy sources (csp.ts `cspSources`) from its site data: the same on
 * every page of the tenant, except where no third-party script may load (a password is typed), so
 * computed once per tenant data and that choice.
 */
import type { SiteData } from '../../lib/site/site-data.ts';
import { googleFontsHref } from '../../lib/fonts/web-fonts.ts';
import { oncePerPair } from '../../lib/memo.ts';
import { loaderConfig } from '../../lib/tracking/tag-rules.ts';
import { cspSources, type CspSources } from './csp.ts';

/**
 * The policy sources of a tenant's pages; `thirdParty` false (src/lib/tracking/tag-rules.ts
 * `thirdPartyAllowed`: /login, /register, /forgot, /dashboard/profile) leaves every integration
 * and the gateway's checkout out.
 */
export const siteCspSources = oncePerPair((site: SiteData, thirdParty: boolean): CspSources =>
	cspSources({
		apiUrls: [site.api.mainApiUrl, site.api.productApiUrl],
		integrations: thirdParty ? loaderConfig(site.integrations, site.consentBanner) : null,
		// No payment starts where a password is typed: the gateway's script has no place there.
		checkoutScriptUrl: thirdParty ? site.payment.checkoutScriptUrl : null,
		googleFonts: googleFontsHref(site.theme, site.fonts) !== null,
	}),
);
