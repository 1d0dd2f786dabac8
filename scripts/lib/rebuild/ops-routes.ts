/**
 * The operators' routes, on the rebuild server and on each worker's own port
 * (`WORKER_METRICS_PORT`): `GET /healthz` (200 `{ ok: true, … }`, or 503 `{ ok: false, reason }`
 * when a dependency is down) and `GET /metrics` (Prometheus text).
 */
import { Hono } from 'hono';
import { listenApp, type Listening } from './listen.ts';
import { inProcessHealth, type HealthCheck } from './health.ts';
import type { RebuildMetrics } from './metrics.ts';

/** What the routes report on. */
export interface OpsOptions {
	/** Default: healthy (nothing to depend on). */
	health?: HealthCheck | undefined;
	/** Without it `/metrics` is not served. */
	metrics?: RebuildMetrics | undefined;
}

/** Adds `/healthz` and `/metrics` to `app`. */
export function addOpsRoutes(app: Hono, { health = inProcessHealth(), metrics }: OpsOptions): void {
	app.get('/healthz', async (c) => {
		const report = await health.check();
		return c.json(report, report.ok ? 200 : 503);
	});
	if (metrics)
		app.get('/metrics', async (c) =>
			c.body(await metrics.registry.metrics(), 200, {
				'Content-Type': metrics.registry.contentType,
			}),
		);
}

/** Serves only the ops routes on `port` (0: a free one), as a worker does. */
export function startOpsServer(
	options: OpsOptions & { port: number; host: string },
): Promise<Listening> {
	const app = new Hono();
	addOpsRoutes(app, options);
	app.notFound((c) => c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404));
	return listenApp(app, options.port, options.host);
}
