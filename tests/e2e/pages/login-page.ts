/**
 * Page object for /login (form, institute picker, alerts, forgot-password dialog) and /forgot.
 */
import { expect, type Locator, type Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

export class LoginPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens /login (with an optional query) and waits until the form is usable. */
	async goto(domain: string, query = '') {
		await this.page.goto(tenantUrl(domain, `/login${query}`));
		// LOG IN is disabled in the HTML (no script, no login) until the page's script enables it;
		// React loads on the first touch of the form, and replays what came before it.
		await expect(this.submit).toBeEnabled();
	}

	get heading() {
		return this.page.getByRole('heading', { level: 1, name: 'Student Login' });
	}

	get form() {
		return this.page.getByRole('form', { name: 'Student Login' });
	}

	get identifier() {
		return this.form.getByLabel('Email or Phone');
	}

	get password() {
		return this.form.getByLabel('Password', { exact: true });
	}

	get submit() {
		return this.form.getByRole('button', { name: 'LOG IN' });
	}

	/** The inline validation message. */
	get error() {
		return this.form.getByRole('alert');
	}

	get forgotLink() {
		return this.form.getByRole('link', { name: 'Forgot Password' });
	}

	get registerLink() {
		return this.page.getByRole('main').getByRole('link', { name: 'Register here' });
	}

	/** Any open modal dialog (picker, alert, forgot password). */
	dialog(name: string) {
		return this.page.getByRole('dialog', { name });
	}

	/** A toast with this text. */
	toast(text: string) {
		return this.page.locator('[role="status"], [role="alert"]').filter({ hasText: text });
	}

	/** Fills the form and presses LOG IN, once the island has hydrated (typing earlier is lost). */
	async logIn(identifier: string, password: string) {
		await expect(this.submit).toBeEnabled();
		await this.identifier.fill(identifier);
		await this.password.fill(password);
		await this.submit.click();
	}

	/** Every localStorage value, to check what was stored. */
	storage(): Promise<string[]> {
		return this.page.evaluate(() =>
			Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
		);
	}

	/** The stored session. */
	async session(): Promise<{ userId: number; instituteId: number }> {
		return JSON.parse(
			(await this.page.evaluate(() => localStorage.getItem('session'))) ?? '{"userId":0}',
		) as { userId: number; instituteId: number };
	}
}

/**
 * Opens /forgot. Its island is still the server's markup (Astro's `ssr` mark): React loads on the
 * first touch of the form and replays what came before it.
 */
export async function gotoForgot(page: Page, domain: string): Promise<ForgotPasswordForm> {
	await page.goto(tenantUrl(domain, '/forgot'));
	await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
	return new ForgotPasswordForm(page, page.getByRole('form', { name: 'Forgot Password' }));
}

/** The forgot-password form, in the login screen's dialog or on /forgot. */
export class ForgotPasswordForm {
	readonly page: Page;
	readonly scope: Locator;

	constructor(page: Page, scope: Locator) {
		this.page = page;
		this.scope = scope;
	}

	get mobile() {
		return this.scope.getByLabel('Mobile number');
	}

	get continue() {
		return this.scope.getByRole('button', { name: 'Continue' });
	}

	get close() {
		return this.scope.getByRole('button', { name: 'Close' });
	}
}
