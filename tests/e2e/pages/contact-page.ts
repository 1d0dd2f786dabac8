/**
 * Page object for /contact: the details and the 'Submit Your Query' form.
 */
import type { Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

export class ContactPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	goto(domain: string) {
		return this.page.goto(tenantUrl(domain, '/contact'));
	}

	get main() {
		return this.page.getByRole('main');
	}

	/** The institute's own enquiry form (`form_url`), when it is https. */
	get enquiryForm() {
		return this.main.getByRole('link', { name: 'Enquiry form', exact: true });
	}

	get form() {
		return this.page.getByRole('form', { name: 'Submit Your Query' });
	}

	get name() {
		return this.form.getByLabel('Full name');
	}

	get mobile() {
		return this.form.getByLabel('Mobile number');
	}

	get email() {
		return this.form.getByLabel('Email');
	}

	get message() {
		return this.form.getByLabel('Message');
	}

	get send() {
		return this.form.getByRole('button', { name: 'Send' });
	}

	/** The inline validation message currently shown. */
	get error() {
		return this.form.getByRole('alert');
	}

	/** A toast containing `text`. */
	toast(text: string) {
		return this.page
			.getByRole('status')
			.filter({ hasText: text })
			.or(this.page.getByRole('alert').filter({ hasText: text }));
	}

	/** Waits until the island is hydrated (Send enabled). */
	async waitForForm() {
		await this.form.scrollIntoViewIfNeeded();
		await this.send.waitFor();
		await this.page.waitForFunction(() => {
			const button = document.querySelector<HTMLButtonElement>(
				'form.lead-form button[type="submit"]',
			);
			return button !== null && !button.disabled;
		});
	}
}
