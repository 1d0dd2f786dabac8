import { describe, expect, it } from 'vitest';
import { fetchSiteData, LmsError } from '../../../../src/lib/lms/index.ts';
import { mapProduct } from '../../../../src/lib/lms/mappers/product.ts';
import { mapHomepage, mapPage } from '../../../../src/lib/lms/mappers/site.ts';
import { mapProductDetail } from '../../../../src/lib/lms/mappers/store.ts';
import { fakeFetch, json } from './fake-fetch.ts';
import type { RecordedRequest } from './fake-fetch.ts';
import {
	INSTITUTE_ID,
	aboutPageWire,
	envelope,
	homepageWire,
	instituteWire,
	productDetailWire,
	productWire,
	webAccessWire,
} from './wire-fixtures.ts';

const api = { mainApiUrl: 'https://lms.example.in', productApiUrl: 'https://products.example.in' };

const page = (route: string) => ({
	...aboutPageWire,
	id: route.length,
	page_route: route,
	page_title: route,
});
const PAGES: Record<string, unknown> = {
	'about-us': aboutPageWire,
	results: page('/results'),
	'privacy-policy': page('privacy-policy'),
	'thank-you': { ...page('thank-you'), page_data: '<p>Thanks!</p>' },
};

/** A tenant whose P3 knows only the pages above (others answer 400). */
function tenant(overrides: (request: RecordedRequest) => Response | undefined = () => undefined) {
	return fakeFetch((request) => {
		const override = overrides(request);
		if (override !== undefined) return override;
		const path = request.url.pathname;
		if (path === '/api/v1/product-ePortal/get') return json(envelope(instituteWire));
		if (path === `/api/v1/institutes/webAccessToken/${INSTITUTE_ID}`) {
			return json({ statusCode: 200, result: webAccessWire }, 202);
		}
		if (path === `/prod/website/homepage/${INSTITUTE_ID}`) return json(envelope(homepageWire));
		if (path === '/prod/student-product/advance-filter/') return json(envelope([productWire]));
		if (path === `/prod/student-product/product-description/${productWire.id}`) {
			return json(envelope(productDetailWire));
		}
		if (path === `/api/v1/institutes/country/${INSTITUTE_ID}`) {
			return json(envelope([{ id: 1, country_calling_code: '+91', is_default: 'Y' }]));
		}
		if (path === `/api/v1/institute/courseMapping/get/${INSTITUTE_ID}`) {
			return json(envelope([{ course_type_id: 7, course_type: 'JEE' }]));
		}
		if (path === `/prod/website/faqs/${INSTITUTE_ID}`) {
			return json(envelope({ Student: [{ id: 1, question: 'Q?', answer: 'A', order_number: 1 }] }));
		}
		if (path === `/prod/website/page/${INSTITUTE_ID}`) {
			const slug = request.url.searchParams.get('slug') ?? '';
			const found = PAGES[slug];
			return found === undefined
				? json({ status_code: 400, error: [{ error_message: 'Page not found' }] }, 400)
				: json({ status_code: 200, message: 'ok', result: found });
		}
		return json({ message: `unexpected ${path}` }, 500);
	});
}

async function failure(promise: Promise<unknown>): Promise<LmsError> {
	try {
		await promise;
	} catch (error) {
		if (error instanceof LmsError) return error;
		throw error;
	}
	throw new Error('expected an LmsError');
}

