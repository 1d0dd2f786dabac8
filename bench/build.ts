/**
 * Build benchmark (`npm run bench:build`): NOT a test. Generates N tenants (copies of the sunrise
 * demo institute, `t0001.bench.example` …) as sandbox fixtures, runs the sandbox on them as a
 * child process, and measures, each build being `npm run build` as a child process:
 *   cold        a full build into an empty dist folder and cache;
 *   no-change   the same build again, nothing changed;
 *   one-changed a full build after one tenant's about-us text changed (POST /__sandbox/content);
 *   webhook     `npm run rebuild-server`, then N runs of: edit one tenant's text, POST a signed
 *               /hooks/rebuild, poll the job every 25 ms until done AND the text is in
 *               <dist>/<domain>/about/index.html; the median of the runs.
 * Peak memory: VmRSS summed over each child's process tree, sampled every 100 ms.
 * Budgets (issues 12 and 32, 2 cores, 1,000 tenants of ~57 pages): cold ≤ 45 s and ≤ 1.5 GB, no-change
 * ≤ 10 s, webhook to live ≤ 3 s. Writes reports/bench-build.json and prints a table.
 *
 * Options:
 *   --tenants=N   generated tenants (default 1000, at most 9999)
 *   --runs=N      webhook runs, the median is reported (default 5)
 *   --out=FILE    report file (default reports/bench-build.json)
 *   --strict      exit 1 when a budget fails (otherwise 0 unless the bench crashed)
 *   --only=a,b    only these phases (cold, no-change, one-changed, webhook), e.g. `--only=cold`
 *   --queue       instead: the tenants built through the Redis queue by `npm run worker`
 *                 processes (bench/lib/queue-bench.ts), once per count of --workers
 *   --workers=1,2 the worker counts of --queue (default 1,2)
 * Work files go to .build/bench-build/ (fixtures, tenants.json, dist, the builds' reports).
 *
 * Deleted files slow the next cold build: on ext4 without a journal (this machine's disk) the
 * kernel skips, for each new file, every inode freed in the last one to six minutes, and a build
 * creates 123,000 (57 pages and their folders per tenant). Deleting the last run's dist just
 * before the cold build cost it 10 to 25 s of kernel time. So the previous run's files are moved
 * aside (a rename) and deleted after the measurements, fixtures are regenerated only when they
 * change, and a run that starts within six minutes of such a deletion says so.
 */
import '../config/env-file.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
	BUILD_BUDGETS,
	checkPhase,
	median,
	PHASE_HEADER,
	phaseRow,
	type PhaseFigures,
} from './lib/build-budgets.ts';
import { workRoot } from '../scripts/lib/pipeline/build-sites.ts';
import { parseBuildBenchOptions, type BuildBenchOptions } from './lib/build-options.ts';
import { parseBuildReport, rebuildHeaders, type BuildReportFile } from './lib/build-report.ts';
import { freePort } from '../scripts/lib/system/free-port.ts';
import { answers, startNpm, stopAllChildren, stopChild, waitUntil } from './lib/children.ts';
import { sampleTreeMemory } from './lib/process-tree.ts';
import { formatTable } from './lib/table.ts';
import { machineFacts } from './lib/machine.ts';
import { projectRelease, QUEUE_HEADER, queueRow, runQueueBench } from './lib/queue-bench.ts';
import { writeBenchTenants } from './lib/tenants.ts';

const root = resolve(import.meta.dirname, '..');
const WORK_DIR = join(root, '.build/bench-build');
const DIST_DIR = join(WORK_DIR, 'dist');
// The build's scratch folder for DIST_DIR.
const BUILD_WORK_DIR = workRoot(root, DIST_DIR, undefined);
// More than REBUILD_DEBOUNCE_MS (3 s by default) between webhook runs, so each is a lone edit.
const LONE_EDIT_GAP_MS = 3100;
// A webhook run that takes this long has failed; the budget is 3 s.
const WEBHOOK_TIMEOUT_MS = 120_000;
// Where the last run's dist and scratch folders wait for deletion, and when a run last deleted them.
const OLD_DIR = join(WORK_DIR, 'old');
const DELETED_AT_FILE = join(WORK_DIR, 'deleted-at');
// ext4 without a journal skips inodes freed within 60 s, or 360 s while their table block is dirty.
const RECENTLY_DELETED_MS = 360_000;

