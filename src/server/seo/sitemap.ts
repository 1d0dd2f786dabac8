/**
 * What search engines may crawl on a tenant's site: the public, prerendered pages (sitemap.xml)
 * and the private routes they should skip (robots.txt). One list, derived from the site data with
 * the same feature switches as the header, so the sitemap never names a page the site hides.
 */
import type { SiteData } from '../../lib/site/site-data.ts';
import { contentPagePath, contentSlugs } from '../content/pages.ts';
import { showsCourses, showsProducts } from '../../lib/site/navigation.ts';
import { absoluteUrl } from '../../lib/seo/url.ts';
import { productPagePath } from '../../lib/products/links.ts';

/** Prerendered content pages that are not landing pages (shown after a payment). */
const PRIVATE_PAGE_SLUGS = new Set(['thank-you']);

/** Routes of the student area and the checkout, kept out of search results. */
export const DISALLOWED_PATHS = [
	'/cart',
	'/dashboard',
	'/login',
	'/register',
	'/forgot',
	'/thankyou',
	'/fail',
] as const;

const isPublished = (status: string | null) =>
	status === null || status.toUpperCase() === 'PUBLISHED';

/**
 * Root-relative paths of every public page of the tenant, in menu order (each product's page
 * after the products list). Content pages are the
 * pages the build prerenders at their canonical address (`contentPagePath`: root-level copies such
 * as `/privacy-policy` name `/more/privacy-policy`, and `/more/about-us` names `/about`).
 */
export function sitemapPaths(site: SiteData): string[] {
	const paths = ['/'];
	if (showsCourses(site)) paths.push('/courses');
	if (showsProducts(site)) {
		// Every listed product has its own page (src/server/products/detail-pages.ts).
		paths.push('/product', ...site.products.map(productPagePath));
	}
	paths.push('/faqs', '/about', '/contact');
	for (const slug of contentSlugs(site)) {
		const page = site.pages[slug];
		if (PRIVATE_PAGE_SLUGS.has(slug) || (page && !isPublished(page.status))) continue;
		paths.push(contentPagePath(slug));
	}
	return [...new Set(paths)];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** sitemap.xml (sitemaps.org protocol) listing `sitemapPaths` as absolute URLs. */
export function sitemapXml(site: SiteData): string {
	const urls = sitemapPaths(site).map(
		(path) => `\t<url><loc>${escapeXml(absoluteUrl(site, path))}</loc></url>`,
	);
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
		...urls,
		'</urlset>',
		'',
	].join('\n');
}

/** robots.txt: everything may be crawled except the private routes; points to the sitemap. */
export function robotsTxt(site: SiteData): string {
	return [
		'User-agent: *',
		'Allow: /',
		...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
		'',
		`Sitemap: ${absoluteUrl(site, '/sitemap.xml')}`,
		'',
	].join('\n');
}
