/**
 * The fault matrix's form calls (tests/e2e/support/fault-flows.ts): login (M3), the registration's
 * three (M5, M6, M7), change password (M12), the contact form (M13) and the coupon (P10).
 */
import { expect, type Page } from 'playwright/test';
import { CartPage } from '../pages/cart-page.ts';
import { ContactPage } from '../pages/contact-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { newRegistrant, RegisterPage } from '../pages/register-page.ts';
import { PIXEL, SUNRISE } from './checkout.ts';
import { loggedInAt, type CallDriver, type Tenant } from './fault-flows.ts';
import { registerStudent } from './students.ts';

/** Shown once M7 has registered the student (src/components/auth/register/RegisterForm.tsx). */
const REGISTERED = 'Registration complete. Taking you on…';

/** Registration up to step two ('Interested In'), with step one's values. */
async function toCourses(page: Page, tenant: Tenant) {
	const register = new RegisterPage(page);
	const registrant = newRegistrant();
	await register.open(tenant.domain);
	await register.fillPersonal(registrant);
	await register.next.click();
	await expect(register.stepHeading).toContainText('Interested In');
	// Still on step two; step one's values come back with Back, and Next takes them again.
	const kept = async () => {
		await expect(register.stepHeading).toContainText('Interested In');
		await register.back.click();
		await expect(register.name).toHaveValue(registrant.name);
		await expect(register.mobile).toHaveValue(registrant.mobile);
		await expect(register.email).toHaveValue(registrant.email);
		await register.next.click();
	};
	return { register, kept };
}

/** The form drivers, by call id. */
export const FORM_DRIVERS: Readonly<Record<string, CallDriver>> = {
	M3: {
		route: { url: '**/api/v2/user/v3/login' },
		cart: [2001],
		async start(page) {
			const student = await registerStudent(SUNRISE.id);
			const login = new LoginPage(page);
			await login.goto(SUNRISE.domain);
			await login.identifier.fill(student.mobile);
			await login.password.fill(student.password);
			return {
				act: () => login.submit.click(),
				kept: async () => {
					await expect(login.identifier).toHaveValue(student.mobile);
					await expect(login.password).toHaveValue(student.password);
				},
				retry: async () => {
					await login.submit.click();
					await expect(page).not.toHaveURL(/\/login/);
				},
			};
		},
	},
	M5: {
		route: { url: '**/api/v2/user/login/generate_otp' },
		cart: [2001],
		async start(page) {
			const { register, kept } = await toCourses(page, SUNRISE);
			return {
				act: () => register.skipAndContinue.click(),
				kept,
				retry: async () => {
					await register.skipAndContinue.click();
					await expect(register.digit(1)).toBeVisible();
				},
			};
		},
	},
	M6: {
		route: { url: '**/api/v2/user/login/validate_otp' },
		cart: [2001],
		async start(page) {
			const register = new RegisterPage(page);
			await register.open(SUNRISE.domain);
			await register.reachOtp(newRegistrant());
			await register.pasteOtp(1, '1234');
			return {
				act: () => register.validate.click(),
				kept: async () => {
					for (const [index, digit] of ['1', '2', '3', '4'].entries()) {
						await expect(register.digit(index + 1)).toHaveValue(digit);
					}
				},
				retry: async () => {
					await register.validate.click();
					await expect(page.getByText(REGISTERED)).toBeVisible();
				},
			};
		},
	},
	M7: {
		route: { url: '**/api/v2/user/register' },
		// Pixel skips the OTP: Skip & Continue sends M5, then M7 at once.
		cart: [2102],
		async start(page) {
			const { register, kept } = await toCourses(page, PIXEL);
			return {
				act: () => register.skipAndContinue.click(),
				kept,
				retry: async () => {
					await register.skipAndContinue.click();
					await expect(page.getByText(REGISTERED)).toBeVisible();
				},
			};
		},
	},
	M12: {
		route: { url: '**/api/v1/changePwd' },
		cart: [2001],
		async start(page) {
			const student = await loggedInAt(page, SUNRISE, '/dashboard/profile');
			await page.getByRole('button', { name: 'Change Password' }).click();
			const dialog = page.getByRole('dialog');
			const fields = [
				[dialog.getByLabel('Current password', { exact: true }), student.password],
				[dialog.getByLabel('New password', { exact: true }), 'e2e@5678'],
				[dialog.getByLabel('Retype new password', { exact: true }), 'e2e@5678'],
			] as const;
			for (const [field, value] of fields) await field.fill(value);
			const submit = dialog.getByRole('button', { name: 'Change Password' });
			return {
				act: () => submit.click(),
				kept: async () => {
					for (const [field, value] of fields) await expect(field).toHaveValue(value);
				},
				retry: async () => {
					await submit.click();
					await expect(
						dialog.getByText('Password changed successfully. Please log in again.'),
					).toBeVisible();
				},
			};
		},
	},
	M13: {
		route: { url: '**/api/v1/extLeads/website' },
		cart: [2001],
		async start(page) {
			const contact = new ContactPage(page);
			await contact.goto(SUNRISE.domain);
			await contact.waitForForm();
			const fields = [
				[contact.name, 'Kavya Rao'],
				[contact.mobile, '9812345678'],
				[contact.email, 'kavya.rao@example.in'],
				[contact.message, 'Do you run weekend batches?'],
			] as const;
			for (const [field, value] of fields) await field.fill(value);
			return {
				act: () => contact.send.click(),
				kept: async () => {
					for (const [field, value] of fields) await expect(field).toHaveValue(value);
				},
				retry: async () => {
					await contact.send.click();
					await expect(contact.toast('Message send successfully!')).toBeVisible();
				},
			};
		},
	},
	P10: {
		route: { url: '**/prod/student-product/apply-coupon' },
		cart: [2001],
		async start(page) {
			const cart = new CartPage(page);
			await cart.goto(SUNRISE.domain);
			await cart.couponInput.fill('SUNRISE20');
			return {
				act: () => cart.applyButton.click(),
				kept: () => expect(cart.couponInput).toHaveValue('SUNRISE20'),
				retry: async () => {
					await cart.applyButton.click();
					await expect(cart.removeCouponButton).toBeVisible();
				},
			};
		},
	},
};