const log = (line: string) => console.log(`[bench:build] ${line}`);
// Issue 30's goal: a code release over 10,000 tenants on 10 worker machines within 5 minutes.
const RELEASE_TENANTS = 10_000;
const RELEASE_WORKERS = 10;
const RELEASE_GOAL_S = 300;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

type BuildEnv = Record<string, string>;

interface MeasuredBuild extends PhaseFigures {
	exitCode: number | null;
	/** The build's own `--report` file, when it writes one. */
	report: BuildReportFile | null;
	/** one-changed: the edited text is on the tenant's about page after the build. */
	editLive?: boolean;
}

/** One `npm run build` with its wall time, memory peak and counts. */
async function measureBuild(phase: PhaseFigures['phase'], env: BuildEnv): Promise<MeasuredBuild> {
	const reportFile = join(WORK_DIR, `build-report-${phase}.json`);
	await rm(reportFile, { force: true });
	log(`${phase}: npm run build …`);
	let builtLine: number | null = null;
	const started = performance.now();
	const child = startNpm(root, 'build', [`--report=${reportFile}`], env, (line) => {
		const match = /^Built (\d+) of \d+ tenant/.exec(line);
		if (match) builtLine = Number(match[1]);
	});
	const sampler = sampleTreeMemory(child.process.pid!);
	const exitCode = await child.exited;
	const wall = seconds(performance.now() - started);
	const peakMb = sampler.stop();
	const report = parseBuildReport(await readFile(reportFile, 'utf8').catch(() => null));
	const figures: MeasuredBuild = {
		phase,
		seconds: wall,
		peakMb,
		built: report?.built.length ?? builtLine,
		skipped: report?.skipped?.length ?? null,
		exitCode,
		report,
	};
	if (exitCode !== 0) figures.error = `build exited with ${exitCode}:\n${child.tail()}`;
	const own =
		report?.totalMs === undefined ? '' : `, build's own total ${seconds(report.totalMs)} s`;
	const phases = Object.entries(report?.phases ?? {})
		.map(([name, ms]) => `${name} ${seconds(ms)} s`)
		.join(', ');
	log(
		`${phase}: ${wall} s wall, peak ${peakMb} MB, built ${figures.built ?? '?'}, skipped ${figures.skipped ?? '?'}${own}${phases ? ` (${phases})` : ''}`,
	);
	return figures;
}

/** Changes one tenant's about-us text in the sandbox, as its admin would. */
async function editAbout(sandboxUrl: string, domain: string, text: string): Promise<void> {
	const response = await fetch(`${sandboxUrl}/__sandbox/content`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ domain, about: `<p>${text}</p>` }),
	});
	if (!response.ok) throw new Error(`content edit of ${domain}: ${await response.text()}`);
}

/** True when the published about page of `domain` shows `text`. */
async function aboutShows(domain: string, text: string): Promise<boolean> {
	const html = await readFile(join(DIST_DIR, domain, 'about', 'index.html'), 'utf8').catch(
		() => '',
	);
	return html.includes(text);
}

