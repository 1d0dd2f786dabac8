/**
 * Sandbox replies of the product-service calls P1–P10 and P13 (P11, P12 are with the payments).
 */
import { expect } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { type Expected, logInAarav, productHeaders, sandboxCall, shapeErrors } from './helpers.ts';
import { expectErrorBody, type ReplyCase } from './reply-case.ts';
import {
	CART_PRODUCT,
	FAQ,
	HOMEPAGE,
	HOMEPAGE_KEYS,
	MY_PRODUCT,
	PAGE,
	PRODUCT,
	PRODUCT_DETAIL,
} from './reply-shapes.ts';

const anonymous = productHeaders(101);
const get = (path: string) => (sandbox: RunningSandbox) =>
	sandboxCall(sandbox, 'GET', path, { headers: anonymous });

const applyCoupon = (code: string) => (sandbox: RunningSandbox) =>
	sandboxCall(sandbox, 'POST', '/prod/student-product/apply-coupon', {
		headers: anonymous,
		body: { coupon_code: code, product_id: [2006] },
	});

const homepageOf = (sandbox: RunningSandbox, instituteId: number) =>
	sandboxCall(sandbox, 'GET', `/prod/website/homepage/${instituteId}`, {
		headers: productHeaders(instituteId),
	});

/** Exactly one spelling of each ProductDetail pair is sent (CONTRACT.md, field details). */
function expectOneSpellingEach(detail: Record<string, unknown>): void {
	for (const pair of [
		['logo_url', 'product_logo_url'],
		['price', 'actual_price'],
		['total_prod_purchaseed', 'total_product_sold'],
	]) {
		expect(
			pair.filter((key) => key in detail),
			pair.join(' or '),
		).toHaveLength(1);
	}
}

// CONTRACT MISMATCH: the sandbox's P7/P8 ProductDetail also carries `tag` and `country_details`,
// which spec section 3 (the list CONTRACT.md points to) does not name; the client reads the
// currency from `country_details`, so the sandbox shows a currency the contract does not promise.
const DETAIL_WITH_SANDBOX_EXTRAS: Expected = {
	...PRODUCT_DETAIL,
	tag: 'string|null',
	country_details: { currency_code: 'string', country_id: 'number' },
};

const detailCases = (id: 'P7' | 'P8', path: string): ReplyCase[] => [
	{
		id,
		title: 'ProductDetail: the spec fields, one spelling of each variant pair',
		run: get(path),
		status: 200,
		envelope: 'status_code',
		result: DETAIL_WITH_SANDBOX_EXTRAS,
		check: (body) => expectOneSpellingEach(body.result),
	},
	{
		id,
		title: 'ProductDetail: no keys beyond spec section 3',
		// CONTRACT MISMATCH: extra `tag` and `country_details` (see above).
		mismatch: 'ProductDetail carries tag and country_details',
		run: get(path),
		status: 200,
		envelope: 'status_code',
		result: PRODUCT_DETAIL,
	},
];

