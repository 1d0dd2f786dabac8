/**
 * The byte half of the page benchmark: one page loaded in Chromium on a 360 px phone, in a given
 * visitor state, until the network is idle, without interacting; what it shipped, summed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright';
import { assetKind, reactChunks, sumAssets, type ByteTotals, type LoadedAsset } from './bytes.ts';
import { splitScripts, type ScriptSplit } from './scripts.ts';
import { pageExists, type PageType } from './targets.ts';

const PHONE = { width: 360, height: 760 };

/** localStorage entries set before the page's first script runs (session, cart). */
export type StoredState = Record<string, string>;

/** What one page load shipped; `present: false` when the page type does not exist there. */
export type Measured =
	| { status: number; present: false; note?: string }
	| {
			status: number;
			present: true;
			hasForm: boolean;
			islands: number;
			bytes: ByteTotals;
			scripts: ScriptSplit;
			reactChunks: string[];
	  };

const samePath = (a: string, b: string) =>
	new URL(a).pathname.replace(/\/$/, '') === new URL(b).pathname.replace(/\/$/, '');

/** Resolves once no request has been in flight for `quietMs` (at most `timeoutMs`). */
async function quiet(
	inFlight: () => number,
	lastActivity: () => number,
	quietMs = 500,
	timeoutMs = 10_000,
): Promise<void> {
	const deadline = performance.now() + timeoutMs;
	while (performance.now() < deadline) {
		if (inFlight() <= 0 && performance.now() - lastActivity() >= quietMs) return;
		await sleep(50);
	}
}

/** Loads one page like a visitor who does not touch it, and records what it shipped. */
export async function measureBytes(
	browser: Browser,
	url: string,
	type: PageType,
	stored: StoredState,
): Promise<Measured> {
	const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
	if (Object.keys(stored).length > 0) {
		await context.addInitScript((entries) => {
			for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
		}, stored);
	}
	const page = await context.newPage();
	const origin = new URL(url).origin;
	const pending: Array<Promise<LoadedAsset | null>> = [];
	let inFlight = 0;
	let lastActivity = performance.now();
	const activity = (change: number) => () => {
		inFlight += change;
		lastActivity = performance.now();
	};
	page.on('request', activity(1));
	page.on('requestfinished', activity(-1));
	page.on('requestfailed', activity(-1));
	page.on('response', (response) => {
		if (new URL(response.url()).origin !== origin) return;
		// The document counts whatever its status (the runtime content page is served with 404).
		if (response.status() >= 300 && !response.request().isNavigationRequest()) return;
		pending.push(
			response
				.body()
				.then((body) => ({
					url: response.url(),
					contentType: response.headers()['content-type'] ?? '',
					body,
				}))
				.catch(() => null),
		);
	});
	try {
		const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
		// Read now: a guard that navigates late (a slow machine) would make the body unavailable.
		const document = await response?.body().catch(() => null);
		// `client:idle` islands wait for an idle callback, which a busy machine may delay past
		// network idle: let one run, then wait for the network to be quiet again.
		await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
		await quiet(
			() => inFlight,
			() => lastActivity,
		);
		const status = response?.status() ?? 0;
		const contentType = response?.headers()['content-type'] ?? '';
		if (!pageExists(type, status, contentType)) return { status, present: false };
		// A guard that sent the visitor elsewhere (the dashboard without a session) measured nothing.
		if (!samePath(page.url(), url))
			return { status, present: false, note: `left for ${new URL(page.url()).pathname}` };
		const hasForm = (await page.locator('form').count()) > 0;
		const islands = await page.locator('astro-island').count();
		const assets = (await Promise.all(pending)).filter((asset) => asset !== null);
		// Left for another page after the path check: nothing of this one to measure.
		if (!document || !samePath(page.url(), url))
			return { status, present: false, note: `left for ${new URL(page.url()).pathname}` };
		const html = new TextDecoder().decode(document);
		const decoder = new TextDecoder();
		const scriptFiles = assets
			.filter((asset) => assetKind(asset.contentType, asset.url) === 'js')
			.map((asset) => ({ url: asset.url, source: decoder.decode(asset.body) }));
		return {
			status,
			present: true,
			hasForm,
			islands,
			bytes: sumAssets(assets),
			scripts: splitScripts(html, scriptFiles),
			reactChunks: reactChunks(assets).map((chunk) => new URL(chunk).pathname),
		};
	} finally {
		await context.close();
	}
}
