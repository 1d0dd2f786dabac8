/**
 * Named scenarios: presets a test switches on for the whole sandbox
 * (`POST /__sandbox/scenario/{name}`, optionally `?institute=id`) or for one request (header
 * `x-sandbox-scenario: name[, name]`), so parallel tests sharing one sandbox need not leak
 * them into each other.
 */
import type { CallContext } from './context.ts';
import type { Fault } from './faults.ts';
import { findTenantByHost } from './fixtures.ts';
import { HttpError } from './http.ts';

/** Every scenario name. */
export const SCENARIOS = [
	'api-500',
	'slow',
	'blocked-account',
	'gateway-script-down',
	'gateway-redirect-insecure',
	'order-not-created',
	'payment-declined',
	'gateway-config-empty',
	'payment-disabled',
	'empty-home',
	'reset',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** Scenarios a route answers itself (the others become fault rules or clear the book). */
export type SwitchName = Exclude<ScenarioName, 'api-500' | 'slow' | 'reset'>;

/** The per-request header. */
export const SCENARIO_HEADER = 'x-sandbox-scenario';

/** Delay of the `slow` scenario. */
export const SLOW_SCENARIO_MS = 2500;

/** Whether a string names a scenario. */
export function isScenario(name: string): name is ScenarioName {
	return (SCENARIOS as readonly string[]).includes(name);
}

/** Parses `x-sandbox-scenario`: `,`- or `;`-separated names; unknown names and `reset` are a 400. */
export function parseScenarioHeader(value: string | undefined): ScenarioName[] {
	if (value === undefined) return [];
	const names = value
		.split(/[;,]/)
		.map((part) => part.trim())
		.filter(Boolean);
	for (const name of names) {
		if (!isScenario(name) || name === 'reset') {
			const usable = SCENARIOS.filter((entry) => entry !== 'reset').join(', ');
			throw new HttpError(400, `Bad ${SCENARIO_HEADER} '${name}': use one of ${usable}`);
		}
	}
	return names as ScenarioName[];
}

/** The fault that `api-500` and `slow` named in a request's header add to a numbered call. */
export function scenarioFault(names: readonly ScenarioName[]): Fault | undefined {
	const fault: Fault = {};
	if (names.includes('api-500')) fault.status = 500;
	if (names.includes('slow')) fault.delayMs = SLOW_SCENARIO_MS;
	return Object.keys(fault).length > 0 ? fault : undefined;
}

/**
 * Whether a route-handled scenario applies to this request: named in its header, or switched
 * on for every institute or for `instituteId`. `blocked-account` switches are used up.
 */
export function scenarioOn(
	ctx: CallContext,
	name: SwitchName,
	instituteId: number | undefined,
): boolean {
	return ctx.scenarios.includes(name) || ctx.state.faults.takeSwitch(name, instituteId);
}

/**
 * The institute of the tenant site that sent a browser request (its `Origin` or `Referer`),
 * for requests that name none, such as the checkout script's GET. `<domain>.localhost` counts as
 * `<domain>`, as on the e2e preview server.
 */
export function siteInstitute(ctx: CallContext): number | undefined {
	const origin = ctx.req.headers.origin ?? ctx.req.headers.referer;
	if (!origin || origin === 'null') return undefined;
	let host: string;
	try {
		host = new URL(origin).hostname.replace(/\.localhost$/, '');
	} catch {
		return undefined;
	}
	return findTenantByHost(ctx.state.fixtures, host)?.institute.lookup.institute_id;
}