/** Webhook to live: the median of `runs` single-tenant rebuilds through the rebuild server. */
async function measureWebhook(
	env: BuildEnv,
	sandboxUrl: string,
	domain: string,
	runs: number,
): Promise<PhaseFigures & { runsMs: number[] }> {
	const scripts = (
		JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
			scripts: Record<string, string>;
		}
	).scripts;
	const none = { phase: 'webhook', seconds: null, peakMb: 0, built: null, skipped: null } as const;
	if (!scripts['rebuild-server'])
		return { ...none, runsMs: [], error: 'no rebuild-server script in package.json' };
	const port = await freePort();
	const secret = randomBytes(24).toString('hex');
	const base = `http://127.0.0.1:${port}`;
	log(`webhook: npm run rebuild-server on ${base} …`);
	const server = startNpm(root, 'rebuild-server', [], {
		...env,
		REBUILD_PORT: String(port),
		REBUILD_SECRET: secret,
		// Plain lines in the error message when it fails.
		LOG_FORMAT: 'human',
	});
	const sampler = sampleTreeMemory(server.process.pid!);
	const runsMs: number[] = [];
	try {
		await waitUntil(server, 'the rebuild server', () => answers(`${base}/healthz`), 60_000);
		for (let run = 1; run <= runs; run++) {
			// Each run a lone edit: one within REBUILD_DEBOUNCE_MS of the last request is a burst, held.
			if (run > 1) await sleep(LONE_EDIT_GAP_MS);
			const text = `Bench webhook edit ${run} ${Date.now()}`;
			await editAbout(sandboxUrl, domain, text);
			const body = JSON.stringify({ domain });
			const started = performance.now();
			const posted = await fetch(`${base}/hooks/rebuild`, {
				method: 'POST',
				headers: rebuildHeaders(secret, body),
				body,
			});
			if (posted.status !== 202)
				throw new Error(`POST /hooks/rebuild answered ${posted.status}: ${await posted.text()}`);
			const { job } = (await posted.json()) as { job: string };
			let done = false;
			while (!(done && (await aboutShows(domain, text)))) {
				if (performance.now() - started > WEBHOOK_TIMEOUT_MS)
					throw new Error(`run ${run}: not live after ${WEBHOOK_TIMEOUT_MS / 1000} s`);
				await sleep(25);
				if (done) continue;
				const status = (await (await fetch(`${base}/hooks/rebuild/${job}`)).json()) as {
					state: string;
					reason?: string;
				};
				if (status.state === 'failed') throw new Error(`run ${run}: job failed: ${status.reason}`);
				done = status.state === 'done';
			}
			runsMs.push(Math.round(performance.now() - started));
			log(`webhook run ${run}/${runs}: live after ${runsMs.at(-1)} ms`);
		}
		return { ...none, seconds: seconds(median(runsMs)), peakMb: sampler.stop(), runsMs };
	} catch (error) {
		return { ...none, peakMb: sampler.stop(), runsMs, error: (error as Error).message };
	} finally {
		await stopChild(server);
	}
}

/** HTML pages of one published tenant, counted when the build does not report its pages. */
async function htmlPages(domain: string): Promise<number> {
	const files = await readdir(join(DIST_DIR, domain), { recursive: true }).catch(() => []);
	return files.filter((file) => file.endsWith('.html')).length;
}

/** Moves `dirs` that exist into OLD_DIR (a rename, no inode freed), to delete after measuring. */
async function moveAside(dirs: string[]): Promise<void> {
	await mkdir(OLD_DIR, { recursive: true });
	for (const [index, dir] of dirs.entries()) {
		await rename(dir, join(OLD_DIR, `${Date.now()}-${index}`)).catch(
			(error: NodeJS.ErrnoException) => {
				if (error.code !== 'ENOENT') throw error;
			},
		);
	}
}

/** Deletes what {@link moveAside} kept and records when, for the next run's warning. */
async function deleteMovedAside(): Promise<void> {
	const entries = await readdir(OLD_DIR).catch(() => []);
	if (entries.length === 0) return;
	log(`deleting the previous run's files (${entries.length} folder(s)) …`);
	await rm(OLD_DIR, { recursive: true, force: true });
	await writeFile(DELETED_AT_FILE, String(Date.now()));
}

