/**
 * The rebuild of one tenant, as the rebuild server's queue and the Redis workers run it: fetch
 * its data, render and publish a new release when its content changed, and (when object storage
 * is configured) deploy it. A failure throws with the reason and leaves the live release as it was.
 */
import { join, resolve } from 'node:path';
import type { ScriptConfig } from '../startup/script-config.ts';
import { createDeployTarget } from '../deploy/bucket.ts';
import { deployTenant } from '../deploy/deploy-sites.ts';
import type { ApiTarget } from '../startup/api-target.ts';
import { buildSites, type BuildOptions } from '../pipeline/build-sites.ts';
import { buildOptions } from '../pipeline/build-options.ts';
import type { TenantEntry } from '../../../config/tenants.ts';
import type { TenantList } from '../tenants/tenant-list.ts';
import type { RebuildOptions, RebuildTenant } from './queue.ts';
import type { BatchOutcome } from './batching.ts';
import { limiter } from '../../../src/lib/pool.ts';
import { reasonOf } from '../reason.ts';
import type { ShardRunner } from '../pipeline/warm-renderer.ts';
import { failureReason, measureDeploy, measureRebuild, type RebuildMetrics } from './metrics.ts';

/** What a rebuilder needs: the validated configuration and the API it builds from. */
export interface RebuilderInput {
	config: ScriptConfig;
	api: Pick<ApiTarget, 'bases' | 'payment' | 'fixturesDir'> & Partial<Pick<ApiTarget, 'fontsUrl'>>;
	/** Render even when the content key is unchanged (the `npm run rebuild` CLI). */
	force?: boolean;
	log?: (line: string) => void;
	/** A warm render process, for services that rebuild one tenant after another. */
	runner?: ShardRunner;
	/** Runs after a new release of the tenant went live (a deploy). */
	afterPublish?: (domain: string) => Promise<void>;
	/** Where the build's and deploy's durations, failures and success are recorded. */
	metrics?: RebuildMetrics;
	/** The live tenant list of a running service (tenants/tenant-list.ts); default: the configuration's. */
	tenants?: TenantList;
}

/** The outcome of one tenant's rebuild. */
export type RebuildOutcome = 'built' | 'unchanged';

/**
 * The build options every rebuild shares, of one tenant or of a batch: the configuration's API,
 * dist folder and log, forced when the job asks (`options.force`) or the rebuilder always is.
 */
export function rebuildBuildOptions(
	input: RebuilderInput,
	tenants: TenantEntry[],
	options: RebuildOptions,
): BuildOptions {
	return buildOptions(input.config, input.api, tenants, {
		force: options.force ?? input.force ?? false,
		log: input.log ?? (() => {}),
		// What started it, recorded with the release (a webhook's edit, a full build's code release).
		trigger: options.trigger,
		triggers: options.triggers,
	});
}

/**
 * The tenant with this domain, from the live list when there is one (so a tenant removed from it
 * is no longer rebuilt), or the reason there is none.
 */
async function findTenant(input: RebuilderInput, domain: string): Promise<TenantEntry | string> {
	const { config, tenants } = input;
	if (tenants)
		return (
			(await tenants.find(domain)) ??
			`${domain} is not in the tenant list (${tenants.source}): it was removed, or never listed.`
		);
	const tenant = config.tenants.find((entry) => entry.domain === domain);
	return tenant ?? `${domain} is not in ${config.env.tenantsFile}.`;
}

/** Rebuilds one tenant; throws an Error with the reason when it fails. */
export async function rebuildOne(
	input: RebuilderInput,
	domain: string,
	options: RebuildOptions = {},
): Promise<RebuildOutcome> {
	const tenant = await findTenant(input, domain);
	if (typeof tenant === 'string') throw new Error(tenant);
	const build = async (): Promise<RebuildOutcome> => {
		const report = await buildSites({
			...rebuildBuildOptions(input, [tenant], options),
			...(input.runner ? { runner: input.runner } : {}),
		});
		const failure = report.failed[0];
		if (failure) throw new Error(failure.reason);
		return report.built.length === 0 ? 'unchanged' : 'built';
	};
	const { afterPublish } = input;
	const deploy = afterPublish ? () => afterPublish(domain) : undefined;
	return measureRebuild(input.metrics, domain, { build, deploy });
}

