/**
 * /robots.txt of each tenant: crawl everything but the student area and checkout; names the sitemap.
 */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../../server/seo/sitemap.ts';
import { tenantPaths, type TenantProps } from '../../server/site/paths.ts';

export const getStaticPaths = tenantPaths;

export const GET: APIRoute<TenantProps> = ({ props }) =>
	new Response(robotsTxt(props.site), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
