// @vitest-environment jsdom
/**
 * The persisted stores (src/stores/persist.ts through session.ts and cart.ts) when the browser's
 * storage fails, with the real @nanostores/persistent. Every way a browser refuses localStorage
 * leaves the cart, the login and the device id working: for the tab where sessionStorage takes
 * them, else for the page. None is ever written to or read from `window.name`, which another
 * origin can write before and read after one of our pages: not a credential (issue 28), and not
 * the cart, which another origin could otherwise plant (issue 46).
 *
 * The library picks its engine once, when first imported: `{}` where the getter throws, null
 * where storage is null, the Storage itself otherwise. Each page load sets the engine it would
 * have picked (setPersistentEngine), since a test cannot import the library afresh.
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
const PREFIX = 'institute-sites-visit:';

type Refusal = 'blocked' | 'missing' | 'full';
let refusal: Refusal | null = null;

// The engine the library picks on a page load (see above).
function pickEngine(): PersistentStore {
	if (refusal === 'blocked') return {};
	if (refusal === 'missing') return null as unknown as PersistentStore;
	return localStorage;
}

// A page load of the visit: the library's engine picked afresh, the modules run again;
// window.name and both storage areas stay.
async function pageLoad() {
	vi.resetModules();
	setPersistentEngine(pickEngine(), windowPersistentEvents);
	const cart = await import('../../../src/stores/cart.ts');
	const session = await import('../../../src/stores/session.ts');
	const persist = await import('../../../src/stores/persist.ts');
	return { ...cart, ...session, credentialPlace: persist.credentialPlace };
}

const originals = {
	localStorage: Object.getOwnPropertyDescriptor(window, 'localStorage')!,
	sessionStorage: Object.getOwnPropertyDescriptor(window, 'sessionStorage')!,
};

function replaceArea(name: keyof typeof originals, getter: () => Storage | null) {
	Object.defineProperty(window, name, { configurable: true, get: getter });
}

// localStorage with a full quota: it reads, and every write throws, as a full Storage's does.
function fullQuota(storage: Storage): Storage {
	return new Proxy(storage, {
		get: (target, key) => {
			if (key === 'setItem')
				return () => {
					throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
				};
			const value = Reflect.get(target, key, target) as unknown;
			return typeof value === 'function' ? value.bind(target) : value;
		},
	});
}

function refuse(how: Refusal) {
	refusal = how;
	if (how === 'full') {
		const full = fullQuota(localStorage);
		return replaceArea('localStorage', () => full);
	}
	for (const name of ['localStorage', 'sessionStorage'] as const)
		replaceArea(name, () => {
			if (how === 'missing') return null;
			throw new DOMException('The operation is insecure.', 'SecurityError');
		});
}

afterEach(() => {
	for (const [name, descriptor] of Object.entries(originals))
		Object.defineProperty(window, name, descriptor);
	refusal = null;
	window.name = '';
	localStorage.clear();
	sessionStorage.clear();
	vi.resetModules();
	useTestStorageEngine();
});

describe.each<[Refusal, string]>([
	['blocked', 'storage getters that throw SecurityError (site data blocked)'],
	['missing', 'no storage (null, a WebView without DOM storage)'],
])('%s: %s', (how) => {
	it('the cart, a login and the device id last for the page, none in window.name', async () => {
		refuse(how);
		const first = await pageLoad();
		expect(first.credentialPlace()).toBe('page');
		expect(first.$cart.get()).toEqual([]);
		expect(() => {
			first.addToCart(2001);
			first.addToCart(2002);
		}).not.toThrow();
		expect(first.$cartCount.get()).toBe(2);
		first.setSession({ ...first.LOGGED_OUT, ...stored });
		expect(first.$loggedIn.get()).toBe(true);
		const device = first.ensureDeviceId();
		expect(first.ensureDeviceId()).toBe(device);
		expect(first.$cart.get()).toEqual([2002, 2001]);
		// Nothing in the name: another origin could read it.
		expect(window.name).toBe('');

		const next = await pageLoad();
		expect(next.$cart.get()).toEqual([]);
		expect(next.$loggedIn.get()).toBe(false);
		expect(next.ensureDeviceId()).not.toBe(device);
	});

	it('a cart another origin planted in window.name is not taken, and the name cleared', async () => {
		refuse(how);
		window.name = `${PREFIX}${JSON.stringify({ origin: location.origin, kept: { cart: '[9,8]' } })}`;
		const { $cart, $cartCount } = await pageLoad();
		expect($cart.get()).toEqual([]);
		expect($cartCount.get()).toBe(0);
		expect(window.name).toBe('');
	});

	it('a session planted in window.name is not taken', async () => {
		refuse(how);
		window.name = `${PREFIX}${JSON.stringify({
			origin: location.origin,
			kept: { session: JSON.stringify(stored), device_id: '0f0e0d0c-0b0a-4909-8807-060504030201' },
		})}`;
		const { $session, $deviceId, LOGGED_OUT } = await pageLoad();
		expect($session.get()).toEqual(LOGGED_OUT);
		expect($deviceId.get()).toBe('');
	});
});

describe('a full localStorage quota (every write refused), sessionStorage working', () => {
	it('the cart, a login and the device id last for the tab, none in window.name', async () => {
		refuse('full');
		const first = await pageLoad();
		expect(first.credentialPlace()).toBe('tab');
		first.addToCart(2001);
		first.addToCart(2002);
		first.setSession({ ...first.LOGGED_OUT, ...stored });
		const device = first.ensureDeviceId();
		expect(window.name).toBe('');

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

	it('keeps what localStorage held, and the tab holds what changed', async () => {
		localStorage.setItem('cart', '[2001]');
		localStorage.setItem('session', JSON.stringify(stored));
		refuse('full');
		const first = await pageLoad();
		expect(first.$cart.get()).toEqual([2001]);
		first.addToCart(2002);
		expect(first.$cart.get()).toEqual([2002, 2001]);
		expect(first.$loggedIn.get()).toBe(true);

		const next = await pageLoad();
		expect(next.$cart.get()).toEqual([2002, 2001]);
		expect(next.$session.get().userId).toBe(501);
		// The changed value lives in the tab; its older copy has left localStorage.
		expect(sessionStorage.getItem('cart')).toBe('[2002,2001]');
		expect(localStorage.getItem('cart')).toBeNull();
		expect(localStorage.getItem('session')).toBe(JSON.stringify(stored));
	});

	it('a removal is final: a logout removes the stored session from localStorage too', async () => {
		localStorage.setItem('cart', '[2001]');
		localStorage.setItem('session', JSON.stringify(stored));
		refuse('full');
		const first = await pageLoad();
		first.emptyCart();
		first.endSession();
		const next = await pageLoad();
		expect(next.$cart.get()).toEqual([]);
		expect(next.$loggedIn.get()).toBe(false);
		expect(localStorage.getItem('session')).toBeNull();
	});

	it('once localStorage takes writes again, what the tab kept goes back to it', async () => {
		refuse('full');
		const first = await pageLoad();
		first.addToCart(2003);
		first.setSession({ ...first.LOGGED_OUT, ...stored });
		Object.defineProperty(window, 'localStorage', originals.localStorage);
		refusal = null;

		const next = await pageLoad();
		expect(next.credentialPlace()).toBe('device');
		expect(next.$cart.get()).toEqual([2003]);
		expect(next.$session.get().userId).toBe(501);
		expect(JSON.parse(localStorage.getItem('session')!)).toMatchObject({ userId: 501 });
		expect(sessionStorage.getItem('session')).toBeNull();
	});
});

describe('working localStorage and a window name another origin wrote', () => {
	it.each<[string, string]>([
		['this origin', location.origin],
		['another origin', 'https://evil.example'],
	])('a session planted for %s is ignored, and the name cleared', async (_case, origin) => {
		window.name = `${PREFIX}${JSON.stringify({ origin, kept: { session: JSON.stringify(stored), cart: '[9]' } })}`;
		const { $session, $cart, LOGGED_OUT, credentialPlace } = await pageLoad();
		expect(credentialPlace()).toBe('device');
		expect($session.get()).toEqual(LOGGED_OUT);
		expect($cart.get()).toEqual([]);
		expect(window.name).toBe('');
	});

	it('a login in a window named by another origin leaves nothing in the name', async () => {
		window.name = `${PREFIX}{}`;
		const { setSession, addToCart, LOGGED_OUT } = await pageLoad();
		setSession({ ...LOGGED_OUT, ...stored });
		addToCart(2001);
		expect(window.name).toBe('');
		expect(JSON.parse(localStorage.getItem('session')!)).toMatchObject({ userId: 501 });
	});
});

describe('a window name that is not of our shape', () => {
	it('is neither read nor cleared: it may be a window the gateway named', async () => {
		refuse('blocked');
		window.name = 'gateway-popup';
		const { $cart } = await pageLoad();
		expect($cart.get()).toEqual([]);
		expect(window.name).toBe('gateway-popup');
	});
});
