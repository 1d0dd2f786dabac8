/**
 * Registration in three steps (spec sections 2, 4, 5, 8 and 9): step one's checks in order, the
 * courses of M9, OTP typed box by box and pasted, Validate and Resend rules, the new session, the
 * skip-OTP institute, the messages shown instead of the form, and going back to a non-empty cart.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from 'playwright/test';
import { newRegistrant, RegisterPage, type Registrant } from './pages/register-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { tenantUrl } from './support/tenants.ts';
import { freezeClock } from './support/clock.ts';

const SUNRISE = 'sunrise-academy.in';
const PIXEL = 'pixel-store.in';
const GREENFIELD = 'greenfield-school.edu.in';
const APPFIRST = 'appfirst-classes.in';
const APP_LINK = 'https://play.google.com/store/apps/details?id=com.appfirst.classes';
const DENIED =
	'You do not have access to the registration process. Please contact the Institute Administrator for assistance.';

// No sandbox reset here: every test registers a new, random student, and a reset would wipe
// the OTPs of tests running in parallel.

async function axeViolations(page: Page): Promise<string[]> {
	const results = await new AxeBuilder({ page }).analyze();
	return results.violations.map(
		(violation) =>
			`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
	);
}

/**
 * Landed on `path`, logged in: the header shows MY ACCOUNT (checked on the about page, which has no
 * pop-up image to make the header inert), and nothing stored holds the typed password.
 */
async function expectRegistered(
	register: RegisterPage,
	domain: string,
	registrant: Registrant,
	path = '/',
) {
	await expect(register.page).toHaveURL(tenantUrl(domain, path));
	const stored = (await register.storage()).join('\n');
	expect(stored).toContain('"userStatus":"loggedin"');
	expect(stored).not.toContain(registrant.password);
	expect(stored).not.toContain(Buffer.from(registrant.password).toString('base64'));
	await register.page.goto(tenantUrl(domain, '/about'));
	const header = new SiteHeader(register.page);
	await header.openMenu();
	await expect(header.myAccount).toBeVisible();
	await expect(header.studentLogin).toBeHidden();
}

test.describe('step one', () => {
	test('each message appears for its input, in the spec order', async ({ page }) => {
		// Every Next click locks the button for 2 seconds (spec section 9).
		test.setTimeout(60_000);
		const register = new RegisterPage(page);
		await register.open(SUNRISE);
		await expect(register.heading).toHaveText('Register');
		await expect(register.stepHeading).toContainText('Personal Information');
		await expect(register.currentStep).toContainText('Personal Information');
		await expect(register.countryCode).toHaveValue('1');
		await expect(register.countryCode.locator('option')).toHaveText(['+91', '+971', '+1']);
		await expect(register.terms).toBeChecked();
		await expect(register.termsLink).toHaveAttribute('href', '/terms-and-condition');

		const expectError = async (message: string, field: Locator) => {
			await register.next.click();
			await expect(register.error).toHaveText(message);
			await expect(field).toBeFocused();
			await expect(field).toHaveAttribute('aria-invalid', 'true');
		};

		await expectError('Name field cannot be empty', register.name);
		await register.name.pressSequentially('Meera1 Iyer!');
		await expect(register.name).toHaveValue('Meera Iyer');
		await expectError('Phone number field cannot be empty', register.mobile);
		await register.mobile.pressSequentially('98a765-');
		await expect(register.mobile).toHaveValue('98765');
		await expectError('Please enter valid 10 digit number.', register.mobile);
		await register.mobile.fill('9876512345');
		await expectError('Email field cannot be empty', register.email);
		await register.email.fill('meera@example');
		await expectError('You have entered an invalid email address!', register.email);
		await register.email.fill('meera@example.in');
		await register.password.fill('12345');
		await expectError('New Password must be between 6-10 characters.', register.password);
		await register.password.fill('secret1');
		await register.confirmPassword.fill('secret2');
		await expectError('Password and confirm password does not match', register.confirmPassword);
		await register.confirmPassword.fill('secret1');
		await register.terms.uncheck();
		await expectError('Please accept terms and condition for proceed!', register.terms);
		await register.terms.check();
		await register.next.click();
		await expect(register.stepHeading).toContainText('Interested In');
		await expect(register.stepHeading).toBeFocused();
		await expect(register.currentStep).toContainText('Interested In');
	});

	test('the 10-digit rule applies to +91 only; passwords can be revealed', async ({ page }) => {
		const register = new RegisterPage(page);
		await register.open(SUNRISE);
		await register.fillPersonal({ ...newRegistrant(), mobile: '501234' });
		await register.card.getByRole('button', { name: 'Show Password', exact: true }).click();
		await expect(register.password).toHaveAttribute('type', 'text');
		await register.countryCode.selectOption({ label: '+971' });
		await register.next.click();
		await expect(register.stepHeading).toContainText('Interested In');
	});

	test('has no accessibility violations and keeps `from` in the login link', async ({ page }) => {
		const register = new RegisterPage(page);
		await register.open(SUNRISE, '?from=cart');
		await expect(register.loginLink).toHaveAttribute('href', '/login?from=cart');
		await register.next.click();
		await expect(register.error).toBeVisible();
		expect(await axeViolations(page)).toEqual([]);
	});
});

