/**
 * Student Login (spec sections 2, 4, 5, 6, 8): validation, every branch of the login flow against
 * the sandbox's demo students, the remembered origin, web access off, and forgot password as a
 * dialog and as the /forgot route.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from 'playwright/test';
import { ForgotPasswordForm, gotoForgot, LoginPage } from './pages/login-page.ts';
import { SiteHeader, storedSession } from './pages/site-header.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';
const APPFIRST = 'appfirst-classes.in';
const GREENFIELD = 'greenfield-school.edu.in';
const APP_LINK = 'https://play.google.com/store/apps/details?id=com.appfirst.classes';

// No sandbox reset: these tests leave nothing another test depends on (each browser context is a
// new device), and a reset would wipe the state of tests running in parallel.

async function expectLoggedInHeader(page: Page) {
	const header = new SiteHeader(page);
	await header.openMenu();
	await expect(header.myAccount).toBeVisible();
	await expect(header.studentLogin).toBeHidden();
}

async function axeViolations(page: Page): Promise<string[]> {
	// The main landmark holds the form and its dialogs; the shared header and footer have their own checks.
	const results = await new AxeBuilder({ page }).include('main').analyze();
	return results.violations.map(
		(violation) =>
			`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
	);
}

test.describe('login validation', () => {
	const cases: Array<[string, string, string, string, 'identifier' | 'password']> = [
		[
			'an empty identifier',
			'',
			'aarav@123',
			'Please enter valid Email or Phone number for login.',
			'identifier',
		],
		[
			'a short phone number',
			'98765',
			'aarav@123',
			'Please enter a valid phone number',
			'identifier',
		],
		[
			'an invalid email',
			'aarav@example',
			'aarav@123',
			'You have entered an invalid email address!',
			'identifier',
		],
		['an empty password', '9876543210', '', 'Please enter valid password', 'password'],
		[
			'a 3-character password',
			'9876543210',
			'abc',
			'Password length should be atleast 4 digits long.',
			'password',
		],
	];
	for (const [what, identifier, password, message, field] of cases) {
		test(`${what} shows '${message}'`, async ({ page }) => {
			const login = new LoginPage(page);
			await login.goto(SUNRISE);
			await login.logIn(identifier, password);
			await expect(login.error).toHaveText(message);
			const input = field === 'identifier' ? login.identifier : login.password;
			await expect(input).toHaveAttribute('aria-invalid', 'true');
			await expect(input).toBeFocused();
			expect((await login.session()).userId).toBe(0);
		});
	}

	test('LOG IN is disabled for 2 seconds after each click', async ({ page }) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		// Timed from before the click: the lock starts at the click, so it cannot end sooner than
		// 2 s after this, however long the click takes to return on a busy machine.
		const beforeClick = Date.now();
		await login.submit.click();
		await expect(login.submit).toBeDisabled();
		await expect(login.submit).toBeEnabled({ timeout: 10_000 });
		// Only a lower bound: a busy machine may take longer to re-enable, never less than 2 s.
		expect(Date.now() - beforeClick).toBeGreaterThanOrEqual(2000);
	});

	test('the password can be revealed', async ({ page }) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.password.fill('aarav@123');
		await expect(login.password).toHaveAttribute('type', 'password');
		await login.form.getByRole('button', { name: 'Show Password' }).click();
		await expect(login.password).toHaveAttribute('type', 'text');
	});
});

test.describe('login flow', () => {
	test('wrong password shows the server message', async ({ page }) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876543210', 'not-the-password');
		await expect(login.toast('Invalid username or password.')).toBeVisible();
		expect((await login.session()).userId).toBe(0);
	});

	test('a normal login shows MY ACCOUNT here, on another page and in another tab, and stores no typed password', async ({
		page,
		context,
	}) => {
		const other = await context.newPage();
		await other.goto(tenantUrl(SUNRISE, '/faqs'));
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876543210', 'aarav@123');
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		await expectLoggedInHeader(page);
		// The other tab was open before the login: it follows through the storage event.
		await expectLoggedInHeader(other);
		await page.goto(tenantUrl(SUNRISE, '/courses'));
		await expectLoggedInHeader(page);
		expect((await login.session()).userId).toBeGreaterThan(0);
		const stored = await login.storage();
		expect(stored.some((entry) => entry.startsWith('session='))).toBe(true);
		for (const entry of stored) expect(entry).not.toContain('aarav@123');
		const sessionStored = await page.evaluate(() =>
			Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? ''),
		);
		for (const entry of sessionStored) expect(entry).not.toContain('aarav@123');
	});

	test('logging in with the email works too', async ({ page }) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('aarav.sharma@example.in', 'aarav@123');
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		expect((await login.session()).userId).toBeGreaterThan(0);
	});

	test('a shared identifier opens Select Institute and logs into the chosen account', async ({
		page,
	}) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876500001', 'priya@123');
		const picker = login.dialog('Select Institute');
		await expect(picker).toBeVisible();
		const choices = picker.getByRole('radio');
		await expect(choices).toHaveCount(2);
		await expect(choices.first()).toBeChecked();
		await expect(picker.getByText('Sunrise Academy', { exact: true })).toBeVisible();
		await expect(picker.getByText('Sunrise Academy – Jaipur Branch')).toBeVisible();
		await expect(picker.getByText('Priya Verma')).toHaveCount(2);
		await expect(picker.getByRole('button', { name: 'Close' })).toBeVisible();
		await picker.getByText('Sunrise Academy – Jaipur Branch').click();
		await expect(choices.nth(1)).toBeChecked();
		await picker.getByRole('button', { name: 'OK' }).click();
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		expect(await login.session()).toMatchObject({ instituteId: 1011 });
	});

	test('Close of Select Institute goes back to the form', async ({ page }) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876500001', 'priya@123');
		const picker = login.dialog('Select Institute');
		await expect(picker).toBeVisible();
		expect(await axeViolations(page)).toEqual([]);
		await picker.getByRole('button', { name: 'Close' }).click();
		await expect(picker).toBeHidden();
		await expect(login.submit).toBeFocused();
		expect((await login.session()).userId).toBe(0);
	});

	test('a blocked account sees the blocked message', async ({ page }) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876500002', 'rohit@123');
		const alert = page.getByRole('dialog');
		await expect(alert).toContainText(
			'Your account has been blocked. Please contact your institute/school!',
		);
		await alert.getByRole('button', { name: 'OK' }).click();
		await expect(alert).toBeHidden();
		expect((await login.session()).userId).toBe(0);
	});

	test('an unregistered device sees Unable to login!', async ({ page }) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876500004', 'kabir@123');
		const alert = login.dialog('Unable to login!');
		await expect(alert).toContainText(
			'This is not your registered device for login kindly use a registered device. For any query please contact your administrator.',
		);
		expect((await login.session()).userId).toBe(0);
	});

	test('logged in on another device: OK logs out the other device and logs in here', async ({
		page,
	}) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876500003', 'sneha@123');
		const alert = page.getByRole('dialog');
		await expect(alert).toContainText(
			'You are already logged in on another device. Do you want to use here? You will be logged out from other devices.',
		);
		await alert.getByRole('button', { name: 'OK' }).click();
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		expect((await login.session()).userId).toBeGreaterThan(0);
	});

	test('a teacher is refused', async ({ page }) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn('9876500005', 'anjali@123');
		await expect(
			login.toast('You are not allowed to login from this application, Please contact your admin!'),
		).toBeVisible();
		expect((await login.session()).userId).toBe(0);
		expect(page.url()).toBe(tenantUrl(SUNRISE, '/login'));
	});

	for (const [query, path] of [
		['?from=%2Fcourses', '/courses'],
		['?from=cart', '/cart'],
	]) {
		test(`/login${query} goes to ${path} after login`, async ({ page }) => {
			const login = new LoginPage(page);
			await login.goto(SUNRISE, query);
			await expect(login.registerLink).toHaveAttribute('href', `/register${query}`);
			await login.logIn('9876543210', 'aarav@123');
			await page.waitForURL(tenantUrl(SUNRISE, path));
		});
	}

	test('React loads on the first touch; a login typed and sent before it arrived goes through', async ({
		page,
	}) => {
		const held: Array<() => void> = [];
		let holding = false;
		await page.route('**/*.js', async (route) => {
			if (holding) await new Promise<void>((release) => held.push(release));
			await route.continue();
		});
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await page.waitForLoadState('networkidle');
		holding = true;
		await login.identifier.fill('9876543210');
		await login.password.fill('aarav@123');
		await login.submit.click();
		// The island's code was asked for by the first touch, and the submit waits for it.
		expect(held.length).toBeGreaterThan(0);
		await expect(login.form).toHaveAttribute('aria-busy', 'true');
		expect(page.url()).toBe(tenantUrl(SUNRISE, '/login'));
		holding = false;
		for (const release of held.splice(0)) release();
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		await expectLoggedInHeader(page);
	});

	test("the form's code fails to arrive: LOG IN says so, and pressing again logs in", async ({
		page,
	}) => {
		let failing = false;
		await page.route('**/*.js', (route) => (failing ? route.abort() : route.continue()));
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await page.waitForLoadState('networkidle');
		failing = true;
		await login.identifier.fill('9876543210');
		await login.password.fill('aarav@123');
		await login.submit.click();
		await expect(login.toast('Please check your internet connection!')).toBeVisible();
		await expect(login.form).not.toHaveAttribute('aria-busy', 'true');
		expect(page.url()).toBe(tenantUrl(SUNRISE, '/login'));

		failing = false;
		await login.submit.click();
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		await expectLoggedInHeader(page);
	});

	test('a logged-in student opening /login goes home', async ({ page }) => {
		await page.addInitScript(
			(session) => localStorage.setItem('session', session),
			storedSession(501),
		);
		await page.goto(tenantUrl(SUNRISE, '/login'));
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
	});
});

