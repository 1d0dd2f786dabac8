/**
 * The LMS sandbox: one local HTTP server standing in for both platform services (main service
 * under `/api/...`, product service under `/prod/...`), plus payment stand-ins, sandbox assets
 * and a control API for tests. See sandbox/README.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { requireSourceWeb } from './auth.ts';
import { type CallContext, type Route, type SandboxState } from './context.ts';
import { controlRoutes } from './control.ts';
import { SandboxStore } from './db.ts';
import { FaultBook, parseFaultHeader, TIMEOUT_FAULT_MS, type Fault } from './faults.ts';
import { findTenantByHost, loadFixtures, type Fixtures } from './fixtures.ts';
import {
	errorReply,
	HttpError,
	okReply,
	parseJsonBody,
	readBodyText,
	type Reply,
	sendPreflight,
	sendReply,
} from './http.ts';
import { mainServiceRoutes } from './main-service.ts';
import { paymentRoutes } from './payments.ts';
import { productServiceRoutes } from './product-service.ts';

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

interface CompiledRoute {
	route: Route;
	pattern: RegExp;
	names: string[];
}

function compile(route: Route): CompiledRoute {
	const names: string[] = [];
	const source = route.path.replace(/:(\w+)/g, (_match, name: string) => {
		names.push(name);
		return '([^/]+)';
	});
	// Trailing slashes are optional, so `/advance-filter/` and `/advance-filter` both match.
	return { route, pattern: new RegExp(`^${source.replace(/\/$/, '')}/?$`), names };
}

const ROUTES = [
	...mainServiceRoutes,
	...productServiceRoutes,
	...paymentRoutes,
	...controlRoutes,
].map(compile);

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

type Match =
	{ route: Route; params: Record<string, string> } | { methodNotAllowed: string[] } | undefined;

function matchRoute(routes: CompiledRoute[], method: string, pathname: string): Match {
	const allowed: string[] = [];
	for (const { route, pattern, names } of routes) {
		const found = pattern.exec(pathname);
		if (!found) continue;
		if (route.method !== method) {
			allowed.push(route.method);
			continue;
		}
		const params: Record<string, string> = {};
		names.forEach((name, i) => {
			params[name] = decodeURIComponent(found[i + 1] ?? '');
		});
		return { route, params };
	}
	return allowed.length > 0 ? { methodNotAllowed: allowed } : undefined;
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

/** Starts the sandbox; rejects with a FixtureError naming file and field when fixtures are bad. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
	const host = options.host ?? '127.0.0.1';
	const fixtures = loadFixtures(options.fixturesDir ?? join(import.meta.dirname, 'fixtures'));
	const state: SandboxState = {
		store: new SandboxStore(options.dbFile ?? ':memory:', fixtures),
		fixtures,
		faults: new FaultBook(),
		otpCode: options.otp ?? '1234',
	};
	const routes = [...ROUTES, compile(indexRoute(fixtures))];
	// Aborted on close, so delayed and held (`timeout`) requests never keep the process alive.
	const closing = new AbortController();

	async function applyFault(
		fault: Fault,
		res: ServerResponse,
		spelling: Route['spelling'],
	): Promise<Reply | 'held' | undefined> {
		const requestGone = new AbortController();
		res.on('close', () => requestGone.abort());
		const signal = AbortSignal.any([closing.signal, requestGone.signal]);
		if (fault.delayMs) await sleep(fault.delayMs, undefined, { signal });
		if (fault.timeout) {
			await sleep(TIMEOUT_FAULT_MS, undefined, { signal }).catch(() => undefined);
			res.destroy();
			return 'held';
		}
		if (fault.status)
			return errorReply(fault.status, `Sandbox fault: status ${fault.status}`, spelling);
		if (fault.malformed) return { kind: 'malformed', status: 200 };
		return undefined;
	}

	async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
		if (req.method === 'OPTIONS') return sendPreflight(res);
		const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
		const matched = matchRoute(routes, req.method ?? 'GET', url.pathname);
		if (!matched) {
			return sendReply(
				res,
				errorReply(404, `No sandbox route for ${req.method} ${url.pathname}`, 'status_code'),
			);
		}
		if ('methodNotAllowed' in matched) {
			const message = `${req.method} is not allowed on ${url.pathname}; use ${matched.methodNotAllowed.join(' or ')}`;
			return sendReply(res, errorReply(405, message, 'status_code'));
		}
		const { route, params } = matched;
		const ctx: CallContext = {
			state,
			req,
			url,
			params,
			body: undefined,
			baseUrl: `http://${req.headers.host ?? host}`,
		};
		try {
			const text = await readBodyText(req);
			let bodyProblem: HttpError | undefined;
			try {
				ctx.body = parseJsonBody(text);
			} catch (error) {
				bodyProblem = error as HttpError;
			}
			if (route.call) {
				const faultHeader = req.headers['x-sandbox-fault'];
				const headerFault =
					typeof faultHeader === 'string' ? parseFaultHeader(faultHeader) : undefined;
				const fault = state.faults.take(route.call, requestInstitute(ctx), headerFault);
				const faultReply = fault ? await applyFault(fault, res, route.spelling) : undefined;
				if (faultReply === 'held') return;
				if (faultReply) return sendReply(res, faultReply);
				requireSourceWeb(ctx);
			}
			if (bodyProblem) throw bodyProblem;
			const reply = await route.handle(ctx);
			sendReply(
				res,
				reply.kind === 'json'
					? { ...reply, body: absoluteAssetUrls(reply.body, ctx.baseUrl) }
					: reply,
			);
		} catch (error) {
			if (res.destroyed) return;
			if (error instanceof HttpError) {
				const spelling = error.spelling ?? route.spelling;
				return sendReply(res, errorReply(error.status, error.message, spelling));
			}
			if (closing.signal.aborted) return void res.destroy();
			console.error('[sandbox] unexpected error', error);
			const message = `Sandbox error: ${(error as Error).message}`;
			sendReply(res, errorReply(500, message, route.spelling));
		}
	}

	const server = createServer((req, res) => {
		const started = performance.now();
		if (options.log) {
			res.on('finish', () => {
				const ms = Math.round(performance.now() - started);
				console.log(`[sandbox] ${req.method} ${req.url} → ${res.statusCode} (${ms} ms)`);
			});
		}
		void dispatch(req, res);
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, host, () => resolve());
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
				server.closeAllConnections();
			});
			state.store.close();
		},
	};
}
