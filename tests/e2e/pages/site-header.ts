/**
 * Page object for the site header (every page).
 */
import type { Page } from 'playwright/test';

export class SiteHeader {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	get banner() {
		return this.page.getByRole('banner');
	}

	/** Closes a modal the page opened on load (the home pop-up image), which makes the header inert. */
	async dismissModal() {
		const modal = this.page.locator('dialog[open]');
		if (await modal.isVisible()) {
			await this.page.keyboard.press('Escape');
			await modal.waitFor({ state: 'hidden' });
		}
	}

	/** Opens the phone menu when it is collapsed. */
	async openMenu() {
		await this.dismissModal();
		const menu = this.banner.locator('details.menu');
		// A second call must not close it again; on desktop it is always open.
		if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) {
			await menu.locator('summary[aria-label="Menu"]').click();
		}
	}

	get studentLogin() {
		return this.banner.getByRole('link', { name: 'STUDENT LOGIN' });
	}

	get myAccount() {
		return this.banner.getByText('MY ACCOUNT', { exact: true });
	}

	get dashboard() {
		return this.banner.getByRole('link', { name: 'DASHBOARD' });
	}

	get logout() {
		return this.banner.getByRole('button', { name: 'LOGOUT' });
	}

	get cart() {
		return this.banner.locator('[data-cart-link]');
	}

	get more() {
		return this.banner.getByText('MORE', { exact: true });
	}

	/** Opens MY ACCOUNT. */
	async openAccount() {
		await this.openMenu();
		await this.myAccount.click();
	}
}

/** A stored session as the session store writes it (no password of any kind but the server's). */
export function storedSession(userId: number) {
	return JSON.stringify({
		userId,
		userStatus: 'loggedin',
		userInfo: null,
		studentAuth: 'Basic ' + Buffer.from(`${userId}:e2e-not-a-real-credential`).toString('base64'),
		accessToken: null,
		countryDetails: null,
		enableOnlinePaymentFeature: true,
		instituteId: 101,
		instituteName: 'Sunrise Academy',
		websiteEnable: true,
		registrationInstitute: 101,
		showWebAccessPopUp: false,
		webAccessMsg: null,
	});
}
