/**
 * A page's web fonts as the browser fetched and used them: every request from the first byte on
 * (to find any to a fonts host), each font file's reply, and the `@font-face` faces it loaded.
 */
import type { Page, Response } from 'playwright/test';

/** A font file the page fetched. */
export interface FontFile {
	url: string;
	status: number;
	contentType: string;
}

export class FontAudit {
	readonly page: Page;
	/** Every URL the page requested. */
	readonly requested: string[] = [];
	readonly fontFiles: FontFile[] = [];

	constructor(page: Page) {
		this.page = page;
		page.on('request', (request) => this.requested.push(request.url()));
		page.on('response', (response: Response) => {
			if (response.request().resourceType() !== 'font') return;
			this.fontFiles.push({
				url: response.url(),
				status: response.status(),
				contentType: response.headers()['content-type'] ?? '',
			});
		});
	}

	/** Requests to Google Fonts' stylesheet or file hosts. */
	thirdPartyFontRequests(): string[] {
		return this.requested.filter((url) =>
			/^https:\/\/fonts\.(googleapis|gstatic)\.com\//.test(url),
		);
	}

	/** The families whose web font faces (not the local fallbacks) the page has loaded. */
	loadedFamilies(): Promise<string[]> {
		return this.page.evaluate(() => {
			const families = [...document.fonts]
				.filter((face) => face.status === 'loaded')
				.map((face) => face.family.replaceAll('"', ''))
				.filter((family) => !family.endsWith(' fallback'));
			return [...new Set(families)].sort();
		});
	}

	/** Font files the page asked for before its load event started (resource timing). */
	fontRequestsBeforeLoad(): Promise<string[]> {
		return this.page.evaluate(() => {
			const [navigation] = performance.getEntriesByType(
				'navigation',
			) as PerformanceNavigationTiming[];
			const loadStart = navigation?.loadEventStart ?? 0;
			return performance
				.getEntriesByType('resource')
				.filter((entry) => entry.name.endsWith('.woff2') && entry.startTime < loadStart)
				.map((entry) => entry.name);
		});
	}

	/** The computed `font-family` of the first element matching `selector`. */
	fontFamilyOf(selector: string): Promise<string> {
		return this.page
			.locator(selector)
			.first()
			.evaluate((element) => getComputedStyle(element).fontFamily);
	}
}
