/**
 * Page object for /register: the three steps (personal information, courses, OTP), the messages
 * shown instead of the form, and what the browser stored afterwards.
 */
import { expect, type Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

/** Step one's values; a fresh mobile and email per call (the sandbox refuses duplicates). */
export interface Registrant {
	name: string;
	mobile: string;
	email: string;
	password: string;
}

/** A registrant nobody has used yet: random 10-digit mobile starting with 9, matching email. */
export function newRegistrant(): Registrant {
	const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
	return {
		name: 'Meera Iyer',
		mobile: `9${digits}`,
		email: `meera.${digits}.${Date.now()}@example.in`,
		password: 'Typed#Pw1',
	};
}

export class RegisterPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens /register (with an optional query). */
	goto(domain: string, query = '') {
		return this.page.goto(tenantUrl(domain, `/register${query}`));
	}

	/**
	 * Opens /register and waits until step one is usable: the page's script has enabled Next
	 * (React loads on the first touch of the form, and replays what came before it).
	 */
	async open(domain: string, query = '') {
		await this.goto(domain, query);
		await expect(this.next).toBeEnabled();
	}

	get heading() {
		return this.page.getByRole('heading', { level: 1 });
	}

	get main() {
		return this.page.getByRole('main');
	}

	get card() {
		return this.page.locator('.register-card');
	}

	/** The heading of the current step ('Step 1 of 3: Personal Information'). */
	get stepHeading() {
		return this.card.getByRole('heading', { level: 2 });
	}

	/** The step marked current in the step indication. */
	get currentStep() {
		return this.page
			.getByRole('list', { name: 'Registration steps' })
			.locator('[aria-current="step"]');
	}

	get name() {
		return this.card.getByLabel('Full name');
	}

	get countryCode() {
		return this.card.getByLabel('Country code');
	}

	get mobile() {
		return this.card.getByLabel('Mobile number');
	}

	get email() {
		return this.card.getByLabel('Email');
	}

	get password() {
		return this.card.getByLabel('Password', { exact: true });
	}

	get confirmPassword() {
		return this.card.getByLabel('Confirm password', { exact: true });
	}

	get terms() {
		return this.card.getByLabel('I accept the terms and conditions');
	}

	get termsLink() {
		return this.card.getByRole('link', { name: /Read the terms and conditions/ });
	}

	button(name: string) {
		return this.card.getByRole('button', { name, exact: true });
	}

	get next() {
		return this.button('Next');
	}

	get back() {
		return this.button('Back');
	}

	get skipAndContinue() {
		return this.button('Skip & Continue');
	}

	get resend() {
		return this.button('Resend OTP');
	}

	get validate() {
		return this.button('Validate');
	}

	/** Course checkboxes of step two. */
	get courses() {
		return this.card.getByRole('checkbox');
	}

	/** OTP box `n` (1 to 4). */
	digit(n: number) {
		return this.card.getByLabel(`Digit ${n} of 4`);
	}

	get countdown() {
		return this.card.locator('.register-timer');
	}

	/** The inline validation message of step one. */
	get error() {
		return this.card.getByRole('alert');
	}

	get loginLink() {
		return this.main.getByRole('link', { name: 'Already have an account? Login here' });
	}

	/** A toast with this text. */
	toast(text: string) {
		return this.page.locator('[role="status"], [role="alert"]').filter({ hasText: text });
	}

	/** Fills step one (the default calling code stays selected). */
	async fillPersonal(registrant: Registrant) {
		await this.name.fill(registrant.name);
		await this.mobile.fill(registrant.mobile);
		await this.email.fill(registrant.email);
		await this.password.fill(registrant.password);
		await this.confirmPassword.fill(registrant.password);
	}

	/** Step one and two: fills, Next, then 'Skip & Continue' (after ticking `courses`). */
	async reachOtp(registrant: Registrant, courses: string[] = []) {
		await this.fillPersonal(registrant);
		await this.next.click();
		await expect(this.stepHeading).toContainText('Interested In');
		for (const course of courses) await this.card.getByLabel(course).check();
		await this.skipAndContinue.click();
	}

	/** Pastes `text` into OTP box `n` as a clipboard paste would. */
	async pasteOtp(n: number, text: string) {
		await this.digit(n).focus();
		await this.digit(n).evaluate((box, pasted) => {
			const data = new DataTransfer();
			data.setData('text', pasted);
			box.dispatchEvent(
				new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
			);
		}, text);
	}

	/** Every localStorage entry as `key=value`. */
	storage(): Promise<string[]> {
		return this.page.evaluate(() =>
			Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
		);
	}
}
