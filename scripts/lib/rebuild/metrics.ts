/**
 * The rebuild service's and workers' Prometheus metrics (`GET /metrics`), on a registry of their
 * own with Node's default process metrics: jobs by state and queue depth (read from the queue at
 * each scrape), build and deploy durations, failures by reason (a fixed set of reasons, see
 * {@link failureReason}), and each tenant's last successful build (at most
 * {@link MAX_TENANT_LABELS} tenants as labels, the rest summed up; see {@link RecentTenants}).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobCounts } from './queue.ts';
import { reasonOf } from '../reason.ts';

/** Every metric's name starts with it, so ours never clash with another exporter's on one scrape. */
export const METRIC_PREFIX = 'institute_sites_';
/** Tenants whose last success is exported with a `tenant` label: the most recent ones. */
export const MAX_TENANT_LABELS = 100;
/** How long a scrape waits for the queue's counts (Redis may be down) before leaving them out. */
const COUNTS_TIMEOUT_MS = 1000;

/** The reasons a failure is counted under: few and fixed, so the label stays bounded. */
export const FAILURE_REASONS = [
	'api_unreachable',
	'api_timeout',
	'api_status',
	'invalid_data',
	'unknown_tenant',
	'render',
	'deploy',
	'other',
] as const;
/** One of {@link FAILURE_REASONS}. */
export type FailureReason = (typeof FAILURE_REASONS)[number];

// First match wins; the texts are those of the API client, the build and the render shards.
const REASON_PATTERNS: [RegExp, FailureReason][] = [
	[/cannot reach|network error|ECONNREFUSED|ENOTFOUND|ECONNRESET|EAI_AGAIN/i, 'api_unreachable'],
	[/no response within|timed? ?out/i, 'api_timeout'],
	[/invalid reply|malformed|not JSON/i, 'invalid_data'],
	[/has no institute|not in .*tenants|unknown tenant/i, 'unknown_tenant'],
	[/: [1-5]\d\d\b/, 'api_status'],
	[/render|astro|shard/i, 'render'],
];

/** The reason a failed build or deploy is counted under, from its stage and message. */
export function failureReason(stage: 'build' | 'deploy', message: string): FailureReason {
	if (stage === 'deploy') return 'deploy';
	return REASON_PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? 'other';
}

/**
 * The last success of each tenant, most recent last; `labelled` holds the newest `limit`, the
 * rest are only counted, with their oldest time (a tenant not built for long shows there).
 */
export class RecentTenants {
	readonly #times = new Map<string, number>();
	/** Tenants labelled at most. */
	readonly limit: number;
	constructor(limit: number = MAX_TENANT_LABELS) {
		this.limit = limit;
	}

	/** Records a success of `domain` at `seconds` (Unix time). */
	record(domain: string, seconds: number): void {
		// Re-inserting moves the tenant to the end: the Map's order is recency order.
		this.#times.delete(domain);
		this.#times.set(domain, seconds);
	}

	/** The newest `limit` tenants with their times, and a summary of the others. */
	snapshot(): { labelled: [string, number][]; rest: { tenants: number; oldest: number | null } } {
		const all = [...this.#times];
		const restCount = Math.max(0, all.length - this.limit);
		const rest = all.slice(0, restCount);
		return {
			labelled: all.slice(restCount),
			rest: {
				tenants: rest.length,
				oldest: rest.length === 0 ? null : Math.min(...rest.map(([, at]) => at)),
			},
		};
	}
}

/** What the rebuilds record, and the registry `/metrics` serves. */
export interface RebuildMetrics {
	registry: Registry;
	/** A build finished: `built` (a new release), `unchanged` (content key matched) or `failed`. */
	build(outcome: 'built' | 'unchanged' | 'failed', seconds: number): void;
	/** A deploy to the bucket finished. */
	deploy(outcome: 'deployed' | 'failed', seconds: number): void;
	/** A rebuild failed for `reason`. */
	failed(reason: FailureReason): void;
	/** `domain` was rebuilt (or found unchanged) at `seconds`. */
	succeeded(domain: string, seconds: number): void;
}

/** Where the job gauges come from, and the tenant-label bound. */
export interface RebuildMetricsOptions {
	/** The queue's counts; without it (a worker with no queue to read) the job gauges are left out. */
	jobCounts?: () => Promise<JobCounts>;
	maxTenantLabels?: number;
}

// Builds take about 1.5 s warm and up to minutes cold; deploys upload a site's changed files.
const DURATION_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
	});
	return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A registry with the rebuild metrics and Node's process metrics. */
