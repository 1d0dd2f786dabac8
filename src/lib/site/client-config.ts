/**
 * What an island needs to call the LMS from the browser: public API bases and the institute id.
 * Passed as a prop from the page (never a secret: these are the same URLs the browser calls).
 */
import type { SiteData } from '../lms/types.ts';

export interface ClientConfig {
	domain: string;
	mainApiUrl: string;
	productApiUrl: string;
	instituteId: number;
}

/** The island props for one tenant. */
export function clientConfig(site: SiteData): ClientConfig {
	return {
		domain: site.domain,
		mainApiUrl: site.api.mainApiUrl,
		productApiUrl: site.api.productApiUrl,
		instituteId: site.institute.id,
	};
}
