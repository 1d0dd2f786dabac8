/**
 * The LMS sandbox: one local HTTP server standing in for both platform services (main service
 * under `/api/...`, product service under `/prod/...`), plus payment stand-ins, a fonts API
 * stand-in, sandbox assets and a control API for tests. See sandbox/README.md.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type HttpBindings, serve } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { requireSourceWeb } from './auth.ts';
import { type CallContext, type Route, type SandboxState } from './context.ts';
import { ContentEdits } from './content.ts';
import { controlRoutes } from './control.ts';
import { SandboxStore } from './db.ts';
import {
	combineFaults,
	FaultBook,
	parseFaultHeader,
	TIMEOUT_FAULT_MS,
	type Fault,
} from './faults.ts';
import { parseScenarioHeader, SCENARIO_HEADER } from './scenario-names.ts';
import { scenarioFault } from './scenarios.ts';
import { findTenantByHost, loadFixtures, type Fixtures } from './fixtures.ts';
import {
	ALLOWED_REQUEST_HEADERS,
	errorReply,
	HttpError,
	okReply,
	parseJsonBody,
	readBodyText,
	type Reply,
	toResponse,
} from './http.ts';
import { AbuseBook, abuseLimits, type AbuseLimits } from './limits.ts';
import { mainServiceRoutes } from './main-service/index.ts';
import { paymentRoutes } from './payments.ts';
import { fontRoutes } from './fonts.ts';
import { productServiceRoutes } from './product-service/index.ts';

export interface SandboxOptions {
	/** 0 picks a free port. Default 0. */
	port?: number;
	/** Default 127.0.0.1. */
	host?: string;
	/** SQLite file (its folder is created), or `:memory:` (default). */
	dbFile?: string;
	/** Folder of institute folders. Default `sandbox/fixtures` next to this file. */
	fixturesDir?: string;
	/** The OTP every M5 sends. Default `1234`. */
	otp?: string;
	/** Log one line per request. */
	log?: boolean;
	/**
	 * Abuse limits (sandbox/README.md, "Rules the sandbox enforces"); each one left out keeps its
	 * default. A bad value makes `startSandbox` reject with a TypeError naming it.
	 */
	limits?: Partial<AbuseLimits>;
	/** The clock the limits read, in ms since the epoch. Default `Date.now`; tests pass their own. */
	now?: () => number;
	/**
	 * The day (YYYY-MM-DD) the fixtures' relative dates (`today+180`) count from. Default the UTC
	 * day the sandbox starts; tests that pin such a date pass their own.
	 */
	today?: string;
}

export interface SandboxTenant {
	folder: string;
	domains: string[];
	instituteId: number;
	name: string;
}

export interface RunningSandbox {
	/** Base URL for both `LMS_API_URL` and `PRODUCT_API_URL`, e.g. `http://127.0.0.1:4010`. */
	url: string;
	port: number;
	tenants: SandboxTenant[];
	close(): Promise<void>;
}

type SandboxEnv = { Bindings: HttpBindings };

const ROUTES = [
	...mainServiceRoutes,
	...productServiceRoutes,
	...paymentRoutes,
	...fontRoutes,
	...controlRoutes,
];

function indexRoute(fixtures: Fixtures): Route {
	return {
		method: 'GET',
		path: '/',
		spelling: 'status_code',
		handle: () =>
			okReply('status_code', {
				service: 'LMS sandbox (main service /api, product service /prod)',
				tenants: describeTenants(fixtures),
				readme: 'sandbox/README.md',
			}),
	};
}

// The raw path as the client sent it; Hono's `c.req.path` is percent-decoded.
function pathnameOf(c: Context): string {
	return new URL(c.req.url).pathname;
}

