import { describe, expect, it } from 'vitest';
import { cartProductsFrom, requestCart } from '../../../../../src/lib/lms/lean/cart.ts';
import { cartProductFixture } from '../../../fixtures/cart.ts';

const entry = (overrides: Record<string, unknown> = {}) => ({
	entity_id: 9001,
	id: 2001,
	title: 'JEE Main 2026 Full Test Series',
	logo_url: null,
	duration: 365,
	valid_from_date: null,
	valid_to_date: null,
	is_enrolled: false,
	is_paid: 'Y',
	price: 2999,
	available_offers: [
		{
			offer_code: 'SUNRISE20',
			discount_type: 'PERCENTAGE',
			discount_percentage: 20,
			flat_discount_amount: null,
		},
	],
	country_details: { currency_code: 'INR', country_id: 1 },
	...overrides,
});
const ok = (result: unknown) => ({ status_code: 200, message: 'Success', result });

describe('cartProductsFrom (the lean P9 reader)', () => {
	it('maps a well-formed reply with the shared mapper', () => {
		// The fixture is entry() in the app's shape, written out as a literal.
		expect(cartProductsFrom(ok([entry()]))).toEqual([cartProductFixture()]);
	});

	it.each<[string, unknown]>([
		['not an envelope', [entry()]],
		['an error envelope', { statusCode: 400, message: 'Error' }],
		['result not a list', ok({})],
		['id as text', ok([entry({ id: '2001' })])],
		['is_paid not Y/N', ok([entry({ is_paid: true })])],
		['price as text', ok([entry({ price: '2999' })])],
		['an offer without a code', ok([entry({ available_offers: [{ discount_type: 'FLAT' }] })])],
		['currency missing in country_details', ok([entry({ country_details: { country_id: 1 } })])],
	])('%s is no reply', (_name, body) => {
		expect(cartProductsFrom(body)).toBeNull();
	});

	it('accepts statusCode, absent optional fields and an empty list', () => {
		const minimal = { entity_id: 1, id: 2, title: 'T', is_paid: 'N' };
		expect(cartProductsFrom({ statusCode: 200, result: [minimal] })?.[0]).toMatchObject({
			id: 2,
			isFree: true,
			price: 0,
			currencyCode: 'INR',
			offers: [],
		});
		expect(cartProductsFrom(ok([]))).toEqual([]);
	});
});

describe('requestCart', () => {
	const config = (reply: () => Promise<Response>) => ({
		productApiUrl: 'https://prod.test/',
		instituteId: 101,
		userId: 501,
		fetch: (async () => reply()) as typeof fetch,
	});

	it('sends nothing for an empty cart', async () => {
		let sent = 0;
		const result = await requestCart(
			config(async () => {
				sent += 1;
				return new Response('');
			}),
			[],
		);
		expect(result).toEqual({ items: [] });
		expect(sent).toBe(0);
	});

	it('POSTs the ids with the product headers for the viewer', async () => {
		let seen: Request | null = null;
		const result = await requestCart(
			{
				...config(async () => new Response('')),
				fetch: (async (url: string, init: RequestInit) => {
					seen = new Request(url, init);
					return new Response(JSON.stringify(ok([entry()])));
				}) as typeof fetch,
			},
			[2001],
		);
		expect('items' in result && result.items.map((item) => item.id)).toEqual([2001]);
		const request = seen as unknown as Request;
		expect(request.url).toBe('https://prod.test/prod/student-product/cart');
		expect(request.method).toBe('POST');
		expect(await request.json()).toEqual({ product_ids: [2001] });
		expect(request.headers.get('x-prod-user-id')).toBe('501');
		expect(request.headers.get('x-prod-inst-id')).toBe('101');
		expect(request.headers.get('Source')).toBe('WEB');
	});

	it.each<[string, () => Promise<Response>, string]>([
		[
			'no response',
			async () => Promise.reject(new TypeError('fetch failed')),
			'Please check your internet connection!',
		],
		['a 500', async () => new Response('', { status: 500 }), 'Internal Server Error'],
		[
			'a 400 with a message',
			async () =>
				new Response(JSON.stringify({ statusCode: 400, message: 'Bad ids' }), { status: 400 }),
			'Bad ids',
		],
		[
			'a malformed 200',
			async () => new Response('{"status_code":200,"result":"x"}'),
			'Something went wrong! Please try after sometime.',
		],
	])('%s shows %j', async (_name, reply, text) => {
		expect(await requestCart(config(reply), [2001])).toEqual({ error: text });
	});
});
