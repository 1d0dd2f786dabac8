/**
 * Build-time data of one tenant site: M1 → M2 → P1 → P2, P4 (the product list), P7 (with P5) for
 * each product's page and the P3 pages the static pages need.
 * Any failure throws an `LmsError` whose message names the call and the reason.
 */
import { createLmsHttp } from './http.ts';
import { getWebAccess } from './calls/account.ts';
import { getCountryCodes, getRegistrationCourses } from './calls/registration.ts';
import { getFaqs, getHomepage, getPage, lookupInstitute } from './calls/site.ts';
import { filterProducts, getItemTypeDescriptions, getProductDescription } from './calls/store.ts';
import type { LmsHttp } from './transport.ts';
import { mapWithConcurrency } from '../pool.ts';
import type { ApiBases, ContentPage, FetchedSiteData, Product, ProductDetail } from './types.ts';

/** Policy and thank-you pages every site prerenders (missing ones are simply absent). */
const PREBUILT_PAGE_SLUGS = [
	'privacy-policy',
	'refund-policy',
	'terms-and-condition',
	'thank-you',
] as const;

/** P7 requests in flight at once while gathering the product pages. */
const DETAIL_CONCURRENCY = 4;

/**
 * P7 for every product, in order, a few at a time. A product whose P7 lists no items takes them
 * from P5 (spec: the Product Details list comes from either), and a failing P5 leaves it empty.
 */
async function fetchProductDetails(http: LmsHttp, products: Product[]): Promise<ProductDetail[]> {
	return mapWithConcurrency(products, DETAIL_CONCURRENCY, async (product) => {
		const detail = await getProductDescription(http, product.id);
		const items =
			detail.items.length > 0
				? detail.items
				: await getItemTypeDescriptions(http, product.id).catch(() => []);
		// P7 may omit the photo that P4 lists; the card and the page show the same picture.
		return { ...detail, items, photoUrl: detail.photoUrl ?? product.photoUrl };
	});
}

/** Options of `fetchSiteData`. */
export interface FetchSiteDataOptions {
	fetch?: typeof fetch;
	/** Retries of each GET on network errors, timeouts and 5xx (never 4xx); default 2. */
	retries?: number;
}

/**
 * Fetches everything the static build needs for the tenant at `domain`, a tenant's domain as the
 * tenants file holds it: config/tenants.ts normalises it there, and M1 sends it (lookupInstitute).
 */
export async function fetchSiteData(
	domain: string,
	api: ApiBases,
	options: FetchSiteDataOptions = {},
): Promise<FetchedSiteData> {
	const config = {
		mainApiUrl: api.mainApiUrl,
		productApiUrl: api.productApiUrl,
		retry: options.retries ?? 2,
		...(options.fetch === undefined ? {} : { fetch: options.fetch }),
	};
	const institute = await lookupInstitute(createLmsHttp(config), domain);
	const http = createLmsHttp({ ...config, instituteId: institute.id });
	const webAccess = await getWebAccess(http, institute.id);
	const home = await getHomepage(http);

	const slugs = new Set<string>([
		...home.navLinks.filter((link) => link.inNavbar).map((link) => link.route),
		...PREBUILT_PAGE_SLUGS,
	]);
	// Registration options are a convenience: their failure must not fail the tenant's build.
	const optional = <T>(call: Promise<T>) => call.catch(() => null);
	const store = async () => {
		// The whole catalogue as an anonymous visitor sees it; islands refresh enrolled state at run time.
		const products = await filterProducts(http);
		return { products, productDetails: await fetchProductDetails(http, products) };
	};
	const [faqCategories, { products, productDetails }, about, fetched, countryCodes, courses] =
		await Promise.all([
			getFaqs(http),
			store(),
			home.about ?? getPage(http, 'about-us'),
			Promise.all([...slugs].map(async (slug) => [slug, await getPage(http, slug)] as const)),
			optional(getCountryCodes(http)),
			optional(getRegistrationCourses(http)),
		]);
	const pages: Record<string, ContentPage> = {};
	for (const [slug, page] of fetched) if (page !== null) pages[slug] = page;

	return {
		...home,
		domain,
		api: { mainApiUrl: api.mainApiUrl, productApiUrl: api.productApiUrl },
		institute,
		webAccess,
		logoUrl: home.logoUrl ?? institute.logoUrl,
		faviconUrl: home.faviconUrl ?? institute.faviconUrl,
		about,
		faqCategories,
		products,
		productDetails,
		registrationOptions: { countryCodes, courses },
		pages,
	};
}
