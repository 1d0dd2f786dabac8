// @vitest-environment jsdom
/**
 * Issue 32 part 1: the island pages paint their data before React loads, from one source of
 * markup. For every state of the cart, My Orders and My Profile, what the page's script paints
 * (src/browser/painted/, through the vanilla renderer) is what the island renders
 * (React's server render of CartPage, OrdersPanel and ProfilePanel), and React hydrates the real
 * island over the painted DOM with no mismatch and without changing a node. The loads are spies:
 * the stores' tests run them against the sandbox.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartProductFixture } from '../fixtures/cart.ts';
import { productFixture } from '../fixtures/product.ts';
import { config, logInStudent } from '../components/dashboard/support.ts';
import CartPage from '../../../src/components/cart/CartPage.tsx';
import OrdersPanel from '../../../src/components/dashboard/OrdersPanel.tsx';
import ProfilePanel from '../../../src/components/dashboard/ProfilePanel.tsx';
import { paintedCart } from '../../../src/browser/painted/cart.ts';
import { paintedOrders } from '../../../src/browser/painted/orders.ts';
import { paintedProfile } from '../../../src/browser/painted/profile.ts';
import { toDom } from '../../../src/views/dom.ts';
import type { ViewChild } from '../../../src/views/node.ts';
import { $cartPage, type CartPageState } from '../../../src/stores/cart-page.ts';
import { $checkout } from '../../../src/stores/checkout.ts';
import { $firstPaint } from '../../../src/stores/first-paint.ts';
import { $orders } from '../../../src/stores/orders.ts';
import { $profile } from '../../../src/stores/profile.ts';
import { notify } from '../../../src/stores/notices.ts';
import { LOGGED_OUT, setSession } from '../../../src/stores/session.ts';

vi.mock('../../../src/stores/cart-page.ts', async (original) => ({
	...(await original<typeof import('../../../src/stores/cart-page.ts')>()),
	openCart: vi.fn(() => () => undefined),
}));
vi.mock('../../../src/stores/orders.ts', async (original) => ({
	...(await original<typeof import('../../../src/stores/orders.ts')>()),
	ensureOrders: vi.fn(),
}));
vi.mock('../../../src/stores/profile.ts', async (original) => ({
	...(await original<typeof import('../../../src/stores/profile.ts')>()),
	ensureProfile: vi.fn(),
}));

const checkout = {
	checkoutScriptUrl: 'https://lms.test/checkout.js',
	platformKeyId: null,
	instituteName: 'Sunrise Academy',
};

const JEE = cartProductFixture({ logoUrl: 'https://cdn.test/jee.jpg', price: 2499 });
const NEET = cartProductFixture({
	id: 2002,
	title: "Rahul's NEET <Crash> Course",
	logoUrl: null,
	price: 1999,
	offers: [],
});
const FREE = cartProductFixture({
	id: 2003,
	title: 'Free Physics Chapter Tests',
	isFree: true,
	price: 0,
	offers: [],
});
const USD = cartProductFixture({ id: 2004, title: 'SAT Prep', currencyCode: 'USD', price: 49 });

const ready = (overrides: Partial<CartPageState>): CartPageState => ({
	status: 'ready',
	items: [JEE, NEET],
	coupon: null,
	couponBusy: false,
	couponError: null,
	termsAccepted: false,
	proceeding: false,
	...overrides,
});

/**
 * `html` with each element's attributes in name order: React's server render writes an input's
 * `name` and `value` after its other attributes, which changes nothing in the DOM.
 */
function sortedAttributes(html: string): string {
	const holder = document.createElement('div');
	holder.innerHTML = html;
	for (const element of holder.querySelectorAll('*')) {
		const attributes = [...element.attributes].map((attribute) => [
			attribute.name,
			attribute.value,
		]);
		for (const [name] of attributes) element.removeAttribute(name!);
		for (const [name, value] of attributes.sort(([a], [b]) => a!.localeCompare(b!)))
			element.setAttribute(name!, value!);
	}
	return holder.innerHTML;
}

/** What the vanilla painter puts in the island, serialised. */
function paint(view: ViewChild): HTMLElement {
	const island = document.createElement('div');
	island.append(...toDom(view));
	document.body.append(island);
	return island;
}

