/**
 * What a route handler gets (request, parsed body, path parameters, sandbox state) and the small
 * helpers every handler shares: typed path/query parameters, validated bodies, tenant lookup.
 */
import type { IncomingMessage } from 'node:http';
import type * as z from 'zod/mini';
import type { ContentEdits } from './content.ts';
import type { SandboxStore } from './db.ts';
import type { FaultBook } from './faults.ts';
import type { Fixtures, Tenant } from './fixtures.ts';
import { HttpError, type Reply, type Spelling } from './http.ts';
import type { AbuseBook } from './limits.ts';
import type { ScenarioName } from './scenario-names.ts';
import { check } from './validate.ts';

/** Everything that lives as long as one running sandbox. */
export interface SandboxState {
	store: SandboxStore;
	fixtures: Fixtures;
	faults: FaultBook;
	/** Content changed through `POST /__sandbox/content`. */
	content: ContentEdits;
	/** The OTP every M5 "sends" (`SANDBOX_OTP`). */
	otpCode: string;
	/** Abuse limits and what they have counted (sandbox/limits.ts). */
	limits: AbuseBook;
}

export interface CallContext {
	state: SandboxState;
	req: IncomingMessage;
	url: URL;
	params: Record<string, string>;
	body: unknown;
	/** The sandbox origin as this client reached it, used to make asset and page URLs absolute. */
	baseUrl: string;
	/** Scenarios this request names in `x-sandbox-scenario`. */
	scenarios: readonly ScenarioName[];
}

/** One endpoint. `call` is the CONTRACT.md id (M1…P13); sandbox-only endpoints have none. */
export interface Route {
	call?: string;
	method: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/** Path template; `:name` segments become `params.name`. */
	path: string;
	/** Envelope and error spelling of this call. */
	spelling: Spelling;
	handle(ctx: CallContext): Reply | Promise<Reply>;
}

/** A whole-number path parameter; anything else is a 400. */
export function intParam(ctx: CallContext, name: string): number {
	return wholeNumber(ctx.params[name], name);
}

/** A required query parameter. */
export function queryParam(ctx: CallContext, name: string): string {
	const value = ctx.url.searchParams.get(name);
	if (value === null || value.trim() === '') {
		throw new HttpError(400, `Missing query parameter '${name}'`);
	}
	return value;
}

/** Parses a whole number (digits only), naming `what` in the 400 when it is not one. */
export function wholeNumber(value: string | undefined, what: string): number {
	if (value === undefined || !/^\d{1,15}$/.test(value.trim())) {
		throw new HttpError(400, `'${what}' must be a whole number`);
	}
	return Number(value.trim());
}

/** The request body validated with a wire schema; a 400 names the failing field. */
export function bodyOf<T extends z.ZodMiniType>(ctx: CallContext, schema: T): z.infer<T> {
	if (ctx.body === undefined) throw new HttpError(400, 'Missing JSON request body');
	const parsed = check(schema, ctx.body);
	if (!parsed.ok) throw new HttpError(400, `Invalid request body: ${parsed.problem}`);
	return parsed.value;
}

/** The tenant owning an institute id (own or branch); unknown ids are a 404. */
export function tenantOf(ctx: CallContext, instituteId: number): Tenant {
	const tenant = ctx.state.fixtures.tenantByInstituteId.get(instituteId);
	if (!tenant) throw new HttpError(404, `Institute ${instituteId} not found`);
	return tenant;
}

/** Institute ids whose students share one login: the institute and its sub-branches. */
export function instituteFamily(tenant: Tenant): number[] {
	return [
		tenant.institute.lookup.institute_id,
		...tenant.institute.branches.map((branch) => branch.institute_id),
	];
}

/** The first value of a request header. */
export function header(ctx: CallContext, name: string): string | undefined {
	const value = ctx.req.headers[name.toLowerCase()];
	return Array.isArray(value) ? value[0] : value;
}
