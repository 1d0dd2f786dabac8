/**
 * Dev server benchmark (`npm run bench:dev`): NOT a test. Starts `npm run dev -- <tenant>` against
 * its own in-memory sandbox, opens each edit case's page (lib/dev-edits.ts: a static .astro
 * component on home, a React island's .tsx on its page) in the system Chromium, then, per case,
 * writes a marker into the component's visible text and measures the time from the file write to
 * the marker visible in the page (the dev server's hot reload). After each edit the file is put
 * back and the bench waits until the page shows the original again. One warm-up edit per case is
 * not counted. The files are restored whatever happens (Ctrl-C too).
 *
 * Prints median, fastest and slowest ms per case; writes reports/bench-dev.json with every run.
 *
 * Options:
 *   --runs=N        measured edits per case (default 5)
 *   --tenant=DOMAIN the tenant served (default sunrise-academy.in)
 *   --out=FILE      report file (default reports/bench-dev.json)
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import '../config/env-file.ts';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_FLAGS } from '../scripts/lib/system/chromium-flags.ts';
import { freePort } from '../scripts/lib/system/free-port.ts';
import { startNpm, stopAllChildren, stopChild } from './lib/children.ts';
import { median } from './lib/compare-stats.ts';
import { EDIT_CASES, editedSource, parseDevBenchOptions, type EditCase } from './lib/dev-edits.ts';
import { machineFacts } from './lib/machine.ts';
import { BENCH_CHROMIUM } from './lib/sandbox-build.ts';
import { formatTable } from './lib/table.ts';

const root = resolve(import.meta.dirname, '..');
// An edit that has not shown after this long failed (the goal is under a second).
const SHOW_TIMEOUT_MS = 30_000;
const START_TIMEOUT_MS = 120_000;
const SETTLE_MS = 1000;

// The original text of every file being edited, put back on exit whatever happens.
const originals = new Map<string, string>();
const restoreAll = () => {
	for (const [file, text] of originals) writeFileSync(file, text);
};

/**
 * Replaces `file` in one step, as an editor's safe write does. Written in place, the watcher may
 * read the file between its truncation and its new text and then miss the write (both changes
 * in one tick of the file system's clock): the page would keep an empty or old module.
 */
function replaceFile(file: string, text: string) {
	const scratch = join(root, '.build/dev', `bench-edit-${process.pid}.tmp`);
	mkdirSync(dirname(scratch), { recursive: true });
	writeFileSync(scratch, text);
	renameSync(scratch, file);
}

/** Milliseconds until `page` shows `text` (or, with `shown: false`, no longer shows it). */
async function timeUntil(page: Page, text: string, shown: boolean, since: number): Promise<number> {
	while (performance.now() - since < SHOW_TIMEOUT_MS) {
		// A full reload destroys the page's context mid-check: that read counts as not yet.
		const has = await page
			.evaluate((wanted) => document.body?.innerText.includes(wanted) ?? false, text)
			.catch(() => null);
		if (has === shown) return performance.now() - since;
		await sleep(5);
	}
	throw new Error(`the page did not ${shown ? 'show' : 'drop'} "${text}" in ${SHOW_TIMEOUT_MS} ms`);
}

/** One edit: the file written with a marker, timed until the page shows it; then put back. */
async function measureEdit(page: Page, edit: EditCase, run: number): Promise<number> {
	const file = join(root, edit.file);
	const original = originals.get(file)!;
	const marker = `bench-edit-${run}-${Date.now().toString(36)}`;
	const started = performance.now();
	replaceFile(file, editedSource(original, edit, marker));
	const ms = await timeUntil(page, marker, true, started);
	// Between writes the watcher and the page settle, as between a person's saves: a write during
	// the previous update's requests can be lost (the page then keeps the older module).
	await sleep(SETTLE_MS);
	replaceFile(file, original);
	await timeUntil(page, marker, false, performance.now());
	await sleep(SETTLE_MS);
	return Math.round(ms);
}

async function main() {
	const options = parseDevBenchOptions(process.argv.slice(2));
	const [devPort, sandboxPort] = [await freePort(), await freePort()];
	console.log(`Starting npm run dev -- ${options.tenant} (DEV_PORT=${devPort})…`);
	let url: string | null = null;
	const server = startNpm(
		root,
		'dev',
		[options.tenant],
		{
			LMS_API_URL: '',
			PRODUCT_API_URL: '',
			DEV_PORT: String(devPort),
			SANDBOX_PORT: String(sandboxPort),
			SANDBOX_DB: ':memory:',
			SANDBOX_LOG: 'off',
		},
		(line) => (url ??= /hot reload\) at (http:\/\/\S+)/.exec(line)?.[1] ?? null),
	);
	const startedAt = performance.now();
	while (url === null) {
		if (server.process.exitCode !== null || performance.now() - startedAt > START_TIMEOUT_MS)
			throw new Error(`the dev server did not start:\n${server.tail()}`);
		await sleep(50);
	}
	const base: string = url;
	const browser = await chromium.launch({
		executablePath: BENCH_CHROMIUM,
		args: [...CHROMIUM_FLAGS],
	});
	const results: Array<{
		id: string;
		file: string;
		page: string;
		warmUpMs: number;
		runsMs: number[];
	}> = [];
	try {
		for (const edit of EDIT_CASES) {
			const file = join(root, edit.file);
			originals.set(file, readFileSync(file, 'utf8'));
			const page = await browser.newPage();
			await page.goto(new URL(edit.page, base).href, { waitUntil: 'load' });
			await timeUntil(page, edit.text, true, performance.now());
			// Astro drops an island's `ssr` attribute once it has hydrated: only then can it hot-update.
			await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, {
				timeout: SHOW_TIMEOUT_MS,
			});
			const warmUpMs = await measureEdit(page, edit, 0);
			const runsMs: number[] = [];
			for (let run = 1; run <= options.runs; run++) runsMs.push(await measureEdit(page, edit, run));
			console.log(`  ${edit.id}: ${runsMs.join(', ')} ms (warm-up ${warmUpMs} ms)`);
			results.push({ id: edit.id, file: edit.file, page: edit.page, warmUpMs, runsMs });
			await page.close();
		}
	} catch (error) {
		console.error(`The dev server's last lines:\n${server.tail()}`);
		throw error;
	} finally {
		restoreAll();
		await browser.close();
		await stopChild(server);
	}
	const rows = results.map((result) => ({
		...result,
		medianMs: median(result.runsMs) ?? 0,
		fastestMs: Math.min(...result.runsMs),
		slowestMs: Math.max(...result.runsMs),
	}));
	console.log(
		'\n' +
			formatTable(
				['edit', 'page', 'median', 'fastest', 'slowest', 'under 1 s'],
				rows.map((row) => [
					row.id,
					row.page,
					`${row.medianMs} ms`,
					`${row.fastestMs} ms`,
					`${row.slowestMs} ms`,
					row.medianMs < 1000 ? 'yes' : 'NO',
				]),
			),
	);
	const out = resolve(root, options.out);
	await mkdir(dirname(out), { recursive: true });
	await writeFile(
		out,
		JSON.stringify({ ...machineFacts(), options, goalMs: 1000, edits: rows }, null, '\t') + '\n',
	);
	console.log(`\nWrote ${options.out}`);
}

process.once('SIGINT', () => {
	restoreAll();
	void stopAllChildren().then(() => process.exit(130));
});
try {
	await main();
} catch (error) {
	restoreAll();
	await stopAllChildren();
	console.error(`bench:dev failed: ${(error as Error).stack ?? String(error)}`);
	process.exit(1);
}
