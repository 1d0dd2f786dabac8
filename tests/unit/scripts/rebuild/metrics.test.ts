/**
 * The rebuild metrics: the pure rules (failure reasons, the tenant-label bound), what a rebuild
 * records, and `/metrics` over HTTP parsed as Prometheus text after real rebuilds through the
 * in-process queue; the job gauges also from the Redis queue on a real redis-server.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createBullmqQueue } from '../../../../scripts/lib/rebuild/bullmq-queue.ts';
import { createInProcessQueue } from '../../../../scripts/lib/rebuild/in-process-queue.ts';
import {
	createRebuildMetrics,
	FAILURE_REASONS,
	failureReason,
	measureRebuild,
	RecentTenants,
	type FailureReason,
	type RebuildMetrics,
	type RebuildSteps,
} from '../../../../scripts/lib/rebuild/metrics.ts';
import { startOpsServer } from '../../../../scripts/lib/rebuild/ops-routes.ts';
import { startRebuildServer } from '../../../../scripts/lib/rebuild/server.ts';
import { waitUntil } from './support/child-workers.ts';
import { parsePrometheus } from './support/prometheus.ts';
import { startRedisServer, type RedisServer } from './support/redis.ts';
import { postRebuild, rebuildOf } from './support/webhook.ts';

const SECRET = 'metrics-test-secret-0123';
const TENANTS = ['sunrise.in', 'moon.in', 'gone.in'];
const METRICS = [
	'institute_sites_rebuild_jobs',
	'institute_sites_rebuild_queue_depth',
	'institute_sites_rebuild_queue_up',
	'institute_sites_rebuild_build_duration_seconds',
	'institute_sites_rebuild_deploy_duration_seconds',
	'institute_sites_rebuild_failures_total',
	'institute_sites_rebuild_tenant_last_success_timestamp_seconds',
	'institute_sites_rebuild_tenant_last_success_unlabelled_tenants',
	'institute_sites_rebuild_tenant_last_success_unlabelled_oldest_timestamp_seconds',
	'institute_sites_process_cpu_seconds_total',
	'institute_sites_nodejs_heap_size_used_bytes',
];

const scrape = async (metrics: RebuildMetrics) => parsePrometheus(await metrics.registry.metrics());

describe('failureReason', () => {
	it.each([
		['build', 'cannot reach LMS_API_URL=https://lms.example.com', 'api_unreachable'],
		[
			'build',
			'M1 GET https://x/api: network error (connect ECONNREFUSED 10.0.0.1:443)',
			'api_unreachable',
		],
		['build', 'M1 GET https://x/api: no response within 10000 ms', 'api_timeout'],
		['build', 'M1 GET https://x/api: 503 Service Unavailable', 'api_status'],
		['build', 'P2 GET https://x/products: 404 Not Found — no such store', 'api_status'],
		[
			'build',
			'M1 GET https://x/api: invalid reply at data.name: expected a string',
			'invalid_data',
		],
		[
			'build',
			'the sandbox has no institute for new.in: add sandbox/fixtures/new/institute.json',
			'unknown_tenant',
		],
		['build', 'new.in is not in tenants.json.', 'unknown_tenant'],
		['build', 'render process failed: exited with code 1', 'render'],
		['build', 'something nobody expected', 'other'],
		['build', '', 'other'],
		['deploy', 'connect ECONNREFUSED 127.0.0.1:9000', 'deploy'],
	] as const)('counts a %s failure %j under %j', (stage, message, reason) => {
		expect(failureReason(stage, message)).toBe(reason);
		expect(FAILURE_REASONS).toContain(reason);
	});
});

describe('RecentTenants', () => {
	it.each([
		['no tenant', [], [], { tenants: 0, oldest: null }],
		[
			'fewer than the limit',
			[
				['a.in', 1],
				['b.in', 2],
			],
			[
				['a.in', 1],
				['b.in', 2],
			],
			{ tenants: 0, oldest: null },
		],
		[
			'more than the limit: the newest labelled, the rest summed up',
			[
				['a.in', 1],
				['b.in', 2],
				['c.in', 3],
				['d.in', 4],
				['e.in', 5],
			],
			[
				['c.in', 3],
				['d.in', 4],
				['e.in', 5],
			],
			{ tenants: 2, oldest: 1 },
		],
		[
			'a tenant rebuilt again moves to the newest',
			[
				['a.in', 1],
				['b.in', 2],
				['c.in', 3],
				['d.in', 4],
				['a.in', 5],
			],
			[
				['c.in', 3],
				['d.in', 4],
				['a.in', 5],
			],
			{ tenants: 1, oldest: 2 },
		],
	] as const)('with %s', (_, records, labelled, rest) => {
		const recent = new RecentTenants(3);
		for (const [domain, at] of records) recent.record(domain, at);
		expect(recent.snapshot()).toEqual({ labelled, rest });
	});
});

describe('measureRebuild', () => {
	it('records a built and deployed tenant', async () => {
		const metrics = createRebuildMetrics();
		const outcome = await measureRebuild(metrics, 'sunrise.in', {
			build: async () => 'built',
			deploy: async () => {},
		});
		const parsed = await scrape(metrics);
		expect(outcome).toBe('built');
		expect(
			parsed.value('institute_sites_rebuild_build_duration_seconds_count', { outcome: 'built' }),
		).toBe(1);
		expect(
			parsed.value('institute_sites_rebuild_deploy_duration_seconds_count', {
				outcome: 'deployed',
			}),
		).toBe(1);
		const at = parsed.value('institute_sites_rebuild_tenant_last_success_timestamp_seconds', {
			tenant: 'sunrise.in',
		});
		expect(Math.abs(at! - Date.now() / 1000)).toBeLessThan(5);
	});

	it('deploys an unchanged tenant too (a failed deploy is retried), and records its success', async () => {
		const metrics = createRebuildMetrics();
		let deploys = 0;
		await measureRebuild(metrics, 'moon.in', {
			build: async () => 'unchanged',
			deploy: async () => void deploys++,
		});
		const parsed = await scrape(metrics);
		expect(deploys).toBe(1);
		expect(
			parsed.value('institute_sites_rebuild_build_duration_seconds_count', {
				outcome: 'unchanged',
			}),
		).toBe(1);
		expect(
			parsed.value('institute_sites_rebuild_deploy_duration_seconds_count', {
				outcome: 'deployed',
			}),
		).toBe(1);
		expect(
			parsed.value('institute_sites_rebuild_tenant_last_success_timestamp_seconds', {
				tenant: 'moon.in',
			}),
		).toBeGreaterThan(0);
	});

	it.each<[string, RebuildSteps, FailureReason]>([
		[
			'a build',
			{ build: () => Promise.reject(new Error('M1 GET https://x: 502 Bad Gateway')) },
			'api_status',
		],
		[
			'a deploy',
			{
				build: async () => 'built',
				deploy: () => Promise.reject(new Error('bucket down')),
			},
			'deploy',
		],
	])('counts %s that failed under its reason, without a success', async (_, steps, reason) => {
		const metrics = createRebuildMetrics();
		await expect(measureRebuild(metrics, 'gone.in', steps)).rejects.toThrow();
		const parsed = await scrape(metrics);
		expect(parsed.value('institute_sites_rebuild_failures_total', { reason })).toBe(1);
		expect(parsed.value('institute_sites_rebuild_failures_total', { reason: 'other' })).toBe(0);
		expect(
			parsed.value('institute_sites_rebuild_tenant_last_success_timestamp_seconds', {
				tenant: 'gone.in',
			}),
		).toBeUndefined();
	});

	it('labels at most the configured number of tenants', async () => {
		const metrics = createRebuildMetrics({ maxTenantLabels: 2 });
		for (const domain of ['a.in', 'b.in', 'c.in'])
			await measureRebuild(metrics, domain, { build: async () => 'built' });
		const parsed = await scrape(metrics);
		const labelled = parsed.samples.filter(
			(s) => s.name === 'institute_sites_rebuild_tenant_last_success_timestamp_seconds',
		);
		expect(labelled.map((s) => s.labels['tenant'])).toEqual(['b.in', 'c.in']);
		expect(parsed.value('institute_sites_rebuild_tenant_last_success_unlabelled_tenants')).toBe(1);
	});
});

describe("GET /metrics on the rebuild server's operations port", () => {
	it('serves Prometheus text that a completed and a failed rebuild move', async () => {
		const metrics = createRebuildMetrics({ jobCounts: () => queue.counts() });
		const queue = createInProcessQueue((domain) =>
			measureRebuild(metrics, domain, {
				build: async () => {
					if (domain === 'gone.in') throw new Error('M1 GET https://x: 404 Not Found');
					return 'built';
				},
				deploy: async () => {},
			}).then(() => {}),
		);
		const server = await startRebuildServer({
			port: 0,
			host: '127.0.0.1',
			secret: SECRET,
			tenants: TENANTS,
			queue,
		});
		const ops = await startOpsServer({ port: 0, host: '127.0.0.1', metrics });
		onTestFinished(async () => {
			await server.close();
			await ops.close();
			await queue.close();
		});
		const get = async () => {
			const response = await fetch(`${ops.url}/metrics`);
			expect(response.status).toBe(200);
			expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
			return parsePrometheus(await response.text());
		};

		const before = await get();
		for (const name of METRICS) {
			expect(before.help.get(name), name).toBeTruthy();
			expect(before.type.get(name), name).toMatch(/^(counter|gauge|histogram|summary)$/);
		}
		expect(before.value('institute_sites_rebuild_jobs', { state: 'completed' })).toBe(0);
		expect(
			before.value('institute_sites_rebuild_build_duration_seconds_count', { outcome: 'built' }),
		).toBeUndefined();

		const now = Math.floor(Date.now() / 1000);
		const ids: string[] = [];
		for (const domain of ['sunrise.in', 'gone.in'])
			ids.push((await postRebuild(server.url, SECRET, rebuildOf(domain), now)).body.job as string);
		await waitUntil('both rebuilds', async () =>
			(await Promise.all(ids.map((id) => queue.status(id)))).every(
				(s) => s?.state !== 'queued' && s?.state !== 'running',
			),
		);

		const after = await get();
		expect(after.value('institute_sites_rebuild_jobs', { state: 'completed' })).toBe(1);
		expect(after.value('institute_sites_rebuild_jobs', { state: 'failed' })).toBe(1);
		expect(after.value('institute_sites_rebuild_queue_depth')).toBe(0);
		expect(after.value('institute_sites_rebuild_queue_up')).toBe(1);
		expect(
			after.value('institute_sites_rebuild_build_duration_seconds_count', { outcome: 'built' }),
		).toBe(1);
		expect(
			after.value('institute_sites_rebuild_build_duration_seconds_count', { outcome: 'failed' }),
		).toBe(1);
		expect(
			after.value('institute_sites_rebuild_deploy_duration_seconds_count', { outcome: 'deployed' }),
		).toBe(1);
		expect(after.value('institute_sites_rebuild_failures_total', { reason: 'api_status' })).toBe(1);
		expect(
			after.value('institute_sites_rebuild_tenant_last_success_timestamp_seconds', {
				tenant: 'sunrise.in',
			}),
		).toBeGreaterThanOrEqual(now);
		expect(
			after.value('institute_sites_rebuild_tenant_last_success_timestamp_seconds', {
				tenant: 'gone.in',
			}),
		).toBeUndefined();
	});
});

describe('job gauges from the Redis queue', () => {
	let redis: RedisServer;
	beforeAll(async () => {
		redis = await startRedisServer();
	});
	afterAll(async () => {
		await redis?.stop();
	});

	it('counts waiting jobs, and leaves the gauges out within a second when Redis is gone', async () => {
		const queue = createBullmqQueue({
			url: redis.url,
			prefix: `t${randomUUID().slice(0, 8)}`,
			revision: 'test',
		});
		onTestFinished(() => queue.close());
		const metrics = createRebuildMetrics({ jobCounts: () => queue.counts() });
		await queue.enqueue('sunrise.in');
		await queue.enqueue('moon.in');
		await queue.enqueue('sunrise.in');

		const up = await scrape(metrics);
		expect(up.value('institute_sites_rebuild_jobs', { state: 'waiting' })).toBe(2);
		expect(up.value('institute_sites_rebuild_jobs', { state: 'active' })).toBe(0);
		expect(up.value('institute_sites_rebuild_queue_depth')).toBe(2);
		expect(up.value('institute_sites_rebuild_queue_up')).toBe(1);

		await redis.stop();
		const started = performance.now();
		const down = await scrape(metrics);
		expect(performance.now() - started).toBeLessThan(2500);
		expect(down.value('institute_sites_rebuild_queue_up')).toBe(0);
		expect(down.value('institute_sites_rebuild_jobs', { state: 'waiting' })).toBeUndefined();
		// Back on the same port, so the queue can close.
		redis = await startRedisServer(redis.port);
	});
});
