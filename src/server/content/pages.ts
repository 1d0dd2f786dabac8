/**
 * Build-time content pages: which slugs are prerendered for a tenant and what each shows.
 * Imported only by .astro frontmatter (it sanitises with jsdom).
 */
import type { SiteData } from '../../lib/site/site-data.ts';
import { sanitizeHtml } from '../html/sanitize.ts';
import { fallbackHtml } from '../../lib/content/fallbacks.ts';
import { isPolicySlug, POLICY_SLUGS } from '../../lib/content/policy.ts';
import { contentView, type ContentView } from '../../lib/content/view.ts';

/** The about page's slug: the build holds it as `site.about` (P1's about details or P3). */
const ABOUT_SLUG = 'about-us';

/**
 * First path segments the site's own routes and files use: a content page of the same name is
 * served under `/more/` only (spec section 2's route table).
 */
const RESERVED_ROOT_SEGMENTS = new Set([
	'404',
	'404.html',
	'_astro',
	'about',
	'cart',
	'contact',
	'courses',
	'dashboard',
	'fail',
	'faqs',
	'forgot',
	'images',
	'index.html',
	'login',
	'more',
	'product',
	'register',
	'robots.txt',
	'sitemap.xml',
	'thankyou',
]);

/**
 * Slugs prerendered under `/more/`: every page fetched at build time, the about page when the
 * institute has one, and the policy pages. A slug that is not one path segment is left to the
 * runtime content page.
 */
export function contentSlugs(site: SiteData): string[] {
	const about = site.about ? [ABOUT_SLUG] : [];
	return [...new Set([...Object.keys(site.pages), ...about, ...POLICY_SLUGS])].filter((slug) =>
		/^[^/?#\s]+$/.test(slug),
	);
}

/** The canonical address of a content page: `/more/{slug}`, but `/about` for the about page. */
export function contentPagePath(slug: string): string {
	return slug === ABOUT_SLUG ? '/about' : `/more/${slug}`;
}

/** The view of a prerendered page; a policy page the server does not have shows its built-in text. */
export function prerenderedView(site: SiteData, slug: string): ContentView {
	const page = site.pages[slug] ?? (slug === ABOUT_SLUG ? site.about : null) ?? null;
	return contentView({
		page,
		slug,
		safeHtml: sanitizeHtml(page?.html),
		fallbackHtml: isPolicySlug(slug) ? fallbackHtml(slug, site.institute.name) : null,
	});
}

/** What a prerendered content route renders (src/layouts/ContentRoute.astro). */
export interface ContentRouteProps {
	site: SiteData;
	/** The page's slug; `contentPagePath(slug)` is its canonical address. */
	slug: string;
	view: ContentView;
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

/**
 * `getStaticPaths` of `/{slug}`: the same pages at the site root (spec: policy pages "also served
 * at /privacy-policy, ... and any other slug such as /about-us"), except where a route of the site
 * already answers. Prerendered, so they answer 200 rather than the runtime page's 404.
 */
export function rootContentPaths(sites: SiteData[]) {
	return contentPagePaths(sites).filter((path) => !RESERVED_ROOT_SEGMENTS.has(path.params.slug));
}
