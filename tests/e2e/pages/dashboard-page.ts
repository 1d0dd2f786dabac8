/**
 * Page object for the student dashboard: its frame (header, sidebar, offline notice) and pages.
 */
import type { Page } from 'playwright/test';
import { paintedIslandHydrated } from '../support/settle.ts';
import { tenantUrl } from '../support/tenants.ts';

export class DashboardPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens a dashboard path, e.g. `/dashboard/my-orders`, its panel hydrated. */
	async goto(domain: string, path = '/dashboard') {
		await this.page.goto(tenantUrl(domain, path));
		await paintedIslandHydrated(this.page);
	}

	get heading() {
		return this.page.getByRole('main').getByRole('heading', { level: 1 });
	}

	get sidebar() {
		return this.page.getByRole('navigation', { name: 'Dashboard' });
	}

	/** Opens the sidebar when it is a collapsed menu (phone). */
	async openMenu() {
		const menu = this.page.locator('details[data-dash-sidebar]');
		if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) {
			await menu.locator('summary').click();
		}
	}

	get goToWebsite() {
		return this.page.getByRole('link', { name: 'Go to website' });
	}

	get logout() {
		return this.page.getByRole('button', { name: 'Logout' });
	}

	get offlineNotice() {
		return this.page.getByText("You're offline right now. Check your connection.");
	}

	get greeting() {
		return this.page.locator('[data-greeting]');
	}

	get studentName() {
		return this.page.locator('[data-student-name]');
	}

	get clock() {
		return this.page.locator('[data-clock]');
	}
}
