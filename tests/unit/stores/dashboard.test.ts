/**
 * The dashboard's stores (orders.ts, profile.ts) against an in-memory sandbox with real student sessions: My Orders (P6)
 * for a student who owns a product and for a fresh one who owns none, the View dialog's item types
 * (P5, cached per product, a failure retried), My Profile (M11), failures with their toast and
 * retry, a 403 that logs out with the server's message alone, and a visitor (no request at all).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server.ts';

const SUNRISE = 101;
const AARAV = { mobile: '9876543210', password: 'aarav@123' };

let sandbox: RunningSandbox;
beforeAll(async () => {
	useTestStorageEngine();
	sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
});
afterAll(() => sandbox.close());
beforeEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' }));
afterEach(() => {
	cleanTestStorage();
	vi.unstubAllGlobals();
	vi.resetModules();
});

const config = () => ({
	domain: 'sunrise-academy.in',
	mainApiUrl: sandbox.url,
	productApiUrl: sandbox.url,
	instituteId: SUNRISE,
});

const fault = (rule: Record<string, unknown>) =>
	fetch(`${sandbox.url}/__sandbox/faults`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ times: 1, ...rule }),
	});

async function transport() {
	const { createLmsHttp } = await import('../../../src/lib/lms/http.ts');
	return createLmsHttp(config());
}

let serial = 0;
/** A new Sunrise student with no course and no purchase, through the app's own M5 → M6 → M7. */
async function registerFresh(): Promise<{ mobile: string; password: string }> {
	serial += 1;
	const student = { mobile: `70000${String(serial).padStart(5, '0')}`, password: 'fresh@1234' };
	const calls = await import('../../../src/lib/lms/calls/registration.ts');
	const http = await transport();
	const email = `fresh${serial}@example.in`;
	const skip = await calls.generateOtp(http, { userName: student.mobile, email, countryId: 1 });
	if (!skip) await calls.validateOtp(http, student.mobile, '1234');
	await calls.register(http, {
		name: 'Fresh Student',
		email,
		password: student.password,
		mobile: student.mobile,
		courseTypeIds: [],
		deviceId: 'unit-test',
		countryId: 1,
	});
	return student;
}

/** Fresh stores, logged in as `student` through M3 (null: nobody logged in). */
async function as(student: { mobile: string; password: string } | null) {
	const session = await import('../../../src/stores/session.ts');
	if (student) {
		const { login } = await import('../../../src/lib/lms/calls/account.ts');
		const { sessionFromLogin } = await import('../../../src/lib/auth/session-from.ts');
		const reply = await login(await transport(), {
			userName: student.mobile,
			password: student.password,
			deviceId: 'unit-test',
		});
		const result = Array.isArray(reply) ? reply[0] : reply;
		if (!result?.credential) throw new Error(`no session for ${student.mobile}`);
		session.setSession(
			sessionFromLogin(result, {
				instituteName: 'Sunrise Academy',
				websiteEnable: true,
				accessToken: null,
			}),
		);
	}
	const store = {
		...(await import('../../../src/stores/orders.ts')),
		...(await import('../../../src/stores/profile.ts')),
	};
	const notices = await import('../../../src/stores/notices.ts');
	const texts = () => notices.$notices.get().map((notice) => [notice.kind, notice.text]);
	return { store, session, texts };
}

describe('My Orders', () => {
	it("lists Aarav's purchase (P6) with its dates as sent", async () => {
		const { store, texts } = await as(AARAV);
		await store.loadOrders(config());
		const { status, items } = store.$orders.get();
		expect(status).toBe('ready');
		expect(items.map((item) => [item.id, item.title, item.isFree])).toEqual([
			[2003, 'Free Physics Chapter Tests', true],
		]);
		// Enrolled 2025-01-10 for a 90-day product.
		expect(items[0]).toMatchObject({ enrolledDate: '2025-01-10', expireOn: '2025-04-10' });
		expect(texts()).toEqual([]);
	});

	it('is empty for a fresh student', async () => {
		const { store } = await as(await registerFresh());
		await store.loadOrders(config());
		expect(store.$orders.get()).toEqual({ status: 'ready', items: [] });
	});

	it('shows loading while P6 runs', async () => {
		const { store } = await as(AARAV);
		const loading = store.loadOrders(config());
		expect(store.$orders.get()).toEqual({ status: 'loading', items: [] });
		await loading;
		expect(store.$orders.get().status).toBe('ready');
	});

	it('fails with the server message as a toast, and Reload loads again', async () => {
		const { store, texts } = await as(AARAV);
		await fault({ call: 'P6', status: 500 });
		await store.loadOrders(config());
		expect(store.$orders.get()).toEqual({ status: 'error', items: [] });
		expect(texts()).toEqual([['error', 'Sandbox fault: status 500']]);
		await store.loadOrders(config());
		expect(store.$orders.get().items.map((item) => item.id)).toEqual([2003]);
	});

	it('lets the latest load settle the list when a retry overtakes a slow one', async () => {
		const { store, texts } = await as(AARAV);
		await fault({ call: 'P6', status: 500, delayMs: 300 });
		const slow = store.loadOrders(config());
		await store.loadOrders(config());
		await slow;
		expect(store.$orders.get().status).toBe('ready');
		// The overtaken load's failure is not told either.
		expect(texts()).toEqual([]);
	});
});

