// @vitest-environment jsdom
/**
 * The persisted stores (src/stores/persist.ts through session.ts and cart.ts) when the browser's
 * storage fails, with the real @nanostores/persistent: every way a browser refuses localStorage
 * leaves the cart, the login and the device id working for the visit, kept in `window.name` so
 * the next page load of the visit finds them; corrupt values there read as nothing kept.
 *
 * The library picks its engine once, when first imported: `{}` where the getter throws, null
 * where storage is null, the Storage itself otherwise. Each case sets the engine it would have
 * picked (setPersistentEngine) on each simulated page load, since a test cannot import the
 * library afresh.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	setPersistentEngine,
	useTestStorageEngine,
	windowPersistentEvents,
	type PersistentStore,
} from '@nanostores/persistent';

const stored = {
	userId: 501,
	userStatus: 'loggedin',
	studentAuth: 'Basic NTAxOnNlcnZlci1jcmVkZW50aWFs',
	instituteId: 101,
};

// The engine the library picks on a page load (see above).
let pickEngine: () => PersistentStore = () => localStorage as unknown as PersistentStore;

// A page load of the visit: the library's engine picked afresh, the modules run again;
// window.name and localStorage stay.
async function pageLoad() {
	vi.resetModules();
	setPersistentEngine(pickEngine(), windowPersistentEvents);
	const cart = await import('../../../src/stores/cart.ts');
	const session = await import('../../../src/stores/session.ts');
	return { ...cart, ...session };
}

function replaceLocalStorage(getter: () => Storage | null) {
	const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
	Object.defineProperty(window, 'localStorage', { configurable: true, get: getter });
	return () => Object.defineProperty(window, 'localStorage', original);
}

// localStorage with a full quota: every write throws, as a full Storage's does.
function fullQuota(storage: Storage): PersistentStore {
	return new Proxy(storage as unknown as PersistentStore, {
		set: () => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		},
	});
}

let restore = () => {};

afterEach(() => {
	restore();
	restore = () => {};
	pickEngine = () => localStorage as unknown as PersistentStore;
	window.name = '';
	localStorage.clear();
	vi.resetModules();
	useTestStorageEngine();
});

describe.each<[string, () => void]>([
	[
		'a localStorage getter that throws SecurityError (site data blocked)',
		() => {
			pickEngine = () => ({});
			restore = replaceLocalStorage(() => {
				throw new DOMException('The operation is insecure.', 'SecurityError');
			});
		},
	],
	[
		'no localStorage (null, a WebView without DOM storage)',
		() => {
			pickEngine = () => null as unknown as PersistentStore;
			restore = replaceLocalStorage(() => null);
		},
	],
	['a full quota (every write refused)', () => (pickEngine = () => fullQuota(localStorage))],
])('%s', (_case, breakStorage) => {
	it('the cart, a login and the device id work, and last for the visit', async () => {
		breakStorage();
		const first = await pageLoad();
		expect(first.$cart.get()).toEqual([]);
		expect(() => {
			first.addToCart(2001);
			first.addToCart(2002);
		}).not.toThrow();
		expect(first.$cartCount.get()).toBe(2);
		first.setSession({ ...first.LOGGED_OUT, ...stored });
		expect(first.$loggedIn.get()).toBe(true);
		const device = first.ensureDeviceId();

		const next = await pageLoad();
		expect(next.$cart.get()).toEqual([2002, 2001]);
		expect(next.$session.get()).toMatchObject({ userId: 501, userStatus: 'loggedin' });
		expect(next.ensureDeviceId()).toBe(device);
		next.removeFromCart(2002);
		next.endSession();

		const last = await pageLoad();
		expect(last.$cart.get()).toEqual([2001]);
		expect(last.$loggedIn.get()).toBe(false);
	});
});

describe('a full quota after some values were stored', () => {
	it('keeps what localStorage held, and the visit holds what changed', async () => {
		localStorage.setItem('cart', '[2001]');
		localStorage.setItem('session', JSON.stringify(stored));
		pickEngine = () => fullQuota(localStorage);
		const first = await pageLoad();
		expect(first.$cart.get()).toEqual([2001]);
		first.addToCart(2002);
		expect(first.$cart.get()).toEqual([2002, 2001]);
		expect(first.$loggedIn.get()).toBe(true);

		const next = await pageLoad();
		expect(next.$cart.get()).toEqual([2002, 2001]);
		expect(next.$session.get().userId).toBe(501);
		// localStorage itself is as it was.
		expect(localStorage.getItem('cart')).toBe('[2001]');
	});

	it('a removal is kept too: the stored value does not come back', async () => {
		localStorage.setItem('cart', '[2001]');
		pickEngine = () => fullQuota(localStorage);
		const first = await pageLoad();
		first.emptyCart();
		first.addToCart(7);
		first.removeFromCart(7);
		expect((await pageLoad()).$cart.get()).toEqual([]);
	});
});

describe('a corrupt or foreign value kept by the visit', () => {
	it.each<[string, string]>([
		['not JSON', 'institute-sites-visit:{"cart":'],
		['values of the wrong type', 'institute-sites-visit:{"cart":[1],"session":{"userId":5}}'],
		['corrupt texts', 'institute-sites-visit:{"cart":"[0,\\"x\\"]","session":"{\\"userId\\":5}"}'],
		[
			'texts of another shape',
			'institute-sites-visit:{"cart":"{}","session":"[]","device_id":"x"}',
		],
	])('%s: the stores start from their defaults', async (_case, name) => {
		window.name = name;
		const { $cart, $session, $deviceId, LOGGED_OUT } = await pageLoad();
		expect($cart.get()).toEqual([]);
		expect($session.get()).toEqual(LOGGED_OUT);
		expect($deviceId.get()).toBe('');
	});
});
