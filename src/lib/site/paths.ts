/**
 * `getStaticPaths` helpers: one path per tenant, the tenant's site data as typed props.
 */
import type { SiteData } from './site-data.ts';
import { loadSnapshots } from './snapshot.ts';

export interface TenantProps {
	site: SiteData;
}

let cached: SiteData[] | null = null;

/** All tenants of this build (read once per build process). */
export function tenantSites(): SiteData[] {
	cached ??= loadSnapshots();
	return cached;
}

/** One static path per tenant: `/{domain}/...` in the build, `/` on the tenant's own host. */
export function tenantPaths(): Array<{ params: { tenant: string }; props: TenantProps }> {
	return tenantSites().map((site) => ({ params: { tenant: site.domain }, props: { site } }));
}
