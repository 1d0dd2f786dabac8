// @vitest-environment jsdom
/**
 * The cart's coupon as the island renders it (issue 18 item 2): an applied coupon shows its code and a
 * control named for the coupon; removing it brings the field back, focused, at once and with the
 * items untouched (the price details follow the store: tests/unit/stores/cart-page.test.ts); the
 * coupon and the totals come into view after the visitor's own coupon action only (issue 29).
 */
import { useStore } from '@nanostores/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickButton, mount, type Mounted } from '../support.ts';
import { summaryView } from '../../../../src/views/cart/summary-view.ts';
import { useSummaryHandlers } from '../../../../src/components/cart/coupon-reveal.ts';
import { toReact } from '../../../../src/views/react.ts';
import { $cartPage } from '../../../../src/stores/cart-page.ts';
import type { CartProduct } from '../../../../src/lib/lms/types.ts';

const ITEMS = [{ id: 2001 }, { id: 2002 }] as CartProduct[];

function Summary() {
	const state = useStore($cartPage);
	const { couponCode, handlers } = useSummaryHandlers(state);
	const discount = state.coupon ? 89960 : 0;
	return toReact(
		summaryView(
			{
				state,
				currency: 'INR',
				totals: { amount: 449800, discount, payable: 449800 - discount },
				checkoutBusy: false,
				loggedIn: false,
				onlinePaymentEnabled: false,
				couponCode,
				live: true,
			},
			handlers,
		),
	);
}

let view: Mounted;
// jsdom lays nothing out and has no scrollIntoView.
const scrolled = vi.fn();
beforeEach(() => {
	scrolled.mockClear();
	Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
		scrolled(this.className);
	};
	$cartPage.set({
		status: 'ready',
		items: ITEMS,
		coupon: { code: 'SUNRISE20', discountMinor: 89960, offerApplyDto: { id: 7 } },
		couponBusy: false,
		couponError: null,
		termsAccepted: false,
		proceeding: false,
	});
	view = mount();
	view.render(<Summary />);
});
afterEach(() => view.unmount());

const text = (selector: string) => view.container.querySelector(selector)?.textContent;

describe('an applied coupon', () => {
	it('shows its code and a control whose name contains "coupon"', () => {
		expect(text('.cart-coupon-applied')).toContain('Coupon SUNRISE20 applied');
		const control = view.container.querySelector('.cart-coupon-applied button');
		expect(control?.textContent).toBe('Remove coupon');
		expect(view.container.querySelector('#cart-coupon-code')).toBeNull();
	});

	it('Remove coupon resets the discount and payable at once, keeps the items, focuses the field', () => {
		expect(text('[data-payable]')).toBe('₹3,598.40');
		clickButton(view.container, 'Remove coupon');
		expect($cartPage.get().coupon).toBeNull();
		expect($cartPage.get().items).toBe(ITEMS);
		expect(text('[data-discount]')).toBe('₹0');
		expect(text('[data-payable]')).toBe('₹4,498');
		expect(view.container.querySelector('.cart-coupon-applied')).toBeNull();
		expect(document.activeElement).toBe(view.container.querySelector('#cart-coupon-code'));
	});
});

describe('after a coupon action', () => {
	it("Remove coupon brings the coupon and the totals into view; the store's own changes do not", () => {
		act(() => $cartPage.setKey('couponError', 'Coupon code invalid!'));
		expect(scrolled).not.toHaveBeenCalled();
		clickButton(view.container, 'Remove coupon');
		expect(scrolled).toHaveBeenCalledWith('cart-coupon-to-pay');
	});

	it('the error is in a live region that was there before it', () => {
		clickButton(view.container, 'Remove coupon');
		const region = view.container.querySelector('.cart-coupon [aria-live]');
		expect(region?.textContent).toBe('');
		act(() => $cartPage.setKey('couponError', 'Coupon code invalid!'));
		expect(view.container.querySelector('.cart-coupon [aria-live]')).toBe(region);
		expect(region?.textContent).toBe('Coupon code invalid!');
		expect(region?.getAttribute('aria-live')).toBe('assertive');
		expect(view.container.querySelector('[data-discount]')?.closest('[aria-live]')).not.toBeNull();
	});
});