describe('fetchSiteData', () => {
	it('gathers a tenant: M1 → M2 → P1 → P2, P4, the P3 pages and the registration options', async () => {
		const fake = tenant();
		// A tenant's domain as the tenants file holds it: normalised there, and by M1 (lookupInstitute).
		const site = await fetchSiteData('apex.example.in', api, { fetch: fake.fetch });
		const home = mapHomepage(homepageWire);

		expect(site.domain).toBe('apex.example.in');
		expect(site.api).toEqual(api);
		expect(site.institute.id).toBe(INSTITUTE_ID);
		expect(site.webAccess.webAccess).toBe(true);
		expect(site.logoUrl).toBe('https://cdn.example.in/apex/site-logo.png');
		expect(site.faviconUrl).toBeNull();
		expect(site.theme).toEqual(home.theme);
		expect(site.navLinks).toEqual(home.navLinks);
		expect(site.testimonials).toEqual(home.testimonials);
		expect(site.popularProducts).toEqual(home.popularProducts);
		expect(site.faqCategories).toEqual([
			{
				name: 'Student',
				faqs: [
					{ id: 1, categoryId: null, categoryName: null, question: 'Q?', answer: 'A', order: 1 },
				],
			},
		]);
		expect(site.about).toEqual(mapPage(aboutPageWire));
		expect(site.products).toEqual([mapProduct(productWire)]);
		expect(site.productDetails).toEqual([mapProductDetail(productDetailWire)]);
		expect(site.registrationOptions).toEqual({
			countryCodes: [{ id: 1, callingCode: '+91', isDefault: true }],
			courses: [{ id: 7, name: 'JEE' }],
		});
		expect(Object.keys(site.pages).sort()).toEqual(['privacy-policy', 'results', 'thank-you']);
		expect(site.pages['thank-you']?.html).toBe('<p>Thanks!</p>');

		const order = fake.requests.map((request) => `${request.url.pathname}${request.url.search}`);
		expect(order.slice(0, 3)).toEqual([
			'/api/v1/product-ePortal/get?webUrl=apex.example.in',
			`/api/v1/institutes/webAccessToken/${INSTITUTE_ID}`,
			`/prod/website/homepage/${INSTITUTE_ID}`,
		]);
		expect(order.slice(3).sort()).toEqual(
			[
				`/prod/website/faqs/${INSTITUTE_ID}?categoryWise=true`,
				'/prod/student-product/advance-filter/?getAll=true',
				`/prod/student-product/product-description/${productWire.id}`,
				`/api/v1/institutes/country/${INSTITUTE_ID}`,
				`/api/v1/institute/courseMapping/get/${INSTITUTE_ID}?data_for_registeration=true`,
				`/prod/website/page/${INSTITUTE_ID}?slug=about-us`,
				`/prod/website/page/${INSTITUTE_ID}?slug=results`,
				`/prod/website/page/${INSTITUTE_ID}?slug=scholarship`,
				`/prod/website/page/${INSTITUTE_ID}?slug=privacy-policy`,
				`/prod/website/page/${INSTITUTE_ID}?slug=refund-policy`,
				`/prod/website/page/${INSTITUTE_ID}?slug=terms-and-condition`,
				`/prod/website/page/${INSTITUTE_ID}?slug=thank-you`,
			].sort(),
		);
	});

	it("takes the Product Details list from P5 when P7 lists none, and keeps P4's photo when P7 has none", async () => {
		const bare = { ...productDetailWire, description: [], logo_url: null, product_logo_url: null };
		const fake = tenant((request) => {
			const path = request.url.pathname;
			if (path === `/prod/student-product/product-description/${productWire.id}`) {
				return json(envelope(bare));
			}
			if (path === `/prod/student-product/item-type-description/${productWire.id}`) {
				return json(envelope([{ item_type: 'Notes', description: 'Printed notes' }]));
			}
			return undefined;
		});
		const site = await fetchSiteData('apex.example.in', api, { fetch: fake.fetch });
		expect(site.productDetails[0]?.items).toEqual([
			{ itemType: 'Notes', description: 'Printed notes' },
		]);
		expect(site.productDetails[0]?.photoUrl).toBe('https://cdn.example.in/p/101.jpg');
	});

	it('builds a product page without items when P5 fails too', async () => {
		const fake = tenant((request) => {
			const path = request.url.pathname;
			if (path.startsWith('/prod/student-product/product-description/')) {
				return json(envelope({ ...productDetailWire, description: null }));
			}
			if (path.startsWith('/prod/student-product/item-type-description/')) {
				return json({ status_code: 500, error: [{ error_message: 'down' }] }, 500);
			}
			return undefined;
		});
		const site = await fetchSiteData('apex.example.in', api, { fetch: fake.fetch, retries: 0 });
		expect(site.productDetails[0]?.items).toEqual([]);
	});

	it('fails the tenant when P7 fails for a product (the last good site stays live)', async () => {
		const fake = tenant((request) =>
			request.url.pathname.startsWith('/prod/student-product/product-description/')
				? json({ status_code: 400, error: [{ error_message: 'Product withdrawn' }] }, 400)
				: undefined,
		);
		const error = await failure(fetchSiteData('apex.example.in', api, { fetch: fake.fetch }));
		expect(error.message).toContain('P7');
		expect(error.message).toContain('Product withdrawn');
	});

	it('uses about_us_details of P1 without asking P3 for about-us', async () => {
		const withAbout = {
			...homepageWire,
			about_us_details: { ...aboutPageWire, page_title: 'Our story' },
		};
		const fake = tenant((request) =>
			request.url.pathname.startsWith('/prod/website/homepage')
				? json(envelope(withAbout))
				: undefined,
		);
		const site = await fetchSiteData('apex.example.in', api, { fetch: fake.fetch });
		expect(site.about?.title).toBe('Our story');
		expect(fake.requests.some((request) => request.url.search === '?slug=about-us')).toBe(false);
	});

	it('still builds when the registration options cannot be fetched (the form asks at run time)', async () => {
		const fake = tenant((request) =>
			request.url.pathname.startsWith('/api/v1/institutes/country/')
				? json({ message: 'down' }, 404)
				: undefined,
		);
		const site = await fetchSiteData('apex.example.in', api, { fetch: fake.fetch });
		expect(site.registrationOptions).toEqual({
			countryCodes: null,
			courses: [{ id: 7, name: 'JEE' }],
		});
	});

	it('leaves about null when neither P1 nor P3 has it', async () => {
		const fake = tenant((request) =>
			request.url.search === '?slug=about-us'
				? json({ status_code: 400, error: [] }, 400)
				: undefined,
		);
		const site = await fetchSiteData('apex.example.in', api, { fetch: fake.fetch });
		expect(site.about).toBeNull();
	});

	it('names the call and the reason when the institute is unknown', async () => {
		const fake = tenant((request) =>
			request.url.pathname === '/api/v1/product-ePortal/get'
				? json({ statusCode: 404, message: 'Institute not found' }, 404)
				: undefined,
		);
		const error = await failure(fetchSiteData('x.in', api, { fetch: fake.fetch }));
		expect(error.message).toBe(
			'M1 GET /api/v1/product-ePortal/get?webUrl=x.in: 404 Not Found — Institute not found',
		);
		expect(fake.requests).toHaveLength(1);
	});

	it('retries GETs on 5xx with backoff, then succeeds', async () => {
		let homepageCalls = 0;
		const fake = tenant((request) =>
			request.url.pathname.startsWith('/prod/website/homepage') && ++homepageCalls <= 2
				? json({ message: 'down' }, 503)
				: undefined,
		);
		const site = await fetchSiteData('apex.example.in', api, { fetch: fake.fetch });
		expect(site.institute.id).toBe(INSTITUTE_ID);
		expect(homepageCalls).toBe(3);
	});

	it('gives up after the configured retries', async () => {
		const fake = tenant((request) =>
			request.url.pathname.startsWith('/api/v1/institutes/webAccessToken')
				? json({}, 500)
				: undefined,
		);
		const error = await failure(
			fetchSiteData('apex.example.in', api, { fetch: fake.fetch, retries: 1 }),
		);
		expect(error.message).toBe(
			`M2 GET /api/v1/institutes/webAccessToken/${INSTITUTE_ID}: 500 Internal Server Error`,
		);
		expect(
			fake.requests.filter((request) => request.url.pathname.includes('webAccessToken')),
		).toHaveLength(2);
	});

	it('fails on a P3 error other than a missing page, without retrying 4xx', async () => {
		const fake = tenant((request) =>
			request.url.search === '?slug=refund-policy'
				? json({ message: 'Unauthorized tenant' }, 401)
				: undefined,
		);
		const error = await failure(fetchSiteData('apex.example.in', api, { fetch: fake.fetch }));
		expect(error.message).toBe(
			`P3 GET /prod/website/page/${INSTITUTE_ID}?slug=refund-policy: 401 Unauthorized — Unauthorized tenant`,
		);
		expect(
			fake.requests.filter((request) => request.url.search === '?slug=refund-policy'),
		).toHaveLength(1);
	});

	it('names the field of an invalid homepage', async () => {
		const fake = tenant((request) =>
			request.url.pathname.startsWith('/prod/website/homepage')
				? json(envelope({ ...homepageWire, slider_details: [{ id: 'one' }] }))
				: undefined,
		);
		const error = await failure(fetchSiteData('apex.example.in', api, { fetch: fake.fetch }));
		expect(error.kind).toBe('invalid-reply');
		expect(error.message).toBe(
			`P1 GET /prod/website/homepage/${INSTITUTE_ID}: invalid reply at result.slider_details[0].id: expected number, received string`,
		);
	});
});
