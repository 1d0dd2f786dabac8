// @vitest-environment jsdom
/**
 * The inline scripts that read stored state before paint (src/lib/site/inline-scripts.ts): the
 * header's login and cart count, and the dashboard's guard. They run before any island, so they
 * must survive every corrupt or foreign value and every refused storage. They read the tab's
 * sessionStorage first (where values go while localStorage refuses writes), then localStorage, and
 * never `window.name`: another origin can write it, to plant a session (issue 28) or a cart
 * (issue 46).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	DASHBOARD_GUARD_SCRIPT,
	HEADER_STATE_SCRIPT,
} from '../../../../src/lib/site/inline-scripts.ts';

const SESSION = JSON.stringify({ userId: 501, userStatus: 'loggedin', studentAuth: 'Basic abc' });
const VISIT = 'institute-sites-visit:';
// What earlier builds wrote into `window.name`, and another origin can write as well.
const visit = (kept: Record<string, string | null>, origin = location.origin) =>
	`${VISIT}${JSON.stringify({ origin, kept })}`;

type Storage = 'usable' | 'throws' | 'null';

interface Case {
	session?: string;
	cart?: string;
	visit?: string;
	/** Texts in the tab's sessionStorage. */
	tab?: Record<string, string>;
	/** How both storage areas answer. */
	storage?: Storage;
}

const AREAS = ['localStorage', 'sessionStorage'] as const;
const originals = AREAS.map((area) => Object.getOwnPropertyDescriptor(window, area)!);

function prepare({ session, cart, visit, tab = {}, storage = 'usable' }: Case) {
	if (session !== undefined) localStorage.setItem('session', session);
	if (cart !== undefined) localStorage.setItem('cart', cart);
	for (const [key, text] of Object.entries(tab)) sessionStorage.setItem(key, text);
	if (visit !== undefined) window.name = visit;
	if (storage === 'usable') return;
	for (const area of AREAS)
		Object.defineProperty(window, area, {
			configurable: true,
			get: () => {
				if (storage === 'null') return null;
				throw new DOMException('The operation is insecure.', 'SecurityError');
			},
		});
}

// As the browser runs an inline classic script: in the global scope.
const run = (code: string) => (0, eval)(code) as unknown;

const dataset = () => document.documentElement.dataset;
const badge = () => document.querySelector<HTMLElement>('[data-cart-count]');

beforeEach(() => {
	document.body.innerHTML = '<a data-cart-link><span data-cart-count></span></a>';
});

afterEach(() => {
	AREAS.forEach((area, index) => Object.defineProperty(window, area, originals[index]!));
	localStorage.clear();
	sessionStorage.clear();
	window.name = '';
	for (const key of Object.keys(dataset())) delete dataset()[key];
	vi.unstubAllGlobals();
});

