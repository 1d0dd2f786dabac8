/**
 * A student's whole journey (issue "Student accounts", acceptance): register with OTP → logged in,
 * MY ACCOUNT on every page and in a second tab → log out → log in again with the new password →
 * a wrong password shows the server's message. The typed password is never stored.
 */
import { expect, test, type Page } from 'playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { newRegistrant, RegisterPage } from './pages/register-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';

async function expectAccountMenu(page: Page, loggedIn: boolean) {
	const header = new SiteHeader(page);
	await header.openMenu();
	await expect(loggedIn ? header.myAccount : header.studentLogin).toBeVisible();
	await expect(loggedIn ? header.studentLogin : header.myAccount).toBeHidden();
}

test('register, stay logged in everywhere, log out, log in again, refuse a wrong password', async ({
	page,
	context,
}) => {
	test.slow();
	const registrant = newRegistrant();
	const register = new RegisterPage(page);
	await register.open(SUNRISE);
	await register.reachOtp(registrant);
	await expect(register.stepHeading).toContainText('OTP Verification');
	await register.pasteOtp(1, '1234');
	await register.validate.click();
	await page.waitForURL(tenantUrl(SUNRISE, '/'));

	for (const path of ['/faqs', '/courses', '/about']) {
		await page.goto(tenantUrl(SUNRISE, path));
		await expectAccountMenu(page, true);
	}
	const second = await context.newPage();
	await second.goto(tenantUrl(SUNRISE, '/contact'));
	await expectAccountMenu(second, true);

	const stored = await page.evaluate(() => Object.values({ ...localStorage }).join('\n'));
	expect(stored).not.toContain(registrant.password);
	expect(stored).not.toContain(btoa(registrant.password));

	const header = new SiteHeader(page);
	await header.openAccount();
	await header.logout.click();
	await page.waitForURL(tenantUrl(SUNRISE, '/'));
	await page.goto(tenantUrl(SUNRISE, '/faqs'));
	await expectAccountMenu(page, false);
	// The other tab follows the logout.
	await expectAccountMenu(second, false);

	const login = new LoginPage(page);
	await login.goto(SUNRISE);
	await login.logIn(registrant.mobile, registrant.password);
	await page.waitForURL(tenantUrl(SUNRISE, '/'));
	expect((await login.session()).userId).toBeGreaterThan(0);
	await page.goto(tenantUrl(SUNRISE, '/about'));
	await expectAccountMenu(page, true);

	await header.openAccount();
	await header.logout.click();
	await page.waitForURL(tenantUrl(SUNRISE, '/'));
	await login.goto(SUNRISE);
	await login.logIn(registrant.mobile, `${registrant.password}-wrong`);
	await expect(login.toast('Invalid username or password.')).toBeVisible();
	expect((await login.session()).userId).toBe(0);
});
