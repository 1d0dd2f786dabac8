/**
 * Live product cards (sunrise): the cart button follows the cart and the P4 refresh; a purchased
 * product shows Purchased for its student; a failed refresh leaves the build's buttons working.
 */
import { expect, test } from 'playwright/test';
import { ProductsPage } from './pages/products-page.ts';
import { LoginPage } from './pages/login-page.ts';

const SUNRISE = 'sunrise-academy.in';

test.describe('live product cards', () => {
	test('Add to Cart puts the id first, flips the button and counts in the header', async ({
		page,
	}) => {
		const products = new ProductsPage(page);
		await page.addInitScript(() => {
			if (!sessionStorage.getItem('seeded')) {
				localStorage.setItem('cart', '[2001]');
				sessionStorage.setItem('seeded', '1');
			}
		});
		await products.goto(SUNRISE);
		await products.waitForLiveButtons();
		await expect(products.cartButton('JEE Main 2026 Full Test Series')).toContainText(
			'Remove from Cart',
		);
		const neet = products.cartButton('NEET Biology Crash Course');
		await expect(neet).toContainText('Add to Cart');
		await neet.click();
		await expect(neet).toContainText('Remove from Cart');
		expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[2002,2001]');
		await expect(page.locator('[data-cart-link]').first()).toHaveAttribute(
			'aria-label',
			'Cart, 2 items',
		);
		await page.reload();
		await products.waitForLiveButtons();
		await expect(neet).toContainText('Remove from Cart');
		await neet.click();
		await expect(neet).toContainText('Add to Cart');
		expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[2001]');
	});

	test('sold out is disabled; a purchased product shows Purchased for its student', async ({
		page,
	}) => {
		const products = new ProductsPage(page);
		await products.goto(SUNRISE);
		await products.waitForLiveButtons();
		const soldOut = products.cartButton('Class 10 Board Booster Kit');
		await expect(soldOut).toContainText('Sold Out');
		await expect(soldOut).toBeDisabled();
		await expect(products.cartButton('Free Physics Chapter Tests')).toContainText('Add to Cart');

		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876543210', 'aarav@123');
		await expect(page).not.toHaveURL(/\/login/);
		await products.goto(SUNRISE);
		const owned = products.cartButton('Free Physics Chapter Tests');
		await expect(owned).toContainText('Purchased');
		await expect(owned).toBeDisabled();
	});

	test('a failed refresh keeps the build-time buttons usable and logs no error', async ({
		page,
	}) => {
		const errors: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text());
		});
		await page.route('**/prod/student-product/advance-filter/**', (route) => route.abort());
		const products = new ProductsPage(page);
		await products.goto(SUNRISE);
		await products.waitForLiveButtons();
		const jee = products.cartButton('JEE Main 2026 Full Test Series');
		await expect(jee).toContainText('Add to Cart');
		await jee.click();
		await expect(jee).toContainText('Remove from Cart');
		// Resources that fail to load (the aborted P4, institute images off this network) are not errors of the page.
		expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
	});
});