export function createRebuildMetrics(options: RebuildMetricsOptions = {}): RebuildMetrics {
	const registry = new Registry();
	const registers = [registry];
	collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
	const { jobCounts } = options;
	if (jobCounts) jobGauges(registry, jobCounts);

	const buildSeconds = new Histogram({
		name: METRIC_PREFIX + 'rebuild_build_duration_seconds',
		help: 'Time to fetch, render and publish one tenant, by outcome (built, unchanged, failed).',
		labelNames: ['outcome'],
		buckets: DURATION_BUCKETS,
		registers,
	});
	const deploySeconds = new Histogram({
		name: METRIC_PREFIX + 'rebuild_deploy_duration_seconds',
		help: "Time to upload one tenant's new release to the bucket, by outcome (deployed, failed).",
		labelNames: ['outcome'],
		buckets: DURATION_BUCKETS,
		registers,
	});
	const failures = new Counter({
		name: METRIC_PREFIX + 'rebuild_failures_total',
		help: `Failed rebuilds by reason (${FAILURE_REASONS.join(', ')}).`,
		labelNames: ['reason'],
		registers,
	});
	// Every reason from 0, so rate() sees a failure's first occurrence.
	for (const reason of FAILURE_REASONS) failures.inc({ reason }, 0);

	const recent = new RecentTenants(options.maxTenantLabels);
	new Gauge({
		name: METRIC_PREFIX + 'rebuild_tenant_last_success_timestamp_seconds',
		help: `Unix time of each tenant's last successful rebuild (the ${recent.limit} most recent tenants).`,
		labelNames: ['tenant'],
		registers,
		collect() {
			this.reset();
			for (const [tenant, at] of recent.snapshot().labelled) this.set({ tenant }, at);
		},
	});
	new Gauge({
		name: METRIC_PREFIX + 'rebuild_tenant_last_success_unlabelled_tenants',
		help: `Tenants rebuilt successfully but beyond the ${recent.limit} most recent, so without a label.`,
		registers,
		collect() {
			this.set(recent.snapshot().rest.tenants);
		},
	});
	new Gauge({
		name: METRIC_PREFIX + 'rebuild_tenant_last_success_unlabelled_oldest_timestamp_seconds',
		help: 'Unix time of the oldest last success among the unlabelled tenants (0 when there are none).',
		registers,
		collect() {
			this.set(recent.snapshot().rest.oldest ?? 0);
		},
	});

	return {
		registry,
		build: (outcome, seconds) => buildSeconds.observe({ outcome }, seconds),
		deploy: (outcome, seconds) => deploySeconds.observe({ outcome }, seconds),
		failed: (reason) => failures.inc({ reason }),
		succeeded: (domain, seconds) => recent.record(domain, seconds),
	};
}

// Jobs by state and the queue's depth, read at each scrape; left out when the queue does not answer.
function jobGauges(registry: Registry, jobCounts: () => Promise<JobCounts>): void {
	let latest: Promise<JobCounts | null> | null = null;
	// One read per scrape serves all three gauges.
	const read = () =>
		(latest ??= withTimeout(jobCounts(), COUNTS_TIMEOUT_MS)
			.catch(() => null)
			.finally(() => setTimeout(() => (latest = null), 0)));
	new Gauge({
		name: METRIC_PREFIX + 'rebuild_jobs',
		help: 'Jobs the queue holds by state (finished ones only while it keeps them).',
		labelNames: ['state'],
		registers: [registry],
		async collect() {
			this.reset();
			const counts = await read();
			const states = counts ? (Object.entries(counts) as [keyof JobCounts, number][]) : [];
			for (const [state, count] of states) this.set({ state }, count);
		},
	});
	new Gauge({
		name: METRIC_PREFIX + 'rebuild_queue_depth',
		help: 'Jobs not yet running: waiting plus delayed.',
		registers: [registry],
		async collect() {
			this.reset();
			const counts = await read();
			if (counts) this.set(counts.waiting + counts.delayed);
		},
	});
	new Gauge({
		name: METRIC_PREFIX + 'rebuild_queue_up',
		help: 'Whether the queue answered this scrape within 1 s (1) or not (0).',
		registers: [registry],
		async collect() {
			this.set((await read()) ? 1 : 0);
		},
	});
}

/** The steps of one rebuild: the build, and the deploy when storage is set. */
export interface RebuildSteps {
	build(): Promise<'built' | 'unchanged'>;
	deploy?: (() => Promise<void>) | undefined;
}

/** Runs a tenant's rebuild steps, recording their durations, failures and success in `metrics`. */
export async function measureRebuild(
	metrics: RebuildMetrics | undefined,
	domain: string,
	steps: RebuildSteps,
): Promise<'built' | 'unchanged'> {
	const start = performance.now();
	let outcome: 'built' | 'unchanged';
	try {
		outcome = await steps.build();
		metrics?.build(outcome, since(start));
	} catch (error) {
		metrics?.build('failed', since(start));
		metrics?.failed(failureReason('build', reasonOf(error)));
		throw error;
	}
	// Unchanged too: a deploy that failed last time is retried, and one to an up-to-date bucket uploads nothing.
	await measureDeploy(metrics, domain, steps.deploy);
	return outcome;
}

/** Runs a built tenant's deploy (when there is one), then records its success in `metrics`. */
export async function measureDeploy(
	metrics: RebuildMetrics | undefined,
	domain: string,
	deploy: (() => Promise<void>) | undefined,
): Promise<void> {
	if (deploy) {
		const start = performance.now();
		try {
			await deploy();
			metrics?.deploy('deployed', since(start));
		} catch (error) {
			metrics?.deploy('failed', since(start));
			metrics?.failed('deploy');
			throw error;
		}
	}
	metrics?.succeeded(domain, Date.now() / 1000);
}

function since(start: number): number {
	return (performance.now() - start) / 1000;
}
