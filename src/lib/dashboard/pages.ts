/**
 * `getStaticPaths` of the dashboard's listed sub-paths: every feature of every tenant.
 */
import type { SiteData } from '../site/site-data.ts';
import { DASHBOARD_FEATURES, type DashboardFeature } from './frame.ts';

/** What a feature placeholder page renders. */
export interface FeatureRouteProps {
	site: SiteData;
	feature: DashboardFeature;
}

/** One path per tenant and listed sub-path, e.g. `/dashboard/live-class`. */
export function featurePaths(sites: SiteData[]) {
	return sites.flatMap((site) =>
		DASHBOARD_FEATURES.map((feature) => ({
			params: { tenant: site.domain, feature: feature.slug },
			props: { site, feature } satisfies FeatureRouteProps,
		})),
	);
}