/** Seconds since a bench run deleted its old files, when that was recent enough to slow this one. */
async function recentDeletionS(): Promise<number | null> {
	const at = Number(await readFile(DELETED_AT_FILE, 'utf8').catch(() => ''));
	const ago = Date.now() - at;
	return at > 0 && ago < RECENTLY_DELETED_MS ? Math.round(ago / 1000) : null;
}

/** `--queue`: the queued builds, their table, and the projection to 10,000 tenants on 10 workers. */
async function queueBench(
	options: BuildBenchOptions,
	workerCounts: number[],
	env: BuildEnv,
	tenants: number,
): Promise<number> {
	const dists = workerCounts.flatMap((workers) =>
		Array.from({ length: workers }, (_, index) =>
			join(WORK_DIR, `queue-dist-${workers}-${index + 1}`),
		),
	);
	// Each worker starts as a fresh machine: no dist folder and no build scratch folder.
	await moveAside(dists.flatMap((dist) => [dist, workRoot(root, dist, undefined)]));
	const runs = await runQueueBench({ root, workDir: WORK_DIR, env, tenants, workerCounts, log });
	const one = runs.find((run) => run.workers === 1 && run.perWorker !== null && !run.error);
	const projection = one
		? projectRelease(
				RELEASE_TENANTS,
				RELEASE_WORKERS,
				one.perWorker!,
				// The one-worker run's wall time holds the queueing of its own batch; a release queues
				// RELEASE_TENANTS jobs, so the extra ones add at the measured rate.
				Math.round((one.queuedS ?? 0) * (RELEASE_TENANTS / tenants - 1) * 10) / 10,
			)
		: null;
	const report = {
		...machineFacts(),
		tenants,
		runs,
		projection,
		goalS: RELEASE_GOAL_S,
	};
	const out = resolve(root, options.out);
	await mkdir(dirname(out), { recursive: true });
	await writeFile(out, JSON.stringify(report, null, '\t') + '\n');
	console.log(
		`\n${tenants} tenants through the queue, ${report.cores} cores (${report.cpuModel}), ${report.memoryMb} MB\n`,
	);
	console.log(formatTable(QUEUE_HEADER, runs.map(queueRow)));
	for (const run of runs)
		if (run.error) console.log(`  FAIL ${run.workers} worker(s): ${run.error}`);
	if (projection)
		console.log(
			`\nProjection: ${projection.tenants} tenants on ${projection.workers} worker machines at ${projection.perWorker} tenants/s each (+${projection.overheadS} s to queue and follow): ${projection.seconds} s (goal ≤ ${RELEASE_GOAL_S} s).`,
		);
	console.log(`\nReport: ${options.out}`);
	const pass =
		runs.every((run) => !run.error) && projection !== null && projection.seconds <= RELEASE_GOAL_S;
	return pass ? 0 : 1;
}

