/**
 * The site data: everything the static build needs for one tenant's pages. The LMS part is
 * `FetchedSiteData` (src/lib/lms/types.ts); the build adds its settings, which are not LMS data:
 * the payment configuration, the consent banner's switch, the optimised images and the downloaded
 * fonts.
 */
import type { DownloadedFont } from '../fonts/downloaded.ts';
import type { SiteImages } from '../images/responsive.ts';
import type { FetchedSiteData } from '../lms/types.ts';
import type { PageLanguage } from './language.ts';

/**
 * What the built sites need to take a gateway-one payment: the checkout script and the platform's
 * own key id (CONTRACT.md: used when the gateway lookup fails). Both are public values.
 */
export interface PaymentConfig {
	checkoutScriptUrl: string;
	platformKeyId: string | null;
}

/** One tenant's site data, as every page and snapshot holds it. */
export interface SiteData extends FetchedSiteData {
	/**
	 * Gateway one's checkout script and the platform's key id: build configuration (not LMS data),
	 * added by the build to every snapshot.
	 */
	payment: PaymentConfig;
	/**
	 * Whether visitors are asked before GA4 and the Meta pixel load: the tenant's `consentBanner`
	 * in tenants.json (build configuration, not LMS data), added by the build to every snapshot.
	 */
	consentBanner: boolean;
	/**
	 * The build's optimised copies of the institute's raster images, by original address
	 * (src/lib/images/): added by the build; an image absent here is shown from its original address.
	 */
	images?: SiteImages;
	/**
	 * The pages' language (`<html lang>`): the tenant's `lang` in tenants.json, else read from the
	 * institute's text (src/lib/site/language.ts); added by the build. Absent: English.
	 */
	language?: PageLanguage;
	/**
	 * The theme's families without a package that the build downloaded and publishes with the site
	 * (src/lib/fonts/downloaded.ts); a family absent here comes from Google Fonts.
	 */
	fonts?: DownloadedFont[];
}
