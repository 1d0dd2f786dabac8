// @vitest-environment jsdom
/**
 * What both dashboard panels do around their data: nothing (and no request) for a visitor, a
 * loading status while their call runs, and their failure text with Reload (the loads are spies).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickButton, mount, type Mounted } from '../support.ts';
import { config, logInStudent } from './support.ts';
import OrdersPanel from '../../../../src/components/dashboard/OrdersPanel.tsx';
import ProfilePanel from '../../../../src/components/dashboard/ProfilePanel.tsx';
import { $orders, ensureOrders, loadOrders } from '../../../../src/stores/orders.ts';
import { $profile, ensureProfile, loadProfile } from '../../../../src/stores/profile.ts';
import { endSession } from '../../../../src/stores/session.ts';

vi.mock('../../../../src/stores/orders.ts', async (original) => ({
	...(await original<typeof import('../../../../src/stores/orders.ts')>()),
	ensureOrders: vi.fn(),
	loadOrders: vi.fn(async () => undefined),
}));
vi.mock('../../../../src/stores/profile.ts', async (original) => ({
	...(await original<typeof import('../../../../src/stores/profile.ts')>()),
	ensureProfile: vi.fn(),
	loadProfile: vi.fn(async () => undefined),
}));

let view: Mounted;
beforeEach(() => {
	logInStudent();
	for (const spy of [ensureOrders, loadOrders, ensureProfile, loadProfile])
		vi.mocked(spy).mockClear();
	view = mount();
});
afterEach(() => view.unmount());

const failed = {
	orders: () => $orders.set({ status: 'error', items: [] }),
	profile: () => $profile.set({ status: 'error', profile: null }),
};

describe.each([
	[
		'OrdersPanel',
		OrdersPanel,
		ensureOrders,
		loadOrders,
		'Loading your orders…',
		failed.orders,
		'Something went wrong! Please try after some time.',
	],
	[
		'ProfilePanel',
		ProfilePanel,
		ensureProfile,
		loadProfile,
		'Loading your profile…',
		failed.profile,
		'Unable to fetch profile details. Please try after some time!',
	],
] as const)('%s', (_name, Panel, ensure, load, loadingText, fail, failureText) => {
	it('shows nothing and asks nothing for a visitor', () => {
		endSession();
		view.render(<Panel config={config} />);
		expect(view.container.textContent).toBe('');
		expect(ensure).not.toHaveBeenCalled();
		expect(load).not.toHaveBeenCalled();
	});

	it('starts the load unless the page has (ensure), and says so meanwhile', () => {
		view.render(<Panel config={config} />);
		expect(ensure).toHaveBeenCalledWith(config);
		expect(view.container.querySelector('[role="status"]')?.textContent).toBe(loadingText);
	});

	it('shows its failure text, whose Reload loads again', () => {
		fail();
		view.render(<Panel config={config} />);
		expect(view.container.querySelector('[role="alert"] p')?.textContent).toBe(failureText);
		clickButton(view.container, 'Reload');
		expect(load).toHaveBeenCalledExactlyOnceWith(config);
	});
});
