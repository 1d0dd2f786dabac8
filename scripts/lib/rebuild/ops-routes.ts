/**
 * The operators' routes, on a listener of their own (`OPS_PORT` on `OPS_HOST`, loopback by
 * default) in the rebuild server and in each worker, never on the webhook's port, which the LMS
 * must reach and so the world can:
 * - `GET /healthz`: liveness, 200 `{ ok: true }` while the process answers at all;
 * - `GET /readyz`: readiness, 200 `{ ok: true, checked }`, or 503 `{ ok: false, failed, reason }`
 *   naming the dependency (Redis, the bucket) that failed, in fixed words;
 * - `GET /metrics`: Prometheus text, every name prefixed `institute_sites_`.
 */
import { Hono } from 'hono';
import { listenApp, type Listening } from './listen.ts';
import { readiness, type Readiness } from './health.ts';
import type { RebuildMetrics } from './metrics.ts';

/** What the routes report on. */
export interface OpsOptions {
	/** Default: ready (nothing to depend on). */
	ready?: Readiness | undefined;
	/** Without it `/metrics` is not served. */
	metrics?: RebuildMetrics | undefined;
}

/** The operations routes. */
export function opsApp({ ready = readiness([]), metrics }: OpsOptions): Hono {
	const app = new Hono();
	app.get('/healthz', (c) => c.json({ ok: true }));
	app.get('/readyz', async (c) => {
		const report = await ready.check();
		return c.json(report, report.ok ? 200 : 503);
	});
	if (metrics)
		app.get('/metrics', async (c) =>
			c.body(await metrics.registry.metrics(), 200, {
				'Content-Type': metrics.registry.contentType,
			}),
		);
	app.notFound((c) => c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404));
	return app;
}

/** Serves the operations routes on `port` (0: a free one) and `host`. */
export function startOpsServer(
	options: OpsOptions & { port: number; host: string },
): Promise<Listening> {
	return listenApp(opsApp(options), options.port, options.host);
}
