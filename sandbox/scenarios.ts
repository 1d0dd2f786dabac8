/**
 * Named scenarios at work on a request (their names: scenario-names.ts): the faults `api-500`
 * and `slow` add, whether a route-handled scenario applies, and the site a browser request comes
 * from.
 */
import type { CallContext } from './context.ts';
import type { Fault } from './faults.ts';
import { findTenantByHost } from './fixtures.ts';
import { SLOW_SCENARIO_MS, type ScenarioName, type SwitchName } from './scenario-names.ts';

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
