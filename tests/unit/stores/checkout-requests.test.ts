/**
 * The checkout store against an in-memory sandbox, with a real student session: free orders,
 * the gateway dialog, gateway two's and PayPal's hand-over, gateway one with its fee (the
 * sandbox signs the payment, M19 verifies it, P12 enrols), failure, dismissal, a script that
 * cannot load, a failed gateway lookup and a double start. Only the gateway-one script is a
 * stand-in here: it asks the sandbox's own signing endpoint, as the sandbox's checkout.js does.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server.ts';
import type {
	GatewayOneFailure,
	GatewayOneOptions,
	GatewayOneSuccess,
} from '../../../src/lib/checkout/script.ts';

type Outcome = 'success' | 'failed' | 'dismiss';

// The gateway-one script: records its options, and plays the outcome the test chose.
const gateway = vi.hoisted(() => ({
	loadFails: false,
	outcome: 'success',
	sandboxUrl: '',
	options: [] as GatewayOneOptions[],
}));
vi.mock('../../../src/lib/checkout/script.ts', () => ({
	loadGatewayOne: async () => {
		if (gateway.loadFails) throw new Error('script down');
		return class {
			private failed: Array<(reply: GatewayOneFailure) => void> = [];
			private options: GatewayOneOptions;
			constructor(options: GatewayOneOptions) {
				this.options = options;
				gateway.options.push(options);
			}
			on(_event: string, callback: (reply: GatewayOneFailure) => void) {
				this.failed.push(callback);
			}
			open() {
				if (gateway.outcome === 'dismiss') return void this.options.modal.ondismiss();
				void fetch(`${gateway.sandboxUrl}/sandbox/razorpay/pay`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify({ order_id: this.options.order_id, outcome: gateway.outcome }),
				})
					.then((response) => response.json())
					.then((reply) => {
						if (gateway.outcome === 'success') this.options.handler(reply as GatewayOneSuccess);
						else for (const callback of this.failed) callback(reply as GatewayOneFailure);
					});
			}
		};
	},
}));

let sandbox: RunningSandbox;
const assign = vi.fn();

beforeAll(async () => {
	useTestStorageEngine();
	sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
	gateway.sandboxUrl = sandbox.url;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
	gateway.loadFails = false;
	gateway.outcome = 'success';
	gateway.options = [];
	assign.mockReset();
	vi.stubGlobal('location', { assign, origin: 'https://sunrise-academy.in' });
	vi.stubGlobal('sessionStorage', new MemoryStorage());
	await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});
afterEach(() => {
	cleanTestStorage();
	vi.unstubAllGlobals();
	vi.resetModules();
});

class MemoryStorage {
	private items = new Map<string, string>();
	getItem(key: string) {
		return this.items.get(key) ?? null;
	}
	setItem(key: string, value: string) {
		this.items.set(key, value);
	}
	removeItem(key: string) {
		this.items.delete(key);
	}
}

const TENANTS = {
	sunrise: { instituteId: 101, name: 'Sunrise Academy', student: ['9876543210', 'aarav@123'] },
	globalprep: { instituteId: 105, name: 'Global Prep', student: ['2125550101', 'emily@123'] },
	pixel: { instituteId: 102, name: 'Pixel Store', student: ['9811100001', 'neha@123'] },
} as const;

/** The stores, logged in as the tenant's demo student with `cart` in the cart. */
async function checkoutAs(
	tenant: keyof typeof TENANTS,
	cart: number[],
	student: readonly [string, string] = TENANTS[tenant].student,
) {
	const { instituteId, name } = TENANTS[tenant];
	const config = {
		domain: `${tenant}.test`,
		mainApiUrl: sandbox.url,
		productApiUrl: sandbox.url,
		instituteId,
	};
	const { createLmsHttp } = await import('../../../src/lib/lms/http.ts');
	const { login } = await import('../../../src/lib/lms/calls/account.ts');
	const { sessionFromLogin } = await import('../../../src/lib/auth/session-from.ts');
	const session = await import('../../../src/stores/session.ts');
	const reply = await login(createLmsHttp(config), {
		userName: student[0],
		password: student[1],
		deviceId: 'unit-test',
	});
	const result = Array.isArray(reply)
		? reply.find((entry) => entry.instituteId === instituteId)
		: reply;
	if (!result?.credential) throw new Error(`no session for ${tenant}`);
	session.setSession(
		sessionFromLogin(result, { instituteName: name, websiteEnable: true, accessToken: null }),
	);
	const carts = await import('../../../src/stores/cart.ts');
	carts.$cart.set(cart);
	const { requestCart } = await import('../../../src/lib/lms/lean/cart.ts');
	const loaded = await requestCart({ ...config, userId: session.$session.get().userId }, cart);
	if (!('items' in loaded)) throw new Error(loaded.error);
	const checkout = await import('../../../src/stores/checkout-requests.ts');
	const { $checkout } = await import('../../../src/stores/checkout.ts');
	const notices = await import('../../../src/stores/notices.ts');
	const settings = {
		checkoutScriptUrl: `${sandbox.url}/sandbox/checkout.js`,
		platformKeyId: 'rzp_test_sandboxPlatform',
		instituteName: name,
	};
	const start = (
		payableMinor: number,
		coupon: { code: string; offerApplyDto: unknown } | null = null,
	) =>
		checkout.startCheckout(config, settings, {
			items: loaded.items,
			currency: loaded.items[0]!.currencyCode,
			payableMinor,
			coupon: coupon && { ...coupon, discountMinor: 0 },
			free: payableMinor === 0,
		});
	const errors = () =>
		notices.$notices
			.get()
			.filter((notice) => notice.kind === 'error')
			.map((notice) => notice.text);
	const enrolled = async (productId: number) => {
		const { getMyProducts } = await import('../../../src/lib/lms/calls/dashboard.ts');
		const http = createLmsHttp({
			...config,
			getStudent: () => ({
				userId: session.$session.get().userId,
				authorization: session.$session.get().studentAuth!,
			}),
		});
		return (await getMyProducts(http)).some((product) => product.id === productId);
	};
	return { checkout, $checkout, cart: carts.$cart, start, errors, enrolled };
}

