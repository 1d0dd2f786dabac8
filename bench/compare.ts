/**
 * Speed comparison (`npm run bench:compare`, issue 14): NOT a test. Builds our site of each chosen
 * demo tenant against an in-memory sandbox (as bench:pages does) and the client-rendered baseline
 * of the same tenant (bench/baseline/: a React single-page app that fetches P1–P4 from the same
 * sandbox at run time, with our pages' markup and stylesheets), serves both from one preview
 * server (ours at http://<domain>.localhost:<port>/, the baseline at
 * http://baseline.<domain>.localhost:<port>/), then runs Lighthouse mobile (its default mobile
 * emulation and simulated throttling: slow 4G, 4x CPU slowdown) on home, courses, the products
 * list, FAQs, about and a content page, N runs per page and build, the builds alternating (ours
 * first in runs 1, 3, 5…, the baseline first in runs 2, 4…), in one Chromium.
 *
 * Before measuring, each page of both builds is opened once in Chromium and the elements they
 * render are compared (printed, and in the report's `markup`), so a baseline rendering less than
 * ours shows.
 *
 * Two visits: an empty cache (Lighthouse's default: storage and HTTP cache cleared) and a repeat
 * visit (the page loaded once just before, then measured with `disableStorageReset`, so the HTTP
 * cache, and our service worker, are as a returning visitor has them).
 *
 * Prints medians of FCP, LCP, TBT, Speed Index, transfer and JavaScript bytes per build, and
 * ours / baseline; writes reports/bench-compare.json: one entry per page and visit
 * `{page, tenant, mode, ours, baseline, lcpRatio}` with the date, cores and runs.
 *
 * Options:
 *   --runs=N            Lighthouse runs per page, build and visit (default 5)
 *   --tenants=a,b       demo tenant domains (default sunrise-academy.in)
 *   --pages=home,faqs   only these pages (home courses product faqs about content)
 *   --modes=cold,warm   empty cache (cold) and/or repeat visit (warm); default both
 *   --out=FILE          report file (default reports/bench-compare.json)
 *   --strict            exit 1 when home or the products list, on an empty cache, has an LCP
 *                       ratio above 0.5 (issue 14's target)
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import '../config/env-file.ts';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { createLmsHttp } from '../src/lib/lms/http.ts';
import { lookupInstitute } from '../src/lib/lms/calls/site.ts';
import { getWebAccess } from '../src/lib/lms/calls/account.ts';
import { loadTenants } from '../scripts/lib/startup/script-config.ts';
import { startPreviewServer } from '../scripts/lib/serve/preview-server.ts';
import { startSandbox } from '../sandbox/server.ts';
import { sitemapPath } from './lib/targets.ts';
import { formatTable } from './lib/table.ts';
import {
	parseCompareOptions,
	type CompareOptions,
	type ComparePage,
} from './lib/compare-options.ts';
import {
	compareEntry,
	compareReport,
	strictFailures,
	tableRows,
	TABLE_HEADER,
	type CompareEntry,
	type PageFigures,
} from './lib/compare-stats.ts';
import { baselineHost, buildBaseline } from './lib/compare-baseline.ts';
import { checkMarkup, measure } from './lib/compare-browser.ts';
import { CHROMIUM_FLAGS } from '../scripts/lib/system/chromium-flags.ts';
import { BENCH_CHROMIUM, buildAgainstSandbox } from './lib/sandbox-build.ts';

const root = resolve(import.meta.dirname, '..');
const DIST_DIR = '.build/bench-compare/dist';
const WORK_DIR = '.build/bench-compare/work';
const SCREENSHOT_DIR = '.build/bench-compare/screenshots';
const CHROMIUM = BENCH_CHROMIUM;
const FIXED_PATHS: Record<Exclude<ComparePage, 'content'>, string> = {
	home: '/',
	courses: '/courses',
	product: '/product',
	faqs: '/faqs',
	about: '/about',
};
const BUILDS = ['ours', 'baseline'] as const;
type Build = (typeof BUILDS)[number];

const siteUrl = (port: number, host: string, path: string) =>
	`http://${host}.localhost:${port}${path}`;

/** Fails early when a page of either build does not answer 200 with HTML. */
function checkServed(url: string): Promise<void> {
	// Node does not resolve `*.localhost`: ask loopback with the page's Host header.
	const { host, port, pathname } = new URL(url);
	return new Promise((resolvePromise, reject) => {
		get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
			response.resume();
			const type = response.headers['content-type'] ?? '';
			if (response.statusCode === 200 && type.startsWith('text/html')) resolvePromise();
			else reject(new Error(`${url} answered ${response.statusCode} ${type}`));
		}).on('error', reject);
	});
}

