/**
 * The rebuild server (`npm run rebuild-server`, and inside `npm start`): takes signed
 * `POST /hooks/rebuild` requests for one tenant, queues the rebuild and answers the job's id;
 * `GET /hooks/rebuild/<id>` tells where the job is. The signature is checked on the raw body
 * before anything else is read from it, so an unsigned caller learns nothing about the tenants.
 * A request accepted once is refused if sent again (409), and a source address sending many bad
 * signatures is answered 429 for a while; validly signed requests are never limited in number.
 */
import { type Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { normaliseDomain } from '../../../src/lib/lms/domain.ts';
import {
	FAILURE_LIMIT,
	FAILURE_WINDOW_SECONDS,
	memoryFailureLimiter,
	type FailureLimiter,
} from './failure-limit.ts';
import type { RebuildQueue } from './queue.ts';
import { listenApp, type Listening } from './listen.ts';
import { memoryReplayGuard, type ReplayGuard } from './replay-guard.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyRebuild } from './signature.ts';

/** The webhook's path; a job's status is at `<path>/<id>`. */
export const REBUILD_PATH = '/hooks/rebuild';
/** The largest body accepted: `{"domain": ...}` needs far less. */
const MAX_BODY_BYTES = 16 * 1024;

/** What the rebuild server needs. */
export interface RebuildServerOptions {
	/** 0 picks a free port. */
	port: number;
	host: string;
	/** `REBUILD_SECRET`: the HMAC key every request is signed with. */
	secret: string;
	/**
	 * The domains that may be rebuilt: a fixed list, or the live list of a running server (file
	 * watched or `TENANTS_URL`, see tenants/tenant-list.ts), asked for each request.
	 */
	tenants: readonly string[] | TenantLookup;
	queue: RebuildQueue;
	/** The clock the timestamp window is checked against, in ms. Default `Date.now`. */
	now?: () => number;
	/** Where accepted requests are remembered. Default: in memory, on `now`. */
	replays?: ReplayGuard;
	/** The per-source limit on bad signatures. Default: in memory, on `now`. */
	failures?: FailureLimiter;
	/**
	 * How long a request waits for the queue and its guards (Redis) before it is answered 503 with
	 * `Retry-After`, in ms. Default 5000.
	 */
	queueTimeoutMs?: number;
}

/** A live tenant list as the webhook asks it: is this (normalised) domain listed now? */
export interface TenantLookup {
	has(domain: string): Promise<boolean>;
	/** What the 404 names: `the tenants file`, `the tenant list TENANTS_URL serves`. */
	source: string;
}

// A fixed list, as a lookup.
function fixedLookup(domains: readonly string[]): TenantLookup {
	const known = new Set(domains.map(normaliseDomain));
	return { has: async (domain) => known.has(domain), source: 'the tenants file' };
}

/** Seconds a sender is asked to wait after a 503 because the queue did not answer. */
export const QUEUE_RETRY_AFTER_S = 30;

// The queue (Redis) did not answer in time: the request is answered 503 instead of hanging.
class QueueTimeout extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new QueueTimeout()), ms);
	});
	return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A listening rebuild server; closing it leaves the queue to the caller. */
export type RunningRebuildServer = Listening;

const refuse = (c: Context, status: ContentfulStatusCode, error: string) =>
	c.json({ error }, status);

// The domain a parsed body names (and the sender's optional `eventId`, recorded with the release
// it starts), or the 400 message for a body that names none.
function requestedDomain(
	rawBody: string,
): { domain: string; eventId?: string } | { problem: string } {
	const example = 'expected {"domain": "<tenant domain>"}';
	let body: unknown;
	try {
		body = JSON.parse(rawBody);
	} catch {
		return { problem: `The body is not JSON: ${example}` };
	}
	const domain = (body as { domain?: unknown } | null)?.domain;
	if (typeof domain !== 'string' || domain.trim() === '')
		return { problem: `The body has no "domain" string: ${example}` };
	const eventId = (body as { eventId?: unknown }).eventId;
	if (eventId !== undefined && (typeof eventId !== 'string' || eventId.length > 200))
		return { problem: 'The body\'s "eventId" is not a string of at most 200 characters' };
	return { domain: normaliseDomain(domain), ...(eventId === undefined ? {} : { eventId }) };
}

// The connection's address: a proxy's own headers are not trusted, anyone can send them.
const sourceOf = (c: Context) => getConnInfo(c).remote.address ?? 'unknown';

