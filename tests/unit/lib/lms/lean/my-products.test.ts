import { describe, expect, it, vi } from 'vitest';
import { myProductsFrom, requestMyProducts } from '../../../../../src/lib/lms/lean/my-products.ts';
import { mapProduct } from '../../../../../src/lib/lms/mappers/product.ts';
import { productWire } from '../wire-fixtures.ts';

const ok = (result: unknown) => ({ status_code: 200, message: 'Success', result });
const owned = { ...productWire, enrolled_date: '2025-01-10', expire_on: '2025-04-10' };

function replying(status: number, body: unknown) {
	return vi.fn(
		async (_url: string | URL | Request, _init?: RequestInit) =>
			new Response(JSON.stringify(body), {
				status,
				headers: { 'content-type': 'application/json' },
			}),
	);
}

const config = (fetch: typeof globalThis.fetch) => ({
	productApiUrl: 'https://prod.example.in/',
	instituteId: 3817,
	userId: 5678,
	authorization: 'Basic NTY3ODpzZXJ2ZXI=',
	fetch,
});

describe('myProductsFrom (the lean P6 reader)', () => {
	it('maps a well-formed reply with the shared mapper', () => {
		expect(myProductsFrom(ok([owned]))).toEqual([mapProduct(owned)]);
		expect(myProductsFrom(ok([]))).toEqual([]);
	});

	it.each<[string, unknown]>([
		['not an envelope', [owned]],
		['an error envelope', { status_code: 400, message: 'Error' }],
		['result not a list', ok({})],
		['id as text', ok([{ ...owned, id: '101' }])],
		['is_paid not Y/N', ok([{ ...owned, is_paid: 'yes' }])],
		['price as text', ok([{ ...owned, price: '1499' }])],
		['purchase_count_status 2', ok([{ ...owned, purchase_count_status: 2 }])],
		['country_details without a code', ok([{ ...owned, country_details: {} }])],
	])('refuses %s', (_name, body) => {
		expect(myProductsFrom(body)).toBeNull();
	});
});

describe('requestMyProducts', () => {
	it('GETs P6 with the product auth headers and the student authorization', async () => {
		const fetch = replying(200, ok([owned]));
		const outcome = await requestMyProducts(config(fetch));
		expect(outcome).toEqual({ kind: 'ok', value: [mapProduct(owned)] });
		const [url, init] = fetch.mock.calls[0]!;
		expect(url).toBe('https://prod.example.in/prod/student-product/my-products');
		expect(init?.method).toBe('GET');
		expect(init?.headers).toMatchObject({
			Source: 'WEB',
			'x-prod-inst-id': '3817',
			'x-prod-user-id': '5678',
			Authorization: 'Basic NTY3ODpzZXJ2ZXI=',
		});
	});

	it.each<[string, number, unknown, unknown]>([
		[
			'a 403 ends the session with the server message',
			403,
			{ status_code: 403, message: 'Session expired. Please login again.' },
			{ kind: 'forbidden', message: 'Session expired. Please login again.' },
		],
		[
			'a 500 is a failure with the server message',
			500,
			{ status_code: 500, error: [{ error_message: 'Database down' }] },
			{ kind: 'failed', message: 'Database down' },
		],
		[
			'a malformed 200 is a failure with the generic text',
			200,
			ok([{ id: 'x' }]),
			{ kind: 'failed', message: 'Something went wrong! Please try after sometime.' },
		],
	])('%s', async (_name, status, body, expected) => {
		const fetch = replying(status, body);
		expect(await requestMyProducts(config(fetch as unknown as typeof globalThis.fetch))).toEqual(
			expected,
		);
	});

	it('no response is a failure with the network text', async () => {
		const fetch = vi.fn(async () => {
			throw new TypeError('Failed to fetch');
		});
		expect(await requestMyProducts(config(fetch as unknown as typeof globalThis.fetch))).toEqual({
			kind: 'failed',
			message: 'Please check your internet connection!',
		});
	});
});
