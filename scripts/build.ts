/**
 * `npm run build [-- --force] [-- --report=<file.json>]`: fetch every tenant in the tenants file
 * and publish a new release of each tenant whose content changed (all of them with `--force`).
 * Exits 1 when any tenant failed (the others are still published; a failed one keeps its site).
 *
 * `npm run build -- --queue` (with `REDIS_URL`): the same over the workers (`npm run worker`) of
 * any number of machines, each tenant one job of one batch; waits until every tenant finished.
 */
import '../config/env-file.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { openApiTarget } from './lib/startup/api-target.ts';
import { buildPhases, buildSites } from './lib/pipeline/build-sites.ts';
import { buildOptions } from './lib/pipeline/build-options.ts';
import {
	fontsLines,
	imagesLine,
	languagesLine,
	summaryTable,
} from './lib/pipeline/build-summary.ts';
import { createProgress } from './lib/pipeline/progress.ts';
import { failureText } from './lib/startup/ports.ts';

const { values: args } = parseArgs({
	options: {
		force: { type: 'boolean', default: false },
		report: { type: 'string' },
		queue: { type: 'boolean', default: false },
	},
});
const config = await loadScriptConfig({ build: true });
if (args.queue) {
	// BullMQ and its Redis client load only for a queued build: a local one spares their 20 MB.
	const { queuedBuildCommand } = await import('./lib/rebuild/queued-build-terminal.ts');
	process.exit(await queuedBuildCommand(config, { force: args.force }));
}
const { root, env, tenants } = config;
const started = performance.now();
const api = await openApiTarget(config, console.log).catch((error: unknown) => {
	console.error(`Build failed: ${failureText(error)}`);
	process.exit(1);
});
let exitCode = 0;
const progress = createProgress();
try {
	const report = await buildSites(
		buildOptions({ root, env }, api, tenants, { force: args.force, progress }),
	);
	progress.stop();
	const totalMs = performance.now() - started;
	const phases = buildPhases(report);
	console.log(
		`\n${summaryTable({ built: report.built, skipped: report.skipped, failed: report.failed, phases, totalMs, pages: report.pages })}`,
	);
	console.log(imagesLine(report.images));
	const languages = languagesLine(report.detectedLanguages);
	if (languages) console.log(languages);
	for (const line of fontsLines(report.fonts)) console.log(line);
	if (args.report) {
		const file = resolve(args.report);
		await mkdir(dirname(file), { recursive: true });
		await writeFile(
			file,
			JSON.stringify(
				{
					built: report.built,
					skipped: report.skipped,
					failed: report.failed,
					// The same phases as the summary table, in whole milliseconds.
					phases: Object.fromEntries(
						Object.entries(phases).map(([phase, ms]) => [phase, Math.round(ms)]),
					),
					totalMs: Math.round(totalMs),
					pages: report.pages,
					images: report.images,
					fonts: report.fonts,
				},
				null,
				'\t',
			),
		);
	}
	if (report.failed.length > 0) exitCode = 1;
} catch (error) {
	progress.stop();
	console.error(`Build failed: ${failureText(error)}`);
	exitCode = 1;
} finally {
	await api.close();
}
process.exit(exitCode);
