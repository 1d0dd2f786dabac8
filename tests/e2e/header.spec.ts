import { expect, test } from 'playwright/test';
import { SiteHeader, storedSession } from './pages/site-header.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';

test.describe('header', () => {
	test('a visitor sees STUDENT LOGIN and an empty cart', async ({ page }) => {
		const header = new SiteHeader(page);
		await page.goto(tenantUrl(SUNRISE));
		await header.openMenu();
		await expect(header.studentLogin).toBeVisible();
		await expect(header.myAccount).toBeHidden();
		await expect(header.cart).toHaveAttribute('aria-label', 'Cart');
	});

	test('a logged-in student sees MY ACCOUNT with DASHBOARD and LOGOUT, and can log out', async ({
		page,
	}) => {
		await page.addInitScript((session) => {
			if (!sessionStorage.getItem('seeded')) {
				localStorage.setItem('session', session);
				sessionStorage.setItem('seeded', '1');
			}
		}, storedSession(501));
		const header = new SiteHeader(page);
		await page.goto(tenantUrl(SUNRISE, '/?from=e2e'));
		await expect(header.studentLogin).toBeHidden();
		await header.openAccount();
		await expect(header.dashboard).toBeVisible();
		await expect(header.dashboard).toHaveAttribute('href', '/dashboard');
		await header.logout.click();
		// Logging out lands on the site root.
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		await page.waitForLoadState();
		await header.openMenu();
		await expect(header.studentLogin).toBeVisible();
		expect(JSON.parse((await page.evaluate(() => localStorage.getItem('session')))!)).toMatchObject(
			{ userId: 0 },
		);
	});

	test('the cart badge counts items and follows another tab', async ({ page, context }) => {
		const header = new SiteHeader(page);
		await page.goto(tenantUrl(SUNRISE));
		const other = await context.newPage();
		await other.goto(tenantUrl(SUNRISE, '/'));
		await other.evaluate(() => localStorage.setItem('cart', '[2001,2002]'));
		// Nothing in this tab wrote the cart: the count arrives through the storage event.
		await expect(header.cart).toHaveAttribute('aria-label', 'Cart, 2 items');
		await expect(header.cart.locator('[data-cart-count]')).toHaveAttribute('data-count', '2');
		await page.reload();
		await expect(header.cart).toHaveAttribute('aria-label', 'Cart, 2 items');
	});

	test('web access off hides STUDENT LOGIN and DASHBOARD', async ({ page }) => {
		const header = new SiteHeader(page);
		await page.goto(tenantUrl('appfirst-classes.in'));
		await header.openMenu();
		await expect(header.banner.getByRole('link', { name: 'HOME', exact: true })).toBeVisible();
		await expect(header.studentLogin).toHaveCount(0);
		await page.evaluate((session) => localStorage.setItem('session', session), storedSession(601));
		await page.reload();
		await header.openAccount();
		await expect(header.logout).toBeVisible();
		await expect(header.dashboard).toHaveCount(0);
	});

	test('MORE lists the navbar pages and closes on Escape', async ({ page }) => {
		const header = new SiteHeader(page);
		await page.goto(tenantUrl(SUNRISE));
		await header.openMenu();
		await header.more.click();
		const results = header.banner.getByRole('link', { name: 'Results' });
		await expect(results).toBeVisible();
		await expect(results).toHaveAttribute('href', '/more/results');
		await page.keyboard.press('Escape');
		await expect(results).toBeHidden();
	});
});

test('a logout carrying the app link shows the web-access popup until acknowledged', async ({
	page,
}) => {
	const header = new SiteHeader(page);
	await page.goto(tenantUrl(SUNRISE, '/?from=e2e'));
	await page.evaluate(() =>
		localStorage.setItem(
			'session',
			JSON.stringify({
				userId: 0,
				userStatus: 'new',
				studentAuth: null,
				showWebAccessPopUp: true,
				webAccessMsg:
					'Please continue in our app.##APP_LINK##https://play.google.com/store/apps/details?id=x',
			}),
		),
	);
	await page.reload();
	const popup = page.getByRole('dialog', { name: 'Web access is off' });
	await expect(popup).toBeVisible();
	await expect(popup.getByText('Please continue in our app.')).toBeVisible();
	await expect(popup.getByRole('link')).toHaveAttribute(
		'href',
		'https://play.google.com/store/apps/details?id=x',
	);
	await popup.getByRole('button', { name: 'OK' }).click();
	await page.waitForURL(tenantUrl(SUNRISE, '/'));
	await expect(popup).toBeHidden();
	expect(JSON.parse((await page.evaluate(() => localStorage.getItem('session')))!)).toMatchObject({
		userId: 0,
		showWebAccessPopUp: false,
	});
	await header.openMenu();
	await expect(header.studentLogin).toBeVisible();
});
