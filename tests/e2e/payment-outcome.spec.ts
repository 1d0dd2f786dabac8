/**
 * /thankyou and /fail against the sandbox (spec section 2 "Thank-you and failure"): the exact
 * texts, sunrise's own thank-you content or the receipt fallback (pixel has no thank-you page),
 * the app links, the links onwards, and what each page does to the cart: a hosted order this tab
 * started is settled on /thankyou (cart emptied), forgotten on /fail (cart kept), and a direct
 * visit changes nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { OutcomePage } from './pages/outcome-page.ts';

const SUNRISE = 'sunrise-academy.in';
const PIXEL = 'pixel-store.in';
const SUCCESS_TEXT =
	'Payment done successfully. Purchased Product will get assigned to you within 1hr. Happy Learning!';
const RECEIPT_TEXT = 'An automated receipt will be sent to the email address you registered with.';
const FAILURE_TEXT = 'Something went wrong at the time of purchasing product';

test.describe('/thankyou', () => {
	test("the success text, sunrise's thank-you content and its app links", async ({ page }) => {
		const outcome = new OutcomePage(page);
		const response = await outcome.goto(SUNRISE, '/thankyou');
		expect(response?.status()).toBe(200);
		await expect(outcome.heading).toHaveText('Thank You!');
		await expect(outcome.main.getByText(SUCCESS_TEXT, { exact: true })).toBeVisible();
		await expect(outcome.instituteContent).toContainText(
			'Thank you for choosing Sunrise Academy! Your receipt has been sent to your registered email.',
		);
		await expect(
			outcome.instituteContent.getByRole('link', { name: '+91 744 240 1234' }),
		).toHaveAttribute('href', 'tel:+917442401234');
		await expect(outcome.main.getByText(RECEIPT_TEXT)).toHaveCount(0);
		await expect(outcome.appLink('Get it on Google Play')).toHaveAttribute(
			'href',
			'https://play.google.com/store/apps/details?id=in.sunriseacademy.app',
		);
		await expect(outcome.appLink('Download on the App Store')).toHaveAttribute(
			'href',
			'https://apps.apple.com/in/app/sunrise-academy/id1234567890',
		);
		await expect(page).toHaveTitle('Thank you | Sunrise Academy');
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
	});

	test('a tenant without a thank-you page shows the receipt fallback and no app links', async ({
		page,
	}) => {
		const outcome = new OutcomePage(page);
		await outcome.goto(PIXEL, '/thankyou');
		await expect(outcome.heading).toHaveText('Thank You!');
		await expect(outcome.main.getByText(SUCCESS_TEXT, { exact: true })).toBeVisible();
		await expect(outcome.main.getByText(RECEIPT_TEXT, { exact: true })).toBeVisible();
		await expect(outcome.instituteContent).toHaveCount(0);
		await expect(outcome.appLink('Get it on Google Play')).toHaveCount(0);
		await expect(outcome.appLink('Download on the App Store')).toHaveCount(0);
	});

	test("'Buy another product' goes to /product", async ({ page }) => {
		const outcome = new OutcomePage(page);
		await outcome.goto(SUNRISE, '/thankyou');
		await outcome.buyAnother.click();
		await expect(page).toHaveURL(/\/product\/?$/);
	});

	test('opened directly, the cart is left as it was', async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2002, 2001]);
		const outcome = new OutcomePage(page);
		await outcome.goto(SUNRISE, '/thankyou');
		await expect(outcome.heading).toHaveText('Thank You!');
		expect(await cart.storedIds()).toEqual([2002, 2001]);
		await expect(page.locator('[data-cart-link]').first()).toHaveAttribute(
			'aria-label',
			'Cart, 2 items',
		);
		await expect(outcome.root).not.toHaveAttribute('data-free-order');
	});

	test("a hosted gateway's return empties the cart and the header count, once", async ({
		page,
	}) => {
		const cart = new CartPage(page);
		await cart.seed([2002, 2001]);
		const outcome = new OutcomePage(page);
		await outcome.seedHostedOrder({ entityId: 9001, gateway: 'two' });
		// As a gateway sends the browser back: with its own query string.
		await outcome.goto(SUNRISE, '/thankyou', '?tran_ref=TST2401&respStatus=A');
		await expect.poll(() => cart.storedIds()).toEqual([]);
		await expect(page.locator('[data-cart-link]').first()).toHaveAttribute('aria-label', 'Cart');
		expect(await outcome.hostedOrder()).toBeNull();
		await expect(outcome.root).not.toHaveAttribute('data-free-order');
	});

	test('a free order placed by the checkout is marked, and the cart not touched again', async ({
		page,
	}) => {
		const cart = new CartPage(page);
		// The checkout empties the cart itself before it leaves; a product added since must stay.
		await cart.seed([2001]);
		const outcome = new OutcomePage(page);
		await outcome.seedPlacedOrder({ entityId: 9002, free: true });
		await outcome.goto(SUNRISE, '/thankyou');
		await expect(outcome.root).toHaveAttribute('data-free-order', '');
		expect(await cart.storedIds()).toEqual([2001]);
		await page.reload();
		await expect(outcome.heading).toHaveText('Thank You!');
		await expect(outcome.root).not.toHaveAttribute('data-free-order');
	});

	test('axe-core finds no violations', async ({ page }) => {
		const outcome = new OutcomePage(page);
		await outcome.goto(SUNRISE, '/thankyou');
		await expect(outcome.heading).toBeVisible();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
		await outcome.goto(PIXEL, '/thankyou');
		await expect(outcome.heading).toBeVisible();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
	});
});

test.describe('/fail', () => {
	test("the failure text, and 'Try again' goes to /cart with the cart intact", async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2002, 2001]);
		const outcome = new OutcomePage(page);
		const response = await outcome.goto(SUNRISE, '/fail');
		expect(response?.status()).toBe(200);
		await expect(outcome.heading).toHaveText('OOPS!');
		await expect(outcome.main.getByText(FAILURE_TEXT, { exact: true })).toBeVisible();
		await expect(page).toHaveTitle('Payment failed | Sunrise Academy');
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

		await outcome.tryAgain.click();
		await expect(page).toHaveURL(/\/cart\/?$/);
		await expect(page.getByRole('status').filter({ hasText: 'Loading your cart' })).toHaveCount(0);
		await expect(cart.items).toHaveCount(2);
		expect(await cart.storedIds()).toEqual([2002, 2001]);
	});

	test("a hosted gateway's failure keeps the cart and forgets the order", async ({ page }) => {
		const cart = new CartPage(page);
		await cart.seed([2002, 2001]);
		const outcome = new OutcomePage(page);
		await outcome.seedHostedOrder({ entityId: 9003, gateway: 'three' });
		await outcome.goto(SUNRISE, '/fail', '?token=EC-TEST123');
		await expect.poll(() => outcome.hostedOrder()).toBeNull();
		expect(await cart.storedIds()).toEqual([2002, 2001]);
		await expect(page.locator('[data-cart-link]').first()).toHaveAttribute(
			'aria-label',
			'Cart, 2 items',
		);

		// The order was forgotten: a later /thankyou does not empty the cart for it.
		await outcome.goto(SUNRISE, '/thankyou');
		await expect(outcome.heading).toHaveText('Thank You!');
		expect(await cart.storedIds()).toEqual([2002, 2001]);
	});

	test('axe-core finds no violations', async ({ page }) => {
		const outcome = new OutcomePage(page);
		await outcome.goto(SUNRISE, '/fail');
		await expect(outcome.heading).toBeVisible();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
	});
});
