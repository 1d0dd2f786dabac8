/**
 * `npm run rebuild-server`: the long-running rebuild webhook. Takes signed `POST /hooks/rebuild`
 * requests (`REBUILD_SECRET`, required here) on `REBUILD_PORT` and rebuilds one tenant a job,
 * through the in-process queue. Prints its URL and a ready-made signed curl line.
 */
import './lib/env-file.ts';
import { loadScriptConfig } from './lib/config.ts';
import { failureText, listenNamed } from './lib/ports.ts';
import { signedCurlLine } from './lib/rebuild/curl.ts';
import { createInProcessQueue } from './lib/rebuild/in-process-queue.ts';
import { REBUILD_PATH, startRebuildServer } from './lib/rebuild/server.ts';
import { rebuildTenant } from './lib/rebuild-tenant.ts';

const { env, tenants } = loadScriptConfig({ build: true });
const secret = env.rebuildSecret;
if (secret === null) {
	console.error(
		'Configuration error: environment: REBUILD_SECRET: is not set; the rebuild server only takes requests signed with it. Set it to at least 16 random characters, e.g. `REBUILD_SECRET=$(openssl rand -hex 32)`.',
	);
	process.exit(1);
}
const domains = tenants.map((tenant) => tenant.domain);
const queue = createInProcessQueue(rebuildTenant);
const server = await listenNamed(
	() =>
		startRebuildServer({ port: env.rebuildPort, host: env.host, secret, tenants: domains, queue }),
	'REBUILD_PORT',
	env.rebuildPort,
	env.host,
).catch(async (error: unknown) => {
	console.error(`Rebuild server failed: ${failureText(error)}`);
	await queue.close();
	process.exit(1);
});

console.log(
	`Rebuild server: POST ${server.url}${REBUILD_PATH} {"domain": ...}, signed with REBUILD_SECRET`,
);
console.log(`  ${domains.length} tenants: ${domains.join(', ')}`);
const demo = domains[0];
if (demo) {
	console.log(`\nRebuild ${demo} (export REBUILD_SECRET in this shell first):`);
	console.log(
		`  ${signedCurlLine({ url: server.url, secret: { variable: 'REBUILD_SECRET' }, domain: demo })}`,
	);
}
console.log('\nPress Ctrl-C to stop (running rebuilds finish first).');

const stop = async () => {
	await server.close();
	await queue.close();
	process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