describe('the order dialog', () => {
	async function ordersOfAarav() {
		const context = await as(AARAV);
		await context.store.loadOrders(config());
		return context;
	}

	it('opens on View and loads the item types (P5)', async () => {
		const { store } = await ordersOfAarav();
		store.openOrder(2003);
		expect(store.$openOrder.get()).toBe(2003);
		expect(store.$itemTypes.get()[2003]).toEqual({ status: 'loading' });
		await vi.waitFor(() => expect(store.$itemTypes.get()[2003]?.status).toBe('ready'));
		expect(store.$itemTypes.get()[2003]).toEqual({
			status: 'ready',
			items: [{ itemType: 'Tests', description: '10 chapter tests' }],
		});
		store.closeOrder();
		expect(store.$openOrder.get()).toBeNull();
	});

	it('keeps the item types of a product once loaded', async () => {
		const { store } = await ordersOfAarav();
		store.openOrder(2003);
		await vi.waitFor(() => expect(store.$itemTypes.get()[2003]?.status).toBe('ready'));
		store.closeOrder();
		await fault({ call: 'P5', status: 500 });
		store.openOrder(2003);
		expect(store.$itemTypes.get()[2003]?.status).toBe('ready');
	});

	it('shows a P5 failure in the dialog (no toast) and loads again on retry', async () => {
		const { store, texts } = await ordersOfAarav();
		await fault({ call: 'P5', status: 500 });
		store.openOrder(2003);
		await vi.waitFor(() =>
			expect(store.$itemTypes.get()[2003]).toEqual({
				status: 'error',
				text: 'Sandbox fault: status 500',
			}),
		);
		expect(store.$openOrder.get()).toBe(2003);
		expect(texts()).toEqual([]);
		store.retryItemTypes();
		await vi.waitFor(() => expect(store.$itemTypes.get()[2003]?.status).toBe('ready'));
	});
});

describe('My Profile', () => {
	it("gives Aarav's name, email, mobile and applied courses (M11)", async () => {
		const { store } = await as(AARAV);
		await store.loadProfile(config());
		expect(store.$profile.get()).toEqual({
			status: 'ready',
			profile: {
				name: 'Aarav Sharma',
				email: 'aarav.sharma@example.in',
				mobile: '9876543210',
				courses: ['JEE Main & Advanced', 'NEET UG'],
			},
		});
	});

	it('gives an empty course list for a fresh student', async () => {
		const { store } = await as(await registerFresh());
		await store.loadProfile(config());
		expect(store.$profile.get()).toMatchObject({
			status: 'ready',
			profile: { name: 'Fresh Student', courses: [] },
		});
	});

	it('fails with a toast, and Reload loads again', async () => {
		const { store, texts } = await as(AARAV);
		await fault({ call: 'M11', status: 503 });
		await store.loadProfile(config());
		expect(store.$profile.get()).toEqual({ status: 'error', profile: null });
		expect(texts()).toEqual([['error', 'Sandbox fault: status 503']]);
		await store.loadProfile(config());
		expect(store.$profile.get().status).toBe('ready');
	});
});

describe.each([
	['My Orders', 'P6', 'loadOrders', 'ensureOrders', '$orders'],
	['My Profile', 'M11', 'loadProfile', 'ensureProfile', '$profile'],
] as const)('%s (%s)', (_panel, call, load, ensure, state) => {
	it("starts one load however often it is ensured (the page's script, then the island)", async () => {
		const fetchSpy = vi.fn(fetch);
		vi.stubGlobal('fetch', fetchSpy);
		const { store } = await as(AARAV);
		fetchSpy.mockClear();
		store[ensure](config());
		store[ensure](config());
		await vi.waitFor(() => expect(store[state].get().status).toBe('ready'));
		store[ensure](config());
		expect(fetchSpy).toHaveBeenCalledTimes(1);
		// Reload always asks again.
		await store[load](config());
		expect(fetchSpy).toHaveBeenCalledTimes(2);
	});

	it('logs out on a 403 with the server message alone', async () => {
		const { store, session, texts } = await as(AARAV);
		await fault({ call, status: 403 });
		await store[load](config());
		expect(session.$session.get().userId).toBe(0);
		expect(texts()).toEqual([['error', 'Sandbox fault: status 403']]);
	});

	it('asks nothing for a visitor (user id 0) and stays as it was', async () => {
		const fetchSpy = vi.fn(fetch);
		vi.stubGlobal('fetch', fetchSpy);
		const { store } = await as(null);
		await store[load](config());
		expect(fetchSpy).not.toHaveBeenCalled();
		expect(store[state].get().status).toBe('loading');
	});
});
