/**
 * Fault injection for tests and demos: per-request `x-sandbox-fault` headers, rules added through
 * `POST /__sandbox/faults`, and the sandbox-wide state of named scenarios (sandbox/scenarios.ts).
 */
import * as z from 'zod/mini';
import { HttpError } from './http.ts';
import { SLOW_SCENARIO_MS, type ScenarioName, type SwitchName } from './scenario-names.ts';

/** Every call id of CONTRACT.md. */
export const CALL_IDS = [
	...Array.from({ length: 20 }, (_, i) => `M${i + 1}`),
	...Array.from({ length: 13 }, (_, i) => `P${i + 1}`),
];

/**
 * What happens to one request: answer with a status, late, with a body that is not JSON, never
 * (`timeout`), or not at all (`drop`: the connection is closed at once, as a network that loses it).
 */
export interface Fault {
	status?: number | undefined;
	delayMs?: number | undefined;
	malformed?: boolean | undefined;
	timeout?: boolean | undefined;
	drop?: boolean | undefined;
}

/** Longest a `timeout` fault holds a request before dropping the connection. */
export const TIMEOUT_FAULT_MS = 30_000;
const MAX_DELAY_MS = 60_000;

const statusSchema = z.int().check(z.gte(100), z.lte(599));
const delaySchema = z.int().check(z.gte(0), z.lte(MAX_DELAY_MS));

/** Body of `POST /__sandbox/faults`. */
export const faultRuleSchema = z.strictObject({
	call: z.enum(['*', ...CALL_IDS] as [string, ...string[]]),
	status: z.optional(statusSchema),
	delayMs: z.optional(delaySchema),
	malformed: z.optional(z.boolean()),
	timeout: z.optional(z.boolean()),
	drop: z.optional(z.boolean()),
	/** How many matching requests it affects; absent means until cleared. */
	times: z.optional(z.int().check(z.gte(1))),
	/** Only requests for this institute id. */
	institute: z.optional(z.int()),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;

/**
 * Parses `x-sandbox-fault`: `;`- or `,`-separated `status=500`, `delay=3000`, `malformed`,
 * `timeout`, `drop`.
 */
export function parseFaultHeader(value: string): Fault {
	const fault: Fault = {};
	for (const part of value.split(/[;,]/)) {
		const [rawKey, rawValue] = part.split('=').map((piece) => piece.trim());
		if (!rawKey) continue;
		const numeric = Number(rawValue);
		if (rawKey === 'status' && statusSchema.safeParse(numeric).success) fault.status = numeric;
		else if (rawKey === 'delay' && delaySchema.safeParse(numeric).success) fault.delayMs = numeric;
		else if (rawKey === 'malformed' && rawValue === undefined) fault.malformed = true;
		else if (rawKey === 'timeout' && rawValue === undefined) fault.timeout = true;
		else if (rawKey === 'drop' && rawValue === undefined) fault.drop = true;
		else {
			throw new HttpError(
				400,
				`Bad x-sandbox-fault '${part.trim()}': use status=100..599, delay=0..${MAX_DELAY_MS}, malformed, timeout or drop`,
			);
		}
	}
	return fault;
}

/** Merges two faults (either may be absent): delays sum, the later status wins. */
export function combineFaults(into: Fault | undefined, next: Fault | undefined): Fault | undefined {
	if (!into || !next) return into ?? next;
	const combined: Fault = { ...into, ...next };
	const delay = (into.delayMs ?? 0) + (next.delayMs ?? 0);
	if (delay > 0) combined.delayMs = delay;
	return combined;
}

interface StoredRule {
	rule: FaultRule;
	remaining: number;
}

/** A route-handled scenario switched on for every institute, or for one. */
export interface ScenarioSwitch {
	name: SwitchName;
	institute?: number;
}

/** The fault rules and scenario switches of a running sandbox. */
export class FaultBook {
	private rules: StoredRule[] = [];
	private switches: ScenarioSwitch[] = [];

	add(rule: FaultRule): void {
		this.rules.push({ rule, remaining: rule.times ?? Number.POSITIVE_INFINITY });
	}

	/** Removes every rule and switch, or only those scoped to `institute`. */
	clear(institute?: number): void {
		if (institute === undefined) {
			this.rules = [];
			this.switches = [];
			return;
		}
		this.rules = this.rules.filter((entry) => entry.rule.institute !== institute);
		this.switches = this.switches.filter((entry) => entry.institute !== institute);
	}

	/** Active rules, for `GET /__sandbox/faults`. */
	list(): FaultRule[] {
		return this.rules.map((entry) => entry.rule);
	}

	/** Active scenario switches. */
	scenarios(): ScenarioSwitch[] {
		return [...this.switches];
	}

	/** Applies a named scenario to every institute, or to one. */
	applyScenario(name: ScenarioName, institute?: number): void {
		const scope = institute === undefined ? {} : { institute };
		switch (name) {
			case 'api-500':
				this.add({ call: '*', status: 500, ...scope });
				return;
			case 'slow':
				this.add({ call: '*', delayMs: SLOW_SCENARIO_MS, ...scope });
				return;
			case 'reset':
				this.clear(institute);
				return;
			default:
				// Switching one on twice keeps one entry, so a single reset turns it off.
				if (!this.switches.some((entry) => entry.name === name && entry.institute === institute))
					this.switches.push({ name, ...scope });
		}
	}

	/** Whether a switch applies to a request of `instituteId`; `blocked-account` is used up. */
	takeSwitch(name: SwitchName, instituteId: number | undefined): boolean {
		const index = this.switches.findIndex(
			(entry) =>
				entry.name === name && (entry.institute === undefined || entry.institute === instituteId),
		);
		if (index < 0) return false;
		if (name === 'blocked-account') this.switches.splice(index, 1);
		return true;
	}

	/** The fault for one request of `call` (uses up counted rules), merged with a header fault. */
	take(
		call: string,
		instituteId: number | undefined,
		headerFault: Fault | undefined,
	): Fault | undefined {
		let fault: Fault | undefined;
		for (const entry of this.rules) {
			const { rule } = entry;
			if (rule.call !== '*' && rule.call !== call) continue;
			if (rule.institute !== undefined && rule.institute !== instituteId) continue;
			if (entry.remaining <= 0) continue;
			entry.remaining -= 1;
			const { call: _call, times: _times, institute: _institute, ...effect } = rule;
			fault = combineFaults(fault, effect);
		}
		this.rules = this.rules.filter((entry) => entry.remaining > 0);
		return combineFaults(fault, headerFault);
	}
}
