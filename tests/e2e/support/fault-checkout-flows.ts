/**
 * The fault matrix's checkout calls (tests/e2e/support/fault-flows.ts): the gateway lookup (M15),
 * gateway two's token (M16), PayPal (M17), gateway one's payment order (M18) and its confirmation
 * (M19), and the order (P11). Each cell buys with a new student; the retry buys for real.
 */
import { expect, type Page } from 'playwright/test';
import { CartPage } from '../pages/cart-page.ts';
import { Checkout } from '../pages/checkout.ts';
import { GLOBALPREP, PIXEL, SUNRISE } from './checkout.ts';
import { loggedInAt, type CallDriver, type Flow, type Tenant } from './fault-flows.ts';
import { registerStudent } from './students.ts';

interface Steps {
	/** From Proceed to pay up to the call. */
	act: () => Promise<void>;
	/** Where the checkout gets to once the call has worked. */
	done: () => Promise<void>;
}

/**
 * A new student's cart (`ids`, stored by the cell), logged in straight back to it with the terms
 * accepted; the retry starts over from Proceed to pay once the fault is cleared.
 */
async function checkoutFlow(
	page: Page,
	tenant: Tenant,
	steps: (cart: CartPage, checkout: Checkout) => Steps,
	country = 1,
): Promise<Flow & { done: () => Promise<void> }> {
	const cart = new CartPage(page);
	await loggedInAt(page, tenant, '/cart', await registerStudent(tenant.id, country));
	await expect(cart.terms).toBeVisible();
	await cart.terms.check();
	const { act, done } = steps(cart, new Checkout(page));
	return {
		act,
		done,
		retry: async () => {
			await expect(page).toHaveURL(/\/cart$/);
			await expect(cart.proceed).toBeEnabled();
			await act();
			await done();
		},
	};
}

/** Proceed to pay, gateway one opens (Pixel: gateway one only, no fee). */
const toGatewayOne = (cart: CartPage, checkout: Checkout): Steps => ({
	act: () => cart.proceed.click(),
	done: () => expect(checkout.gatewayOne).toBeVisible(),
});

/** The checkout drivers, by call id. */
export const CHECKOUT_DRIVERS: Readonly<Record<string, CallDriver>> = {
	M15: {
		route: { url: /\/api\/v1\/payment-gateway\/\d+\?/ },
		cart: [2102],
		async start(page) {
			// An INR cart of an INR-country student: a failed lookup goes on with gateway one, so
			// the page has no retry to offer (spec section 4).
			const { act, done } = await checkoutFlow(page, PIXEL, toGatewayOne);
			return { act, goesOn: done };
		},
	},
	M16: {
		route: { url: '**/api/v1/payment-gateway/payment/token' },
		cart: [2002],
		start: (page) =>
			checkoutFlow(page, SUNRISE, (cart, checkout) => ({
				act: async () => {
					await cart.proceed.click();
					await checkout.gatewayOption('PayTabs').check();
					await checkout.continue.click();
				},
				done: () => expect(page).toHaveURL(/\/sandbox\/gateway-two\/pay\?token_id=/),
			})),
	},
	M17: {
		route: { url: '**/api/v1/payment-gateway/paypal/payment' },
		cart: [2502],
		start: (page) =>
			checkoutFlow(
				page,
				GLOBALPREP,
				(cart) => ({
					act: () => cart.proceed.click(),
					done: () => expect(page).toHaveURL(/\/sandbox\/paypal\/approve/),
				}),
				3,
			),
	},
	M18: {
		route: { url: '**/api/v2/onlinePayment/create_order' },
		cart: [2102],
		start: (page) => checkoutFlow(page, PIXEL, toGatewayOne),
	},
	M19: {
		route: { url: '**/api/v2/onlinePayment/update-order-payment-detail' },
		cart: [2102],
		start: (page) =>
			checkoutFlow(page, PIXEL, (cart, checkout) => ({
				act: async () => {
					await cart.proceed.click();
					await checkout.outcome('Pay (success)').click();
				},
				done: () => expect(page).toHaveURL(/\/thankyou$/),
			})),
	},
	P11: {
		route: { url: '**/prod/student-product/order', method: 'POST' },
		cart: [2102],
		start: (page) => checkoutFlow(page, PIXEL, toGatewayOne),
	},
};