async function main(options: BuildBenchOptions): Promise<number> {
	const started = performance.now();
	const deletedS = await recentDeletionS();
	if (deletedS !== null)
		log(
			`note: a run deleted ~100,000 files ${deletedS} s ago; for up to 6 minutes after, new files cost the kernel more and the cold build may be slower`,
		);
	log(`generating ${options.tenants} tenant(s) into ${WORK_DIR} …`);
	const tenants = writeBenchTenants(
		join(root, 'sandbox/fixtures/sunrise'),
		WORK_DIR,
		options.tenants,
	);
	const [domain] = tenants.domains as [string];
	let sandboxUrl: string | null = null;
	const sandboxStarted = performance.now();
	const sandbox = startNpm(
		root,
		'sandbox',
		[],
		{
			SANDBOX_PORT: '0',
			SANDBOX_HOST: '127.0.0.1',
			SANDBOX_DB: ':memory:',
			SANDBOX_FIXTURES: tenants.fixturesDir,
			// 25,000 request lines through a pipe would cost the sandbox, on the same cores, seconds.
			SANDBOX_LOG: 'off',
		},
		(line) => (sandboxUrl ??= /^LMS sandbox running at (\S+)/.exec(line)?.[1] ?? null),
	);
	// Each phase keeps its extra figures (the build's report, webhook runs) for the JSON report.
	const phases: PhaseFigures[] = [];
	let sandboxReadyS: number;
	let pagesPerTenant: number | null;
	try {
		await waitUntil(sandbox, 'the sandbox', () => sandboxUrl !== null, 120_000);
		sandboxReadyS = seconds(performance.now() - sandboxStarted);
		log(
			`sandbox ready at ${sandboxUrl} after ${sandboxReadyS} s (${options.tenants} fixture folders)`,
		);
		const url = sandboxUrl!;
		const env: BuildEnv = {
			LMS_API_URL: url,
			PRODUCT_API_URL: url,
			TENANTS_FILE: tenants.tenantsFile,
			DIST_DIR,
		};
		if (options.queue) return await queueBench(options, options.queue, env, tenants.domains.length);
		// Cold: no published sites and no build scratch folder (snapshots, Astro's cache).
		await moveAside([DIST_DIR, BUILD_WORK_DIR]);
		// The later phases need published sites, so the cold build always runs; it is reported when asked for.
		const cold = await measureBuild('cold', env);
		if (options.only.includes('cold')) phases.push(cold);
		pagesPerTenant =
			cold.report?.pages !== undefined && cold.report.built.length > 0
				? Math.round(cold.report.pages / cold.report.built.length)
				: await htmlPages(domain);
		if (options.only.includes('no-change')) phases.push(await measureBuild('no-change', env));
		if (options.only.includes('one-changed')) {
			const text = `Bench one-changed edit ${Date.now()}`;
			await editAbout(url, domain, text);
			const changed = await measureBuild('one-changed', env);
			const live = await aboutShows(domain, text);
			changed.editLive = live;
			if (!live) changed.error = `the edited text is not on ${domain}/about/ after the build`;
			phases.push(changed);
		}
		if (options.only.includes('webhook'))
			phases.push(await measureWebhook(env, url, domain, options.runs));
	} finally {
		await stopChild(sandbox);
		await deleteMovedAside();
	}

	const verdicts = phases.map((phase) => ({ ...phase, verdict: checkPhase(phase) }));
	const report = {
		...machineFacts(),
		tenants: options.tenants,
		pagesPerTenant,
		sandboxReadyS,
		// Set when a run deleted its old files this many seconds before this one (see the top).
		recentDeletionS: deletedS,
		durationS: seconds(performance.now() - started),
		results: verdicts,
		budgets: BUILD_BUDGETS,
		pass: verdicts.every((phase) => phase.verdict.pass !== false),
	};
	const out = resolve(root, options.out);
	await mkdir(dirname(out), { recursive: true });
	await writeFile(out, JSON.stringify(report, null, '\t') + '\n');
	console.log(
		`\n${options.tenants} tenants × ~${pagesPerTenant ?? '?'} pages, ${report.cores} cores (${report.cpuModel}), ${report.memoryMb} MB\n`,
	);
	console.log(
		formatTable(
			PHASE_HEADER,
			verdicts.map((phase) => phaseRow(phase, phase.verdict)),
		),
	);
	for (const phase of verdicts)
		for (const failure of phase.verdict.failures) console.log(`  FAIL ${phase.phase}: ${failure}`);
	console.log(`\nReport: ${options.out}`);
	return report.pass ? 0 : 1;
}

process.once('SIGINT', () => {
	console.log('\n[bench:build] SIGINT: stopping the sandbox and the builds…');
	void stopAllChildren().then(() => process.exit(130));
});
try {
	const options = parseBuildBenchOptions(process.argv.slice(2));
	const failed = await main(options);
	process.exitCode = options.strict ? failed : 0;
} catch (error) {
	console.error(`bench:build crashed: ${(error as Error).stack ?? String(error)}`);
	process.exitCode = 2;
}
