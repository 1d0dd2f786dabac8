/**
 * Feedback after account actions (issue 29 item 7): after logging in, registering and logging
 * out, the page the visitor is taken to says where they are, once, as a notice (the spec's
 * 'Registration successfull!' for a registration; its own words for a login and a logout).
 */
import { expect, test, type Page } from 'playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { newRegistrant, RegisterPage } from './pages/register-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';
const PIXEL = 'pixel-store.in';

// No sandbox reset: each browser context is a new device, and the registrants are new students.

/** The text of the plain notices the page shows (top right, closing after 3 s). */
const notices = (page: Page) => page.locator('.notice-region .notice p');

test('a login says who is logged in on the page it leads to, and a logout says so too', async ({
	page,
}) => {
	const login = new LoginPage(page);
	await login.goto(SUNRISE);
	await login.logIn('9876543210', 'aarav@123');
	await expect(page).toHaveURL(tenantUrl(SUNRISE, '/'));
	await expect(notices(page)).toHaveText(['You are logged in as Aarav Sharma.']);
	// Styled as a notice (the home page has no toaster island), below the header's controls, and
	// said once: not after a reload.
	const region = page.locator('.notice-region');
	expect(await region.evaluate((node) => getComputedStyle(node).position)).toBe('fixed');
	const header = new SiteHeader(page);
	const headerBottom = (await header.banner.boundingBox())!;
	const noticeTop = (await notices(page).boundingBox())!;
	expect(noticeTop.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
	await page.reload();
	await expect(page.locator('[data-logout]')).toBeAttached();
	await expect(notices(page)).toHaveCount(0);

	await header.openAccount();
	await header.logout.click();
	await expect(notices(page)).toHaveText(['You are logged out.']);
	await header.openMenu();
	await expect(header.studentLogin).toBeVisible();
});

test('a login the dashboard asked for says so on the dashboard', async ({ page }) => {
	await page.goto(tenantUrl(SUNRISE, '/dashboard/my-orders'));
	const login = new LoginPage(page);
	await expect(page).toHaveURL(/\/login\?from=/);
	await login.logIn('9876543210', 'aarav@123');
	await expect(page).toHaveURL(tenantUrl(SUNRISE, '/dashboard/my-orders'));
	await expect(notices(page)).toHaveText(['You are logged in as Aarav Sharma.']);
});

test("a registration says 'Registration successfull!' on the page it leads to", async ({
	page,
}) => {
	const register = new RegisterPage(page);
	await register.open(PIXEL);
	// Pixel skips OTP: the registration runs at the end of the courses step.
	await register.reachOtp(newRegistrant(), ['SSC CGL']);
	await expect(register.card).toHaveText('Registration complete. Taking you on…');
	await expect(page).toHaveURL(tenantUrl(PIXEL, '/'));
	await expect(notices(page)).toHaveText(['Registration successfull!']);
});