test.describe('login screen variants', () => {
	test('sunrise offers Register here; the page has one h1 and no axe violations', async ({
		page,
	}) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await expect(login.heading).toBeVisible();
		await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
		await expect(login.registerLink).toHaveAttribute('href', '/register');
		expect(await axeViolations(page)).toEqual([]);
	});

	test('a school offers no Register here', async ({ page }) => {
		const login = new LoginPage(page);
		await login.goto(GREENFIELD);
		await expect(login.heading).toBeVisible();
		await expect(login.registerLink).toHaveCount(0);
		await expect(page.getByText('Please download our mobile app')).toHaveCount(0);
	});

	test('web access off: the app message instead of Register here, and the 403 app-link alert', async ({
		page,
	}) => {
		const login = new LoginPage(page);
		await login.goto(APPFIRST);
		await expect(login.registerLink).toHaveCount(0);
		const main = page.getByRole('main');
		await expect(main).toContainText('Please download our mobile app to register and log in.');
		await expect(main.getByRole('link', { name: 'Download the mobile app' })).toHaveAttribute(
			'href',
			APP_LINK,
		);
		await login.logIn('9833300001', 'arjun@123');
		const alert = login.dialog('Use the mobile app');
		await expect(alert).toContainText(
			'Web access is disabled for your institute. Please use the mobile app.',
		);
		await expect(alert).not.toContainText('##APP_LINK##');
		await expect(alert.getByRole('link', { name: 'Download the mobile app' })).toHaveAttribute(
			'href',
			APP_LINK,
		);
		expect((await login.session()).userId).toBe(0);
	});

	test('without JavaScript the form shows and Forgot Password is a link to /forgot', async ({
		browser,
	}) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(tenantUrl(SUNRISE, '/login'));
		const login = new LoginPage(page);
		await expect(login.heading).toBeVisible();
		await expect(login.identifier).toBeVisible();
		await expect(login.forgotLink).toHaveAttribute('href', '/forgot');
		await context.close();
	});
});

