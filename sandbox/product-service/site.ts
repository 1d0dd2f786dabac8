/**
 * The product service's site calls (CONTRACT.md): P1 (home), P2 (FAQs), P3 (content page).
 */
import type { FaqWire, HomepageWire, PageWire } from '../../src/lib/lms/wire/index.ts';
import { productCaller, type ProductCaller } from '../auth.ts';
import { productListItem, viewerFor } from '../commerce.ts';
import { type CallContext, intParam, queryParam, type Route, tenantOf } from '../context.ts';
import type { Tenant } from '../fixtures.ts';
import { HttpError, jsonReply, okReply, type Reply } from '../http.ts';
import { scenarioOn } from '../scenarios.ts';

/** Routes of the product service's site calls. */
export const siteRoutes: Route[] = [
	{
		call: 'P1',
		method: 'GET',
		path: '/prod/website/homepage/:institute_id',
		spelling: 'status_code',
		handle: home,
	},
	{
		call: 'P2',
		method: 'GET',
		path: '/prod/website/faqs/:institute_id',
		spelling: 'status_code',
		handle: faqs,
	},
	{
		call: 'P3',
		method: 'GET',
		path: '/prod/website/page/:institute_id',
		spelling: 'status_code',
		handle: page,
	},
];

function byOrderNumber<T extends { order_number?: number | null | undefined }>(entries: T[]): T[] {
	return [...entries].sort((a, b) => (a.order_number ?? 0) - (b.order_number ?? 0));
}

function routeSlug(route: string | null | undefined): string {
	return (route ?? '').replace(/^\/+/, '');
}

function publishedPages(tenant: Tenant): PageWire[] {
	return tenant.pages.filter((page) => page.page_status === 'PUBLISHED');
}

// What the `empty-home` scenario empties: every content section of the home page.
const EMPTY_HOME = {
	slider_details: [],
	testimonial_details: [],
	faqs: [],
	course_details: [],
	product_details: [],
} satisfies Partial<HomepageWire>;

// P1 is stored without the parts other files already hold; absent keys are derived from them.
function homepage(tenant: Tenant, caller: ProductCaller, ctx: CallContext): HomepageWire {
	const stored = scenarioOn(ctx, 'empty-home', tenant.institute.lookup.institute_id)
		? { ...tenant.homepage, ...EMPTY_HOME }
		: tenant.homepage;
	const viewer = viewerFor(ctx.state.store, caller.userId);
	const pages = publishedPages(tenant);
	return {
		...stored,
		nav_links:
			stored.nav_links ??
			pages
				.filter((page) => page.in_navbar === true)
				.map((page) => ({
					page_title: page.page_title ?? '',
					page_route: page.page_route ?? '',
					in_navbar: true,
				})),
		about_us_details:
			stored.about_us_details !== undefined
				? stored.about_us_details
				: (pages.find((page) => routeSlug(page.page_route) === 'about-us') ?? null),
		faqs: stored.faqs ?? byOrderNumber(Object.values(tenant.faqs).flat()),
		course_details: stored.course_details ?? tenant.courses,
		product_details:
			stored.product_details ??
			tenant.products
				.filter((product) => product.popular)
				.map((product) => productListItem(tenant, product, viewer)),
	};
}

function home(ctx: CallContext): Reply {
	const caller = productCaller(ctx);
	return okReply(
		'status_code',
		homepage(tenantOf(ctx, intParam(ctx, 'institute_id')), caller, ctx),
	);
}

function faqsByCategory(tenant: Tenant): Record<string, FaqWire[]> {
	return Object.fromEntries(
		Object.entries(tenant.faqs).map(([category, entries]) => [category, byOrderNumber(entries)]),
	);
}

function faqs(ctx: CallContext): Reply {
	productCaller(ctx);
	const tenant = tenantOf(ctx, intParam(ctx, 'institute_id'));
	const grouped = faqsByCategory(tenant);
	const categoryWise = ctx.url.searchParams.get('categoryWise') === 'true';
	return okReply('status_code', categoryWise ? grouped : Object.values(grouped).flat());
}

const MISSING_PAGE_MESSAGE = 'This page does not exist or has been moved.';

function page(ctx: CallContext): Reply {
	productCaller(ctx);
	const tenant = tenantOf(ctx, intParam(ctx, 'institute_id'));
	const slug = queryParam(ctx, 'slug');
	if (slug.startsWith('/'))
		throw new HttpError(400, `slug: send it without the leading '/' ('${routeSlug(slug)}')`);
	const found = publishedPages(tenant).find((entry) => routeSlug(entry.page_route) === slug);
	if (!found) {
		// P3's missing-page body carries only the error list (CONTRACT.md). The site shows its
		// message to the visitor as it is (spec section 8), so it speaks to them.
		return jsonReply(400, {
			status_code: 400,
			error: [{ error_message: MISSING_PAGE_MESSAGE }],
		});
	}
	return okReply('status_code', found);
}
