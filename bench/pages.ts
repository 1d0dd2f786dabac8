/**
 * Page benchmark (`npm run bench:pages`): NOT a test. Builds every demo tenant against an
 * in-memory sandbox, serves them, then for each tenant and each page type (lib/targets.ts: every
 * route, each a content, product or island page) that exists:
 *   a) JavaScript and bytes shipped before interaction: the page is loaded in the system Chromium
 *      on a 360 px phone viewport until the network is idle, without interacting, in its visitor
 *      state (the demo student's session, a cart with a product); every same-origin HTML, CSS and
 *      JS response is summed raw and gzip (level 9); the JavaScript is split into the header's
 *      small script, other script files and the document's inline scripts (lib/scripts.ts);
 *   b) a Lighthouse mobile run (default emulation and simulated throttling): performance and
 *      accessibility scores, LCP, TBT, CLS.
 * Budgets (issue 14, lib/budgets.ts), JS gzip before interaction: content pages load no script
 * file but the header's small script, and at most 3 KB of inline JS beyond it, Lighthouse
 * performance 100; product pages at most 20 KB; island pages at most 90 KB, Lighthouse ≥ 98.
 * Writes reports/bench-pages.json and prints a table with PASS/FAIL per page, then each failing
 * page's script files. Page types a tenant does not have are reported as absent.
 *
 * Options:
 *   --all              Lighthouse on every tenant (default: the first tenant that has the page)
 *   --no-lighthouse    bytes only (the byte budgets are deterministic: CI checks them)
 *   --strict           exit 1 when a budget fails (otherwise 0 unless the bench crashed); also
 *                      `npm run bench:pages --strict`, which npm hands over as npm_config_strict
 *   --tenants=a,b      only these domains (default: every tenant of tenants.json)
 *   --pages=home,faqs  only these page types (ids of lib/targets.ts)
 *   --concurrency=N    pages loaded at once for the byte figures (default 3; Lighthouse: one)
 *   --runs=N           Lighthouse runs per page, the median run is kept (default 1; 3 on a busy machine)
 *   --out=FILE         report file (default reports/bench-pages.json)
 *   --keep-lhr=DIR     also write each run's full Lighthouse result to DIR/<tenant>-<page>-<run>.json
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import '../config/env-file.ts';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright';
import * as chromeLauncher from 'chrome-launcher';
import { loadTenants } from '../scripts/lib/startup/script-config.ts';
import { startPreviewServer } from '../scripts/lib/serve/preview-server.ts';
import { startSandbox } from '../sandbox/server.ts';
import { BUDGETS, checkBudgets, medianRun } from './lib/budgets.ts';
import { failedRun, runLighthouse, type LighthouseRun } from './lib/lighthouse-run.ts';
import { measureBytes, type StoredState } from './lib/measure.ts';
import { parseBenchOptions, type BenchOptions } from './lib/options.ts';
import { printFailures, printTable, type PageReport } from './lib/page-report.ts';
import { HEADER_SCRIPT } from './lib/scripts.ts';
import { mapWithConcurrency } from '../src/lib/pool.ts';
import { kindOf, PAGE_TYPES, pagePath, type PageType } from './lib/targets.ts';
import { checkoutCart, studentSession } from './lib/student.ts';
import { CHROMIUM_FLAGS } from '../scripts/lib/system/chromium-flags.ts';
import { BENCH_CHROMIUM, buildAgainstSandbox } from './lib/sandbox-build.ts';

const root = resolve(import.meta.dirname, '..');
const DIST_DIR = '.build/bench/dist';
// Only CHROMIUM_PATH: the bench builds against its own sandbox whatever the rest of the environment says.
const CHROMIUM = BENCH_CHROMIUM;
const tenantUrl = (port: number, domain: string, path: string) =>
	`http://${domain}.localhost:${port}${path}`;

/** The localStorage a page type is loaded with on a tenant, or why the tenant cannot have it. */
type Visitor = { stored: StoredState; note?: string } | { absent: string };

