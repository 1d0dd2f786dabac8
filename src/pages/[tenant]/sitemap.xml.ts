/**
 * /sitemap.xml of each tenant: every public prerendered page as an absolute URL on its domain.
 */
import type { APIRoute } from 'astro';
import { sitemapXml } from '../../server/seo/sitemap.ts';
import { tenantPaths, type TenantProps } from '../../server/site/paths.ts';

export const getStaticPaths = tenantPaths;

export const GET: APIRoute<TenantProps> = ({ props }) =>
	new Response(sitemapXml(props.site), {
		headers: { 'Content-Type': 'application/xml; charset=utf-8' },
	});