/** Product-service reply cases. */
export const productReplyCases: ReplyCase[] = [
	{
		id: 'P1',
		title: 'homepage: the eleven blocks with the field lists of spec section 3',
		run: get('/prod/website/homepage/101'),
		status: 200,
		envelope: 'status_code',
		result: HOMEPAGE,
		check(body) {
			const { theme_details: theme, social_details: social } = body.result;
			const colours = Object.entries(theme).filter(([key]) => key.endsWith('_color'));
			for (const [, colour] of colours) expect(colour).toMatch(/^#[0-9A-Fa-f]{6}$/);
			expect(social.whatsapp).toMatch(/^\d+$/);
		},
	},
	{
		id: 'P1',
		title: "homepage (Sunrise): the chat widget's script is an https URL",
		// CONTRACT MISMATCH: the sandbox makes `/sandbox/assets/chat-widget.js` absolute with its own
		// http:// base; the contract says `chat` is an https URL, and the client drops any other URL,
		// so the sandbox's chat widget never loads.
		mismatch: 'P1 chat is an http URL',
		run: (sandbox) => homepageOf(sandbox, 101),
		status: 200,
		envelope: 'status_code',
		check: (body) =>
			expect(body.result.third_party_integration_details.chat).toMatch(/^https:\/\/\S+$/),
	},
	...[
		[101, 'Sunrise'],
		[102, 'Pixel'],
		[103, 'Greenfield'],
		[105, 'Global Prep'],
	].map(([instituteId, name]): ReplyCase => ({
		id: 'P1',
		title: `homepage (${name}): exactly the eleven result keys`,
		run: (sandbox) => homepageOf(sandbox, Number(instituteId)),
		status: 200,
		envelope: 'status_code',
		check: (body) => expect(Object.keys(body.result).sort()).toEqual(HOMEPAGE_KEYS),
	})),
	{
		id: 'P1',
		title: 'homepage (AppFirst): exactly the eleven result keys',
		// CONTRACT MISMATCH: AppFirst's P1 result has no `third_party_integration_details` key; the
		// contract lists it among the result keys ("each may be absent" is said of its fields).
		mismatch: 'AppFirst P1 lacks third_party_integration_details',
		run: (sandbox) => homepageOf(sandbox, 104),
		status: 200,
		envelope: 'status_code',
		check: (body) => expect(Object.keys(body.result).sort()).toEqual(HOMEPAGE_KEYS),
	},
	{
		id: 'P2',
		title: 'FAQs keyed by category name, each entry sorted by order_number',
		run: get('/prod/website/faqs/101?categoryWise=true'),
		status: 200,
		envelope: 'status_code',
		result: 'object',
		check(body) {
			const categories = Object.entries(body.result as Record<string, any[]>);
			expect(categories.length).toBeGreaterThan(0);
			for (const [name, entries] of categories) {
				expect(shapeErrors(entries, [FAQ], name)).toEqual([]);
				for (const entry of entries) expect(entry.category_name).toBe(name);
				const order = entries.map((entry) => entry.order_number);
				expect(order).toEqual([...order].sort((a, b) => a - b));
			}
		},
	},
	{
		id: 'P2',
		title: 'no FAQs (AppFirst): result {}',
		run: (sandbox) =>
			sandboxCall(sandbox, 'GET', '/prod/website/faqs/104?categoryWise=true', {
				headers: productHeaders(104),
			}),
		status: 200,
		envelope: 'status_code',
		check: (body) => expect(body.result).toStrictEqual({}),
	},
	{
		id: 'P3',
		title: 'page by slug: the eight page-record fields',
		run: get('/prod/website/page/101?slug=about-us'),
		status: 200,
		envelope: 'status_code',
		result: PAGE,
	},
	// Only PUBLISHED pages are served: Sunrise's DRAFT 'hostel' is missing too.
	...['no-such-page', 'hostel'].map((slug): ReplyCase => ({
		id: 'P3',
		title: `missing page '${slug}': 400 {"status_code": 400, "error": [{"error_message": "..."}]}`,
		run: get(`/prod/website/page/101?slug=${slug}`),
		status: 400,
		check(body) {
			const shape: Expected = { status_code: '400', error: [{ error_message: 'string' }] };
			expect(shapeErrors(body, shape, 'body')).toEqual([]);
		},
	})),
	{
		id: 'P4',
		title: 'advance filter: [Product] with the fields of spec section 3',
		run: (sandbox) =>
			sandboxCall(sandbox, 'POST', '/prod/student-product/advance-filter/?getAll=true', {
				headers: anonymous,
				body: { by: [], in: [] },
			}),
		status: 200,
		envelope: 'status_code',
		result: [PRODUCT],
	},
	{
		id: 'P4',
		title: 'is_enrolled follows x-prod-user-id',
		async run(sandbox) {
			const student = await logInAarav(sandbox);
			return sandboxCall(sandbox, 'POST', '/prod/student-product/advance-filter/?getAll=true', {
				headers: productHeaders(101, student.userId),
				body: { by: [], in: [] },
			});
		},
		status: 200,
		envelope: 'status_code',
		check: (body) =>
			expect(body.result.find((entry: any) => entry.id === 2003)?.is_enrolled).toBe(true),
	},
	{
		id: 'P5',
		title: 'item types: [{item_type, description}]',
		run: get('/prod/student-product/item-type-description/2001'),
		status: 200,
		envelope: 'status_code',
		result: [{ item_type: 'string', description: 'string|null' }],
	},
	{
		id: 'P6',
		title: 'my products: [Product] with enrolled_date and expire_on (YYYY-MM-DD)',
		async run(sandbox) {
			const student = await logInAarav(sandbox);
			return sandboxCall(sandbox, 'GET', '/prod/student-product/my-products', {
				headers: student.product,
			});
		},
		status: 200,
		envelope: 'status_code',
		result: [MY_PRODUCT],
		check(body) {
			for (const entry of body.result) {
				expect(entry.enrolled_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
				if (entry.expire_on !== null) expect(entry.expire_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			}
		},
	},
	...detailCases('P7', '/prod/student-product/product-description/2001'),
	...detailCases(
		'P8',
		`/prod/student-product/product-info?proc=${encodeURIComponent('JEE Main 2026 Full Test Series')}_2001_101`,
	),
	{
		id: 'P9',
		title: 'cart: [CartProduct], unknown ids left out, entity_id is not the product id',
		run: (sandbox) =>
			sandboxCall(sandbox, 'POST', '/prod/student-product/cart', {
				headers: anonymous,
				body: { product_ids: [2001, 2005, 2006, 999999] },
			}),
		status: 200,
		envelope: 'status_code',
		result: [CART_PRODUCT],
		check(body) {
			expect(body.result.map((entry: any) => entry.id)).toEqual([2001, 2005, 2006]);
			for (const entry of body.result) {
				expect(entry.entity_id).not.toBe(entry.id);
				for (const date of [entry.valid_from_date, entry.valid_to_date].filter(Boolean))
					expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			}
		},
	},
	{
		id: 'P10',
		title: 'coupon: result {discount_amount, offer_apply_dto}',
		run: applyCoupon('SUNRISE20'),
		status: 200,
		envelope: 'status_code',
		result: { discount_amount: 'number', offer_apply_dto: 'object' },
		// 20% of ₹199.
		check: (body) => expect(body.result.discount_amount).toBe(39.8),
	},
	{
		id: 'P10',
		title: 'invalid code: 400 with message "Error" or a reason',
		run: applyCoupon('NO-SUCH-CODE'),
		status: 400,
		check: (body) => expect(expectErrorBody(body)).toBe('Error'),
	},
	{
		id: 'P13',
		title: 'consumed storage: 200',
		run: (sandbox) =>
			sandboxCall(
				sandbox,
				'PUT',
				`/prod/product/update-consumed-storage?videoUrl=${encodeURIComponent('https://cdn.example.test/v/intro.mp4')}`,
				{ headers: anonymous },
			),
		status: 200,
		envelope: 'status_code',
	},
];