async function main(options: BenchOptions) {
	const started = performance.now();
	const types = PAGE_TYPES.filter(
		(type) => options.pages.length === 0 || options.pages.includes(type.id),
	);
	const unknownPages = options.pages.filter((id) => !PAGE_TYPES.some((type) => type.id === id));
	if (unknownPages.length > 0)
		throw new Error(
			`--pages: unknown page type(s) ${unknownPages.join(', ')}; expected some of ${PAGE_TYPES.map((type) => type.id).join(' ')}`,
		);
	const tenants = loadTenants(root, 'tenants.json').filter(
		(tenant) => options.tenants.length === 0 || options.tenants.includes(tenant.domain),
	);
	if (tenants.length === 0) throw new Error('no tenant selected (see --tenants)');

	const sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
	const once = <T>(make: (domain: string) => Promise<T>) => {
		const cache = new Map<string, Promise<T>>();
		return (domain: string) => {
			if (!cache.has(domain)) cache.set(domain, make(domain));
			return cache.get(domain)!;
		};
	};
	const sessions = once((domain) => studentSession(sandbox.url, domain));
	// The student's view when there is one (a product they own would not be bought).
	const carts = once(async (domain) => checkoutCart(sandbox.url, domain, await sessions(domain)));
	const visitor = async (type: PageType, domain: string): Promise<Visitor> => {
		const stored: StoredState = {};
		if (type.student) {
			const session = await sessions(domain);
			if (session === null) return { absent: 'no demo student can log in on the web' };
			stored['session'] = session;
		}
		if (type.cart) {
			const cart = await carts(domain);
			if (cart !== null) stored['cart'] = cart;
			else if (type.cart === 'required') return { absent: 'no product a student can buy' };
			else return { stored, note: 'the empty cart: no product a student can buy' };
		}
		return { stored };
	};
	let preview: Awaited<ReturnType<typeof startPreviewServer>> | null = null;
	try {
		console.log(`Building ${tenants.length} tenant(s) into ${DIST_DIR}…`);
		const buildStarted = performance.now();
		const build = await buildAgainstSandbox({
			root,
			sandboxUrl: sandbox.url,
			tenants,
			distDir: DIST_DIR,
		});
		const buildS = Math.round((performance.now() - buildStarted) / 1000);
		console.log(
			`Built ${build.built.length} tenant(s), ${build.skipped.length} unchanged, in ${buildS} s.`,
		);
		for (const failure of build.failed) console.log(`✗ ${failure.domain}: ${failure.reason}`);
		preview = await startPreviewServer({ distDir: resolve(root, DIST_DIR), port: 0 });
		const port = preview.port;

		// a) bytes, every tenant and page type, a few pages at once: a load mostly waits for the
		// network to fall quiet, and each counts only its own responses, so the figures do not move.
		const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
		let reports: PageReport[];
		try {
			// A skipped tenant's live release is this very build (same content key): measured too.
			const domains = [...build.built, ...build.skipped];
			const sitemaps = new Map(
				await Promise.all(
					domains.map(async (domain) => {
						const file = join(root, DIST_DIR, domain, 'sitemap.xml');
						return [domain, await readFile(file, 'utf8').catch(() => '')] as const;
					}),
				),
			);
			const jobs = domains.flatMap((domain) => types.map((type) => ({ domain, type })));
			reports = await mapWithConcurrency(jobs, options.concurrency, async ({ domain, type }) => {
				const path = pagePath(type, sitemaps.get(domain)!, domain);
				const entry = { tenant: domain, type: type.id, kind: type.kind, path };
				if (path === null) {
					const note = `no ${type.sitemapPrefix} page in the sitemap`;
					return { ...entry, url: null, present: false, status: null, note };
				}
				const url = tenantUrl(port, domain, path);
				const state = await visitor(type, domain);
				if ('absent' in state)
					return { ...entry, url, present: false, status: null, note: state.absent };
				const measured = await measureBytes(browser, url, type, state.stored);
				process.stdout.write(measured.present ? '.' : 'x');
				return {
					...entry,
					url,
					// The state's note, unless the load has its own (a page that sent it elsewhere).
					...(state.note ? { note: state.note } : {}),
					...measured,
					kind: measured.present ? kindOf(type, measured.hasForm) : type.kind,
				};
			});
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
					const type = PAGE_TYPES.find((entry) => entry.id === report.type)!;
					const state = await visitor(type, report.tenant);
					const stored = 'stored' in state ? state.stored : {};
					console.log(`Lighthouse ${report.tenant} ${report.type} …`);
					const runs: LighthouseRun[] = [];
					for (let run = 0; run < options.runs; run++) {
						const keepAs =
							options.keepLhr === null
								? null
								: resolve(root, options.keepLhr, `${report.tenant}-${report.type}-${run + 1}.json`);
						runs.push(
							await runLighthouse(chrome.port, url, stored, keepAs).then(
								(result) => result ?? failedRun(url, 'no result'),
								(error: unknown) => failedRun(url, (error as Error).message),
							),
						);
					}
					const median = medianRun(runs)!;
					report.lighthouse =
						runs.length > 1 ? { ...median, allScores: runs.map((run) => run.performance) } : median;
				}
			} finally {
				chrome.kill();
			}
		}

		for (const report of reports) {
			if (!report.present || !report.scripts || !report.kind) continue;
			report.budget = checkBudgets({
				kind: report.kind,
				type: report.type,
				scripts: report.scripts,
				lighthouse: report.lighthouse ?? null,
			});
		}
		// A page type no tenant has (a wrong path, a route that broke) would pass unseen.
		const unmeasured =
			options.tenants.length > 0
				? []
				: types
						.filter((type) => !reports.some((report) => report.type === type.id && report.present))
						.map((type) => type.id);

		const durationS = Math.round((performance.now() - started) / 1000);
		const out = resolve(root, options.out);
		await mkdir(dirname(out), { recursive: true });
		await writeFile(
			out,
			JSON.stringify(
				{
					generatedAt: new Date().toISOString(),
					durationS,
					buildS,
					options,
					budgets: BUDGETS,
					headerScript: { inline: HEADER_SCRIPT.inline, entry: String(HEADER_SCRIPT.entry) },
					buildFailures: build.failed,
					unmeasured,
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
			`${reports.length - absent} page(s) measured, ${absent} absent, ${failed.length} over budget, in ${durationS} s (build ${buildS} s). Report: ${options.out}`,
		);
		if (failed.length > 0) console.log(printFailures(failed));
		if (build.failed.length > 0)
			console.log(`  FAIL ${build.failed.length} tenant(s) did not build`);
		if (unmeasured.length > 0)
			console.log(`  FAIL page type(s) no tenant has: ${unmeasured.join(', ')}`);
		return failed.length + build.failed.length + unmeasured.length;
	} finally {
		await preview?.close();
		await sandbox.close();
	}
}

try {
	const options = parseBenchOptions(process.argv.slice(2), process.env);
	const failures = await main(options);
	process.exitCode = options.strict && failures > 0 ? 1 : 0;
} catch (error) {
	console.error(`bench:pages crashed: ${(error as Error).stack ?? String(error)}`);
	process.exitCode = 2;
}