async function main(options: CompareOptions) {
	const started = performance.now();
	const known = loadTenants(root, 'tenants.json');
	const tenants = options.tenants.map((domain) => {
		const tenant = known.find((entry) => entry.domain === domain);
		if (!tenant)
			throw new Error(
				`--tenants: '${domain}' is not in tenants.json (${known.map((t) => t.domain).join(', ')})`,
			);
		return tenant;
	});
	const sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
	let preview: Awaited<ReturnType<typeof startPreviewServer>> | null = null;
	try {
		console.log(`Building our site of ${tenants.length} tenant(s) into ${DIST_DIR}…`);
		// The baseline is built against this sandbox: ours must be too, never an older release.
		const built = await buildAgainstSandbox({
			root,
			sandboxUrl: sandbox.url,
			tenants,
			distDir: DIST_DIR,
			force: true,
		});
		if (built.failed.length > 0)
			throw new Error(
				`our build failed: ${built.failed.map((f) => `${f.domain}: ${f.reason}`).join('; ')}`,
			);

		const paths = new Map<string, Record<ComparePage, string>>();
		for (const { domain } of tenants) {
			const siteDir = await realpath(join(root, DIST_DIR, domain));
			const sitemap = await readFile(join(siteDir, 'sitemap.xml'), 'utf8');
			const content = sitemapPath(sitemap, domain, '/more/');
			if (content === null) throw new Error(`${domain} has no /more/ page to compare`);
			const tenantPaths = { ...FIXED_PATHS, content };
			paths.set(domain, tenantPaths);
			console.log(`Building the baseline of ${domain} with Vite…`);
			const http = createLmsHttp({ mainApiUrl: sandbox.url, productApiUrl: sandbox.url });
			const institute = await lookupInstitute(http, domain);
			const webAccess = await getWebAccess(
				createLmsHttp({
					mainApiUrl: sandbox.url,
					productApiUrl: sandbox.url,
					instituteId: institute.id,
				}),
				institute.id,
			);
			await buildBaseline({
				root,
				siteDir,
				distDir: resolve(root, DIST_DIR),
				workDir: resolve(root, WORK_DIR),
				domain,
				apiUrl: sandbox.url,
				institute,
				webAccess,
				paths: tenantPaths,
			});
		}

		preview = await startPreviewServer({ distDir: resolve(root, DIST_DIR), port: 0 });
		const port = preview.port;
		const hosts = (domain: string): Record<Build, string> => ({
			ours: domain,
			baseline: baselineHost(domain),
		});
		for (const { domain } of tenants)
			for (const page of options.pages)
				for (const build of BUILDS)
					await checkServed(siteUrl(port, hosts(domain)[build], paths.get(domain)![page]));

		const markup = await checkMarkup(
			CHROMIUM,
			resolve(root, SCREENSHOT_DIR),
			tenants.flatMap(({ domain }) =>
				options.pages.map((page) => ({
					key: `${domain} ${page}`,
					ours: siteUrl(port, hosts(domain).ours, paths.get(domain)![page]),
					baseline: siteUrl(port, hosts(domain).baseline, paths.get(domain)![page]),
				})),
			),
		);

		const chrome = await chromeLauncher.launch({
			chromePath: CHROMIUM,
			chromeFlags: ['--headless=new', '--no-sandbox', ...CHROMIUM_FLAGS],
		});
		const entries: CompareEntry[] = [];
		const total =
			tenants.length * options.modes.length * options.pages.length * options.runs * BUILDS.length;
		let done = 0;
		try {
			for (const { domain } of tenants)
				for (const mode of options.modes)
					for (const page of options.pages) {
						const runs: Record<Build, PageFigures[]> = { ours: [], baseline: [] };
						const lcpElements: Record<Build, Set<string>> = {
							ours: new Set(),
							baseline: new Set(),
						};
						for (let run = 0; run < options.runs; run++) {
							const order = run % 2 === 0 ? BUILDS : [...BUILDS].reverse();
							for (const build of order) {
								const url = siteUrl(port, hosts(domain)[build], paths.get(domain)![page]);
								const label = `[${++done}/${total}] ${domain} ${page} ${mode} ${build} run ${run + 1}`;
								try {
									const { figures, lcpElement } = await measure(chrome.port, url, mode);
									runs[build].push(figures);
									if (lcpElement) lcpElements[build].add(lcpElement);
									console.log(
										`${label}: FCP ${Math.round(figures.fcpMs ?? NaN)} ms, LCP ${Math.round(figures.lcpMs ?? NaN)} ms (${lcpElement ?? 'no LCP element'})`,
									);
								} catch (error) {
									console.log(`${label}: failed (${(error as Error).message})`);
								}
							}
						}
						entries.push({
							...compareEntry({ page, tenant: domain, mode }, runs.ours, runs.baseline),
							lcpElements: { ours: [...lcpElements.ours], baseline: [...lcpElements.baseline] },
						});
					}
		} finally {
			chrome.kill();
		}

		const out = resolve(root, options.out);
		await mkdir(dirname(out), { recursive: true });
		const lighthouseVersion = (
			JSON.parse(await readFile(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
				version: string;
			}
		).version;
		const report = compareReport(
			{
				generatedAt: new Date().toISOString(),
				durationS: Math.round((performance.now() - started) / 1000),
				cores: availableParallelism(),
				runs: options.runs,
				tenants: options.tenants,
				origins: Object.fromEntries(
					options.tenants.map((domain) => [
						domain,
						{
							ours: siteUrl(port, domain, ''),
							baseline: siteUrl(port, baselineHost(domain), ''),
						},
					]),
				),
				lighthouse: {
					version: lighthouseVersion,
					formFactor: 'mobile',
					throttling: 'simulated',
					order: 'alternating: ours first in runs 1, 3, 5…, the baseline first in runs 2, 4…',
				},
				markup,
			},
			entries,
		);
		await writeFile(out, JSON.stringify(report, null, '\t') + '\n');
		console.log(`\n${formatTable(TABLE_HEADER, tableRows(entries))}\n`);
		const failures = strictFailures(entries);
		console.log(
			`${entries.length} comparison(s), ${options.runs} run(s) each per build. Report: ${options.out}`,
		);
		for (const entry of failures)
			console.log(
				`  MISS ${entry.tenant} ${entry.page}: LCP ratio ${entry.lcpRatio ?? '?'} > 0.5 on an empty cache`,
			);
		return failures.length;
	} finally {
		await preview?.close();
		await sandbox.close();
	}
}

try {
	const options = parseCompareOptions(process.argv.slice(2));
	const failures = await main(options);
	process.exitCode = options.strict && failures > 0 ? 1 : 0;
} catch (error) {
	console.error(`bench:compare crashed: ${(error as Error).stack ?? String(error)}`);
	const cause = (error as Error).cause;
	// eslint-disable-next-line @typescript-eslint/no-base-to-string -- a last resort for a cause without a stack
	if (cause) console.error(`  cause: ${(cause as Error).stack ?? String(cause)}`);
	process.exitCode = 2;
}
