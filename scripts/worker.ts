/**
 * `npm run worker`: takes rebuild jobs from the Redis queue (`REDIS_URL`), builds each tenant it
 * takes and deploys it. Run as many as needed, on any machines that share the Redis and the bucket.
 * It builds only jobs of its own code revision (`CODE_REVISION`, else the git commit; rolling
 * upgrades). SIGINT or SIGTERM stops taking jobs and exits once the running build has finished,
 * or after 25 s abandons it (its job goes back to the queue once its lock expires), and in any
 * case within 30 s, even while Redis is unreachable. It serves `/healthz`, `/readyz` and
 * `/metrics` on `OPS_PORT` (on `OPS_HOST`).
 */
import '../config/env-file.ts';
import { resolve } from 'node:path';
import { machineRenderProcesses } from './lib/system/render-processes.ts';
import { startReleasePruning } from './lib/rebuild/release-pruning.ts';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { openTenantList } from './lib/tenants/open-tenant-list.ts';
import { openApiTarget } from './lib/startup/api-target.ts';
import { failureText, listenNamed } from './lib/startup/ports.ts';
import { startWorker } from './lib/rebuild/worker.ts';
import { redisTargetOf } from './lib/rebuild/bullmq-shared.ts';
import { codeRevision } from './lib/system/code-revision.ts';
import { createLogger, logWorkerEvent } from './lib/log/logger.ts';
import { createWarmRenderer } from './lib/pipeline/warm-renderer.ts';
import { createBullmqQueue } from './lib/rebuild/bullmq-queue.ts';
import { processReadiness } from './lib/rebuild/process-readiness.ts';
import { createRebuildMetrics } from './lib/rebuild/metrics.ts';
import { startOpsServer } from './lib/rebuild/ops-routes.ts';
import { batchingRebuild } from './lib/rebuild/batching.ts';
import {
	createRebuildTenant,
	rebuilderInput,
	rebuildMany,
	workerRebuilders,
} from './lib/rebuild/rebuild-tenant.ts';

// Jobs taken within this long of each other are built together.
const BATCH_WINDOW_MS = 250;
// Told to stop, a worker waits this long for its running builds, then abandons them...
const BUILD_GRACE_MS = 25_000;
// ...lets a close over an unreachable Redis hang this long at most...
const REDIS_CLOSE_MS = 2000;
// ...and ends this long after the signal whatever still waits.
const EXIT_WITHIN_MS = 30_000;

const config = await loadScriptConfig({ build: true, uses: { bucket: true } });
const { env } = config;
// A batch renders as one shard in one render process: one batch per process of the render pool
// (RENDER_PROCESSES), and at least two so that one fetches while the other renders.
const BATCHES_AT_ONCE = Math.max(2, machineRenderProcesses(env.renderProcesses));
const logger = createLogger({ service: 'worker', format: env.logFormat });
const log = (line: string) => logger.info(line);
const redis = redisTargetOf(env);
if (redis === null) {
	console.error(
		'npm run worker needs REDIS_URL, the Redis its jobs come from (e.g. REDIS_URL=redis://127.0.0.1:6379 npm run worker).',
	);
	process.exit(1);
}
const api = await openApiTarget(config, log).catch((error: unknown) => {
	console.error(`Worker failed: ${failureText(error)}`);
	process.exit(1);
});
// The job gauges read the shared queue; this producer side of it adds no jobs.
const revision = codeRevision(env, config.root);
const counts = createBullmqQueue({ ...redis, revision });
const metrics = createRebuildMetrics({ jobCounts: () => counts.counts() });
const ready = processReadiness(env, { deploys: true });
const ops = await listenNamed(
	() => startOpsServer({ port: env.opsPort, host: env.opsHost, ready, metrics }),
	'OPS_PORT',
	env.opsPort,
	env.opsHost,
).catch((error: unknown) => {
	console.error(`Worker failed: ${failureText(error)}`);
	process.exit(1);
});
// Astro stays loaded between jobs; a deploy follows each build when DEPLOY_S3_BUCKET is set.
const renderer = createWarmRenderer();
// A job of a tenant removed from the list fails with that reason; a new one builds at once.
const tenants = openTenantList(config, log);
const { one, many } = workerRebuilders(
	rebuilderInput(config, api, { log, metrics, tenants }),
	renderer.run,
);
// A lone job renders in the warm process; jobs that arrive together (a queued full build) are
// built together, in shards over the machine's render pool.
const rebuildTenant = batchingRebuild({
	one: createRebuildTenant(one),
	many: (domains, options) => rebuildMany(many, domains, options),
	maxBatch: env.workerBatch,
	windowMs: BATCH_WINDOW_MS,
	maxRunning: BATCHES_AT_ONCE,
});
// Local releases of tenants not built for RELEASE_KEEP_DAYS go, at start and hourly after builds.
const pruning = startReleasePruning({
	distDir: resolve(config.root, env.distDir),
	keepDays: env.releaseKeepDays,
	log,
});
// Redis errors repeat on every reconnect attempt; one line per distinct error is enough.
let lastError = '';
const worker = startWorker({
	...redis,
	revision,
	rebuild: pruning.after(rebuildTenant),
	// Enough jobs held at once to fill every batch that may run.
	concurrency: env.workerBatch * BATCHES_AT_ONCE,
	lockMs: env.workerLockMs,
	report: (event) => {
		if (event.kind === 'error') {
			if (event.reason === lastError) return;
			lastError = event.reason;
		} else lastError = '';
		logWorkerEvent(logger, event);
	},
});
await worker.ready();
log(
	`Worker ready: waiting for rebuild jobs of revision ${revision} on ${new URL(redis.url).host}.`,
);
log(`Operations: ${ops.url}/healthz, ${ops.url}/readyz, ${ops.url}/metrics`);

let stopping = false;
const stop = () => {
	// A second Ctrl-C does not wait for the build.
	if (stopping) process.exit(1);
	stopping = true;
	log(
		`Stopping: no new jobs; waiting up to ${BUILD_GRACE_MS / 1000} s for the running build (Ctrl-C again to abandon it).`,
	);
	// Not unref'd: whatever still waits (a close on an unreachable Redis), the process ends.
	setTimeout(() => {
		logger.warn(`Stopping took ${EXIT_WITHIN_MS / 1000} s: exiting now.`);
		process.exit(1);
	}, EXIT_WITHIN_MS);
	void (async () => {
		const { abandoned } = await worker.stop(BUILD_GRACE_MS);
		if (abandoned > 0)
			logger.warn(
				`Abandoned ${abandoned} build(s) still running after ${BUILD_GRACE_MS / 1000} s: another worker takes each job once its lock has expired, within twice WORKER_LOCK_MS (${env.workerLockMs} ms).`,
			);
		await ops.close();
		// The gauges' queue closes over Redis, which may be unreachable: it gets a moment, no more.
		await Promise.race([
			Promise.all([counts.close(), ready.close()]),
			new Promise((resolve) => setTimeout(resolve, REDIS_CLOSE_MS)),
		]);
		await renderer.close();
		await api.close();
		tenants.close();
		process.exit(0);
	})();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
