import { describe, expect, it } from 'vitest';
import {
	productDetailFrom,
	productInfoPath,
	requestProductInfo,
} from '../../../../../src/lib/lms/lean/product-info.ts';
import { fakeFetch, json, type Handler } from '../fake-fetch.ts';
import { envelope, productInfoWire } from '../wire-fixtures.ts';

const p7 = (overrides?: Record<string, unknown>) => productInfoWire('P7', overrides);
const p8 = (overrides?: Record<string, unknown>) => productInfoWire('P8', overrides);
const ok = (result: unknown) => envelope(result);

// The app ProductDetail both spellings map to.
const MAPPED = {
	id: 3001,
	productId: 3001,
	title: 'Physics & Maths_Notes',
	photoUrl: 'https://cdn.test/p/3001.png',
	about: '<p>Notes</p>',
	shareLink: null,
	enrolledDate: null,
	expireOn: null,
	isFree: false,
	price: 499,
	priceBeforeDiscount: 999,
	discountPercentage: 50,
	offerAvailable: true,
	showPurchaseCount: true,
	purchaseCount: 42,
	remaining: 7,
	isEnrolled: false,
	tag: null,
	currencyCode: 'INR',
	soldOut: false,
	items: [
		{ itemType: 'PDF', description: '12 chapters' },
		{ itemType: 'Test', description: null },
	],
	videoLinks: ['https://youtu.be/dQw4w9WgXcQ'],
	videoUrl: null,
};

const REFERENCE = 'Physics & Maths_Notes_3001_101';

function config(handler: Handler, authorization?: string | null) {
	const fake = fakeFetch(handler);
	return {
		fake,
		config: {
			productApiUrl: 'https://prod.test/',
			instituteId: 101,
			userId: 501,
			fetch: fake.fetch,
			...(authorization === undefined ? {} : { authorization }),
		},
	};
}

describe('productInfoPath', () => {
	it.each([
		['Notes_3001_101', '/prod/student-product/product-info?proc=Notes_3001_101'],
		[REFERENCE, '/prod/student-product/product-info?proc=Physics%20%26%20Maths_Notes_3001_101'],
		['a/b?c=d#e_1_2', '/prod/student-product/product-info?proc=a%2Fb%3Fc%3Dd%23e_1_2'],
	])('%s → %s', (reference, expected) => {
		expect(productInfoPath(reference)).toBe(expected);
	});
});

describe('productDetailFrom', () => {
	it.each([
		['P7 spelling, status_code', ok(p7())],
		['P8 spelling, status_code', ok(p8())],
		['P7 spelling, statusCode', { statusCode: 200, message: 'Success', result: p7() }],
		['P8 spelling, statusCode', { statusCode: 200, result: p8() }],
	])('maps %s', (_name, body) => {
		expect(productDetailFrom(body)).toEqual(MAPPED);
	});

	it('accepts absent optional fields', () => {
		expect(productDetailFrom(ok({ id: 9, title: 'T', is_paid: 'N' }))).toMatchObject({
			id: 9,
			productId: null,
			isFree: true,
			price: 0,
			photoUrl: null,
			soldOut: false,
			items: [],
			videoLinks: [],
			currencyCode: 'INR',
		});
	});

	it.each<[string, unknown]>([
		['no envelope', p8()],
		['an error envelope', { statusCode: 400, message: 'Error', result: p8() }],
		['a 200 envelope without result', { status_code: 200 }],
		['a list result', ok([p8()])],
		['price as text', ok(p8({ actual_price: '499' }))],
		['id as text', ok(p8({ id: '3001' }))],
		['is_paid not Y/N', ok(p8({ is_paid: 'yes' }))],
		['description not a list', ok(p8({ description: 'PDF notes' }))],
		['an item without a type', ok(p8({ description: [{ description: 'x' }] }))],
		['sold_out as 0/1', ok(p8({ sold_out: 1 }))],
		['purchase_count_status 2', ok(p8({ purchase_count_status: 2 }))],
		['a currency that is not text', ok(p8({ country_details: { currency_code: 1 } }))],
		['an infinite price', ok(p8({ actual_price: Number.POSITIVE_INFINITY }))],
	])('%s is no product', (_name, body) => {
		expect(productDetailFrom(body)).toBeNull();
	});
});