// Deploys of one batch at once: each uploads a site's changed files, mostly waiting on the bucket.
const BATCH_DEPLOYS = 8;

/**
 * Rebuilds several tenants in one build (a worker's batch, batching.ts): one fetch pass, shards
 * over the machine's render pool, then a deploy of each tenant built or unchanged. Never throws for one
 * tenant: the outcome names each failed tenant's reason (null for a tenant now live or unchanged).
 */
export async function rebuildMany(
	input: RebuilderInput,
	domains: string[],
	options: RebuildOptions = {},
): Promise<BatchOutcome> {
	const { metrics } = input;
	const outcome: BatchOutcome = new Map();
	const found = await Promise.all(domains.map((domain) => findTenant(input, domain)));
	const tenants = found.flatMap((tenant, index) => {
		if (typeof tenant === 'string') outcome.set(domains[index]!, tenant);
		return typeof tenant === 'string' ? [] : [tenant];
	});
	if (tenants.length === 0) return outcome;
	const started = performance.now();
	const report = await buildSites({
		...rebuildBuildOptions(input, tenants, options),
		// Another batch of this worker may be rendering into the same dist folder.
		collectShared: false,
		// One shard per batch: the worker's other batch (and other workers) use the other cores.
		shards: 1,
		shardTenants: tenants.length,
	});
	// The batch shares one build; each tenant is recorded with its share of the time.
	const share = (performance.now() - started) / 1000 / tenants.length;
	for (const { domain, reason } of report.failed) {
		outcome.set(domain, reason);
		metrics?.build('failed', share);
		metrics?.failed(failureReason('build', reason));
	}
	for (const _ of report.skipped) metrics?.build('unchanged', share);
	for (const _ of report.built) metrics?.build('built', share);
	const { afterPublish } = input;
	const deploy = limiter(BATCH_DEPLOYS);
	// Unchanged tenants too: a deploy that failed last time is retried (an up-to-date one uploads nothing).
	await Promise.all(
		[...report.built, ...report.skipped].map((domain) =>
			deploy(async () => {
				try {
					await measureDeploy(metrics, domain, afterPublish && (() => afterPublish(domain)));
					outcome.set(domain, null);
				} catch (error) {
					outcome.set(domain, reasonOf(error));
				}
			}),
		),
	);
	return outcome;
}

/**
 * What runs after a tenant's new release went live: its deploy to object storage when
 * `DEPLOY_S3_BUCKET` is set, else nothing. Each call opens a bucket client of its own.
 */
export function deployAfterPublish(
	config: ScriptConfig,
	log: (line: string) => void,
): ((domain: string) => Promise<void>) | undefined {
	const deploy = config.env.deploy;
	if (!deploy) return undefined;
	const target = createDeployTarget(deploy);
	const distDir = resolve(config.root, config.env.distDir);
	return async (domain) => {
		await deployTenant({ target, siteDir: join(distDir, domain), domain, log });
	};
}

/**
 * A rebuilder's input over one configuration, with its deploy after each publish when storage is
 * configured (logged to `options.log`). Make it once per process and derive the others from it,
 * so every rebuild shares one bucket client.
 */
export function rebuilderInput(
	config: ScriptConfig,
	api: RebuilderInput['api'],
	options: Omit<RebuilderInput, 'config' | 'api' | 'afterPublish'> = {},
): RebuilderInput {
	const afterPublish = deployAfterPublish(config, options.log ?? (() => {}));
	return { ...options, config, api, ...(afterPublish ? { afterPublish } : {}) };
}

/**
 * A worker's two rebuilders over one input: `one` for a lone job, in the warm render process
 * `runner`; `many` for a batch, built quietly (its build's lines would interleave with the other
 * batch's). Both deploy through the input's one bucket client.
 */
export function workerRebuilders(
	input: RebuilderInput,
	runner: ShardRunner,
): { one: RebuilderInput; many: RebuilderInput } {
	return { one: { ...input, runner }, many: { ...input, log: () => {} } };
}

/** The queue's rebuild function over one configuration. */
export function createRebuildTenant(input: RebuilderInput): RebuildTenant {
	return async (domain, options) => {
		await rebuildOne(input, domain, options);
	};
}
