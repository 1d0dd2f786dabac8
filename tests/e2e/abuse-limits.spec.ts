/**
 * The sandbox's abuse limits seen from the site (issue 13 item 4): each refusal is a 429 whose
 * message the form shows as the server wrote it (spec section 8: "a server message is shown if
 * present"). Each test uses up a limit for a number or identifier of its own, so the specs that
 * share the stack's sandbox never meet it.
 */
import { expect, test } from 'playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { newRegistrant, RegisterPage } from './pages/register-page.ts';
import { E2E_LIMITS, failLogins, failOtps, sendOtps } from './support/limits.ts';
import { registerStudent } from './support/students.ts';

const SUNRISE = 'sunrise-academy.in';
const SUNRISE_ID = 101;

test('OTP step: after 5 wrong tries even the right code is refused with the server message', async ({
	page,
}) => {
	const register = new RegisterPage(page);
	const registrant = newRegistrant();
	await register.open(SUNRISE);
	await register.reachOtp(registrant);
	await expect(register.stepHeading).toContainText('OTP Verification');
	await register.pasteOtp(1, '9999');
	await register.validate.click();
	await expect(register.toast('Invalid OTP. Please try again.')).toBeVisible();
	// Four more wrong tries of the code the site asked for make five.
	await failOtps(registrant.mobile, 4);
	await register.pasteOtp(1, '1234');
	await register.validate.click();
	await expect(
		register.toast('Too many wrong OTP attempts. Please request a new OTP.'),
	).toBeVisible();
	await expect(register.stepHeading).toContainText('OTP Verification');
	expect((await register.storage()).join('\n')).not.toContain('"userStatus":"loggedin"');
});

test('registration: a number that has had its OTPs shows the server message and stays on step two', async ({
	page,
}) => {
	const register = new RegisterPage(page);
	const registrant = newRegistrant();
	// The default limit: 3 OTPs per number in 10 minutes.
	await sendOtps(registrant.mobile, SUNRISE_ID, 3);
	await register.open(SUNRISE);
	await register.reachOtp(registrant);
	await expect(
		register.toast('Too many OTP requests for this number. Please try again in 10 minutes.'),
	).toBeVisible();
	await expect(register.stepHeading).toContainText('Interested In');
});

test('login: after the failed logins, even the right password is refused with the server message', async ({
	page,
}) => {
	const student = await registerStudent(SUNRISE_ID);
	await failLogins(student.mobile, SUNRISE_ID, E2E_LIMITS.loginFailures.max);
	const login = new LoginPage(page);
	await login.goto(SUNRISE);
	await login.logIn(student.mobile, student.password);
	await expect(
		login.toast('Too many failed login attempts. Please try again in 15 minutes.'),
	).toBeVisible();
	await expect(page).toHaveURL(/\/login/);
	expect((await login.session()).userId).toBe(0);
});