test.describe('register with OTP (sunrise)', () => {
	test('courses from M9, OTP typed box by box, then logged in', async ({ page }) => {
		const register = new RegisterPage(page);
		const registrant = newRegistrant();
		await register.open(SUNRISE);
		await register.fillPersonal(registrant);
		await register.next.click();
		await expect(register.stepHeading).toContainText('Interested In');
		await expect(register.courses).toHaveCount(4);
		await expect(register.card.getByLabel('JEE Main & Advanced')).not.toBeChecked();
		await register.back.click();
		await expect(register.name).toHaveValue(registrant.name);
		await register.next.click();
		await register.card.getByLabel('NEET UG').check();
		await register.card.getByLabel('CUET UG').check();
		expect(await axeViolations(page)).toEqual([]);
		await register.skipAndContinue.click();

		await expect(register.stepHeading).toContainText('OTP Verification');
		await expect(register.card).toContainText(`+91 ${registrant.mobile}`);
		await expect(register.countdown).toHaveText(/You can resend the OTP in 0[12]:\d\d/);
		await expect(register.resend).toBeDisabled();
		await expect(register.validate).toBeDisabled();
		await expect(register.card.getByRole('status')).toHaveText(
			'You can resend the OTP in 2 minutes.',
		);

		await register.digit(1).click();
		await page.keyboard.type('1');
		await expect(register.digit(2)).toBeFocused();
		await page.keyboard.type('2');
		await expect(register.digit(3)).toBeFocused();
		// Backspace in an empty box clears the previous one and moves back to it.
		await page.keyboard.press('Backspace');
		await expect(register.digit(2)).toBeFocused();
		await expect(register.digit(2)).toHaveValue('');
		await page.keyboard.type('23');
		await expect(register.validate).toBeDisabled();
		await page.keyboard.type('4');
		await expect(register.validate).toBeEnabled();
		await expect(register.resend).toBeDisabled();
		expect(await axeViolations(page)).toEqual([]);
		await register.validate.click();
		await expectRegistered(register, SUNRISE, registrant);
	});

	test('a whole pasted code fills every box', async ({ page }) => {
		const register = new RegisterPage(page);
		const registrant = newRegistrant();
		await register.open(SUNRISE);
		await register.reachOtp(registrant, ['JEE Main & Advanced']);
		await expect(register.stepHeading).toContainText('OTP Verification');
		await register.pasteOtp(3, ' 12 34 ');
		for (const [n, digit] of ['1', '2', '3', '4'].entries())
			await expect(register.digit(n + 1)).toHaveValue(digit);
		await expect(register.validate).toBeEnabled();
		await register.validate.click();
		await expectRegistered(register, SUNRISE, registrant);
	});

	test('a wrong OTP shows the server message and stays on the OTP step', async ({ page }) => {
		const register = new RegisterPage(page);
		await register.open(SUNRISE);
		await register.reachOtp(newRegistrant());
		await register.pasteOtp(1, '9999');
		await register.validate.click();
		await expect(register.toast('Invalid OTP. Please try again.')).toBeVisible();
		await expect(register.stepHeading).toContainText('OTP Verification');
		await expect(register.resend).toBeDisabled();
		const stored = (await register.storage()).join('\n');
		expect(stored).not.toContain('"userStatus":"loggedin"');
	});

	test("M6's notice 'OTP validate successfully' shows, then the registration goes on", async ({
		page,
	}) => {
		const register = new RegisterPage(page);
		const registrant = newRegistrant();
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		// M7 waits until the notice is seen: the redirect after registering cannot hide it first.
		await page.route('**/api/v2/user/register', async (route) => {
			await held;
			await route.continue();
		});
		await register.open(SUNRISE);
		await register.reachOtp(registrant);
		await register.pasteOtp(1, '1234');
		await register.validate.click();
		await expect(register.toast('OTP validate successfully')).toBeVisible();
		release();
		await expectRegistered(register, SUNRISE, registrant);
	});

	test('registering from a non-empty cart lands on /cart', async ({ page }) => {
		const register = new RegisterPage(page);
		const registrant = newRegistrant();
		await register.goto(SUNRISE, '?from=cart');
		await page.evaluate(() => localStorage.setItem('cart', '[2001]'));
		await register.open(SUNRISE, '?from=cart');
		await register.reachOtp(registrant);
		await register.pasteOtp(1, '1234');
		await register.validate.click();
		await expect(page).toHaveURL(tenantUrl(SUNRISE, '/cart'));
		const stored = (await register.storage()).join('\n');
		expect(stored).toContain('"userStatus":"loggedin"');
		expect(stored).not.toContain(registrant.password);
	});
});

