/**
 * What an island needs to call the LMS from the browser: public API bases and the institute id.
 * Passed as a prop from the page (never a secret: these are the same URLs the browser calls).
 */

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

/**
 * The API origins a page's own requests go to, once each: a page that asks for the student's data
 * as it starts opens these connections early (`<link rel="preconnect" crossorigin>`).
 */
export function apiOrigins(site: SiteData): string[] {
	const { mainApiUrl, productApiUrl } = site.api;
	return [...new Set([mainApiUrl, productApiUrl].map((url) => new URL(url).origin))];
}

/** What the checkout needs beyond the client config: the payment configuration and the name gateway one shows. */
export interface CheckoutSettings extends PaymentConfig {
	instituteName: string;
}

/** The cart island's checkout settings for one tenant (public values only). */
export function checkoutSettings(site: SiteData): CheckoutSettings {
	return { ...site.payment, instituteName: site.institute.name };
}
import type { SiteData, PaymentConfig } from './site-data.ts';
