// @vitest-environment jsdom
/**
 * The requests a page's inline script starts (src/lib/site/early-requests.ts: the cart's P9, My
 * Orders' P6, My Profile's M11) and the lean transport takes (src/lib/lms/lean/early.ts,
 * fetch.ts): both sides run here, so the key the script writes and the key the transport looks
 * for are proved to agree, a request that is not the very same one is sent anew, and an early
 * request's failure is the request's failure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCart } from '../../../../../src/lib/lms/lean/cart.ts';
import { requestMyProducts } from '../../../../../src/lib/lms/lean/my-products.ts';
import { requestProfile } from '../../../../../src/lib/lms/lean/profile.ts';
import {
	dashboardGuardScript,
	headerStateScript,
} from '../../../../../src/lib/site/inline-scripts.ts';

const API = 'https://products.example.com/';
const MAIN = 'https://main.example.com';
const CART_URL = 'https://products.example.com/prod/student-product/cart';
const SESSION = JSON.stringify({ userId: 501, userStatus: 'loggedin', studentAuth: 'Basic abc' });

const entry = (id: number) => ({
	entity_id: 9000 + id,
	id,
	title: `Product ${id}`,
	is_paid: 'Y',
	price: 100,
	country_details: { currency_code: 'INR', country_id: 1 },
});
const reply = (...ids: number[]) =>
	new Response(JSON.stringify({ status_code: 200, message: 'Success', result: ids.map(entry) }), {
		status: 200,
	});

// As the browser runs an inline classic script: in the global scope.
const run = (code: string) => (0, eval)(code) as unknown;

let pageFetch: ReturnType<typeof vi.fn>;
let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
	pageFetch = vi.fn(() => Promise.resolve(reply(2002, 2001)));
	replace = vi.fn();
	vi.stubGlobal('fetch', pageFetch);
	vi.stubGlobal('location', { ...location, replace, pathname: '/dashboard/cart' });
});

afterEach(() => {
	localStorage.clear();
	delete (window as unknown as Record<string, unknown>)['__early'];
	for (const key of Object.keys(document.documentElement.dataset))
		delete document.documentElement.dataset[key];
	vi.unstubAllGlobals();
});

const config = { productApiUrl: API, mainApiUrl: MAIN, instituteId: 101 };

describe("the cart page's early P9 (inline script)", () => {
	it.each([
		['logged in', SESSION, '501'],
		['logged out', null, ''],
	])('sends what the lean transport sends: %s', (_case, session, userId) => {
		if (session) localStorage.setItem('session', session);
		localStorage.setItem('cart', '[2002,2001]');
		run(headerStateScript(config));
		expect(pageFetch).toHaveBeenCalledTimes(1);
		const [url, init] = pageFetch.mock.calls[0] as [string, RequestInit];
		expect(url).toBe(CART_URL);
		expect(init.method).toBe('POST');
		expect(init.body).toBe('{"product_ids":[2002,2001]}');
		const headers = init.headers as Record<string, string>;
		const random = Number(headers['session-id']);
		expect(random).toBeGreaterThanOrEqual(10000);
		expect(random).toBeLessThanOrEqual(99999);
		expect(headers).toEqual({
			Source: 'WEB',
			Accept: 'application/json',
			'Content-Type': 'application/json',
			'session-id': String(random),
			'x-proc-authorization': String(101 * random),
			'x-prod-inst-id': '101',
			'x-prod-user-id': userId,
		});
		expect(init.signal).toBeInstanceOf(AbortSignal);
	});

	it.each([
		['no cart', null],
		['an empty cart', '[]'],
		['a corrupt cart', '[1,'],
		['a cart with an id twice', '[7,7]'],
	])('sends nothing for %s', (_case, cart) => {
		if (cart !== null) localStorage.setItem('cart', cart);
		run(headerStateScript(config));
		expect(pageFetch).not.toHaveBeenCalled();
	});

	it('is not in the header script of any other page', () => {
		localStorage.setItem('cart', '[2001]');
		run(headerStateScript());
		expect(pageFetch).not.toHaveBeenCalled();
		expect(document.documentElement.dataset['cartCount']).toBe('1');
	});

	it("the dashboard's cart: sent behind the guard only, never for a visitor it sends away", () => {
		localStorage.setItem('cart', '[2001]');
		run(dashboardGuardScript({ page: 'cart', config }));
		expect(pageFetch).not.toHaveBeenCalled();
		expect(replace).toHaveBeenCalledWith('/login?from=%2Fdashboard%2Fcart');
		localStorage.setItem('session', SESSION);
		run(dashboardGuardScript({ page: 'cart', config }));
		expect(pageFetch).toHaveBeenCalledTimes(1);
		expect(pageFetch.mock.calls[0]![0]).toBe(CART_URL);
	});
});

describe('the lean transport takes the early reply', () => {
	const ownFetch = () => vi.fn(() => Promise.resolve(reply(2001)));

	// A visitor's one-product cart: the page's script runs, then the store asks for the same cart.
	async function loadOneProduct() {
		localStorage.setItem('cart', '[2001]');
		run(headerStateScript(config));
		const own = ownFetch();
		const request = { productApiUrl: API, instituteId: 101, userId: 0, fetch: own };
		return { own, outcome: await requestCart(request, [2001]) };
	}

	it('for the very same request, once', async () => {
		localStorage.setItem('session', SESSION);
		localStorage.setItem('cart', '[2002,2001]');
		run(headerStateScript(config));
		const own = ownFetch();
		const request = { productApiUrl: API, instituteId: 101, userId: 501, fetch: own };
		const first = await requestCart(request, [2002, 2001]);
		expect(own).not.toHaveBeenCalled();
		expect('items' in first && first.items.map((item) => item.id)).toEqual([2002, 2001]);
		// Taken: the next load (a retry, the cart changed and back) asks the server itself.
		await requestCart(request, [2002, 2001]);
		expect(own).toHaveBeenCalledTimes(1);
	});

	it.each([
		['other products', { userId: 501 }, [2001]],
		['another viewer (the session ended meanwhile)', { userId: 0 }, [2002, 2001]],
		['another service', { userId: 501, productApiUrl: 'https://other.example.com' }, [2002, 2001]],
	])('not for %s', async (_case, overrides, ids) => {
		localStorage.setItem('session', SESSION);
		localStorage.setItem('cart', '[2002,2001]');
		run(headerStateScript(config));
		const own = ownFetch();
		await requestCart({ productApiUrl: API, instituteId: 101, fetch: own, ...overrides }, ids);
		expect(own).toHaveBeenCalledTimes(1);
	});

	// Sent again, a request that timed out would keep the student waiting twice as long.
	it.each([
		['offline', new TypeError('Failed to fetch')],
		['its timeout', new DOMException('The operation timed out.', 'TimeoutError')],
	])('an early request that failed (%s) is the failure, not sent again', async (_case, error) => {
		pageFetch.mockRejectedValue(error);
		const { own, outcome } = await loadOneProduct();
		expect(own).not.toHaveBeenCalled();
		expect(outcome).toEqual({ error: 'Please check your internet connection!' });
	});

	it("an early reply's failure status is the reply, not a reason to ask again", async () => {
		pageFetch.mockResolvedValue(
			new Response(JSON.stringify({ statusCode: 500, message: 'Down for maintenance' }), {
				status: 500,
			}),
		);
		const { own, outcome } = await loadOneProduct();
		expect(own).not.toHaveBeenCalled();
		expect(outcome).toEqual({ error: 'Down for maintenance' });
	});
});

describe("the dashboard's My Orders and My Profile (the guard's early request)", () => {
	const AUTH = 'Basic abc';
	const student = { userId: 501, authorization: AUTH };
	const product = {
		id: 3001,
		title: 'Owned',
		is_paid: 'Y',
		price: 100,
		enrolled_date: '2025-01-10',
		expire_on: '2026-01-10',
	};
	const profile = [{ name: 'Asha', email: 'asha@example.com', mobile_no: '9876543210' }];
	const answer = (body: unknown) => new Response(JSON.stringify(body));

	it('My Orders: P6 with the student authorization, taken by the transport', async () => {
		pageFetch.mockResolvedValue(
			answer({ status_code: 200, message: 'Success', result: [product] }),
		);
		localStorage.setItem('session', SESSION);
		run(dashboardGuardScript({ page: 'orders', config }));
		const [url, init] = pageFetch.mock.calls[0] as [string, RequestInit];
		expect(url).toBe('https://products.example.com/prod/student-product/my-products');
		expect(init.method).toBe('GET');
		expect(init.body).toBeUndefined();
		const headers = init.headers as Record<string, string>;
		expect(headers).toMatchObject({
			Source: 'WEB',
			Accept: 'application/json',
			'x-prod-inst-id': '101',
			'x-prod-user-id': '501',
			Authorization: AUTH,
		});
		expect(headers['Content-Type']).toBeUndefined();
		const own = vi.fn();
		const outcome = await requestMyProducts({ ...config, ...student, fetch: own });
		expect(own).not.toHaveBeenCalled();
		expect(outcome.kind === 'ok' && outcome.value.map((item) => item.id)).toEqual([3001]);
	});

	it('My Profile: M11 for the stored user, with no product-service headers', async () => {
		pageFetch.mockResolvedValue(answer(profile));
		localStorage.setItem('session', SESSION);
		run(dashboardGuardScript({ page: 'profile', config }));
		const [url, init] = pageFetch.mock.calls[0] as [string, RequestInit];
		expect(url).toBe('https://main.example.com/api/v1/alternateLogin/user/fetch/501');
		expect(init.headers).toEqual({
			Source: 'WEB',
			Accept: 'application/json',
			Authorization: AUTH,
		});
		const own = vi.fn();
		const outcome = await requestProfile({ mainApiUrl: MAIN, ...student, fetch: own });
		expect(own).not.toHaveBeenCalled();
		expect(outcome.kind === 'ok' && outcome.value?.name).toBe('Asha');
	});

	it.each(['orders', 'profile'] as const)(
		'%s: nothing for a visitor; another authorization asks again',
		async (page) => {
			run(dashboardGuardScript({ page, config }));
			expect(pageFetch).not.toHaveBeenCalled();
			localStorage.setItem('session', SESSION);
			run(dashboardGuardScript({ page, config }));
			expect(pageFetch).toHaveBeenCalledTimes(1);
			const own = vi.fn(async () =>
				answer(page === 'orders' ? { status_code: 200, result: [] } : []),
			);
			const other = { userId: 501, authorization: 'Basic other', fetch: own };
			if (page === 'orders') await requestMyProducts({ ...config, ...other });
			else await requestProfile({ mainApiUrl: MAIN, ...other });
			expect(own).toHaveBeenCalledTimes(1);
		},
	);
});
