/**
 * A tap's result is where the tap was (issue 29 item 3), on a 360 px phone: after Apply on the
 * coupon field, an offer's Apply or Remove coupon, the result (the discount line with the totals,
 * or the error) is in a live region the page already had, and in view with the coupon controls
 * and the next step (terms, Proceed to pay), clear of the sticky header and the chat badge. Phone project only: wide, the summary is a column
 * beside the items and in view anyway.
 */
import { expect, test, type Locator } from 'playwright/test';
import { POPUP_SEEN_KEY } from '../../src/lib/home/sections.ts';
import { CartPage } from './pages/cart-page.ts';
import { CHAT_LOADED, ConsentBanner } from './pages/consent-banner.ts';
import { paintedIslandHydrated, settle } from './support/settle.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';

test.beforeEach(async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'phone', 'phone-size checks');
	await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_SEEN_KEY);
	const consent = new ConsentBanner(page);
	await consent.recordTrackers();
	const cart = new CartPage(page);
	await cart.seed([2002, 2001]);
	// As a visitor meets it: with the chat badge, once the consent banner is answered.
	await page.goto(tenantUrl(SUNRISE, '/cart'));
	await settle(page);
	await paintedIslandHydrated(page);
	await expect(cart.items).toHaveCount(2);
	// The loader has run once the badge is in: the banner, if it asks, is up by then.
	await expect(page.getByRole('button', { name: /Chat with us/ })).toBeVisible(CHAT_LOADED);
	await consent.acceptIfAsked();
});

/** Scrolls `control` down to the foot of the screen, where a thumb typing in it leaves it. */
function atFootOfScreen(control: Locator) {
	return control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
}

/** The coupon control, the totals and the next step (terms, Proceed to pay), all in sight at once. */
async function expectTotalsInSight(cart: CartPage, control: Locator) {
	for (const [name, target] of [
		['Discount', cart.discount],
		['Amount Payable', cart.payable],
		['the coupon control', control],
		['the terms', cart.terms],
		['Proceed to pay', cart.proceed],
	] as const) {
		expect.soft(await cart.inSight(target), `${name} in sight`).toBe(true);
	}
}

test('Apply: the discount is announced and in sight with the totals', async ({
	page,
}, testInfo) => {
	const cart = new CartPage(page);
	await atFootOfScreen(cart.couponInput);
	await cart.markLiveRegions();
	await cart.applyCoupon('SUNRISE20');
	await expect(cart.removeCouponButton).toBeVisible();
	await expect(cart.discount).not.toHaveText('₹0');
	expect.soft(await cart.inEarlierLiveRegion(cart.discount), 'announced').toBe(true);
	await expectTotalsInSight(cart, cart.removeCouponButton);

	const path = testInfo.outputPath('cart-with-coupon-360.png');
	await page.screenshot({ path });
	await testInfo.attach('cart with a coupon applied, 360 px', { path, contentType: 'image/png' });
});

test('a refused code: the error is announced and in sight under the field', async ({ page }) => {
	const cart = new CartPage(page);
	await atFootOfScreen(cart.couponInput);
	await cart.markLiveRegions();
	await cart.applyCoupon('NOSUCHCODE');
	await expect(cart.couponError).toHaveText('Coupon code invalid!');
	expect.soft(await cart.inEarlierLiveRegion(cart.couponError), 'announced').toBe(true);
	expect.soft(await cart.inSight(cart.couponError), 'the error in sight').toBe(true);
	expect.soft(await cart.inSight(cart.couponInput), 'the field in sight').toBe(true);
});

test('Remove coupon: the reset totals are announced and in sight', async ({ page }) => {
	const cart = new CartPage(page);
	await cart.applyCoupon('SUNRISE20');
	await atFootOfScreen(cart.removeCouponButton);
	await cart.markLiveRegions();
	await cart.removeCouponButton.click();
	await expect(cart.discount).toHaveText('₹0');
	expect.soft(await cart.inEarlierLiveRegion(cart.discount), 'announced').toBe(true);
	await expectTotalsInSight(cart, cart.couponInput);
});

test("an offer's Apply at the top of the cart brings its discount into sight", async ({ page }) => {
	const cart = new CartPage(page);
	await cart.offers.locator('summary').click();
	await cart.markLiveRegions();
	await cart.offers.getByRole('button', { name: 'Apply offer FLAT500' }).click();
	await expect(cart.discount).toHaveText('₹500');
	expect.soft(await cart.inEarlierLiveRegion(cart.discount), 'announced').toBe(true);
	await expectTotalsInSight(cart, cart.removeCouponButton);
});
