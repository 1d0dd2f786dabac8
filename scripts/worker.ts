/**
 * `npm run worker`: takes rebuild jobs from the Redis queue (`REDIS_URL`), builds each tenant it
 * takes and deploys it. Run as many as needed, on any machines that share the Redis and the bucket.
 * SIGINT or SIGTERM stops taking jobs and exits once the running build has finished.
 */
import '../config/env-file.ts';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { openApiTarget } from './lib/startup/api-target.ts';
import { failureText } from './lib/startup/ports.ts';
import { rebuilder } from './lib/rebuild/service.ts';
import { startWorker, workerEventLine } from './lib/rebuild/worker.ts';
import { createWarmRenderer } from './lib/build/warm-renderer.ts';

const config = loadScriptConfig({ build: true });
const { env } = config;
if (env.redisUrl === null) {
	console.error(
		'npm run worker needs REDIS_URL, the Redis its jobs come from (e.g. REDIS_URL=redis://127.0.0.1:6379 npm run worker).',
	);
	process.exit(1);
}
const api = await openApiTarget(config, console.log).catch((error: unknown) => {
	console.error(`Worker failed: ${failureText(error)}`);
	process.exit(1);
});
// Astro stays loaded between jobs; a deploy follows each build when DEPLOY_S3_BUCKET is set.
const renderer = createWarmRenderer();
const rebuildTenant = rebuilder(config, api, renderer.run, console.log);
// Redis errors repeat on every reconnect attempt; one line per distinct error is enough.
let lastError = '';
const worker = startWorker({
	url: env.redisUrl,
	rebuild: rebuildTenant,
	report: (event) => {
		const line = workerEventLine(event);
		if (event.kind === 'error') {
			if (line !== lastError) console.error(line);
			lastError = line;
			return;
		}
		lastError = '';
		(event.kind === 'failed' ? console.error : console.log)(line);
	},
});
await worker.ready();
console.log(`Worker ready: waiting for rebuild jobs on ${new URL(env.redisUrl).host}.`);

let stopping = false;
const stop = () => {
	// A second Ctrl-C does not wait for the build.
	if (stopping) process.exit(1);
	stopping = true;
	console.log('Stopping: no new jobs; waiting for the running build (Ctrl-C again to abandon it).');
	void worker
		.close()
		.then(() => renderer.close())
		.then(() => api.close())
		.then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