test('pixel skips OTP and logs in at once', async ({ page }) => {
	const register = new RegisterPage(page);
	const registrant = newRegistrant();
	await register.open(PIXEL);
	await register.reachOtp(registrant, ['SSC CGL']);
	await expect(register.toast('Registration successfull!')).toBeVisible();
	await expect(register.digit(1)).toHaveCount(0);
	await expectRegistered(register, PIXEL, registrant);
});

/** Opens greenfield's /register with the page clock frozen from before load (its 5 s redirect waits). */
async function openClosedRegister(page: Page): Promise<RegisterPage> {
	// Frozen before the page loads: pausing after load raced the page's own clock.
	await freezeClock(page);
	const register = new RegisterPage(page);
	await register.goto(GREENFIELD);
	return register;
}

test.describe('instead of the form', () => {
	test('greenfield (school model): registration is not available here', async ({ page }) => {
		const register = await openClosedRegister(page);
		await expect(register.heading).toHaveText('Register');
		await expect(register.main).toContainText(DENIED);
		await expect(register.main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
			'href',
			'/',
		);
		await expect(register.main.getByRole('textbox')).toHaveCount(0);
		// axe needs running timers; the redirect is still almost 5 s away, far more than axe takes.
		await page.clock.resume();
		expect(await axeViolations(page)).toEqual([]);
	});

	test('greenfield: the registration-denied text, then home after 5 seconds', async ({ page }) => {
		const register = await openClosedRegister(page);
		await expect(register.main).toContainText(DENIED);
		await expect(register.main).toContainText('You will be taken to the home page in 5 seconds.');
		await page.clock.runFor(4000);
		await expect(page).toHaveURL(tenantUrl(GREENFIELD, '/register'));
		await page.clock.runFor(1000);
		await expect(page).toHaveURL(tenantUrl(GREENFIELD, '/'));
	});

	test('appfirst (web access off): download the app', async ({ page }) => {
		const register = new RegisterPage(page);
		await register.goto(APPFIRST);
		await expect(register.heading).toHaveText('Register');
		await expect(register.main).toContainText(
			'You are not authorised to register yourself. Kindly download this link to register yourself.',
		);
		await expect(register.main.getByRole('link', { name: 'Download the app' })).toHaveAttribute(
			'href',
			APP_LINK,
		);
		await expect(register.main.getByRole('textbox')).toHaveCount(0);
		expect(await axeViolations(page)).toEqual([]);
	});
});

test.describe('registration refused by the server (M7 answers 403)', () => {
	/** This page's M7 answers 403 with `message` (the sandbox's own institutes never refuse pixel). */
	async function refuseRegistration(page: Page, message: string) {
		await page.route('**/api/v2/user/register', (route) =>
			route.fulfill({
				status: 403,
				headers: { 'access-control-allow-origin': '*' },
				json: { statusCode: 403, message },
			}),
		);
	}

	test('without a message: the registration-denied text, then home after 5 seconds', async ({
		page,
	}) => {
		await refuseRegistration(page, '');
		const register = new RegisterPage(page);
		await register.open(PIXEL);
		await register.reachOtp(newRegistrant());
		await expect(register.card).toContainText(DENIED);
		await expect(register.card).toContainText('You will be taken to the home page in 5 seconds.');
		await expect(
			register.card.getByRole('link', { name: 'Go to the home page now' }),
		).toBeVisible();
		await expect(page).toHaveURL(tenantUrl(PIXEL, '/'), { timeout: 8000 });
		const stored = (await register.storage()).join('\n');
		expect(stored).not.toContain('"userStatus":"loggedin"');
	});

	test('with the app-link marker: an alert with the text and the app link', async ({ page }) => {
		await refuseRegistration(
			page,
			`You are not authorised to register yourself. Kindly download this link to register yourself.##APP_LINK##${APP_LINK}`,
		);
		const register = new RegisterPage(page);
		await register.open(PIXEL);
		await register.reachOtp(newRegistrant());
		const alert = page.getByRole('dialog', { name: 'Registration unavailable' });
		await expect(alert).toBeVisible();
		await expect(alert).toContainText(
			'You are not authorised to register yourself. Kindly download this link to register yourself.',
		);
		await expect(alert).not.toContainText('##APP_LINK##');
		await expect(alert.getByRole('link', { name: 'Download the app' })).toHaveAttribute(
			'href',
			APP_LINK,
		);
		await page.keyboard.press('Escape');
		await expect(alert).toBeHidden();
	});
});