// The institute a request is about, so fault rules can target one institute.
function requestInstitute(ctx: CallContext): number | undefined {
	const candidates: unknown[] = [
		ctx.params['institute_id'],
		ctx.req.headers['x-prod-inst-id'],
		ctx.req.headers['institute_id'],
	];
	if (ctx.body && typeof ctx.body === 'object') {
		const body = ctx.body as { institute_id?: unknown; notes?: { institute_id?: unknown } };
		candidates.push(body.institute_id, body.notes?.institute_id);
	}
	const webUrl = ctx.url.searchParams.get('webUrl');
	if (webUrl)
		candidates.push(findTenantByHost(ctx.state.fixtures, webUrl)?.institute.lookup.institute_id);
	for (const candidate of candidates) {
		const value = Number(candidate);
		if (candidate !== undefined && candidate !== '' && Number.isInteger(value)) return value;
	}
	return undefined;
}

// Asset URLs in fixtures are sandbox-relative (`/sandbox/assets/x.svg`); clients need them absolute.
function absoluteAssetUrls(value: unknown, baseUrl: string): unknown {
	if (typeof value === 'string') {
		const inHtml = value.replaceAll('="/sandbox/', `="${baseUrl}/sandbox/`);
		return inHtml.startsWith('/sandbox/') ? baseUrl + inHtml : inHtml;
	}
	if (Array.isArray(value)) return value.map((item) => absoluteAssetUrls(item, baseUrl));
	if (value && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [key, absoluteAssetUrls(item, baseUrl)]),
		);
	}
	return value;
}

function describeTenants(fixtures: Fixtures): SandboxTenant[] {
	return fixtures.tenants.map((tenant) => ({
		folder: tenant.folder,
		domains: tenant.institute.domains,
		instituteId: tenant.institute.lookup.institute_id,
		name: tenant.institute.lookup.institute_name,
	}));
}

// The Hono app: CORS, every route behind one wrapper (body, faults, Source header, error
// spellings), 405 for a known path asked with another method, and the JSON 404.
function sandboxApp(state: SandboxState, host: string, closing: AbortSignal): Hono<SandboxEnv> {
	async function applyFault(
		fault: Fault,
		c: Context<SandboxEnv>,
		spelling: Route['spelling'],
	): Promise<Reply | 'held' | undefined> {
		const signal = AbortSignal.any([closing, c.req.raw.signal]);
		if (fault.delayMs) await sleep(fault.delayMs, undefined, { signal });
		if (fault.timeout) {
			await sleep(TIMEOUT_FAULT_MS, undefined, { signal }).catch(() => undefined);
			c.env.outgoing.destroy();
			return 'held';
		}
		// No status line, no body: the client sees the connection drop.
		if (fault.drop) {
			c.env.outgoing.destroy();
			return 'held';
		}
		// With a status, `malformed` is what a proxy in front of the service answers: its own page.
		if (fault.status && fault.malformed) return { kind: 'malformed', status: fault.status };
		if (fault.status)
			return errorReply(fault.status, `Sandbox fault: status ${fault.status}`, spelling);
		if (fault.malformed) return { kind: 'malformed', status: 200 };
		return undefined;
	}

	async function run(route: Route, c: Context<SandboxEnv>): Promise<Response> {
		const req = c.env.incoming;
		const ctx: CallContext = {
			state,
			req,
			url: new URL(c.req.url),
			params: c.req.param(),
			body: undefined,
			baseUrl: `http://${req.headers.host ?? host}`,
			scenarios: [],
		};
		try {
			ctx.scenarios = parseScenarioHeader(c.req.header(SCENARIO_HEADER));
			// Read from Node, not `c.req`: a web Request drops the body of a GET.
			const text = await readBodyText(req);
			let bodyProblem: HttpError | undefined;
			try {
				ctx.body = parseJsonBody(text);
			} catch (error) {
				bodyProblem = error as HttpError;
			}
			if (route.call) {
				const faultHeader = c.req.header('x-sandbox-fault');
				const headerFault = combineFaults(
					scenarioFault(ctx.scenarios),
					faultHeader === undefined ? undefined : parseFaultHeader(faultHeader),
				);
				const fault = state.faults.take(route.call, requestInstitute(ctx), headerFault);
				const faultReply = fault ? await applyFault(fault, c, route.spelling) : undefined;
				if (faultReply === 'held') return RESPONSE_ALREADY_SENT;
				if (faultReply) return toResponse(faultReply);
				requireSourceWeb(ctx);
			}
			if (bodyProblem) throw bodyProblem;
			const reply = await route.handle(ctx);
			return toResponse(
				reply.kind === 'json'
					? { ...reply, body: absoluteAssetUrls(reply.body, ctx.baseUrl) }
					: reply,
			);
		} catch (error) {
			if (c.env.outgoing.destroyed) return RESPONSE_ALREADY_SENT;
			if (error instanceof HttpError) {
				const spelling = error.spelling ?? route.spelling;
				return toResponse(errorReply(error.status, error.message, spelling, error.headers));
			}
			if (closing.aborted) {
				c.env.outgoing.destroy();
				return RESPONSE_ALREADY_SENT;
			}
			console.error('[sandbox] unexpected error', error);
			const message = `Sandbox error: ${(error as Error).message}`;
			return toResponse(errorReply(500, message, route.spelling));
		}
	}

	// Trailing slashes are optional, so `/advance-filter/` and `/advance-filter` both match.
	const app = new Hono<SandboxEnv>({ strict: false });
	app.use(
		cors({
			allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
			allowHeaders: ALLOWED_REQUEST_HEADERS,
			maxAge: 600,
		}),
	);
	const routes = [...ROUTES, indexRoute(state.fixtures)];
	for (const route of routes) {
		// Hono answers HEAD with the GET route; the sandbox leaves HEAD to the 405 below.
		app.on(route.method, route.path, (c, next) =>
			c.req.method === route.method ? run(route, c) : next(),
		);
	}
	// Registered after every route, so they only answer a known path asked with another method.
	for (const [path, group] of Map.groupBy(routes, (route) => route.path)) {
		const allowed = group.map((route) => route.method).join(' or ');
		app.all(path, (c) => {
			const message = `${c.req.method} is not allowed on ${pathnameOf(c)}; use ${allowed}`;
			return toResponse(errorReply(405, message, 'status_code'));
		});
	}
	app.notFound((c) => {
		const message = `No sandbox route for ${c.req.method} ${pathnameOf(c)}`;
		return toResponse(errorReply(404, message, 'status_code'));
	});
	return app;
}

