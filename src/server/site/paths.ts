/**
 * `getStaticPaths` helpers: one path per tenant, the tenant's site data as typed props.
 */
import type { SiteData } from '../../lib/site/site-data.ts';
import { currentWave, loadSnapshots, type SnapshotWave } from './snapshot.ts';

export interface TenantProps {
	site: SiteData;
}

let cached: SiteData[] | null = null;
let cachedWave: SnapshotWave | null = null;

/** All tenants of this build, or of the wave being rendered (read once per wave). */
export function tenantSites(): SiteData[] {
	const wave = currentWave();
	if (cached === null || wave !== cachedWave) {
		cached = loadSnapshots();
		cachedWave = wave;
	}
	return cached;
}

/** One static path per tenant: `/{domain}/...` in the build, `/` on the tenant's own host. */
export function tenantPaths(): Array<{ params: { tenant: string }; props: TenantProps }> {
	return tenantSites().map((site) => ({ params: { tenant: site.domain }, props: { site } }));
}
