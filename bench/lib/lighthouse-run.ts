/**
 * The Lighthouse half of the page benchmark: one mobile run (default config: mobile emulation,
 * simulated throttling) in the Chromium chrome-launcher started, in a given visitor state.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { chromium } from 'playwright';
import lighthouse from 'lighthouse';
import type { LighthouseFigures } from './budgets.ts';
import { firstVisitStorage, lcpElement } from './lighthouse.ts';
import type { StoredState } from './measure.ts';

export type LighthouseRun = LighthouseFigures & {
	url: string;
	error?: string;
	/** Failed accessibility audits, to fix. */
	accessibilityFailures?: string[];
	/** The LCP element (`selector: text`). */
	lcpElement?: string | null;
	/** Performance scores of every run when `--runs` > 1. */
	allScores?: Array<number | null>;
};

/**
 * Does what Lighthouse's storage reset does (the run keeps storage, so it cannot): empties the
 * cache and `url`'s origin (storage, service worker) in the Chromium on `port`; then stores
 * `stored` in its localStorage.
 */
async function storeState(port: number, url: string, stored: StoredState): Promise<void> {
	const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
	try {
		const page = await browser.contexts()[0]!.newPage();
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Network.clearBrowserCache');
		await cdp.send('Storage.clearDataForOrigin', {
			origin: new URL(url).origin,
			storageTypes: 'all',
		});
		// The robots.txt of the origin: a page that runs no script of the site.
		await page.goto(new URL('/robots.txt', url).href);
		await page.evaluate((entries) => {
			for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
		}, stored);
		await page.close();
	} finally {
		// Leaves the browser running: it belongs to chrome-launcher.
		await browser.close().catch(() => undefined);
	}
}

/** A run that produced no result, with the reason. */
export function failedRun(url: string, error: string): LighthouseRun {
	return {
		url,
		performance: null,
		accessibility: null,
		lcpMs: null,
		tbtMs: null,
		cls: null,
		error,
	};
}

/**
 * One Lighthouse mobile run; with a stored state (session, cart), storage is kept so the page
 * sees it. `keepAs`: a file for the full result, or null.
 */
export async function runLighthouse(
	port: number,
	url: string,
	stored: StoredState,
	keepAs: string | null,
): Promise<LighthouseRun | null> {
	const keepStorage = Object.keys(stored).length > 0;
	if (keepStorage) await storeState(port, url, stored);
	const result = await lighthouse(url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: ['performance', 'accessibility'],
		...(keepStorage ? { disableStorageReset: true } : firstVisitStorage()),
	});
	const lhr = result?.lhr;
	if (!lhr) return null;
	if (keepAs !== null) {
		await mkdir(dirname(keepAs), { recursive: true });
		await writeFile(keepAs, JSON.stringify(lhr));
	}
	const score = (id: string) => {
		const value = lhr.categories[id]?.score;
		return typeof value === 'number' ? Math.round(value * 100) : null;
	};
	const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
	const accessibilityFailures = (lhr.categories['accessibility']?.auditRefs ?? [])
		.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
		.map((ref) => ref.id);
	return {
		url,
		performance: score('performance'),
		accessibility: score('accessibility'),
		lcpMs: audit('largest-contentful-paint'),
		tbtMs: audit('total-blocking-time'),
		cls: audit('cumulative-layout-shift'),
		accessibilityFailures,
		lcpElement: lcpElement(lhr.audits['lcp-breakdown-insight']?.details),
		...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
	};
}