/** Starts the sandbox; rejects with a FixtureError naming file and field when fixtures are bad. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
	const host = options.host ?? '127.0.0.1';
	const limits = new AbuseBook(abuseLimits(options.limits), options.now);
	const fixtures = loadFixtures(
		options.fixturesDir ?? join(import.meta.dirname, 'fixtures'),
		options.today,
	);
	const state: SandboxState = {
		store: new SandboxStore(options.dbFile ?? ':memory:', fixtures),
		fixtures,
		faults: new FaultBook(),
		content: new ContentEdits(),
		otpCode: options.otp ?? '1234',
		limits,
	};
	// Aborted on close, so delayed and held (`timeout`) requests never keep the process alive.
	const closing = new AbortController();
	const server = serve({
		fetch: sandboxApp(state, host, closing.signal).fetch,
		port: options.port ?? 0,
		hostname: host,
		// Hono's own Request/Response stay out of the global scope the tests and builds share.
		overrideGlobalObjects: false,
	});
	if (options.log) {
		server.on('request', (req: IncomingMessage, res: ServerResponse) => {
			const started = performance.now();
			res.on('finish', () => {
				const ms = Math.round(performance.now() - started);
				console.log(`[sandbox] ${req.method} ${req.url} → ${res.statusCode} (${ms} ms)`);
			});
		});
	}
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.once('listening', () => resolve());
	});
	const port = (server.address() as AddressInfo).port;
	const urlHost = host.includes(':') ? `[${host}]` : host;
	return {
		url: `http://${urlHost}:${port}`,
		port,
		tenants: describeTenants(fixtures),
		async close() {
			closing.abort();
			await new Promise<void>((resolve) => {
				server.close(() => resolve());
				(server as Server).closeAllConnections();
			});
			state.store.close();
		},
	};
}