test.describe('forgot password', () => {
	test('the dialog: Continue disabled when empty, letters blocked, success closes it', async ({
		page,
	}) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.forgotLink.click();
		const dialog = login.dialog('Forgot Password');
		await expect(dialog).toBeVisible();
		const form = new ForgotPasswordForm(page, dialog);
		await expect(form.continue).toBeDisabled();
		await form.mobile.pressSequentially('abc');
		await expect(form.mobile).toHaveValue('');
		await expect(form.continue).toBeDisabled();
		await form.mobile.pressSequentially('98765x43210');
		await expect(form.mobile).toHaveValue('9876543210');
		expect(await axeViolations(page)).toEqual([]);
		await form.continue.click();
		await expect(login.toast('New Password sent to your registered mobile number.')).toBeVisible();
		await expect(dialog).toBeHidden();
		await expect(login.forgotLink).toBeFocused();
	});

	test('the dialog: an unknown number shows the error; Close and Escape close it', async ({
		page,
	}) => {
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.forgotLink.click();
		const dialog = login.dialog('Forgot Password');
		const form = new ForgotPasswordForm(page, dialog);
		await form.mobile.fill('1111111111');
		await form.continue.click();
		await expect(login.toast('No account is registered with this mobile number.')).toBeVisible();
		await expect(dialog).toBeVisible();
		await form.close.click();
		await expect(dialog).toBeHidden();
		await login.forgotLink.click();
		await expect(form.mobile).toHaveValue('');
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
	});

	test('the /forgot route: same form without Close', async ({ page }) => {
		const form = await gotoForgot(page, SUNRISE);
		await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
		await expect(form.continue).toBeDisabled();
		await expect(form.close).toHaveCount(0);
		await form.mobile.pressSequentially('9876abc543210');
		await expect(form.mobile).toHaveValue('9876543210');
		await form.continue.click();
		await expect(
			page
				.getByRole('status')
				.filter({ hasText: 'New Password sent to your registered mobile number.' }),
		).toBeVisible();
		await expect(form.mobile).toHaveValue('');
		expect(await axeViolations(page)).toEqual([]);
	});
});
