/**
 * The baseline's data layer: P1 on every page (header, footer, theme), and P2, P3 or P4 for the
 * route, fetched at run time from the sandbox with the project's own LMS client (the code our
 * islands ship), each call once per visit.
 */
import type { SiteData } from '../../../src/lib/site/site-data.ts';
import { createLmsHttp } from '../../../src/lib/lms/http.ts';
import { getFaqs, getHomepage, getPage } from '../../../src/lib/lms/calls/site.ts';
import { filterProducts } from '../../../src/lib/lms/calls/store.ts';
import type { ContentPage, FaqCategory, Homepage, Product } from '../../../src/lib/lms/types.ts';
import type { Route } from './router.tsx';

const config = __BASELINE__;

const http = createLmsHttp({
	mainApiUrl: config.mainApiUrl,
	productApiUrl: config.productApiUrl,
	instituteId: config.institute.id,
});

const cache = new Map<string, Promise<unknown>>();
function once<T>(key: string, call: () => Promise<T>): Promise<T> {
	let pending = cache.get(key) as Promise<T> | undefined;
	if (!pending) {
		pending = call();
		// A failed call is asked again on the next visit of the route.
		pending.catch(() => cache.delete(key));
		cache.set(key, pending);
	}
	return pending;
}

/** P1. */
export const homepage = (): Promise<Homepage> => once('P1', () => getHomepage(http));
/** P2. */
export const faqs = (): Promise<FaqCategory[]> => once('P2', () => getFaqs(http));
/** P4. */
export const products = (): Promise<Product[]> => once('P4', () => filterProducts(http));
/** P3; null when the institute has no such page. */
export const page = (slug: string): Promise<ContentPage | null> =>
	once(`P3:${slug}`, () => getPage(http, slug));

/** The site data the project's view modules take, from P1 and what the route fetched. */
export function siteData(
	home: Homepage,
	extra: { faqCategories?: FaqCategory[]; products?: Product[] } = {},
): SiteData {
	return {
		...home,
		domain: config.domain,
		api: { mainApiUrl: config.mainApiUrl, productApiUrl: config.productApiUrl },
		institute: config.institute,
		webAccess: config.webAccess,
		faqCategories: extra.faqCategories ?? [],
		products: extra.products ?? [],
		productDetails: [],
		registrationOptions: { countryCodes: null, courses: null },
		// Checkout is not part of the compared pages.
		payment: { checkoutScriptUrl: '', platformKeyId: null },
		consentBanner: false,
		pages: {},
	};
}

/** What a route fetches besides P1. */
export interface RouteData {
	faqCategories?: FaqCategory[];
	products?: Product[];
	page?: ContentPage | null;
}

/** The calls of a route: P4 for the products list, P2 for FAQs, P3 for a content page. */
export function routeData(route: Route): Promise<RouteData> {
	return once(`route:${JSON.stringify(route)}`, async () => {
		switch (route.name) {
			case 'product':
				return { products: await products() };
			case 'faqs':
				return { faqCategories: await faqs() };
			case 'content':
				return { page: await page(route.slug) };
			default:
				return {};
		}
	});
}
