/**
 * Page object for the consent banner (issue 13 item 7) and the footer's "Cookie settings", and a
 * recorder of every request a page makes to an analytics or pixel host. Those hosts are answered
 * by stubs here, so nothing leaves the machine (and the page behaves as online).
 */
import type { Page, Request } from 'playwright/test';

// Google's tag and analytics hosts, and Meta's pixel hosts.
const TRACKER_HOST =
	/^https:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.net|facebook\.com)\//;

/**
 * How long a test waits for the chat widget: the loader adds it a second after `load`, then in an
 * idle period (at most 3 s more), and a busy CI machine stretches both.
 */
export const CHAT_LOADED = { timeout: 10_000 };

export class ConsentBanner {
	readonly page: Page;
	/** Every request to an analytics or pixel host, in order (filled once `recordTrackers` ran). */
	readonly trackerRequests: string[] = [];

	constructor(page: Page) {
		this.page = page;
	}

	/** Stubs the analytics and pixel hosts and records each request to them; call before `goto`. */
	async recordTrackers() {
		this.page.on('request', (request: Request) => {
			if (TRACKER_HOST.test(request.url())) this.trackerRequests.push(request.url());
		});
		await this.page.route(TRACKER_HOST, (route) =>
			route.fulfill({ contentType: 'text/javascript', body: '/* stub */' }),
		);
	}

	get region() {
		return this.page.getByRole('region', { name: 'Cookie consent' });
	}

	get acceptButton() {
		return this.region.getByRole('button', { name: 'Accept' });
	}

	get declineButton() {
		return this.region.getByRole('button', { name: 'Decline' });
	}

	/** The footer's button that shows the banner again. */
	get settingsButton() {
		return this.page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
	}

	async accept() {
		await this.acceptButton.click();
		await this.region.waitFor({ state: 'hidden' });
	}

	async decline() {
		await this.declineButton.click();
		await this.region.waitFor({ state: 'hidden' });
	}

	/** Accepts when the page asks (the first page of a visit to a tenant that asks). */
	async acceptIfAsked() {
		if (await this.region.isVisible()) await this.accept();
	}

	/** The choice the browser keeps, as stored. */
	storedChoice(): Promise<string | null> {
		return this.page.evaluate(() => localStorage.getItem('trackingConsent'));
	}

	/** The gtag commands queued on the page (`dataLayer`), each as its arguments. */
	gtagCommands(): Promise<unknown[][]> {
		return this.page.evaluate(() =>
			((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) =>
				Array.from(entry),
			),
		);
	}

	/** The pixel commands queued on the page (`fbq.queue`; the stub never drains it). */
	pixelCommands(): Promise<unknown[][]> {
		return this.page.evaluate(() =>
			((window as unknown as { fbq?: { queue: IArguments[] } }).fbq?.queue ?? []).map((entry) =>
				Array.from(entry),
			),
		);
	}
}
