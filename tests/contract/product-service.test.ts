/**
 * Product-service calls P1–P10 and P13: shapes (parsed with the wire schemas), every product
 * card state, the auth headers (401), student authorization (403) and coupons.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
	cartProductSchema,
	couponResultSchema,
	faqsByCategorySchema,
	homepageSchema,
	itemTypeDescriptionSchema,
	pageSchema,
	productDetailSchema,
	productSchema,
} from '../../src/lib/lms/wire/index.ts';
import type { RunningSandbox } from '../../sandbox/server.ts';
import {
	call,
	GLOBALPREP,
	GREENFIELD,
	login,
	PIXEL,
	productHeaders,
	resultOf,
	type Session,
	startTestSandbox,
	studentAuthorization,
	SUNRISE,
} from './helpers.ts';

let sandbox: RunningSandbox;
let aarav: Session;

beforeAll(async () => {
	// A fixed day for the fixtures' relative dates (CUET's validity: today-30 to today+180).
	sandbox = await startTestSandbox({ today: '2026-03-01' });
	aarav = await login(sandbox, '9876543210', 'aarav@123');
});
afterAll(() => sandbox.close());

const get = (path: string, headers = productHeaders(SUNRISE)) =>
	call(sandbox, 'GET', path, { headers });
const products = async (
	headers = productHeaders(SUNRISE),
	filter = { by: [] as string[], in: [] as string[] },
) =>
	resultOf(
		(
			await call(sandbox, 'POST', '/prod/student-product/advance-filter/?getAll=true', {
				headers,
				body: filter,
			})
		).body,
		z.array(productSchema),
	);

describe('product-service auth headers', () => {
	const path = `/prod/website/homepage/${SUNRISE}`;
	test.each([
		[
			'x-proc-authorization not institute × r',
			{ 'x-proc-authorization': String(SUNRISE * 54321 + 7) },
		],
		[
			'session-id below 10000',
			{ 'session-id': '9999', 'x-proc-authorization': String(SUNRISE * 9999) },
		],
		[
			'session-id above 99999',
			{ 'session-id': '100000', 'x-proc-authorization': String(SUNRISE * 100000) },
		],
		['x-prod-inst-id different', { 'x-prod-inst-id': String(PIXEL) }],
		['session-id missing', { 'session-id': '' }],
		['x-prod-user-id not a number', { 'x-prod-user-id': 'abc' }],
	])('%s is a 401', async (_name, override) => {
		const reply = await get(path, { ...productHeaders(SUNRISE), ...override });
		expect(reply.status).toBe(401);
		expect(reply.body.status_code).toBe(401);
		expect(reply.body.error[0].error_message).toBeTruthy();
	});

	test('any r from 10000 to 99999 works', async () => {
		expect((await get(path, productHeaders(SUNRISE, 0, 10000))).status).toBe(200);
		expect((await get(path, productHeaders(SUNRISE, 0, 99999))).status).toBe(200);
	});
});

describe('P1 homepage', () => {
	test('sunrise has the full home data', async () => {
		const reply = await get(`/prod/website/homepage/${SUNRISE}`);
		expect(reply.status).toBe(200);
		const home = resultOf(reply.body, homepageSchema);
		expect(home.slider_details).toHaveLength(3);
		expect(home.testimonial_details?.map((entry) => entry.rating)).toEqual([4.5, 3.5, 5]);
		expect(home.testimonial_details?.[1]?.image_url).toBeNull();
		expect(home.theme_details).toMatchObject({
			font_family_heading_name: 'Poppins',
			font_family_content_name: 'Open Sans',
		});
		expect(home.theme_details?.background_color).toMatch(/^#[0-9A-F]{6}$/i);
		expect(home.third_party_integration_details?.chat).toBe(
			`${sandbox.url}/sandbox/assets/chat-widget.js`,
		);
		expect(home.social_details?.whatsapp).toMatch(/^\d+$/);
		expect(home.basic_details?.copyright_url).toContain('Sunrise Academy');
		expect(home.basic_details?.pop_up_image_url).toBe(
			`${sandbox.url}/sandbox/assets/popup-sunrise.svg`,
		);
		expect(home.nav_links).toEqual([
			{ page_title: 'Results', page_route: '/results', in_navbar: true },
			{ page_title: 'Scholarship Test', page_route: 'scholarship-test', in_navbar: true },
		]);
		expect(home.about_us_details?.banner_image_url).toBe(
			`${sandbox.url}/sandbox/assets/about-sunrise.svg`,
		);
		expect(home.faqs?.map((faq) => faq.category_id)).toContain(2);
		expect(home.course_details).toHaveLength(4);
		expect(
			home.course_details?.filter((course) => !course.image && !course.thumbnail_url),
		).toHaveLength(1);
		expect(home.product_details?.map((product) => product.id)).toEqual([2001, 2002, 2003, 2004]);
	});

	test('the chat widget script is served', async () => {
		const response = await fetch(`${sandbox.url}/sandbox/assets/chat-widget.js`);
		expect(response.headers.get('content-type')).toContain('javascript');
		expect(await response.text()).toContain('sandbox-chat-widget');
	});

	test('unknown institute is a 404', async () => {
		expect((await get('/prod/website/homepage/999', productHeaders(999))).status).toBe(404);
	});

	test('empty-home: P1 answers with no content section; the rest of the home data stays', async () => {
		const sections = (home: z.infer<typeof homepageSchema>) =>
			[
				home.slider_details,
				home.testimonial_details,
				home.faqs,
				home.course_details,
				home.product_details,
			].map((list) => list?.length);
		const home = async (headers: Record<string, string> = {}) =>
			resultOf(
				(
					await call(sandbox, 'GET', `/prod/website/homepage/${SUNRISE}`, {
						headers: { ...productHeaders(SUNRISE), ...headers },
					})
				).body,
				homepageSchema,
			);
		const empty = await home({ 'x-sandbox-scenario': 'empty-home' });
		expect(sections(empty)).toEqual([0, 0, 0, 0, 0]);
		expect(empty.about_us_details?.page_data).toContain('Sunrise');
		expect(empty.basic_details?.copyright_url).toContain('Sunrise Academy');
		expect(empty.social_details?.whatsapp).toMatch(/^\d+$/);

		// Switched on for one institute, it leaves the others and the next reset alone.
		expect(
			(await call(sandbox, 'POST', `/__sandbox/scenario/empty-home?institute=${SUNRISE}`)).status,
		).toBe(200);
		expect(sections(await home())).toEqual([0, 0, 0, 0, 0]);
		const pixel = resultOf(
			(await get(`/prod/website/homepage/${PIXEL}`, productHeaders(PIXEL))).body,
			homepageSchema,
		);
		expect(pixel.slider_details?.length).toBeGreaterThan(0);
		await call(sandbox, 'POST', '/__sandbox/scenario/reset');
		expect(sections(await home())).toEqual([3, 3, expect.any(Number), 4, 4]);
	});
});

describe('P2 FAQs', () => {
	test('grouped by category and sorted', async () => {
		const faqs = resultOf(
			(await get(`/prod/website/faqs/${SUNRISE}?categoryWise=true`)).body,
			faqsByCategorySchema,
		);
		expect(Object.keys(faqs)).toEqual(['Student', 'Teacher']);
		expect(faqs['Teacher']?.every((faq) => faq.category_id === 2)).toBe(true);
		expect(faqs['Student']?.map((faq) => faq.order_number)).toEqual([1, 2, 3]);
		const school = resultOf(
			(await get(`/prod/website/faqs/${GREENFIELD}?categoryWise=true`, productHeaders(GREENFIELD)))
				.body,
			faqsByCategorySchema,
		);
		expect(Object.keys(school)).toEqual(['GENERAL FAQs']);
	});

	test('unknown institute is a 404; bad headers a 401', async () => {
		expect(
			(await get('/prod/website/faqs/999?categoryWise=true', productHeaders(999))).status,
		).toBe(404);
		const unauthorised = await get(`/prod/website/faqs/${SUNRISE}?categoryWise=true`, {
			Source: 'WEB',
		});
		expect(unauthorised.status).toBe(401);
	});

	test('an institute without FAQs answers {}', async () => {
		const reply = await get('/prod/website/faqs/104?categoryWise=true', productHeaders(104));
		expect(reply.body.result).toEqual({});
	});
});

describe('P3 pages', () => {
	test('serves published pages by slug', async () => {
		const page = resultOf(
			(await get(`/prod/website/page/${SUNRISE}?slug=privacy-policy`)).body,
			pageSchema,
		);
		expect(page).toMatchObject({
			page_title: 'Privacy Policy',
			page_status: 'PUBLISHED',
			institute_id: SUNRISE,
		});
		const results = resultOf(
			(await get(`/prod/website/page/${SUNRISE}?slug=results`)).body,
			pageSchema,
		);
		expect(results.page_route).toBe('/results');
		expect(
			resultOf((await get(`/prod/website/page/${SUNRISE}?slug=thank-you`)).body, pageSchema)
				.page_data,
		).toContain('Thank you');
	});

	test('a missing page is a 400 with only the error list; greenfield has no policy pages', async () => {
		for (const slug of ['privacy-policy', 'refund-policy', 'terms-and-condition']) {
			const reply = await get(
				`/prod/website/page/${GREENFIELD}?slug=${slug}`,
				productHeaders(GREENFIELD),
			);
			expect(reply.status).toBe(400);
			expect(reply.body).toEqual({
				status_code: 400,
				error: [{ error_message: 'This page does not exist or has been moved.' }],
			});
		}
		expect((await get(`/prod/website/page/${SUNRISE}?slug=hostel`)).status).toBe(400); // draft
		expect(
			(await get(`/prod/website/page/${SUNRISE}?slug=/results`)).body.error[0].error_message,
		).toMatch(/leading/);
	});
});

describe('P4 products', () => {
	test('every card state is present', async () => {
		const list = await products();
		const byId = new Map(list.map((product) => [product.id, product]));
		expect(byId.get(2003)).toMatchObject({ is_paid: 'N', price: 499 });
		expect(byId.get(2001)).toMatchObject({
			discount_percentage: 40,
			price_before_discount: 4999,
			offer_available: true,
			purchase_count_status: 1,
		});
		expect(byId.get(2001)?.total_prod_purchaseed).toBeGreaterThan(0);
		expect(byId.get(2004)?.remaining_products).toBe(0);
		expect(byId.get(2002)?.purchase_count_status).toBe(0);
		expect(byId.get(2001)?.product_sharable_link).toBe(
			'https://sunrise-academy.in/product?proc=JEE%20Main%202026%20Full%20Test%20Series_2001_101',
		);
	});

	test('is_enrolled reflects x-prod-user-id', async () => {
		expect((await products()).find((product) => product.id === 2003)?.is_enrolled).toBe(false);
		const mine = await products(productHeaders(SUNRISE, aarav.userId));
		expect(mine.find((product) => product.id === 2003)?.is_enrolled).toBe(true);
		expect(mine.find((product) => product.id === 2001)?.is_enrolled).toBe(false);
	});

	test('filters by item type and course; USD and INR products at globalprep', async () => {
		expect(
			(await products(productHeaders(SUNRISE), { by: ['ebook'], in: [] })).map(
				(product) => product.id,
			),
		).toEqual([2006]);
		expect(
			(await products(productHeaders(SUNRISE), { by: [], in: ['NEET UG'] })).map(
				(product) => product.id,
			),
		).toEqual([2002, 2003]);
		const currencies = (await products(productHeaders(GLOBALPREP))).map(
			(product) => product.country_details?.currency_code,
		);
		expect(currencies).toEqual(['USD', 'USD', 'INR']);
	});

	test('a bad body names the field', async () => {
		const reply = await call(sandbox, 'POST', '/prod/student-product/advance-filter/?getAll=true', {
			headers: productHeaders(SUNRISE),
			body: { by: 'x' },
		});
		expect(reply.status).toBe(400);
		expect(reply.body.message).toContain('by: expected array');
	});
});

describe('P5, P7, P8 product details', () => {
	test('P5 lists item types', async () => {
		const items = resultOf(
			(await get('/prod/student-product/item-type-description/2001')).body,
			z.array(itemTypeDescriptionSchema),
		);
		expect(items[0]).toEqual({ item_type: 'Mock Tests', description: '30 full-length tests' });
		expect((await get('/prod/student-product/item-type-description/9999')).status).toBe(404);
	});

	test('P7 spells logo_url/price/total_prod_purchaseed; YouTube links are a JSON-encoded list', async () => {
		const detail = resultOf(
			(await get('/prod/student-product/product-description/2001')).body,
			productDetailSchema,
		);
		expect(detail).toMatchObject({ id: 2001, price: 2999, sold_out: false });
		expect(detail.logo_url).toBe(`${sandbox.url}/sandbox/assets/product-jee-series.jpg`);
		expect(JSON.parse(detail.youtube_url ?? '[]')).toHaveLength(2);
		const video = resultOf(
			(await get('/prod/student-product/product-description/2002')).body,
			productDetailSchema,
		);
		expect(video.video_url).toMatch(/\.mp4$/);
		expect((await get('/prod/student-product/product-description/2101')).status).toBe(404); // another institute's
	});

	test('P8 spells product_logo_url/actual_price/total_product_sold and flags sold out', async () => {
		const reply = await get(
			`/prod/student-product/product-info?proc=${encodeURIComponent('Class 10 Board Booster Kit')}_2004_101`,
		);
		const detail = resultOf(reply.body, productDetailSchema);
		expect(detail).toMatchObject({
			id: 2004,
			actual_price: 799,
			sold_out: true,
			total_product_sold: 300,
		});
		expect('logo_url' in reply.body.result).toBe(false);
		expect((await get('/prod/student-product/product-info?proc=Nope_2004_102')).status).toBe(400);
		expect((await get('/prod/student-product/product-info?proc=garbage')).status).toBe(400);
	});
});

describe('P9 cart', () => {
	test('answers CartProducts for known ids and leaves unknown ids out', async () => {
		const reply = await call(sandbox, 'POST', '/prod/student-product/cart', {
			headers: productHeaders(SUNRISE),
			body: { product_ids: [2001, 424242, 2005] },
		});
		const cart = resultOf(reply.body, z.array(cartProductSchema));
		expect(cart.map((entry) => [entry.id, entry.entity_id])).toEqual([
			[2001, 9001],
			[2005, 9005],
		]);
		expect(cart[1]).toMatchObject({ valid_from_date: '2026-01-30', valid_to_date: '2026-08-28' });
		expect(cart[0]?.available_offers?.map((offer) => offer.offer_code)).toEqual([
			'SUNRISE20',
			'FLAT500',
		]);
	});

	test('a bad body is a 400', async () => {
		expect(
			(
				await call(sandbox, 'POST', '/prod/student-product/cart', {
					headers: productHeaders(SUNRISE),
					body: { product_ids: ['1'] },
				})
			).status,
		).toBe(400);
	});
});

describe('P10 coupons', () => {
	const apply = (code: string, ids: number[], headers = productHeaders(SUNRISE)) =>
		call(sandbox, 'POST', '/prod/student-product/apply-coupon', {
			headers,
			body: { coupon_code: code, product_id: ids },
		});

	test('percentage and flat discounts', async () => {
		const percent = resultOf((await apply('SUNRISE20', [2001])).body, couponResultSchema);
		expect(percent.discount_amount).toBe(599.8);
		expect(percent.offer_apply_dto).toMatchObject({ offer_code: 'SUNRISE20' });
		expect(
			resultOf((await apply('flat500', [2001, 2006])).body, couponResultSchema).discount_amount,
		).toBe(500);
	});

	test('expired or unknown code is a 400 with message "Error"; inapplicable codes give a reason', async () => {
		for (const code of ['DIWALI2023', 'NOSUCHCODE']) {
			const reply = await apply(code, [2001]);
			expect(reply.status).toBe(400);
			expect(reply.body).toEqual({ statusCode: 400, message: 'Error' });
		}
		const reason = await apply('NEETONLY', [2001]);
		expect(reason.status).toBe(400);
		expect(reason.body.message).toBe(
			'Coupon NEETONLY is not applicable to the products in your cart.',
		);
	});

	test('an authorization, when sent, must be valid', async () => {
		const ok = await apply('SUNRISE20', [2001], aarav.product);
		expect(ok.status).toBe(200);
		const bad = await apply('SUNRISE20', [2001], {
			...productHeaders(SUNRISE),
			Authorization: studentAuthorization(aarav.userId, 'stale'),
		});
		expect(bad.status).toBe(403);
	});
});

describe('P6 my products and P13 storage', () => {
	test('P6 lists enrolled products with dates; needs the student authorization', async () => {
		const reply = await get('/prod/student-product/my-products', aarav.product);
		const mine = resultOf(reply.body, z.array(productSchema));
		expect(mine).toHaveLength(1);
		expect(mine[0]).toMatchObject({
			id: 2003,
			enrolled_date: '2025-01-10',
			expire_on: '2025-04-10',
			is_enrolled: true,
		});
		expect((await get('/prod/student-product/my-products')).status).toBe(403);
		expect(
			(await get('/prod/student-product/my-products', { ...aarav.product, 'x-prod-inst-id': '1' }))
				.status,
		).toBe(401);
	});

	test('P13 records a first play; without videoUrl it is a 400', async () => {
		const ok = await call(
			sandbox,
			'PUT',
			`/prod/product/update-consumed-storage?videoUrl=${encodeURIComponent('https://cdn.example/v.mp4')}`,
			{ headers: productHeaders(SUNRISE, aarav.userId) },
		);
		expect(ok.status).toBe(200);
		expect(ok.body.status_code).toBe(200);
		expect(
			(
				await call(sandbox, 'PUT', '/prod/product/update-consumed-storage', {
					headers: productHeaders(SUNRISE),
				})
			).status,
		).toBe(400);
		expect(
			(
				await call(sandbox, 'PUT', '/prod/product/update-consumed-storage?videoUrl=x', {
					headers: { Source: 'WEB' },
				})
			).status,
		).toBe(401);
	});
});
