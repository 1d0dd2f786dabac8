/**
 * The store scenarios of sandbox/README.md: every card state, video kind, the direct-URL-only
 * product, each coupon kind and the two-currency store, pinned with literal values so a fixture
 * edit that drops a scenario fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/server.ts';
import {
	call,
	GLOBALPREP,
	GREENFIELD,
	login,
	PIXEL,
	productHeaders,
	startTestSandbox,
	SUNRISE,
} from './helpers.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
	sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const P4 = '/prod/student-product/advance-filter/?getAll=true';

async function listed(headers: Record<string, string>): Promise<any[]> {
	const reply = await call(sandbox, 'POST', P4, { headers, body: { by: [], in: [] } });
	expect(reply.status).toBe(200);
	return reply.body.result;
}

async function listedProduct(id: number): Promise<any> {
	return (await listed(productHeaders(SUNRISE))).find((product) => product.id === id);
}

async function detail(id: number): Promise<any> {
	const reply = await call(sandbox, 'GET', `/prod/student-product/product-description/${id}`, {
		headers: productHeaders(SUNRISE),
	});
	expect(reply.status).toBe(200);
	return reply.body.result;
}

async function cart(ids: number[], instituteId = SUNRISE): Promise<any[]> {
	const reply = await call(sandbox, 'POST', '/prod/student-product/cart', {
		headers: productHeaders(instituteId),
		body: { product_ids: ids },
	});
	expect(reply.status).toBe(200);
	return reply.body.result;
}

const applyCoupon = (code: string, ids: number[]) =>
	call(sandbox, 'POST', '/prod/student-product/apply-coupon', {
		headers: productHeaders(SUNRISE),
		body: { coupon_code: code, product_id: ids },
	});

describe('card states (P4, Sunrise, anonymous)', () => {
	it.each([
		['free', 2003, { is_paid: 'N', price: 499 }],
		[
			'discounted with offers',
			2001,
			{ discount_percentage: 40, price_before_discount: 4999, offer_available: true },
		],
		['purchase count shown', 2001, { purchase_count_status: 1, total_prod_purchaseed: 128 }],
		['purchase count hidden', 2002, { purchase_count_status: 0, total_prod_purchaseed: 57 }],
		['sold out', 2004, { remaining_products: 0 }],
		['one seat left', 2007, { remaining_products: 1, is_enrolled: false }],
		['tag set', 2007, { tag: 'Last seat' }],
		['tag not set', 2009, { tag: null }],
		[
			'sharable link set by the institute',
			2007,
			{ product_sharable_link: 'https://sunrise-academy.in/go/jee-mentorship' },
		],
		['sharable link not set', 2009, { product_sharable_link: null }],
		[
			'sharable link without a scheme (the site offers no Share)',
			2005,
			{ product_sharable_link: 'sunrise-academy.in/cuet-mock-pack' },
		],
		[
			'sharable link derived (absent in the fixture)',
			2003,
			{
				product_sharable_link:
					'https://sunrise-academy.in/product?proc=Free%20Physics%20Chapter%20Tests_2003_101',
			},
		],
	])('%s: product %i', async (_scenario, id, expected) => {
		expect(await listedProduct(id)).toMatchObject(expected);
	});

	it("purchased: Aarav's x-prod-user-id marks product 2003 enrolled, nothing else", async () => {
		const aarav = await login(sandbox, '9876543210', 'aarav@123');
		const mine = await listed(productHeaders(SUNRISE, aarav.userId));
		expect(mine.filter((product) => product.is_enrolled).map((product) => product.id)).toEqual([
			2003,
		]);
		expect((await listedProduct(2003)).is_enrolled).toBe(false);
	});

	it("the discounted product's offers are listed in P9's available_offers", async () => {
		const [entry] = await cart([2001]);
		expect(entry.available_offers).toEqual([
			{
				offer_code: 'SUNRISE20',
				discount_type: 'PERCENTAGE',
				discount_percentage: 20,
				flat_discount_amount: null,
			},
			{
				offer_code: 'FLAT500',
				discount_type: 'FLAT',
				discount_percentage: null,
				flat_discount_amount: 500,
			},
		]);
	});
});

describe('videos (P7)', () => {
	it('product 2002 has an uploaded .mp4 that the sandbox serves as video/mp4', async () => {
		const { video_url: url } = await detail(2002);
		expect(url).toBe(`${sandbox.url}/sandbox/assets/neet-biology-intro.mp4`);
		const response = await fetch(url);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('video/mp4');
		const served = Buffer.from(await response.arrayBuffer());
		const shipped = readFileSync(
			join(import.meta.dirname, '../../sandbox/assets/neet-biology-intro.mp4'),
		);
		expect(served.equals(shipped)).toBe(true);
		expect(served.length).toBeLessThan(8192);
		// An ISO BMFF file opens with its `ftyp` box; the H.264 track needs `avc1`.
		expect(served.subarray(4, 8).toString('latin1')).toBe('ftyp');
		expect(served.includes('moov')).toBe(true);
		expect(served.includes('avc1')).toBe(true);
	});

	it('every .mp4 a fixture names is served by the sandbox as video/mp4', async () => {
		const fixtures = join(import.meta.dirname, '../../sandbox/fixtures');
		const named = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
			.filter((file) => file.endsWith('.json'))
			.flatMap((file) => readFileSync(join(fixtures, file), 'utf8').match(/[^"\s]+\.mp4\b/g) ?? []);
		expect(named).toContain('/sandbox/assets/neet-biology-intro.mp4');
		for (const path of new Set(named)) {
			// Fixture asset URLs are sandbox-relative: an absolute one would leave the sandbox.
			expect(path).toMatch(/^\/sandbox\/assets\//);
			const response = await fetch(`${sandbox.url}${path}`);
			expect([path, response.status, response.headers.get('content-type')]).toEqual([
				path,
				200,
				'video/mp4',
			]);
			expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
		}
	});

	it('product 2001 has YouTube links as a JSON-encoded list', async () => {
		const { youtube_url: links } = await detail(2001);
		expect(links).toBe(
			'["https://www.youtube.com/watch?v=dQw4w9WgXcQ","https://youtu.be/9bZkp7q19f0"]',
		);
	});

	it('product 2009 has a malformed youtube_url (not JSON)', async () => {
		const { youtube_url: links } = await detail(2009);
		expect(links).toBe(
			'https://www.youtube.com/watch?v=oc-lecture-1, https://youtu.be/oc-lecture-2',
		);
		expect(() => JSON.parse(links)).toThrow(SyntaxError);
	});
});

describe('direct-URL-only product 2008', () => {
	it('P8 answers it by its product reference', async () => {
		const proc = `${encodeURIComponent('Scholarship Winners Starter Kit')}_2008_101`;
		const reply = await call(sandbox, 'GET', `/prod/student-product/product-info?proc=${proc}`, {
			headers: productHeaders(SUNRISE),
		});
		expect(reply.status).toBe(200);
		expect(reply.body.result).toMatchObject({
			id: 2008,
			product_id: 2008,
			title: 'Scholarship Winners Starter Kit',
			actual_price: 499,
			sold_out: false,
			// The run-time detail shows its tag and Share from P8 alone.
			tag: 'Winners only',
			product_sharable_link:
				'https://sunrise-academy.in/product?proc=Scholarship%20Winners%20Starter%20Kit_2008_101',
		});
	});

	it('P4 and P1 leave it out; P9 still answers it by id', async () => {
		expect((await listed(productHeaders(SUNRISE))).map((product) => product.id)).toEqual([
			2001, 2002, 2003, 2004, 2005, 2006, 2007, 2009,
		]);
		const home = await call(sandbox, 'GET', `/prod/website/homepage/${SUNRISE}`, {
			headers: productHeaders(SUNRISE),
		});
		expect(home.body.result.product_details.map((product: any) => product.id)).toEqual([
			2001, 2002, 2003, 2004,
		]);
		expect((await cart([2008])).map((entry) => [entry.id, entry.entity_id])).toEqual([
			[2008, 9008],
		]);
	});
});

describe('tag and sharable link on the detail (P7)', () => {
	it.each([
		['tag and own link', 2007, 'Last seat', 'https://sunrise-academy.in/go/jee-mentorship'],
		['neither', 2009, null, null],
	])('%s: product %i', async (_scenario, id, tag, link) => {
		expect(await detail(id)).toMatchObject({ tag, product_sharable_link: link });
	});
});

describe('enquiry form (P1 social_details.form_url)', () => {
	it.each([
		['https: shown', SUNRISE, 'https://forms.sunrise-academy.in/enquiry'],
		['plain http: not shown', PIXEL, 'http://forms.pixel-store.in/enquiry'],
		['not set', GREENFIELD, undefined],
	])('%s: institute %i', async (_scenario, instituteId, formUrl) => {
		const home = await call(sandbox, 'GET', `/prod/website/homepage/${instituteId}`, {
			headers: productHeaders(instituteId),
		});
		expect(home.status).toBe(200);
		expect(home.body.result.social_details.form_url).toBe(formUrl);
	});
});

describe('coupons (P10, Sunrise)', () => {
	it.each([
		['listed', 'SUNRISE20', [2001], 599.8],
		['unlisted', 'WELCOME100', [2001], 100],
		['free order (100 %, discount = total)', 'SCHOLAR100', [2001, 2006], 3198],
	])('%s: %s on %j answers 200 with discount %d', async (_kind, code, ids, discount) => {
		const reply = await applyCoupon(code, ids);
		expect(reply.status).toBe(200);
		expect(reply.body).toMatchObject({
			status_code: 200,
			message: 'Coupon applied',
			result: { discount_amount: discount, offer_apply_dto: { offer_code: code } },
		});
	});

	it.each([
		['expired', 'DIWALI2023', 'Error'],
		['invalid (unknown code)', 'NO-SUCH-CODE', 'Error'],
		[
			'with a reason',
			'NEETONLY',
			'Coupon NEETONLY is not applicable to the products in your cart.',
		],
	])('%s: %s answers 400 {statusCode, message}', async (_kind, code, message) => {
		const reply = await applyCoupon(code, [2001]);
		expect(reply.status).toBe(400);
		expect(reply.body).toEqual({ statusCode: 400, message });
	});

	it("unlisted codes are in no product's available_offers", async () => {
		const ids = [2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009];
		const offered = new Set(
			(await cart(ids)).flatMap((entry) => entry.available_offers.map((o: any) => o.offer_code)),
		);
		expect([...offered].sort()).toEqual(['FLAT500', 'SUNRISE20']);
	});

	it('SCHOLAR100 makes the order free: P11 places it at once (status 20, total 0)', async () => {
		const vikram = await login(sandbox, '9876500006', 'vikram@123');
		const coupon = await applyCoupon('SCHOLAR100', [2007]);
		expect(coupon.body.result.discount_amount).toBe(7999);
		const order = await call(sandbox, 'POST', '/prod/student-product/order', {
			headers: vikram.product,
			body: {
				product_ids: [2007],
				total_amount: 0,
				offer_apply_dto: coupon.body.result.offer_apply_dto,
			},
		});
		expect(order.status).toBe(200);
		expect(order.body.result).toMatchObject({ status: 20, total_amount: 0 });
	});
});

describe('two currencies (Global Prep)', () => {
	it('P4 lists USD and INR products', async () => {
		const products = await listed(productHeaders(GLOBALPREP));
		expect(products.map((product) => [product.id, product.country_details.currency_code])).toEqual([
			[2501, 'USD'],
			[2502, 'USD'],
			[2503, 'INR'],
		]);
	});

	it('a cart can mix them (P9); an order cannot (P11)', async () => {
		const mixed = await cart([2502, 2503], GLOBALPREP);
		expect(mixed.map((entry) => entry.country_details.currency_code)).toEqual(['USD', 'INR']);
		const emily = await login(sandbox, '2125550101', 'emily@123', GLOBALPREP);
		const order = await call(sandbox, 'POST', '/prod/student-product/order', {
			headers: emily.product,
			body: { product_ids: [2502, 2503], total_amount: 2548.5 },
		});
		expect(order.status).toBe(400);
		expect(order.body.message).toBe('product_ids: products of one currency per order');
	});
});
