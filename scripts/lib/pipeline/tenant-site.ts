/**
 * One tenant's site data as the pages read it: the LMS data with the build's settings added (the
 * payment configuration, the consent banner's switch, the page language, the optimised images and
 * downloaded fonts). The build and the dev server both make a tenant's snapshot here.
 */
import type { TenantEntry } from '../../../config/tenants.ts';
import type { DownloadedFont } from '../../../src/lib/fonts/downloaded.ts';
import type { SiteImages } from '../../../src/lib/images/responsive.ts';
import type { FetchedSiteData } from '../../../src/lib/lms/types.ts';
import { instituteTexts, pageLanguage } from '../../../src/lib/site/language.ts';
import type { PaymentConfig, SiteData } from '../../../src/lib/site/site-data.ts';

/** What the build adds beyond the settings: its optimised images and downloaded fonts, when it made them. */
export interface SiteFiles {
	images?: SiteImages;
	fonts?: readonly DownloadedFont[];
}

/** The tenant's site data from what the API answered and the build's settings. */
export function tenantSite(
	fetched: FetchedSiteData,
	tenant: Pick<TenantEntry, 'consentBanner' | 'lang'>,
	payment: PaymentConfig,
	files: SiteFiles = {},
): SiteData {
	return {
		...fetched,
		payment,
		consentBanner: tenant.consentBanner,
		language: pageLanguage(tenant.lang, instituteTexts(fetched)),
		// In the content key: a changed image (new hash) renders the tenant again.
		...(files.images ? { images: files.images } : {}),
		...(files.fonts && files.fonts.length > 0 ? { fonts: [...files.fonts] } : {}),
	};
}