describe('the header state script', () => {
	it.each<[string, Case, boolean, string | undefined]>([
		['nothing stored', {}, false, undefined],
		['a session and a cart', { session: SESSION, cart: '[2002,2001]' }, true, '2'],
		['an empty cart', { session: SESSION, cart: '[]' }, true, undefined],
		['a logged-out session', { session: '{"userId":0,"userStatus":"new"}' }, false, undefined],
		['text that is not JSON', { session: '{"userId":5', cart: '[1,' }, false, undefined],
		['"undefined"', { session: 'undefined', cart: 'undefined' }, false, undefined],
		['a user id as text', { session: '{"userId":"501","studentAuth":"x"}' }, false, undefined],
		['a session without credential', { session: '{"userId":501}' }, false, undefined],
		['a negative user id', { session: '{"userId":-1,"studentAuth":"x"}' }, false, undefined],
		['a fractional user id', { session: '{"userId":1.5,"studentAuth":"x"}' }, false, undefined],
		['a session as an array', { session: `[${SESSION}]` }, false, undefined],
		['a session under "__proto__"', { session: `{"__proto__":${SESSION}}` }, false, undefined],
		['a cart of texts', { cart: '["2001"]' }, false, undefined],
		['a cart with an id twice', { cart: '[2001,2001]' }, false, undefined],
		['a cart with zero', { cart: '[0]' }, false, undefined],
		['a cart as an object with a length', { cart: '{"length":3}' }, false, undefined],
		['a cart as text', { cart: '"abc"' }, false, undefined],
		['a huge cart text', { cart: '['.repeat(1_000_000) }, false, undefined],
		['storage getters that throw', { storage: 'throws' }, false, undefined],
		['no storage (null)', { storage: 'null' }, false, undefined],
		[
			'a cart planted in the window name, storage blocked: never read',
			{ storage: 'throws', visit: visit({ cart: '[7]' }) },
			false,
			undefined,
		],
		[
			'a session and a cart planted in the window name, no storage: never read',
			{ storage: 'null', visit: visit({ session: SESSION, cart: '[7,8]' }) },
			false,
			undefined,
		],
		[
			'a window name of the old shape, storage blocked',
			{ storage: 'throws', visit: `${VISIT}{"cart":"[7,8]"}` },
			false,
			undefined,
		],
		[
			'a window name over working localStorage: ignored',
			{ session: SESSION, cart: '[1,2,3]', visit: visit({ session: null, cart: '[7,8]' }) },
			true,
			'3',
		],
		[
			'what the tab keeps (localStorage refused writes)',
			{ tab: { session: SESSION, cart: '[4,5]' }, cart: '[1,2,3]' },
			true,
			'2',
		],
		['another window name', { session: SESSION, visit: 'gateway-popup' }, true, undefined],
	])('%s', (_case, stored, loggedIn, count) => {
		prepare(stored);
		expect(() => run(HEADER_STATE_SCRIPT)).not.toThrow();
		expect('loggedIn' in dataset()).toBe(loggedIn);
		expect(dataset()['cartCount']).toBe(count);
		expect(badge()!.dataset['count']).toBe(count);
	});

	it('a page without the badge still gets the logged-in state and count', () => {
		document.body.innerHTML = '';
		prepare({ session: SESSION, cart: '[1]' });
		expect(() => run(HEADER_STATE_SCRIPT)).not.toThrow();
		expect('loggedIn' in dataset()).toBe(true);
		expect(dataset()['cartCount']).toBe('1');
	});
});

describe('the dashboard guard script', () => {
	let replace: ReturnType<typeof vi.fn>;

	beforeEach(() => {
		replace = vi.fn();
		vi.stubGlobal('location', { pathname: '/dashboard/orders', replace });
	});

	it.each<[string, Case]>([
		['a session in localStorage', { session: SESSION }],
		['a session the tab keeps', { tab: { session: SESSION } }],
	])('lets the student in: %s', (_case, stored) => {
		prepare(stored);
		run(DASHBOARD_GUARD_SCRIPT);
		expect('student' in dataset()).toBe(true);
		expect(replace).not.toHaveBeenCalled();
	});

	it.each<[string, Case]>([
		['nothing stored', {}],
		['text that is not JSON', { session: 'x' }],
		['a user id as text', { session: '{"userId":"501","studentAuth":"x"}' }],
		['a session without credential', { session: '{"userId":501}' }],
		['null', { session: 'null' }],
		['storage getters that throw', { storage: 'throws' }],
		['no storage (null)', { storage: 'null' }],
		[
			'a session in the window name, storage blocked (another origin may have put it there)',
			{
				storage: 'throws',
				visit: `${VISIT}${JSON.stringify({ origin: 'http://localhost:3000', kept: { session: SESSION } })}`,
			},
		],
		[
			'a session in the window name, no storage',
			{ storage: 'null', visit: `${VISIT}{"session":${JSON.stringify(SESSION)}}` },
		],
	])('sends the visitor to log in: %s', (_case, stored) => {
		prepare(stored);
		expect(() => run(DASHBOARD_GUARD_SCRIPT)).not.toThrow();
		expect('student' in dataset()).toBe(false);
		expect(replace).toHaveBeenCalledWith('/login?from=%2Fdashboard%2Forders');
	});
});