const VIKRAM = ['9876500006', 'vikram@123'] as const;

const storedOutcome = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? 'null');

describe('checkout store', () => {
	it('places a free product at once: cart emptied, /thankyou, marked free', async () => {
		// Vikram, who does not own the free product yet (Aarav does).
		const { start, cart, enrolled } = await checkoutAs('sunrise', [2003], VIKRAM);
		await start(0);
		expect(assign).toHaveBeenCalledWith('/thankyou');
		expect(cart.get()).toEqual([]);
		expect(storedOutcome('placed-order')).toMatchObject({ free: true });
		expect(await enrolled(2003)).toBe(true);
	});

	it('INR with both gateways: the dialog with gateway one preselected; gateway two hands over', async () => {
		const { start, checkout, $checkout, cart } = await checkoutAs('sunrise', [2002]);
		await start(149_900);
		expect($checkout.get()).toEqual({ kind: 'choose', selected: 'one' });
		checkout.selectGateway('two');
		await checkout.confirmGateway();
		expect(assign).toHaveBeenCalledTimes(1);
		expect(assign.mock.calls[0]![0]).toMatch(/\/sandbox\/gateway-two\/pay\?token_id=/);
		expect(storedOutcome('hosted-order')).toMatchObject({ gateway: 'two' });
		// The cart waits for the gateway's return to /thankyou.
		expect(cart.get()).toEqual([2002]);
	});

	it.each<[string, 'sunrise' | 'globalprep', number, number]>([
		['gateway two (an http page off this machine)', 'sunrise', 2002, 149_900],
		['PayPal (a javascript: address)', 'globalprep', 2502, 4_950],
	])('a hosted page that is not https: %s is not followed', async (_case, tenant, id, minor) => {
		await fetch(`${sandbox.url}/__sandbox/scenario/gateway-redirect-insecure`, { method: 'POST' });
		const { start, checkout, $checkout, cart, errors } = await checkoutAs(tenant, [id]);
		await start(minor);
		if ($checkout.get().kind === 'choose') {
			checkout.selectGateway('two');
			await checkout.confirmGateway();
		}
		expect(assign).not.toHaveBeenCalled();
		expect(errors()).toEqual([
			'We are not able to process your payment at this time. Please try after some time.',
		]);
		expect($checkout.get()).toEqual({ kind: 'idle' });
		expect(storedOutcome('hosted-order')).toBeNull();
		expect(cart.get()).toEqual([id]);
	});

	it('gateway one with the fee: the dialog, M18 for the total shown, M19 and P12 enrol', async () => {
		const { start, checkout, $checkout, cart, enrolled } = await checkoutAs('sunrise', [2002]);
		await start(149_900);
		await checkout.confirmGateway();
		// ₹1,499 + 2% fee ₹29.98 + 18% GST ₹5.40 = ₹1,534.38
		expect($checkout.get()).toEqual({
			kind: 'fee',
			currency: 'INR',
			fee: { payableMinor: 149_900, feeMinor: 2_998, gstMinor: 540, totalMinor: 153_438 },
		});
		await checkout.confirmFee();
		expect(gateway.options[0]).toMatchObject({
			key: 'rzp_test_sandboxSunrise101',
			amount: 153_438,
			currency: 'INR',
			name: 'Sunrise Academy',
			prefill: { name: 'Aarav Sharma', contact: '9876543210' },
		});
		await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/thankyou'));
		expect(cart.get()).toEqual([]);
		expect(await enrolled(2002)).toBe(true);
	});

	it('gateway one without a fee (pixel, own account) opens the checkout at once', async () => {
		// 2102, SSC CGL Tier 1 Mock Pack: ₹349.
		const { start, $checkout } = await checkoutAs('pixel', [2102]);
		const payable = 34_900;
		await start(payable);
		expect(gateway.options[0]).toMatchObject({ key: 'rzp_test_sandboxPixel102', amount: payable });
		await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/thankyou'));
		expect($checkout.get().kind).toBe('leaving');
	});

	it.each<[Outcome, string | null]>([
		['failed', '/fail'],
		['dismiss', null],
	])('gateway one %s: the cart and the coupon stay', async (outcome, path) => {
		gateway.outcome = outcome;
		const { start, checkout, $checkout, cart, enrolled } = await checkoutAs('sunrise', [2002]);
		await start(149_900);
		await checkout.confirmGateway();
		await checkout.confirmFee();
		if (path) await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(path));
		else expect($checkout.get()).toEqual({ kind: 'idle' });
		if (!path) expect(assign).not.toHaveBeenCalled();
		expect(cart.get()).toEqual([2002]);
		expect(await enrolled(2002)).toBe(false);
	});

	it('a checkout script that cannot load: the spec message, back to the cart', async () => {
		gateway.loadFails = true;
		const { start, checkout, $checkout, cart, errors } = await checkoutAs('sunrise', [2002]);
		await start(149_900);
		await checkout.confirmGateway();
		await checkout.confirmFee();
		expect(errors()).toEqual([
			'Something went wrong. Kindly check your network connection and try again.',
		]);
		expect($checkout.get()).toEqual({ kind: 'idle' });
		expect(cart.get()).toEqual([2002]);
	});

	it('Close on a dialog ends the checkout with nothing ordered', async () => {
		const { start, checkout, $checkout } = await checkoutAs('sunrise', [2002]);
		await start(149_900);
		checkout.cancelCheckout();
		expect($checkout.get()).toEqual({ kind: 'idle' });
		expect(gateway.options).toEqual([]);
	});

	it("a USD cart goes to PayPal with the site's thank-you and fail pages", async () => {
		// 2502, IELTS Academic Mock Tests: USD 49.50.
		const { start, cart } = await checkoutAs('globalprep', [2502]);
		await start(4_950);
		expect(assign).toHaveBeenCalledTimes(1);
		expect(assign.mock.calls[0]![0]).toMatch(/\/sandbox\/paypal\/approve/);
		expect(storedOutcome('hosted-order')).toMatchObject({ gateway: 'three' });
		expect(cart.get()).toEqual([2502]);
	});

	it('a failed gateway lookup: an INR student goes on with gateway one on the platform key', async () => {
		await fetch(`${sandbox.url}/__sandbox/faults`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ call: 'M15', status: 500 }),
		});
		const { start, checkout } = await checkoutAs('sunrise', [2002]);
		await start(149_900);
		await checkout.confirmFee();
		expect(gateway.options[0]).toMatchObject({ key: 'rzp_test_sandboxPlatform' });
	});

	it.each(['M15', 'P11', 'M18'])(
		'a 403 to %s ends the session with its message once, orders nothing more, keeps the cart',
		async (call) => {
			const { start, $checkout, cart, errors } = await checkoutAs('pixel', [2102]);
			await fetch(`${sandbox.url}/__sandbox/faults`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ call, status: 403 }),
			});
			const session = await import('../../../src/stores/session.ts');
			await start(34_900);
			expect(session.$session.get().userId).toBe(0);
			expect(errors()).toEqual(['Sandbox fault: status 403']);
			expect($checkout.get()).toEqual({ kind: 'idle' });
			expect(cart.get()).toEqual([2102]);
			expect(gateway.options).toEqual([]);
			expect(assign).not.toHaveBeenCalled();
		},
	);

	it("a refused order shows the server's message and keeps the cart", async () => {
		// Aarav owns the free product already: P11 refuses it.
		const { start, $checkout, cart, errors } = await checkoutAs('sunrise', [2003]);
		await start(0);
		expect(errors()).toEqual(["'Free Physics Chapter Tests' is already purchased"]);
		expect($checkout.get()).toEqual({ kind: 'idle' });
		expect(cart.get()).toEqual([2003]);
		expect(assign).not.toHaveBeenCalled();
	});

	it('a second start while one runs is ignored (one order)', async () => {
		const { start, $checkout } = await checkoutAs('sunrise', [2003], VIKRAM);
		await Promise.all([start(0), start(0)]);
		expect(assign).toHaveBeenCalledTimes(1);
		expect($checkout.get().kind).toBe('leaving');
	});
});