describe('requestProductInfo', () => {
	it('GETs P8 with the encoded reference and the product headers of the viewer', async () => {
		const { fake, config: settings } = config(() => json(ok(p8())));
		await requestProductInfo(settings, REFERENCE);

		expect(fake.requests).toHaveLength(1);
		const [request] = fake.requests;
		expect(request!.method).toBe('GET');
		expect(request!.url.href).toBe(
			'https://prod.test/prod/student-product/product-info?proc=Physics%20%26%20Maths_Notes_3001_101',
		);
		expect(request!.url.searchParams.get('proc')).toBe(REFERENCE);
		expect(request!.body).toBeUndefined();
		const headers = request!.headers;
		expect(headers.get('Source')).toBe('WEB');
		expect(headers.get('x-prod-user-id')).toBe('501');
		expect(headers.get('x-prod-inst-id')).toBe('101');
		const session = Number(headers.get('session-id'));
		expect(headers.get('x-proc-authorization')).toBe(String(101 * session));
		expect(headers.has('Authorization')).toBe(false);
	});

	it.each([
		['given', 'Basic abc', 'Basic abc'],
		['null', null, null],
		['empty', '', null],
	])('sends Authorization only when given (%s)', async (_name, authorization, expected) => {
		const { fake, config: settings } = config(() => json(ok(p8())), authorization);
		await requestProductInfo(settings, REFERENCE);
		expect(fake.requests[0]!.headers.get('Authorization')).toBe(expected);
	});

	it('sends a blank x-prod-user-id for a visitor who is not logged in', async () => {
		const { fake, config: settings } = config(() => json(ok(p8())));
		await requestProductInfo({ ...settings, userId: 0 }, REFERENCE);
		expect(fake.requests[0]!.headers.get('x-prod-user-id')).toBe('');
	});

	it.each([
		['P7 spelling', p7()],
		['P8 spelling', p8()],
	])('a 200 with the %s is found', async (_name, result) => {
		const { config: settings } = config(() => json(ok(result)));
		expect(await requestProductInfo(settings, REFERENCE)).toEqual({
			kind: 'found',
			detail: MAPPED,
		});
	});

	it('a sold-out product is found with soldOut', async () => {
		const { config: settings } = config(() => json(ok(p8({ sold_out: true }))));
		const outcome = await requestProductInfo(settings, REFERENCE);
		expect(outcome.kind === 'found' && outcome.detail.soldOut).toBe(true);
	});

	it.each<[string, () => Response, unknown]>([
		[
			'a 200 with price as text',
			() => json(ok(p8({ actual_price: '499' }))),
			{ kind: 'failed', message: 'Something went wrong! Please try after sometime.' },
		],
		[
			'a 200 with is_paid yes',
			() => json(ok(p8({ is_paid: 'yes' }))),
			{ kind: 'failed', message: 'Something went wrong! Please try after sometime.' },
		],
		[
			'a 200 with description not a list',
			() => json(ok(p8({ description: {} }))),
			{ kind: 'failed', message: 'Something went wrong! Please try after sometime.' },
		],
		[
			'a 200 that is not JSON',
			() => new Response('<html>maintenance</html>'),
			{ kind: 'failed', message: 'Something went wrong! Please try after sometime.' },
		],
		[
			'a 200 with an error envelope',
			() => json({ statusCode: 500, message: 'Oops' }),
			{ kind: 'failed', message: 'Something went wrong! Please try after sometime.' },
		],
		[
			'a 400 with a message',
			() => json({ status_code: 400, error: [{ error_message: 'proc: no product' }] }, 400),
			{ kind: 'not-found' },
		],
		['a bare 400', () => new Response('', { status: 400 }), { kind: 'not-found' }],
		['a 404', () => json({ statusCode: 404, message: 'Not Found' }, 404), { kind: 'not-found' }],
		[
			'a 500 with the server message',
			() => json({ status_code: 500, message: 'Product service down' }, 500),
			{ kind: 'failed', message: 'Product service down' },
		],
		[
			'a 500 with an error list',
			() => json({ status_code: 500, error: [{ errorMessage: 'DB timeout' }] }, 500),
			{ kind: 'failed', message: 'DB timeout' },
		],
		[
			'a bare 500',
			() => new Response('', { status: 500 }),
			{ kind: 'failed', message: 'Internal Server Error' },
		],
		[
			'a bare 401',
			() => new Response('', { status: 401 }),
			{ kind: 'failed', message: 'Unauthorized' },
		],
		[
			'a bare 502 (not in the catalogue)',
			() => new Response('', { status: 502 }),
			{ kind: 'failed', message: 'Something went wrong! Please try after sometime.' },
		],
	])('%s', async (_name, reply, expected) => {
		const { config: settings } = config(reply);
		expect(await requestProductInfo(settings, REFERENCE)).toEqual(expected);
	});

	it('a 403 to a logged-in student is a failure that also tells the reply body; to a visitor, only the failure', async () => {
		const body = { status_code: 403, message: 'Session expired' };
		const told: unknown[] = [];
		const student = config(() => json(body, 403), 'Basic NTAxOmNyZWQ=');
		expect(await requestProductInfo(student.config, REFERENCE, (m) => told.push(m))).toEqual({
			kind: 'failed',
			message: 'Session expired',
		});
		expect(told).toEqual([body]);
		const visitor = config(() => json(body, 403), null);
		await requestProductInfo(visitor.config, REFERENCE, (m) => told.push(m));
		expect(told).toEqual([body]);
	});

	it('no response is a failure with the network text', async () => {
		const outcome = await requestProductInfo(
			{
				productApiUrl: 'https://prod.test',
				instituteId: 101,
				userId: 0,
				fetch: async () => Promise.reject(new TypeError('fetch failed')),
			},
			REFERENCE,
		);
		expect(outcome).toEqual({ kind: 'failed', message: 'Please check your internet connection!' });
	});
});