/** React's server render of the island, parsed and serialised by the same DOM. */
function serverMarkup(node: React.ReactNode): string {
	const holder = document.createElement('div');
	holder.innerHTML = renderToStaticMarkup(node);
	return holder.innerHTML;
}

/** The roots hydrated by this test, unmounted after it. */
const roots: Root[] = [];

/** Hydrates `node` over `island`; the mismatches React recovered from. */
function hydrate(island: HTMLElement, node: React.ReactNode): unknown[] {
	const errors: unknown[] = [];
	act(() => {
		roots.push(hydrateRoot(island, node, { onRecoverableError: (error) => errors.push(error) }));
	});
	return errors;
}

/** Paints, compares with the server render, hydrates: the markup React found and kept. */
function paintThenHydrate(view: () => ViewChild, node: React.ReactNode) {
	$firstPaint.set(true);
	const island = paint(view());
	const painted = island.innerHTML;
	expect(sortedAttributes(painted)).toBe(sortedAttributes(serverMarkup(node)));
	// Before React, nothing answers a tap: every control is disabled.
	const controls = [...island.querySelectorAll('button, input')];
	expect(controls.filter((control) => !control.hasAttribute('disabled'))).toEqual([]);
	const first = island.firstElementChild;
	const errors = hydrate(island, node);
	// React kept the painted nodes, and only enabled the controls once hydrated.
	if (first) expect(island.contains(first)).toBe(true);
	return { painted: withoutDisabled(painted), errors, after: withoutDisabled(island.innerHTML) };
}

/** `html` without `disabled` attributes: what hydration may change, and only that. */
const withoutDisabled = (html: string) => html.replaceAll(' disabled=""', '');

beforeEach(() => {
	localStorage.clear();
	document.body.replaceChildren();
	$checkout.set({ kind: 'idle' });
	$firstPaint.set(false);
});
afterEach(() => {
	// A root left mounted keeps React's scheduler busy after jsdom is gone ("window is not defined").
	act(() => {
		for (const root of roots.splice(0)) root.unmount();
	});
	vi.clearAllMocks();
});

describe('the cart page', () => {
	const cases: [
		string,
		CartPageState,
		{ student?: boolean; online?: boolean; leaving?: boolean },
	][] = [
		['loading', { ...ready({}), status: 'loading', items: [] }, {}],
		['the empty cart', ready({ items: [] }), {}],
		['a failure with no items', { ...ready({ items: [] }), status: 'error' }, {}],
		['two products, a visitor', ready({}), {}],
		['reloading with items shown', ready({ status: 'loading' }), {}],
		['a free product only', ready({ items: [FREE] }), {}],
		[
			'an applied coupon',
			ready({ coupon: { code: 'SUNRISE20', discountMinor: 49980, offerApplyDto: { id: 7 } } }),
			{},
		],
		[
			'a refused code, terms accepted',
			ready({ couponError: 'Coupon code invalid!', termsAccepted: true }),
			{},
		],
		['a coupon request running', ready({ couponBusy: true, proceeding: true }), {}],
		['mixed currencies', ready({ items: [JEE, USD] }), {}],
		['a student with online payment', ready({}), { student: true, online: true }],
		['a student without online payment', ready({}), { student: true, online: false }],
		['leaving for the gateway', ready({}), { leaving: true }],
	];
	it.each(cases)('%s: painted = rendered, and hydrated as painted', (_name, state, options) => {
		if (options.student)
			setSession({
				...LOGGED_OUT,
				userId: 501,
				studentAuth: 'Basic NTAxOmNyZWQ=',
				enableOnlinePaymentFeature: options.online ?? false,
			});
		if (options.leaving) $checkout.set({ kind: 'leaving' });
		$cartPage.set(state);
		const { painted, errors, after } = paintThenHydrate(
			paintedCart,
			<CartPage config={config} checkout={checkout} />,
		);
		expect(errors).toEqual([]);
		expect(after).toBe(painted);
		expect(painted).not.toBe('');
	});

	it('paints the products, the totals and the note before React (the largest paint)', () => {
		$cartPage.set(ready({}));
		const island = paint(paintedCart());
		expect(island.querySelectorAll('.cart-item')).toHaveLength(2);
		expect(
			[...island.querySelectorAll('.cart-item-title')].map((title) => title.textContent),
		).toEqual(['JEE Main 2026 Full Test Series', "Rahul's NEET <Crash> Course"]);
		expect(island.querySelector('[data-payable]')?.textContent).toBe('₹4,498');
		expect(island.querySelector('.cart-notes p')?.textContent).toBe(
			'Purchased products are assigned to your account within 1 hour of payment.',
		);
		// Nothing acts before React: Apply waits for a code, and no button submits the page.
		expect(island.querySelector<HTMLButtonElement>('.cart-coupon [type="submit"]')?.disabled).toBe(
			true,
		);
	});
});

