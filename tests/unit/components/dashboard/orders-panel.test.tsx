// @vitest-environment jsdom
/**
 * My Orders and its View dialog as components, rendered into jsdom from the dashboard store's
 * state (the loads are spies here: tests/unit/stores/dashboard.test.ts runs them against the
 * sandbox): empty, the cards, and the dialog with its item types loading,
 * failed with Retry, and listed; Close and Escape (visitor, loading, failure: panels.test.tsx).
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actUntil, clickButton, mount, type Mounted } from '../support.ts';
import { config, logInStudent } from './support.ts';
import { productFixture } from '../../fixtures/product.ts';
import OrdersPanel from '../../../../src/components/dashboard/OrdersPanel.tsx';
import {
	$itemTypes,
	$openOrder,
	$orders,
	loadOrders,
	retryItemTypes,
} from '../../../../src/stores/orders.ts';

vi.mock('../../../../src/stores/orders.ts', async (original) => ({
	...(await original<typeof import('../../../../src/stores/orders.ts')>()),
	ensureOrders: vi.fn(),
	loadOrders: vi.fn(async () => undefined),
	retryItemTypes: vi.fn(),
}));

const PHYSICS = productFixture({
	id: 2003,
	title: 'Free Physics Chapter Tests',
	photoUrl: null,
	about: '<p>Ten chapter tests.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
	enrolledDate: '2025-01-10',
	expireOn: '2025-04-10',
	isFree: true,
	price: 0,
});
const JEE = productFixture({
	id: 2001,
	title: 'JEE Main 2026 Full Test Series',
	enrolledDate: '2025-02-01',
	expireOn: null,
});

let view: Mounted;
beforeEach(() => {
	logInStudent();
	$orders.set({ status: 'loading', items: [] });
	$openOrder.set(null);
	$itemTypes.set({});
	vi.mocked(loadOrders).mockClear();
	vi.mocked(retryItemTypes).mockClear();
	view = mount();
});
afterEach(() => view.unmount());

const text = () => view.container.textContent;
const dialog = () => view.container.querySelector('dialog');

function renderWith(items = [PHYSICS, JEE]) {
	$orders.set({ status: 'ready', items });
	view.render(<OrdersPanel config={config} />);
}

async function openView(title: string) {
	const button = [...view.container.querySelectorAll('button')].find(
		(element) => element.textContent === `View ${title}`,
	)!;
	act(() => button.click());
	// The dialog loads on the first View.
	await actUntil(() => dialog()?.open === true);
}

describe('OrdersPanel', () => {
	it('says so when nothing was purchased', () => {
		renderWith([]);
		expect(text()).toBe("You haven't purchased any product yet!");
	});

	it('shows a card per order: thumbnail, title, dates, price and View', () => {
		renderWith();
		const cards = [...view.container.querySelectorAll('li')];
		expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
			'Free Physics Chapter Tests',
			'JEE Main 2026 Full Test Series',
		]);
		expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual([
			'/images/product-fallback.svg',
			'https://cdn.example/p.svg',
		]);
		expect(
			cards.map((card) => [...card.querySelectorAll('dl div')].map((row) => row.textContent)),
		).toEqual([
			['Purchased on10 Jan 2025', 'Expires on10 Apr 2025'],
			['Purchased on1 Feb 2025', 'Expires on—'],
		]);
		expect(cards.map((card) => card.querySelector('.order-card-price')?.textContent)).toEqual([
			'Free',
			'₹2,999',
		]);
		expect(cards.map((card) => card.querySelector('button')?.textContent)).toEqual([
			'View Free Physics Chapter Tests',
			'View JEE Main 2026 Full Test Series',
		]);
	});

	it('swaps a broken photo for the fallback thumbnail', () => {
		renderWith([JEE]);
		const image = view.container.querySelector('img')!;
		act(() => {
			image.dispatchEvent(new Event('error'));
		});
		expect(image.getAttribute('src')).toBe('/images/product-fallback.svg');
	});
});

describe('OrderDialog', () => {
	it('opens on View with the sanitised about text, the dates and the item types loading', async () => {
		renderWith();
		$itemTypes.set({ 2003: { status: 'loading' } });
		await openView('Free Physics Chapter Tests');
		const element = dialog()!;
		expect(document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent).toBe(
			'Free Physics Chapter Tests',
		);
		const about = element.querySelector('.order-about')!;
		expect(about.textContent).toBe('Ten chapter tests.');
		expect(about.querySelector('script')).toBeNull();
		expect(about.querySelector('img')?.getAttribute('onerror')).toBeNull();
		expect([...element.querySelectorAll('dl div')].map((row) => row.textContent)).toEqual([
			'Purchased on10 Jan 2025',
			'Expires on10 Apr 2025',
		]);
		expect(element.querySelector('h3')?.textContent).toBe("What's included");
		expect(element.querySelector('[role="status"]')?.textContent).toBe(
			'Loading what this product includes…',
		);
	});

	it('lists the item types with their descriptions', async () => {
		renderWith();
		await openView('Free Physics Chapter Tests');
		act(() =>
			$itemTypes.set({
				2003: {
					status: 'ready',
					items: [
						{ itemType: 'Tests', description: '10 chapter tests' },
						{ itemType: 'Notes', description: null },
					],
				},
			}),
		);
		expect([...dialog()!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
			'Tests 10 chapter tests',
			'Notes',
		]);
	});

	it('keeps the about text and dates when P5 failed, with a short message, the error text and Retry', async () => {
		renderWith();
		$itemTypes.set({ 2003: { status: 'error', text: 'Service Unavailable' } });
		await openView('Free Physics Chapter Tests');
		const element = dialog()!;
		expect(element.querySelector('.order-about')?.textContent).toBe('Ten chapter tests.');
		expect(
			[...element.querySelectorAll('[role="alert"] p')].map((line) => line.textContent),
		).toEqual(['Could not load what this product includes.', 'Service Unavailable']);
		clickButton(element, 'Retry');
		expect(retryItemTypes).toHaveBeenCalledTimes(1);
	});

	it('closes with Close and with Escape', async () => {
		renderWith();
		await openView('JEE Main 2026 Full Test Series');
		expect(dialog()!.querySelector('.order-about')).toBeNull();
		clickButton(dialog()!, 'Close');
		expect($openOrder.get()).toBeNull();
		expect(dialog()!.open).toBe(false);
		await openView('JEE Main 2026 Full Test Series');
		act(() => {
			dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
		});
		expect($openOrder.get()).toBeNull();
		expect(dialog()!.open).toBe(false);
	});
});
