/**
 * `npm run dev -- [<domain>]`: Astro's dev server for one tenant (default: the first of the
 * tenants file), with hot reload. Like `npm start`, it starts the sandbox when `LMS_API_URL` is
 * unset (or uses one already running); it fetches the tenant's data once, then serves its pages at
 * `http://localhost:<DEV_PORT>/` (on `DEV_HOST`, loopback unless set). Ctrl-C stops everything.
 */
import '../config/env-file.ts';
import { rmSync } from 'node:fs';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { closeOnSignals } from './lib/startup/closers.ts';
import { openApiTarget, sandboxPortCheck } from './lib/startup/api-target.ts';
import { assertPortsFree, failureText } from './lib/startup/ports.ts';
import { chooseTenant, DEV_USAGE, DevArgsError } from './lib/dev/dev-args.ts';
import { devDataDir, TenantDataError, writeTenantData } from './lib/dev/tenant-data.ts';
import { startDevServer } from './lib/dev/dev-server.ts';

const config = await loadScriptConfig({ build: true });
const { root, env, tenants } = config;
let choice;
try {
	choice = chooseTenant(process.argv.slice(2), tenants, env.tenantsFile);
} catch (error) {
	if (!(error instanceof DevArgsError)) throw error;
	console.error(error.message);
	process.exit(1);
}
if (choice.help) {
	console.log(DEV_USAGE);
	process.exit(0);
}
const { domain } = choice.tenant;
const dataDir = devDataDir(root);
// On exit, however it comes: Vite ends the process itself on SIGTERM, before the closers finish.
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const closers = closeOnSignals();

try {
	// Both ports checked together, before anything starts: two taken ports are named in one message.
	const sandboxPort = await sandboxPortCheck(env);
	await assertPortsFree([
		...(env.devPort === 0 ? [] : [{ variable: 'DEV_PORT', port: env.devPort, host: env.devHost }]),
		...(sandboxPort ? [sandboxPort] : []),
	]);
	const api = await openApiTarget(config, console.log);
	closers.add(() => api.close());
	await writeTenantData(config, api, choice.tenant, dataDir);
	const server = await startDevServer({
		root,
		domain,
		dataDir,
		port: env.devPort,
		// Loopback unless DEV_HOST says otherwise: the dev server serves the checkout's sources.
		host: env.devHost,
	});
	closers.add(() => server.stop());
	console.log(`\n${domain} (dev server, hot reload) at ${server.url}`);
	console.log(`Its data was fetched once; restart to fetch it again. Press Ctrl-C to stop.`);
} catch (error) {
	console.error(
		error instanceof TenantDataError
			? `Dev server not started:\n${error.message}`
			: `Dev server failed: ${failureText(error)}`,
	);
	await closers.stop(1);
}
