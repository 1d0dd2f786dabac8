/**
 * The cart page store against an in-memory sandbox: P9 in the cart's order, unknown ids dropped
 * with a notice, coupons (applied, 'Error', a reason, removed), removal resetting the coupon,
 * and Proceed to pay's checks up to the checkout hand-over (stubbed here:
 * tests/unit/stores/checkout-requests.test.ts covers the checkout).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server.ts';

const checkout = vi.hoisted(() => ({ startCheckout: vi.fn(async () => undefined) }));
vi.mock('../../../src/stores/checkout-requests.ts', () => checkout);

const SUNRISE = 101;
let sandbox: RunningSandbox;
beforeAll(async () => {
	useTestStorageEngine();
	sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
});
afterAll(() => sandbox.close());
beforeEach(() => {
	checkout.startCheckout.mockClear();
	return fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});
afterEach(() => {
	cleanTestStorage();
	vi.resetModules();
});

async function open(ids: number[]) {
	const cart = await import('../../../src/stores/cart.ts');
	const page = await import('../../../src/stores/cart-page.ts');
	const notices = await import('../../../src/stores/notices.ts');
	const session = await import('../../../src/stores/session.ts');
	cart.$cart.set(ids);
	page.openCart(
		{
			domain: 'sunrise-academy.in',
			mainApiUrl: sandbox.url,
			productApiUrl: sandbox.url,
			instituteId: SUNRISE,
		},
		{
			checkoutScriptUrl: `${sandbox.url}/sandbox/checkout.js`,
			platformKeyId: null,
			instituteName: 'Sunrise Academy',
		},
	);
	await vi.waitFor(() => expect(page.$cartPage.get().status).not.toBe('loading'));
	const texts = () => notices.$notices.get().map((notice) => [notice.kind, notice.text]);
	return { cart, page, session, texts };
}

describe('cart page store', () => {
	it('loads P9 in the cart order (newest first)', async () => {
		const { page } = await open([2002, 2001]);
		expect(page.$cartPage.get().items.map((item) => item.id)).toEqual([2002, 2001]);
		expect(page.$cartPage.get().status).toBe('ready');
	});

	it('drops ids P9 leaves out, with a notice', async () => {
		const { page, cart, texts } = await open([999999, 2001]);
		await vi.waitFor(() => expect(cart.$cart.get()).toEqual([2001]));
		expect(page.$cartPage.get().items.map((item) => item.id)).toEqual([2001]);
		expect(texts()).toContainEqual([
			'info',
			'Products that are no longer available were removed from your cart.',
		]);
	});

	it('an empty cart is ready at once with no request', async () => {
		const { page } = await open([]);
		expect(page.$cartPage.get()).toMatchObject({ status: 'ready', items: [] });
	});

	it('applies a valid coupon, then removing it resets the discount', async () => {
		const { page } = await open([2001]);
		await page.applyCoupon('  SUNRISE20 ');
		expect(page.$cartPage.get().coupon).toMatchObject({ code: 'SUNRISE20', discountMinor: 59980 });
		page.removeCoupon();
		expect(page.$cartPage.get().coupon).toBeNull();
		expect(page.$cartPage.get().items.map((item) => item.id)).toEqual([2001]);
	});

	it.each([
		['NOSUCHCODE', 'Coupon code invalid!'],
		['DIWALI2023', 'Coupon code invalid!'],
		['NEETONLY', 'Coupon NEETONLY is not applicable to the products in your cart.'],
	])('coupon %s is refused with %j', async (code, text) => {
		const { page } = await open([2001]);
		await page.applyCoupon(code);
		expect(page.$cartPage.get()).toMatchObject({
			coupon: null,
			couponError: text,
			couponBusy: false,
		});
	});

	it.each([
		['the server message of a 500', { status: 500 }, 'Sandbox fault: status 500'],
		[
			'the status text of a 503 without a message',
			{ status: 503, malformed: true },
			'Service Unavailable',
		],
		[
			'the generic text of a 200 that is not JSON',
			{ malformed: true },
			'Something went wrong! Please try after sometime.',
		],
	])('a failed P10 shows %s, not that the code is invalid', async (_case, fault, text) => {
		const { page } = await open([2001]);
		await fetch(`${sandbox.url}/__sandbox/faults`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ call: 'P10', ...fault }),
		});
		await page.applyCoupon('SUNRISE20');
		expect(page.$cartPage.get()).toMatchObject({ coupon: null, couponError: text });
	});

	it('a blank code sends nothing', async () => {
		const { page } = await open([2001]);
		await page.applyCoupon('   ');
		expect(page.$cartPage.get()).toMatchObject({ coupon: null, couponError: null });
	});

	it('removing an item reloads the cart and resets the coupon', async () => {
		const { page } = await open([2002, 2001]);
		await page.applyCoupon('SUNRISE20');
		page.removeItem(2002);
		await vi.waitFor(() =>
			expect(page.$cartPage.get().items.map((item) => item.id)).toEqual([2001]),
		);
		expect(page.$cartPage.get().coupon).toBeNull();
	});

	describe('the coupon across pages (a failed payment keeps it: issue 29 item 5)', () => {
		// A new page of the visit: the modules run again, what the browser stored stays.
		const nextPage = (ids: number[]) => {
			vi.resetModules();
			return open(ids);
		};

		it('the next page of the same cart applies it again with P10', async () => {
			const first = await open([2002, 2001]);
			await first.page.applyCoupon('SUNRISE20');
			expect(first.page.$cartPage.get().coupon).toMatchObject({ code: 'SUNRISE20' });
			const next = await nextPage([2002, 2001]);
			await vi.waitFor(() =>
				expect(next.page.$cartPage.get()).toMatchObject({
					coupon: { code: 'SUNRISE20', discountMinor: 89960 },
					couponBusy: false,
				}),
			);
		});

		it('refused when checked again: the reason shows and the code is forgotten', async () => {
			const first = await open([2001]);
			await first.page.applyCoupon('SUNRISE20');
			await fetch(`${sandbox.url}/__sandbox/faults`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ call: 'P10', status: 400 }),
			});
			const next = await nextPage([2001]);
			await vi.waitFor(() =>
				expect(next.page.$cartPage.get()).toMatchObject({
					coupon: null,
					couponError: 'Sandbox fault: status 400',
					couponBusy: false,
				}),
			);
			await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
			const last = await nextPage([2001]);
			expect(last.page.$cartPage.get()).toMatchObject({ coupon: null, couponBusy: false });
		});

		it.each<[string, (page: Awaited<ReturnType<typeof open>>['page']) => void, number[]]>([
			['removed by the student', (page) => page.removeCoupon(), [2001]],
			['applied to another cart', () => {}, [2002]],
		])('a coupon %s is not applied again', async (_case, act, nextIds) => {
			const first = await open([2001]);
			await first.page.applyCoupon('SUNRISE20');
			act(first.page);
			const next = await nextPage(nextIds);
			expect(next.page.$cartPage.get()).toMatchObject({ coupon: null, couponBusy: false });
			// Forgotten for good: the first cart does not bring it back either.
			const last = await nextPage([2001]);
			expect(last.page.$cartPage.get()).toMatchObject({ coupon: null, couponBusy: false });
		});
	});

	describe('offline (issue 29 item 4): the products it last knew, one message', () => {
		const dropP9 = () =>
			fetch(`${sandbox.url}/__sandbox/faults`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ call: 'P9', drop: true }),
			});
		afterEach(() => vi.unstubAllGlobals());

		it('lists the products P9 last gave, with no notice, and asks again once online', async () => {
			const first = await open([2002, 2001]);
			expect(first.page.$cartPage.get().items).toHaveLength(2);
			await dropP9();
			vi.stubGlobal('navigator', { onLine: false });
			vi.resetModules();
			const next = await open([2002, 2001]);
			expect(next.page.$cartPage.get()).toMatchObject({ status: 'ready' });
			expect(next.page.$cartPage.get().items.map((item) => item.title)).toEqual([
				'NEET Biology Crash Course',
				'JEE Main 2026 Full Test Series',
			]);
			expect(next.texts()).toEqual([]);

			await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
			vi.stubGlobal('navigator', { onLine: true });
			next.page.removeItem(2001);
			await vi.waitFor(() =>
				expect(next.page.$cartPage.get().items.map((item) => item.id)).toEqual([2002]),
			);
		});

		it('a cart it never saw: the failure, and no network notice while offline', async () => {
			await dropP9();
			vi.stubGlobal('navigator', { onLine: false });
			const { page, texts } = await open([2002]);
			expect(page.$cartPage.get().status).toBe('error');
			expect(texts()).toEqual([]);
		});

		it('online, a dropped P9 is the failure with the spec text as before', async () => {
			await dropP9();
			const { page, texts } = await open([2002]);
			expect(page.$cartPage.get().status).toBe('error');
			expect(texts()).toEqual([['error', 'Please check your internet connection!']]);
		});
	});

	describe('Proceed to pay', () => {
		const loggedIn = (session: Awaited<ReturnType<typeof open>>['session']) =>
			session.setSession({
				...session.LOGGED_OUT,
				userId: 501,
				studentAuth: 'Basic x',
				enableOnlinePaymentFeature: true,
			});

		it('logged out: goes to /login with the from-cart marker', async () => {
			const { page } = await open([2001]);
			const assign = vi.fn();
			vi.stubGlobal('location', { assign });
			await page.proceedToPay();
			expect(assign).toHaveBeenCalledWith('/login?from=cart');
			expect(checkout.startCheckout).not.toHaveBeenCalled();
			vi.unstubAllGlobals();
		});

		it('terms not accepted: the spec message, no checkout', async () => {
			const { page, session, texts } = await open([2001]);
			loggedIn(session);
			await page.proceedToPay();
			expect(texts()).toContainEqual(['error', 'Please accept the terms and conditions.']);
			expect(checkout.startCheckout).not.toHaveBeenCalled();
		});

		it('hands the cart to checkout with the payable in minor units and the coupon', async () => {
			const { page, session } = await open([2001]);
			// Applied as a visitor: the fake student authorization would be refused by P10.
			await page.applyCoupon('SUNRISE20');
			loggedIn(session);
			page.acceptTerms(true);
			await page.proceedToPay();
			expect(checkout.startCheckout).toHaveBeenCalledWith(
				expect.objectContaining({ instituteId: SUNRISE }),
				expect.objectContaining({ instituteName: 'Sunrise Academy' }),
				expect.objectContaining({
					currency: 'INR',
					payableMinor: 239920,
					free: false,
					coupon: expect.objectContaining({ code: 'SUNRISE20' }),
				}),
			);
		});
	});

	describe('startCart (the page script starts the cart while the island loads)', () => {
		const services = () => ({
			domain: 'sunrise-academy.in',
			mainApiUrl: sandbox.url,
			productApiUrl: sandbox.url,
			instituteId: SUNRISE,
		});

		/** Runs `test` with every fetch counted; `cartRequests()` counts those that were P9. */
		async function countingRequests(test: (cartRequests: () => number) => Promise<void>) {
			const spy = vi.spyOn(globalThis, 'fetch');
			try {
				await test(
					() =>
						spy.mock.calls.filter((call) =>
							(call[0] instanceof Request ? call[0].url : String(call[0])).endsWith(
								'/prod/student-product/cart',
							),
						).length,
				);
			} finally {
				spy.mockRestore();
			}
		}

		it('the island finds the cart started: one P9 for the page, the cart in its order', () =>
			countingRequests(async (cartRequests) => {
				const cart = await import('../../../src/stores/cart.ts');
				const page = await import('../../../src/stores/cart-page.ts');
				cart.$cart.set([2002, 2001]);
				page.startCart(services());
				// Sent before the island opens the page.
				expect(cartRequests()).toBe(1);
				await vi.waitFor(() => expect(page.$cartPage.get().status).toBe('ready'));
				// The island's open neither resets what the page painted nor asks again.
				const { page: opened } = await open([2002, 2001]);
				expect(opened.$cartPage.get().items.map((item) => item.id)).toEqual([2002, 2001]);
				expect(cartRequests()).toBe(1);
			}));

		it('a cart changed after the start is asked for again', () =>
			countingRequests(async (cartRequests) => {
				const cart = await import('../../../src/stores/cart.ts');
				const page = await import('../../../src/stores/cart-page.ts');
				cart.$cart.set([2002]);
				page.startCart(services());
				expect(cartRequests()).toBe(1);
				const { page: opened } = await open([2001]);
				await vi.waitFor(() =>
					expect(opened.$cartPage.get().items.map((item) => item.id)).toEqual([2001]),
				);
				expect(cartRequests()).toBe(2);
			}));

		it('a retry (Reload) asks P9 again', () =>
			countingRequests(async (cartRequests) => {
				const page = await import('../../../src/stores/cart-page.ts');
				const { page: opened } = await open([2001]);
				expect(cartRequests()).toBe(1);
				page.startCart(services());
				expect(cartRequests()).toBe(1);
				await opened.loadCart();
				expect(cartRequests()).toBe(2);
				expect(opened.$cartPage.get().items.map((item) => item.id)).toEqual([2001]);
			}));

		it('an empty cart sends nothing and is ready at once', () =>
			countingRequests(async (cartRequests) => {
				const page = await import('../../../src/stores/cart-page.ts');
				page.startCart(services());
				expect(cartRequests()).toBe(0);
				expect(page.$cartPage.get()).toMatchObject({ status: 'ready', items: [] });
			}));
	});
});
