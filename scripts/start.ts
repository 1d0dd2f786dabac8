/**
 * `npm start`: the whole product locally. With no `LMS_API_URL` it starts the sandbox, builds
 * every tenant, serves dist/ and prints one URL per tenant. Ctrl-C stops everything. A taken
 * `PORT`, `REBUILD_PORT`, `OPS_PORT` or `SANDBOX_PORT` stops it before the build (all of them named in one
 * message), so a failed start leaves dist/ as it was.
 */
import '../config/env-file.ts';
import { resolve } from 'node:path';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { closeOnSignals } from './lib/startup/closers.ts';
import { openApiTarget, sandboxPortCheck } from './lib/startup/api-target.ts';
import { buildSites } from './lib/pipeline/build-sites.ts';
import { buildOptions } from './lib/pipeline/build-options.ts';
import { createProgress } from './lib/pipeline/progress.ts';
import { fontsLines } from './lib/pipeline/build-summary.ts';
import { assertPortsFree, failureText, listenNamed } from './lib/startup/ports.ts';
import { startPreviewServer } from './lib/serve/preview-server.ts';
import { rebuildKey } from './lib/rebuild/rebuild-key.ts';
import { rebuildServiceHelp, startRebuildService } from './lib/rebuild/service.ts';
import { createLogger } from './lib/log/logger.ts';
import { TRY_IT, tryItLines } from './lib/startup/try-it.ts';

const config = await loadScriptConfig({ build: true });
const { root, env, tenants } = config;
// Decided first: an off webhook needs no REBUILD_PORT; why it is off is said beside the sites.
const key = rebuildKey(env, env.lmsApiUrl === null);
const closers = closeOnSignals();

try {
	// Every port checked together, before the build: several taken ports are named in one message.
	const sandboxPort = await sandboxPortCheck(env);
	await assertPortsFree([
		{ variable: 'PORT', port: env.port, host: env.host },
		...('off' in key
			? []
			: [
					{ variable: 'REBUILD_PORT', port: env.rebuildPort, host: env.host },
					...(env.opsPort === 0
						? []
						: [{ variable: 'OPS_PORT', port: env.opsPort, host: env.opsHost }]),
				]),
		...(sandboxPort ? [sandboxPort] : []),
	]);
	// Listen first: a taken PORT fails in a second, not after the build, and stays ours meanwhile.
	const server = await listenNamed(
		() =>
			startPreviewServer({ distDir: resolve(root, env.distDir), port: env.port, host: env.host }),
		'PORT',
		env.port,
		env.host,
	);
	closers.add(() => server.close());
	const api = await openApiTarget(config, console.log);
	closers.add(() => api.close());
	const progress = createProgress();
	const report = await buildSites(buildOptions({ root, env }, api, tenants, { progress }));
	progress.stop();
	for (const line of fontsLines(report.fonts)) console.log(line);
	// Live: rendered now, or unchanged since the last build (in the tenants file's order).
	const live = tenants
		.map((tenant) => tenant.domain)
		.filter((domain) => report.built.includes(domain) || report.skipped.includes(domain));
	if (live.length === 0) {
		console.error('No tenant could be built; see the reasons above.');
		await closers.stop(1);
	}
	console.log(`\nInstitute Sites is running${api.sandbox ? ' against the sandbox' : ''}:`);
	for (const domain of live) console.log(`  http://${domain}.localhost:${server.port}/`);
	for (const failure of report.failed)
		console.log(`  (not built) ${failure.domain}: ${failure.reason}`);
	// The demo values apply to the sandbox's own institutes only.
	if (api.sandbox && config.sandbox && live.includes(TRY_IT.domain)) {
		console.log('');
		const lines = tryItLines({ sandboxUrl: api.bases.mainApiUrl, otp: config.sandbox.otp });
		for (const line of lines) console.log(line);
	}
	if ('off' in key) console.log(`\nThe rebuild webhook is off: ${key.off}`);
	else {
		// The rebuilds it runs are logged as the rebuild server logs them (LOG_FORMAT).
		const logger = createLogger({ service: 'rebuild-server', format: env.logFormat });
		const service = await startRebuildService(config, api, key.secret, logger);
		closers.add(() => service.close());
		const shown = key.demo ? key.secret : { variable: 'REBUILD_SECRET' };
		console.log('');
		for (const line of rebuildServiceHelp(service.server.url, live[0], shown)) console.log(line);
		console.log(`Operations: ${service.ops.url}/healthz, /readyz, /metrics`);
	}
	console.log('\nPress Ctrl-C to stop.');
} catch (error) {
	console.error(`Start failed: ${failureText(error)}`);
	await closers.stop(1);
}
