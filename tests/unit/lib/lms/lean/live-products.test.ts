import { describe, expect, it } from 'vitest';
import {
	applyLive,
	liveProductsFrom,
	liveStateOf,
	productsPath,
	requestLiveProducts,
} from '../../../../../src/lib/lms/lean/live-products.ts';
import { mapProduct } from '../../../../../src/lib/lms/mappers/product.ts';
import { fakeFetch, json } from '../fake-fetch.ts';

const P4_URL = 'https://prod.example/prod/student-product/advance-filter/?getAll=true';
const config = { productApiUrl: 'https://prod.example/', instituteId: 101 };
const LOGGED_OUT = { userId: 0, studentAuth: null };
const STUDENT = { userId: 5001, studentAuth: 'Basic NTAwMTpzZXJ2ZXI=' };

const full = {
	id: 7,
	title: 'JEE Test Series',
	remaining_products: 3,
	is_enrolled: true,
	purchase_count_status: 1 as const,
	total_prod_purchaseed: 42,
};

describe('productsPath', () => {
	it('is P4 of the contract', () => {
		expect(productsPath()).toBe('/prod/student-product/advance-filter/?getAll=true');
	});
});

describe('liveProductsFrom', () => {
	it.each([
		[
			'a valid entry',
			{ status_code: 200, result: [full] },
			[{ id: 7, remaining: 3, isEnrolled: true, showPurchaseCount: true, purchaseCount: 42 }],
		],
		[
			'the statusCode spelling',
			{ statusCode: 200, result: [{ ...full, purchase_count_status: 0, remaining_products: 0 }] },
			[{ id: 7, remaining: 0, isEnrolled: true, showPurchaseCount: false, purchaseCount: 42 }],
		],
		['an empty list', { status_code: 200, result: [] }, []],
		['missing fields: only the id', { status_code: 200, result: [{ id: 8 }] }, [{ id: 8 }]],
		[
			'null fields are left out',
			{
				status_code: 200,
				result: [
					{
						id: 8,
						remaining_products: null,
						is_enrolled: null,
						purchase_count_status: null,
						total_prod_purchaseed: null,
					},
				],
			},
			[{ id: 8 }],
		],
		[
			'wrong types are left out',
			{
				status_code: 200,
				result: [
					{
						id: 8,
						remaining_products: '3',
						is_enrolled: 'Y',
						purchase_count_status: 2,
						total_prod_purchaseed: '42',
					},
				],
			},
			[{ id: 8 }],
		],
		[
			'entries without a numeric id are skipped',
			{ status_code: 200, result: [{ ...full, id: '7' }, { title: 'x' }, null, 'x', [], full] },
			[{ id: 7, remaining: 3, isEnrolled: true, showPurchaseCount: true, purchaseCount: 42 }],
		],
	])('%s', (_name, body, expected) => {
		expect(liveProductsFrom(body)).toEqual(expected);
	});

	it.each([
		['undefined', undefined],
		['text', 'oops'],
		['a bare list', [full]],
		['no status code', { result: [full] }],
		['a string status code', { status_code: '200', result: [full] }],
		['an error envelope', { status_code: 400, error: [{ error_message: 'Bad' }] }],
		['a 500 envelope with a result', { statusCode: 500, result: [full] }],
		['a result that is not a list', { status_code: 200, result: full }],
		['no result', { status_code: 200 }],
	])('not a product list: %s → null', (_name, body) => {
		expect(liveProductsFrom(body)).toBeNull();
	});
});

describe('liveStateOf', () => {
	it("is the build's stock, enrolment and purchase count of the card", () => {
		const product = mapProduct({ ...full, is_paid: 'Y', price: 2999 });
		expect(liveStateOf(product)).toEqual({
			remaining: 3,
			isEnrolled: true,
			showPurchaseCount: true,
			purchaseCount: 42,
		});
	});
});

describe('applyLive', () => {
	const built = { remaining: null, isEnrolled: false, showPurchaseCount: true, purchaseCount: 10 };

	it.each([
		['nothing live keeps the build', { id: 7 }, built],
		[
			'each live field replaces its own',
			{ id: 7, remaining: 0, isEnrolled: true, showPurchaseCount: false, purchaseCount: 12 },
			{ remaining: 0, isEnrolled: true, showPurchaseCount: false, purchaseCount: 12 },
		],
		['one field', { id: 7, purchaseCount: 11 }, { ...built, purchaseCount: 11 }],
	])('%s', (_name, live, expected) => {
		expect(applyLive(built, live)).toEqual(expected);
	});
});

describe('requestLiveProducts', () => {
	it('logged out: POSTs the empty filter with Source and the product-service headers', async () => {
		const server = fakeFetch(() => json({ status_code: 200, result: [full] }));
		const live = await requestLiveProducts({ ...config, fetch: server.fetch }, LOGGED_OUT);
		expect(live).toEqual([
			{ id: 7, remaining: 3, isEnrolled: true, showPurchaseCount: true, purchaseCount: 42 },
		]);
		const [request] = server.requests;
		expect(request?.method).toBe('POST');
		expect(request?.url.href).toBe(P4_URL);
		expect(request?.body).toEqual({ by: [], in: [] });
		const headers = request!.headers;
		expect(headers.get('Source')).toBe('WEB');
		expect(headers.get('Content-Type')).toBe('application/json');
		expect(headers.get('x-prod-inst-id')).toBe('101');
		expect(headers.get('x-prod-user-id')).toBe('');
		expect(Number(headers.get('x-proc-authorization'))).toBe(
			101 * Number(headers.get('session-id')),
		);
		expect(headers.has('Authorization')).toBe(false);
	});

	it("logged in: the student's id and Authorization", async () => {
		const server = fakeFetch(() => json({ status_code: 200, result: [] }));
		expect(await requestLiveProducts({ ...config, fetch: server.fetch }, STUDENT)).toEqual([]);
		const headers = server.requests[0]!.headers;
		expect(headers.get('x-prod-user-id')).toBe('5001');
		expect(headers.get('Authorization')).toBe('Basic NTAwMTpzZXJ2ZXI=');
	});

	it.each([
		['a 500', () => json({ status_code: 500, message: 'down' }, 500)],
		['a 401', () => json({ statusCode: 401, message: 'no' }, 401)],
		['malformed JSON', () => new Response('{"status_code": 200, "result": [')],
		['an empty body', () => new Response('')],
		['a network error', () => Promise.reject(new TypeError('fetch failed'))],
	])('%s → null', async (_name, reply) => {
		const server = fakeFetch(reply);
		expect(await requestLiveProducts({ ...config, fetch: server.fetch }, LOGGED_OUT)).toBeNull();
	});

	it('a 403 to a logged-in student tells the reply body, once; logged out it tells nothing', async () => {
		const body = { status_code: 403, message: 'Session expired' };
		const told: unknown[] = [];
		const tell = (refusal: unknown) => told.push(refusal);
		const server = fakeFetch(() => json(body, 403));
		expect(await requestLiveProducts({ ...config, fetch: server.fetch }, STUDENT, tell)).toBeNull();
		expect(told).toEqual([body]);
		expect(
			await requestLiveProducts({ ...config, fetch: server.fetch }, LOGGED_OUT, tell),
		).toBeNull();
		expect(told).toEqual([body]);
	});

	it('a timeout → null', async () => {
		const slow = (_url: RequestInfo | URL, init?: RequestInit) =>
			new Promise<Response>((_resolve, reject) =>
				init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
			);
		expect(
			await requestLiveProducts({ ...config, timeoutMs: 10, fetch: slow }, LOGGED_OUT),
		).toBeNull();
	});
});
