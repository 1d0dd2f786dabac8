/**
 * The browser side of `npm run bench:compare`: the Chromium flags, one Lighthouse run (after a
 * priming load for a repeat visit), and the markup check of both builds.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS } from '../../scripts/lib/system/chromium-flags.ts';
import lighthouse from 'lighthouse';
import type { VisitMode } from './compare-options.ts';
import { figuresOf, type PageFigures } from './compare-stats.ts';
import { firstVisitStorage, lcpElement } from './lighthouse.ts';
import { elementSignatures, markupDifferences, type MarkupDifference } from './compare-markup.ts';

/** Loads `url` once in the browser on `port`, so a following run finds its HTTP cache warm. */
async function prime(port: number, url: string): Promise<void> {
	const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
	try {
		const page = await browser.contexts()[0]!.newPage();
		await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
		await page.close();
	} finally {
		// Leaves the browser running: it belongs to chrome-launcher.
		await browser.close().catch(() => undefined);
	}
}

/** What one run measured, and the page's largest contentful paint element (`selector: text`). */
export interface Measured {
	figures: PageFigures;
	lcpElement: string | null;
}

/** One Lighthouse mobile run (default config); a repeat visit keeps what `prime` cached. */
export async function measure(port: number, url: string, mode: VisitMode): Promise<Measured> {
	if (mode === 'warm') await prime(port, url);
	const result = await lighthouse(url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: ['performance'],
		...(mode === 'warm' ? { disableStorageReset: true } : firstVisitStorage()),
	});
	const lhr = result?.lhr;
	if (!lhr) throw new Error('Lighthouse gave no result');
	if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
	return {
		figures: figuresOf(lhr),
		lcpElement: lcpElement(lhr.audits['lcp-breakdown-insight']?.details),
	};
}

/**
 * Opens each page of both builds on a phone-sized screen until the network is idle, compares the
 * elements they rendered and saves a full-page screenshot of each into `screenshotDir`
 * (`<key>-<build>.png`, to look at side by side); prints a line per page and returns the
 * differences by page.
 */
export async function checkMarkup(
	chromiumPath: string,
	screenshotDir: string,
	pages: Array<{ key: string; ours: string; baseline: string }>,
): Promise<Record<string, MarkupDifference[]>> {
	await mkdir(screenshotDir, { recursive: true });
	const browser = await chromium.launch({
		executablePath: chromiumPath,
		args: [...CHROMIUM_FLAGS],
	});
	const result: Record<string, MarkupDifference[]> = {};
	try {
		const signatures = async (url: string, screenshot: string) => {
			const context = await browser.newContext({ viewport: { width: 360, height: 760 } });
			try {
				const page = await context.newPage();
				await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
				await page.screenshot({ path: join(screenshotDir, screenshot), fullPage: true });
				return await page.evaluate(elementSignatures);
			} finally {
				await context.close();
			}
		};
		for (const { key, ours, baseline } of pages) {
			const name = key.replace(/[^a-z0-9.-]+/gi, '-');
			const differences = markupDifferences(
				await signatures(ours, `${name}-ours.png`),
				await signatures(baseline, `${name}-baseline.png`),
			);
			result[key] = differences;
			const shown = differences
				.slice(0, 4)
				.map((d) => `${d.element} ${d.ours}/${d.baseline}`)
				.join(', ');
			console.log(
				differences.length === 0
					? `Markup ${key}: the same elements in both builds`
					: `Markup ${key}: ${differences.length} element kind(s) differ (ours/baseline): ${shown}${differences.length > 4 ? ', …' : ''}`,
			);
		}
	} finally {
		await browser.close();
	}
	return result;
}
