/**
 * The cart page against the sandbox (sunrise): items in the cart's order, the offers list,
 * coupons (valid, invalid, expired, removed), removing an item, unknown ids dropped, the empty
 * cart, and Proceed to pay's checks up to the point where checkout starts (checkout.spec.ts and
 * payment-readings.spec.ts take it from there).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { LoginPage } from './pages/login-page.ts';

const SUNRISE = 'sunrise-academy.in';

test.describe('cart', () => {
	test('the empty cart says so and links to the products', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.goto(SUNRISE);
		await expect(page.getByText('There are no items in your Cart!')).toBeVisible();
		await page.getByRole('link', { name: 'Add Products to Cart' }).click();
		await expect(page).toHaveURL(/\/product\/?$/);
	});

	test('lists the products newest first with the price details', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2002, 2001]);
		await cart.goto(SUNRISE);
		await expect(cart.items).toHaveCount(2);
		await expect(cart.items.nth(0)).toContainText('NEET Biology Crash Course');
		await expect(cart.items.nth(1)).toContainText('JEE Main 2026 Full Test Series');
		await expect(cart.heading).toContainText('(2 items)');
		await expect(cart.heading).toContainText('Total ₹4,498');
		await expect(cart.amount).toHaveText('₹4,498');
		await expect(cart.discount).toHaveText('₹0');
		await expect(cart.payable).toHaveText('₹4,498');
	});

	test('a valid coupon, then invalid and expired ones, then removing it', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2002, 2001]);
		await cart.goto(SUNRISE);
		await expect(cart.applyButton).toBeDisabled();
		await cart.couponInput.fill('   ');
		await expect(cart.applyButton).toBeDisabled();

		await cart.applyCoupon('NOSUCHCODE');
		await expect(cart.couponError).toHaveText('Coupon code invalid!');
		await cart.applyCoupon('DIWALI2023');
		await expect(cart.couponError).toHaveText('Coupon code invalid!');

		await cart.applyCoupon('SUNRISE20');
		await expect(page.getByText('Coupon SUNRISE20 applied')).toBeVisible();
		// The applied coupon's control names the coupon (issue 18 item 2).
		await expect(page.getByRole('button', { name: /coupon/i })).toHaveAccessibleName(
			'Remove coupon',
		);
		await expect(cart.discount).toHaveText('₹899.60');
		await expect(cart.payable).toHaveText('₹3,598.40');

		// Removing it asks the server nothing: the reset is at once, the items stay as they are.
		const cartCalls: string[] = [];
		page.on('request', (request) => {
			if (/\/prod\/student-product\/(cart|apply-coupon)/.test(request.url())) {
				cartCalls.push(request.url());
			}
		});
		await cart.removeCouponButton.click();
		await expect(cart.discount).toHaveText('₹0');
		await expect(cart.payable).toHaveText('₹4,498');
		await expect(cart.heading).toContainText('Total ₹4,498');
		await expect(page.getByText('Coupon SUNRISE20 applied')).toHaveCount(0);
		await expect(cart.items).toHaveCount(2);
		await expect(cart.items.nth(0)).toContainText('NEET Biology Crash Course');
		await expect(cart.items.nth(1)).toContainText('JEE Main 2026 Full Test Series');
		expect(await cart.storedIds()).toEqual([2002, 2001]);
		// The focus goes on to the coupon field that replaces the removed control.
		await expect(cart.couponInput).toBeFocused();
		expect(cartCalls).toEqual([]);
	});

	test('an offer from the Available Offers list applies its code', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2001]);
		await cart.goto(SUNRISE);
		await cart.offers.locator('summary').click();
		await expect(cart.offers).toContainText('SUNRISE20');
		await cart.offers.getByRole('button', { name: 'Apply offer FLAT500' }).click();
		await expect(page.getByText('Coupon FLAT500 applied')).toBeVisible();
		await expect(cart.payable).toHaveText('₹2,499');
	});

	test('removing an item reloads the cart and resets the coupon', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2002, 2001]);
		await cart.goto(SUNRISE);
		await cart.applyCoupon('SUNRISE20');
		await expect(cart.payable).toHaveText('₹3,598.40');
		await cart
			.item('NEET Biology Crash Course')
			.getByRole('button', { name: /^Remove/ })
			.click();
		await expect(cart.items).toHaveCount(1);
		await expect(cart.removeCouponButton).toHaveCount(0);
		await expect(cart.payable).toHaveText('₹2,999');
		expect(await cart.storedIds()).toEqual([2001]);
		await expect(page.locator('[data-cart-link]').first()).toHaveAttribute(
			'aria-label',
			'Cart, 1 item',
		);
	});

	test('ids the store no longer has are dropped with a notice', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([999999, 2001]);
		await cart.goto(SUNRISE);
		await expect(cart.items).toHaveCount(1);
		await expect(
			page.getByText('Products that are no longer available were removed from your cart.'),
		).toBeVisible();
		expect(await cart.storedIds()).toEqual([2001]);
	});

	test('Proceed to pay: logged out goes to login and comes back; terms; purchased products', async ({
		page,
	}) => {
		const cart = new CartPage(page);
		await cart.seed([2003, 2001]);
		await cart.goto(SUNRISE);
		await cart.proceed.click();
		await expect(page).toHaveURL(/\/login\?from=cart$/);

		const login = new LoginPage(page);
		await expect(login.submit).toBeEnabled();
		await login.logIn('9876543210', 'aarav@123');
		await expect(page).toHaveURL(/\/cart\/?$/);

		// Aarav owns product 2003: the cart labels it Purchased.
		await expect(cart.item('Free Physics Chapter Tests')).toContainText('Purchased');
		await cart.proceed.click();
		await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();

		await cart.terms.check();
		await cart.proceed.click();
		await expect(
			page.getByText('Please remove already purchased products from cart!'),
		).toBeVisible();

		// The checks passed, the checkout starts: Sunrise offers both INR gateways. Closing the
		// dialog leaves the cart as it was (tests/e2e/checkout.spec.ts pays).
		await cart
			.item('Free Physics Chapter Tests')
			.getByRole('button', { name: /^Remove/ })
			.click();
		await expect(cart.items).toHaveCount(1);
		await cart.proceed.click();
		const choice = page.getByRole('dialog', { name: 'Choose a payment method' });
		await expect(choice).toBeVisible();
		await choice.getByRole('button', { name: 'Close' }).click();
		await expect(choice).toBeHidden();
		expect(await cart.storedIds()).toEqual([2001]);
	});

	test('a cart whose total is 0 has no coupon entry', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2003]);
		await cart.goto(SUNRISE);
		await expect(cart.items).toHaveCount(1);
		await expect(cart.couponInput).toHaveCount(0);
		await expect(cart.payable).toHaveText('₹0');
	});

	test('axe-core finds no violations on the filled and the empty cart', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2002, 2001]);
		await cart.goto(SUNRISE);
		await cart.offers.locator('summary').click();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
		await page.evaluate(() => localStorage.setItem('cart', '[]'));
		await cart.goto(SUNRISE);
		await expect(page.getByText('There are no items in your Cart!')).toBeVisible();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
	});

	test('a 100% coupon (SCHOLAR100) takes the payable to 0', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2001]);
		await cart.goto(SUNRISE);
		await cart.applyCoupon('SCHOLAR100');
		await expect(cart.discount).toHaveText('₹2,999');
		await expect(cart.payable).toHaveText('₹0');
	});
});

test.describe('cart in two currencies (globalprep)', () => {
	const GLOBALPREP = 'global-prep.com';

	test('a USD cart shows code-prefixed amounts and the payment section', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2502, 2501]);
		await cart.goto(GLOBALPREP);
		await expect(cart.amount).toHaveText('USD 198.50');
		await expect(cart.proceed).toBeVisible();
	});

	test('a cart mixing INR and USD says so and offers no payment', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2503, 2501]);
		await cart.goto(GLOBALPREP);
		await expect(cart.items).toHaveCount(2);
		await expect(
			page.getByText(
				'It looks like you have different types of currency products in your cart. Kindly remove them. You can purchase only one type of currency product at a one time.',
			),
		).toBeVisible();
		await expect(cart.proceed).toHaveCount(0);
		await expect(cart.payable).toHaveCount(0);
		await cart
			.item('IELTS Speaking Workshop (India batch)')
			.getByRole('button', { name: /^Remove/ })
			.click();
		await expect(cart.items).toHaveCount(1);
		await expect(cart.proceed).toBeVisible();
		await expect(cart.amount).toHaveText('USD 149');
	});
});
