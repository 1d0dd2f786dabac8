/**
 * The rebuild service as `npm run rebuild-server` and `npm start` run it: the signed webhook on
 * `REBUILD_PORT` in front of the rebuild queue, whose jobs rebuild one tenant each in this
 * warm render process (Astro stays loaded, so a rebuild after the first takes about 1.5 s).
 */
import type { Logger } from 'pino';
import type { ScriptConfig } from '../startup/script-config.ts';
import type { ApiTarget } from '../startup/api-target.ts';
import { listenNamed } from '../startup/ports.ts';
import { createRebuildTenant, rebuilderInput } from './rebuild-tenant.ts';
import { createWarmRenderer, type WarmRenderer } from '../pipeline/warm-renderer.ts';
import { createBullmqQueue } from './bullmq-queue.ts';
import { signedCurlLine, type CurlLineOptions } from './curl.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { RebuildQueue, RebuildTenant } from './queue.ts';
import { REBUILD_PATH, startRebuildServer, type RunningRebuildServer } from './server.ts';
import { reasonOf } from '../reason.ts';
import { webhookGuards } from './webhook-guards.ts';
import { redisTargetOf } from './bullmq-shared.ts';
import { codeRevision } from '../system/code-revision.ts';
import { openTenantList } from '../tenants/open-tenant-list.ts';
import { tenantLookup } from '../tenants/tenant-list.ts';
import { createRebuildMetrics } from './metrics.ts';
import { startOpsServer } from './ops-routes.ts';
import { processReadiness } from './process-readiness.ts';
import type { Listening } from './listen.ts';

/** A running rebuild service. */
export interface RebuildService {
	server: RunningRebuildServer;
	/** `/healthz`, `/readyz` and `/metrics` on `OPS_PORT`. */
	ops: Listening;
	queue: RebuildQueue;
	/** Stops taking requests, then lets running rebuilds finish. */
	close(): Promise<void>;
}

/**
 * Starts the webhook and its queue, and the operations routes on their own port; a taken
 * `REBUILD_PORT` or `OPS_PORT` rejects with a PortError naming it.
 */
export async function startRebuildService(
	config: ScriptConfig,
	api: Pick<ApiTarget, 'bases' | 'payment' | 'fixturesDir'> & Partial<Pick<ApiTarget, 'fontsUrl'>>,
	secret: string,
	logger: Logger,
): Promise<RebuildService> {
	const { env } = config;
	const log = (line: string) => logger.info(line);
	// Institutes added to or removed from the list are served without a restart.
	const tenants = openTenantList(config, log);
	// With REDIS_URL the jobs go to Redis and `npm run worker` processes build them; without it
	// this process builds them itself, in a warm render process.
	let local: WarmRenderer | null = null;
	let queue: RebuildQueue;
	// The gauges read the queue at each scrape, once it exists.
	const metrics = createRebuildMetrics({ jobCounts: () => queue.counts() });
	// A burst of edits to a tenant (a CMS saving field by field) gives one build after it settles.
	const quiet = { debounceMs: env.rebuildDebounceMs, maxWaitMs: env.rebuildMaxWaitMs };
	// QUEUE_NAME and QUEUE_PREFIX; the jobs carry this code's revision (rolling upgrades).
	const redis = redisTargetOf(env);
	if (redis)
		queue = createBullmqQueue({ ...redis, revision: codeRevision(env, config.root), ...quiet });
	else {
		local = createWarmRenderer();
		queue = createInProcessQueue(
			timed(
				createRebuildTenant(
					rebuilderInput(config, api, { runner: local.run, log, metrics, tenants }),
				),
				logger,
			),
			quiet,
		);
	}
	// The rebuild server deploys only with the in-process queue; with Redis the workers do.
	const ready = processReadiness(env, { deploys: env.redisUrl === null });
	// Replays and bad signatures are remembered where the jobs go, so servers on one Redis agree.
	const guards = webhookGuards(redis, Date.now, {
		root: config.root,
		distDir: env.distDir,
	});
	const closeAll = async (listening: readonly (Listening | null)[]) => {
		for (const one of listening) await one?.close();
		await queue.close();
		await guards.close();
		await ready.close();
		await local?.close();
		tenants.close();
	};
	let ops: Listening | null = null;
	try {
		ops = await listenNamed(
			() => startOpsServer({ port: env.opsPort, host: env.opsHost, ready, metrics }),
			'OPS_PORT',
			env.opsPort,
			env.opsHost,
		);
		const opsServer = ops;
		const server = await listenNamed(
			() =>
				startRebuildServer({
					port: env.rebuildPort,
					host: env.host,
					secret,
					tenants: tenantLookup(tenants),
					queue,
					replays: guards.replays,
					failures: guards.failures,
				}),
			'REBUILD_PORT',
			env.rebuildPort,
			env.host,
		);
		return { server, ops: opsServer, queue, close: () => closeAll([server, opsServer]) };
	} catch (error) {
		await closeAll([ops]);
		throw error;
	}
}

/** `rebuild` that logs how long each tenant's job took to go live (info), or why it failed (error). */
export function timed(rebuild: RebuildTenant, logger: Logger): RebuildTenant {
	return async (domain, options) => {
		const jobId = options?.jobId;
		const job = { tenant: domain, ...(jobId === undefined ? {} : { jobId }) };
		const started = performance.now();
		try {
			await rebuild(domain, options);
			const durationMs = Math.round(performance.now() - started);
			logger.info({ ...job, durationMs }, `rebuild ${domain}: live in ${durationMs} ms`);
		} catch (error) {
			const durationMs = Math.round(performance.now() - started);
			const reason = reasonOf(error);
			logger.error({ ...job, durationMs, reason }, `rebuild ${domain} failed: ${reason}`);
			throw error;
		}
	};
}

/** The lines that tell a person how to call the service: its URL and a signed curl line for a demo tenant. */
export function rebuildServiceHelp(
	url: string,
	domain: string | undefined,
	secret: CurlLineOptions['secret'],
): string[] {
	const lines = [
		`Rebuild webhook: POST ${url}${REBUILD_PATH} {"domain": ...}, signed (see docs/operations.md)`,
	];
	if (domain) {
		lines.push(`  Rebuild ${domain} now:`);
		lines.push(`  ${signedCurlLine({ url, secret, domain })}`);
	}
	return lines;
}
