/**
 * Page object for a tenant's Courses list (`/courses`).
 */
import type { Locator, Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

export class CoursesPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async goto(domain: string) {
		await this.page.goto(tenantUrl(domain, '/courses'));
	}

	get heading() {
		return this.page.getByRole('heading', { level: 1 });
	}

	get cards() {
		return this.page.getByRole('main').locator('article');
	}

	/** The card whose heading is the course name. */
	card(name: string): Locator {
		return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
	}

	thumbnail(name: string): Locator {
		return this.card(name).locator('img');
	}

	readMore(name: string): Locator {
		return this.card(name).getByRole('button', { name: `Read more about ${name}` });
	}

	dialog(name: string): Locator {
		return this.page.getByRole('dialog', { name });
	}

	get emptyState() {
		return this.page.getByText('Courses not available!', { exact: true });
	}
}
