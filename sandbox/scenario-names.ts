/**
 * Named scenarios: presets a test switches on for the whole sandbox
 * (`POST /__sandbox/scenario/{name}`, optionally `?institute=id`) or for one request (header
 * `x-sandbox-scenario: name[, name]`), so parallel tests sharing one sandbox need not leak
 * them into each other. Their names and the header's reading; what they do is scenarios.ts.
 */
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
