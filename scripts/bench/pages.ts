/**
 * Page benchmark (`npm run bench:pages`): NOT a test. Builds every demo tenant against an
 * in-memory sandbox, serves them, then for each tenant and each page type that exists:
 *   a) bytes shipped before interaction: the page is loaded in the system Chromium on a 360 px
 *      phone viewport until the network is idle, without interacting; every same-origin HTML, CSS
 *      and JS response is summed raw and gzip (level 9), and React chunks are detected by content;
 *   b) a Lighthouse mobile run (default emulation and simulated throttling): performance and
 *      accessibility scores, LCP, TBT, CLS.
 * Budgets: pages without forms ≤ 20 KB JS gzip and no React; form pages (login, register, any
 * page rendering a <form>) ≤ 90 KB JS gzip; Lighthouse performance ≥ 98, LCP < 1.8 s, CLS < 0.05.
 * Writes reports/bench-pages.json and prints a table with PASS/FAIL per page. Page types that do
 * not exist yet are reported as absent.
 *
 * Options:
 *   --all              Lighthouse on every tenant (default: the first tenant that has the page)
 *   --no-lighthouse    bytes only
 *   --strict           exit 1 when a budget fails (otherwise 0 unless the bench crashed)
 *   --tenants=a,b      only these domains (default: every tenant of tenants.json)
 *   --pages=home,faqs  only these page types (home courses product faqs about contact more
 *                      policy unknown login register cart detail dashboard orders profile)
 *   --runs=N           Lighthouse runs per page, the median run is kept (default 1; 3 on a busy machine)
 *   --out=FILE         report file (default reports/bench-pages.json)
 *   --keep-lhr=DIR     also write each run's full Lighthouse result to DIR/<tenant>-<page>-<run>.json
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import '../lib/env-file.ts';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { parseEnv, paymentConfig } from '../../src/lib/config/env.ts';
import { loadTenants } from '../lib/config.ts';
import { buildSites } from '../lib/build-sites.ts';
import { startPreviewServer } from '../lib/preview-server.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { reactChunks, sumAssets, type ByteTotals, type LoadedAsset } from './lib/bytes.ts';
import {
	BUDGETS,
	checkBudgets,
	medianRun,
	type BudgetResult,
	type LighthouseFigures,
} from './lib/budgets.ts';
import { parseBenchOptions, type BenchOptions } from './lib/options.ts';
import { PAGE_TYPES, pageExists, sitemapPath, type PageType } from './lib/targets.ts';
import { formatTable, kilobytes } from './lib/table.ts';
import { lcpElement } from './lib/lighthouse.ts';
import { studentSession } from './lib/student.ts';

const root = resolve(import.meta.dirname, '../..');
const DIST_DIR = '.build/bench/dist';
// Only CHROMIUM_PATH: the bench builds against its own sandbox whatever the rest of the environment says.
const CHROMIUM = parseEnv({ CHROMIUM_PATH: process.env['CHROMIUM_PATH'] }).chromiumPath;
// The flags of playwright.config.ts: without them Chromium keeps calling Google's hosts.
const CHROMIUM_FLAGS = [
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
const PHONE = { width: 360, height: 760 };

type LighthouseRun = LighthouseFigures & {
	url: string;
	error?: string;
	/** Failed accessibility audits, to fix. */
	accessibilityFailures?: string[];
	/** The LCP element (`selector: text`). */
	lcpElement?: string | null;
	/** Performance scores of every run when `--runs` > 1. */
	allScores?: Array<number | null>;
};

interface PageReport {
	tenant: string;
	type: string;
	path: string | null;
	url: string | null;
	present: boolean;
	status: number | null;
	note?: string;
	hasForm?: boolean;
	islands?: number;
	bytes?: ByteTotals;
	reactChunks?: string[];
	lighthouse?: LighthouseRun | null;
	budget?: BudgetResult;
}

const tenantUrl = (port: number, domain: string, path: string) =>
	`http://${domain}.localhost:${port}${path}`;

/** Loads one page like a visitor who does not touch it, and records what it shipped. */
async function measureBytes(browser: Browser, url: string, type: PageType, session: string | null) {
	const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
	if (session !== null) {
		await context.addInitScript((stored) => localStorage.setItem('session', stored), session);
	}
	const page = await context.newPage();
	const origin = new URL(url).origin;
	const pending: Array<Promise<LoadedAsset | null>> = [];
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
		const status = response?.status() ?? 0;
		const contentType = response?.headers()['content-type'] ?? '';
		if (!pageExists(type, status, contentType)) return { status, present: false } as const;
		const hasForm = type.form || (await page.locator('form').count()) > 0;
		const islands = await page.locator('astro-island').count();
		const assets = (await Promise.all(pending)).filter((asset) => asset !== null);
		return {
			status,
			present: true,
			hasForm,
			islands,
			bytes: sumAssets(assets),
			reactChunks: reactChunks(assets).map((chunk) => new URL(chunk).pathname),
		} as const;
	} finally {
		await context.close();
	}
}