describe('My Orders', () => {
	const PHYSICS = productFixture({
		id: 2003,
		title: 'Free Physics Chapter Tests',
		photoUrl: null,
		enrolledDate: '2025-01-10',
		expireOn: '2025-04-10',
		isFree: true,
		price: 0,
	});
	const JEE_ORDER = productFixture({
		id: 2001,
		title: 'JEE Main 2026 Full Test Series',
		enrolledDate: '2025-02-01',
		expireOn: null,
	});
	const cases: [string, boolean, Parameters<typeof $orders.set>[0]][] = [
		['a visitor', false, { status: 'loading', items: [] }],
		['loading', true, { status: 'loading', items: [] }],
		['a failure', true, { status: 'error', items: [] }],
		['no orders', true, { status: 'ready', items: [] }],
		['two orders', true, { status: 'ready', items: [PHYSICS, JEE_ORDER] }],
	];
	it.each(cases)('%s: painted = rendered, and hydrated as painted', (_name, student, state) => {
		if (student) logInStudent();
		$orders.set(state);
		const { painted, errors, after } = paintThenHydrate(
			paintedOrders,
			<OrdersPanel config={config} />,
		);
		expect(errors).toEqual([]);
		expect(after).toBe(painted);
	});

	it('paints the cards with their titles and dates', () => {
		logInStudent();
		$orders.set({ status: 'ready', items: [PHYSICS, JEE_ORDER] });
		const island = paint(paintedOrders());
		expect(
			[...island.querySelectorAll('.dashboard-card-title')].map((title) => title.textContent),
		).toEqual(['Free Physics Chapter Tests', 'JEE Main 2026 Full Test Series']);
		expect(island.querySelector('.order-dates dd')?.textContent).toBe('10 Jan 2025');
	});
});

describe('My Profile', () => {
	const PROFILE = {
		name: 'Aarav Sharma',
		email: 'aarav.sharma@example.in',
		mobile: '9876543210',
		courses: ['JEE Main'],
	};
	const cases: [string, boolean, Parameters<typeof $profile.set>[0]][] = [
		['a visitor', false, { status: 'loading', profile: null }],
		['loading', true, { status: 'loading', profile: null }],
		['a failure', true, { status: 'error', profile: null }],
		['the profile', true, { status: 'ready', profile: PROFILE }],
		[
			'no courses, a missing mobile',
			true,
			{ status: 'ready', profile: { ...PROFILE, mobile: null, courses: [] } },
		],
	];
	it.each(cases)('%s: painted = rendered, and hydrated as painted', (_name, student, state) => {
		if (student) logInStudent();
		$profile.set(state);
		const { painted, errors, after } = paintThenHydrate(
			paintedProfile,
			<ProfilePanel config={config} />,
		);
		expect(errors).toEqual([]);
		expect(after).toBe(painted);
	});

	it('hydrates over a failure whose notice waits for the toasts (no toast area in the first render)', () => {
		logInStudent();
		$profile.set({ status: 'error', profile: null });
		notify('error', 'Something went wrong! Please try after some time.');
		const { errors } = paintThenHydrate(paintedProfile, <ProfilePanel config={config} />);
		expect(errors).toEqual([]);
	});

	it("paints the failure in the spec's words", () => {
		logInStudent();
		$profile.set({ status: 'error', profile: null });
		expect(paint(paintedProfile()).textContent).toContain(
			'Unable to fetch profile details. Please try after some time!',
		);
	});
});
