/**
 * Build-time content pages: which slugs are prerendered for a tenant and what each shows.
 * Imported only by .astro frontmatter (it sanitises with jsdom).
 */
import { sanitizeHtml } from '../html/sanitize.server.ts';
import type { SiteData } from '../lms/types.ts';
import { fallbackHtml } from './fallbacks.ts';
import { isPolicySlug, POLICY_SLUGS, type PolicySlug } from './policy.ts';
import { contentView, type ContentView } from './view.ts';

/**
 * Slugs prerendered under `/more/`: every page fetched at build time plus the policy pages. A slug
 * that is not one path segment is left to the runtime content page.
 */
export function contentSlugs(site: SiteData): string[] {
	return [...new Set([...Object.keys(site.pages), ...POLICY_SLUGS])].filter((slug) =>
		/^[^/?#\s]+$/.test(slug),
	);
}

/** The view of a prerendered page; a policy page the server does not have shows its built-in text. */
export function prerenderedView(site: SiteData, slug: string): ContentView {
	const page = site.pages[slug] ?? null;
	return contentView({
		page,
		slug,
		safeHtml: sanitizeHtml(page?.html),
		fallbackHtml: isPolicySlug(slug) ? fallbackHtml(slug, site.institute.name) : null,
	});
}

/** What a prerendered content route renders (src/components/content/ContentRoute.astro). */
export interface ContentRouteProps {
	site: SiteData;
	/** The page's slug; `/more/{slug}` is its canonical address. */
	slug: string;
	view: ContentView;
}

/** `getStaticPaths` of the root-level policy pages (`/privacy-policy`, ...): one path per tenant. */
export function policyPaths(sites: SiteData[], slug: PolicySlug) {
	return sites.map((site) => ({
		params: { tenant: site.domain },
		props: { site, slug, view: prerenderedView(site, slug) } satisfies ContentRouteProps,
	}));
}

/** `getStaticPaths` of `/more/{slug}`: every tenant's content slugs. */
export function contentPagePaths(sites: SiteData[]) {
	return sites.flatMap((site) =>
		contentSlugs(site).map((slug) => ({
			params: { tenant: site.domain, slug },
			props: { site, slug, view: prerenderedView(site, slug) } satisfies ContentRouteProps,
		})),
	);
}