/** Stores a student's session for `url`'s origin in the Chromium on `port` (for Lighthouse). */
async function storeSession(port: number, url: string, session: string): Promise<void> {
	const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
	try {
		const page = await browser.contexts()[0]!.newPage();
		// The robots.txt of the origin: a page that runs no script of the site.
		await page.goto(new URL('/robots.txt', url).href);
		await page.evaluate((stored) => localStorage.setItem('session', stored), session);
		await page.close();
	} finally {
		// Leaves the browser running: it belongs to chrome-launcher.
		await browser.close().catch(() => undefined);
	}
}

/**
 * One Lighthouse mobile run (default config: mobile emulation, simulated throttling); with a
 * stored session, storage is kept so the page sees the student.
 */
async function runLighthouse(
	port: number,
	url: string,
	session: string | null,
	keepAs: string | null,
): Promise<LighthouseRun | null> {
	if (session !== null) await storeSession(port, url, session);
	const result = await lighthouse(url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: ['performance', 'accessibility'],
		...(session !== null ? { disableStorageReset: true } : {}),
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

async function main(options: BenchOptions) {
	const started = performance.now();
	const types = PAGE_TYPES.filter(
		(type) => options.pages.length === 0 || options.pages.includes(type.id),
	);
	const tenants = loadTenants(root, 'tenants.json').filter(
		(tenant) => options.tenants.length === 0 || options.tenants.includes(tenant.domain),
	);
	if (tenants.length === 0) throw new Error('no tenant selected (see --tenants)');

	const sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
	const sessionCache = new Map<string, Promise<string | null>>();
	const sessions = (domain: string) => {
		let session = sessionCache.get(domain);
		if (!session) sessionCache.set(domain, (session = studentSession(sandbox.url, domain)));
		return session;
	};
	let preview: Awaited<ReturnType<typeof startPreviewServer>> | null = null;
	try {
		console.log(`Building ${tenants.length} tenant(s) into ${DIST_DIR}…`);
		const env = parseEnv({ LMS_API_URL: sandbox.url });
		const build = await buildSites({
			root,
			env,
			payment: paymentConfig(env, sandbox.url),
			tenants,
			defaults: { mainApiUrl: sandbox.url, productApiUrl: sandbox.url },
			distDir: DIST_DIR,
			log: () => {},
		});
		for (const failure of build.failed) console.log(`✗ ${failure.domain}: ${failure.reason}`);
		preview = await startPreviewServer({ distDir: resolve(root, DIST_DIR), port: 0 });
		const port = preview.port;

		// a) bytes, every tenant and page type.
		const reports: PageReport[] = [];
		const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
		try {
			for (const domain of build.built) {
				const sitemap = await readFile(join(root, DIST_DIR, domain, 'sitemap.xml'), 'utf8').catch(
					() => '',
				);
				for (const type of types) {
					const path = type.path ?? sitemapPath(sitemap, domain, type.sitemapPrefix ?? '/more/');
					if (path === null) {
						reports.push({
							tenant: domain,
							type: type.id,
							path,
							url: null,
							present: false,
							status: null,
							note: 'no /more/ page in the sitemap',
						});
						continue;
					}
					const url = tenantUrl(port, domain, path);
					const session = type.student ? await sessions(domain) : null;
					if (type.student && session === null) {
						reports.push({
							tenant: domain,
							type: type.id,
							path,
							url,
							present: false,
							status: null,
							note: 'no demo student can log in on the web',
						});
						continue;
					}
					const measured = await measureBytes(browser, url, type, session);
					const report: PageReport = { tenant: domain, type: type.id, path, url, ...measured };
					reports.push(report);
					process.stdout.write(measured.present ? '.' : 'x');
				}
			}
		} finally {
			await browser.close();
		}
		process.stdout.write('\n');

		// b) Lighthouse, one tenant per page type unless --all (it takes ~10 s a run on 2 cores).
		if (options.lighthouse) {
			const chosen = new Set<PageReport>();
			for (const type of types) {
				const present = reports.filter((report) => report.type === type.id && report.present);
				for (const report of options.all ? present : present.slice(0, 1)) chosen.add(report);
			}
			const chrome = await chromeLauncher.launch({
				chromePath: CHROMIUM,
				chromeFlags: ['--headless=new', '--no-sandbox', ...CHROMIUM_FLAGS],
			});
			try {
				for (const report of chosen) {
					// Lighthouse refuses a document served with 404: the same page is /404.html with 200.
					const url =
						report.type === 'unknown' ? tenantUrl(port, report.tenant, '/404.html') : report.url!;
					console.log(`Lighthouse ${report.tenant} ${report.type} …`);
					const runs: LighthouseRun[] = [];
					for (let run = 0; run < options.runs; run++)
						runs.push(
							await runLighthouse(
								chrome.port,
								url,
								PAGE_TYPES.find((type) => type.id === report.type)?.student
									? await sessions(report.tenant)
									: null,
								options.keepLhr === null
									? null
									: resolve(
											root,
											options.keepLhr,
											`${report.tenant}-${report.type}-${run + 1}.json`,
										),
							).then(
								(result) => result ?? failedRun(url, 'no result'),
								(error: unknown) => failedRun(url, (error as Error).message),
							),
						);
					const median = medianRun(runs)!;
					report.lighthouse =
						runs.length > 1 ? { ...median, allScores: runs.map((run) => run.performance) } : median;
				}
			} finally {
				chrome.kill();
			}
		}

		for (const report of reports) {
			if (!report.present || !report.bytes) continue;
			report.budget = checkBudgets({
				hasForm: report.hasForm ?? false,
				bytes: report.bytes,
				reactChunks: report.reactChunks ?? [],
				lighthouse: report.lighthouse ?? null,
			});
		}

		const out = resolve(root, options.out);
		await mkdir(dirname(out), { recursive: true });
		await writeFile(
			out,
			JSON.stringify(
				{
					generatedAt: new Date().toISOString(),
					durationS: Math.round((performance.now() - started) / 1000),
					options,
					budgets: BUDGETS,
					buildFailures: build.failed,
					pages: reports,
				},
				null,
				'\t',
			) + '\n',
		);
		console.log(`\n${printTable(reports)}\n`);
		const failed = reports.filter((report) => report.budget && !report.budget.pass);
		const absent = reports.filter((report) => !report.present).length;
		console.log(
			`${reports.length - absent} page(s) measured, ${absent} absent, ${failed.length} over budget. Report: ${options.out}`,
		);
		for (const report of failed)
			console.log(`  FAIL ${report.tenant} ${report.type}: ${report.budget!.failures.join('; ')}`);
		return failed.length;
	} finally {
		await preview?.close();
		await sandbox.close();
	}
}

function failedRun(url: string, error: string): LighthouseRun {
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

function printTable(reports: PageReport[]): string {
	const dash = '–';
	const rows = reports.map((report) => {
		const lh = report.lighthouse;
		const fixed = (value: number | null | undefined, digits: number) =>
			value === null || value === undefined ? dash : value.toFixed(digits);
		if (!report.present)
			return [report.tenant, report.type, String(report.status ?? dash), 'absent'];
		return [
			report.tenant,
			report.type,
			String(report.status),
			report.hasForm ? 'form' : 'static',
			kilobytes(report.bytes!.html.gzip),
			kilobytes(report.bytes!.css.gzip),
			kilobytes(report.bytes!.js.gzip),
			String(report.bytes!.js.count),
			report.reactChunks!.length ? 'yes' : 'no',
			lh ? String(lh.performance ?? dash) : dash,
			lh ? fixed(lh.lcpMs, 0) : dash,
			lh ? fixed(lh.tbtMs, 0) : dash,
			lh ? fixed(lh.cls, 3) : dash,
			lh ? String(lh.accessibility ?? dash) : dash,
			report.budget?.pass ? 'PASS' : 'FAIL',
		];
	});
	return formatTable(
		[
			'tenant',
			'page',
			'status',
			'kind',
			'HTML KB',
			'CSS KB',
			'JS KB',
			'JS files',
			'React',
			'perf',
			'LCP ms',
			'TBT ms',
			'CLS',
			'a11y',
			'budget',
		],
		rows,
	);
}

try {
	const options = parseBenchOptions(process.argv.slice(2));
	const failures = await main(options);
	process.exitCode = options.strict && failures > 0 ? 1 : 0;
} catch (error) {
	console.error(`bench:pages crashed: ${(error as Error).stack ?? String(error)}`);
	process.exitCode = 2;
}