// The routes: the webhook, a job's status, and JSON for every refusal. The operations routes
// (/healthz, /readyz, /metrics) are on their own listener (ops-routes.ts): this one is public.
function rebuildApp(options: RebuildServerOptions): Hono {
	const { secret, queue, now = Date.now, queueTimeoutMs = 5000 } = options;
	const inTime = <T>(work: Promise<T>) => withDeadline(work, queueTimeoutMs);
	const { replays = memoryReplayGuard(now), failures = memoryFailureLimiter(now) } = options;
	const tenants = 'has' in options.tenants ? options.tenants : fixedLookup(options.tenants);
	const app = new Hono();
	app.post(
		REBUILD_PATH,
		bodyLimit({
			maxSize: MAX_BODY_BYTES,
			onError: (c) =>
				refuse(c, 413, `The body is over ${MAX_BODY_BYTES} bytes: send only {"domain": ...}`),
		}),
		async (c) => {
			const rawBody = await c.req.text();
			const verification = verifyRebuild({
				secret,
				timestampHeader: c.req.header(TIMESTAMP_HEADER),
				signatureHeader: c.req.header(SIGNATURE_HEADER),
				rawBody,
				now: now(),
			});
			if (!verification.ok) {
				// A right signature with an old timestamp is a clock to fix, not a guess: not counted.
				const wait = verification.signed ? null : await inTime(failures.fail(sourceOf(c)));
				if (wait === null) return refuse(c, 401, verification.message);
				c.header('Retry-After', String(wait));
				return refuse(
					c,
					429,
					`Too many requests with a bad signature from this address (over ${FAILURE_LIMIT} in ${FAILURE_WINDOW_SECONDS} s): try again in ${wait} s`,
				);
			}
			const { replayKey } = verification;
			const fresh = await inTime(
				replays.remember(replayKey, verification.acceptedUntil - now()),
			).catch((error: unknown) => {
				// Answered 503: the remember still runs once Redis answers, and this forget, sent on the
				// same connection, runs right after it, before any retry's remember.
				if (error instanceof QueueTimeout) replays.forget(replayKey).catch(() => {});
				throw error;
			});
			if (!fresh)
				return refuse(
					c,
					409,
					'This signed request was already received (a replay): to rebuild again, sign a new request with the current time',
				);
			const request = requestedDomain(rawBody);
			if ('problem' in request) return refuse(c, 400, request.problem);
			if (!(await inTime(tenants.has(request.domain))))
				return refuse(
					c,
					404,
					`Unknown tenant ${JSON.stringify(request.domain)}: not in ${tenants.source}`,
				);
			try {
				const options = request.eventId === undefined ? {} : { eventId: request.eventId };
				return c.json({ job: await inTime(queue.enqueue(request.domain, options)) }, 202);
			} catch (error) {
				// Not queued (or not known to be): the sender may send the same request again.
				const forgotten = replays.forget(replayKey);
				if (error instanceof QueueTimeout) forgotten.catch(() => {});
				else await forgotten;
				throw error;
			}
		},
	);
	app.all(REBUILD_PATH, (c) =>
		refuse(c, 405, `${c.req.method} is not allowed on ${REBUILD_PATH}; use POST`),
	);
	app.get(`${REBUILD_PATH}/:id`, async (c) => {
		const id = c.req.param('id');
		const status = await inTime(queue.status(id));
		if (!status)
			return refuse(
				c,
				404,
				`Unknown job ${JSON.stringify(id)} (finished jobs are forgotten after a while and on restart)`,
			);
		return c.json(status);
	});
	app.notFound((c) => refuse(c, 404, `No route for ${c.req.method} ${c.req.path}`));
	app.onError((error, c) => {
		if (error instanceof QueueTimeout) {
			c.header('Retry-After', String(QUEUE_RETRY_AFTER_S));
			return refuse(
				c,
				503,
				`The rebuild queue did not answer within ${queueTimeoutMs / 1000} s (is Redis down? see /readyz on the operations port): the rebuild may not be queued; send a new signed request in ${QUEUE_RETRY_AFTER_S} s`,
			);
		}
		console.error('[rebuild-server] unexpected error', error);
		return refuse(c, 500, `Rebuild server error: ${error.message}`);
	});
	return app;
}

/** Starts the rebuild server; rejects with the listen error (e.g. EADDRINUSE) when it cannot listen. */
export function startRebuildServer(options: RebuildServerOptions): Promise<RunningRebuildServer> {
	return listenApp(rebuildApp(options), options.port, options.host);
}
