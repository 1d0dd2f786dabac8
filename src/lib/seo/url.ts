/**
 * URLs on a tenant's own host: search engines and sharing cards need absolute https URLs.
 */

/** The tenant's origin, e.g. `https://sunrise-academy.in`. */
export const siteOrigin = (site: SiteData): string => `https://${site.domain}`;

/** An absolute URL of a root-relative path on the tenant's own host. */
export function absoluteUrl(site: SiteData, path: string): string {
	return new URL(path, siteOrigin(site)).href;
}
import type { SiteData } from '../site/site-data.ts';
