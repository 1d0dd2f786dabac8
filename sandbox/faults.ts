/**
 * Fault injection for tests and demos: per-request `x-sandbox-fault` headers, rules added through
 * `POST /__sandbox/faults`, and named scenarios (`api-500`, `slow`, `blocked-account`, `reset`).
 */
import * as z from 'zod/mini';
import { HttpError } from './http.ts';

/** Every call id of CONTRACT.md. */
export const CALL_IDS = [
	...Array.from({ length: 20 }, (_, i) => `M${i + 1}`),
	...Array.from({ length: 13 }, (_, i) => `P${i + 1}`),
];

/** What happens to one request: answer with a status, late, with broken JSON, or never. */
export interface Fault {
	status?: number | undefined;
	delayMs?: number | undefined;
	malformed?: boolean | undefined;
	timeout?: boolean | undefined;
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
	/** How many matching requests it affects; absent means until cleared. */
	times: z.optional(z.int().check(z.gte(1))),
	/** Only requests for this institute id. */
	institute: z.optional(z.int()),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;

/** Parses `x-sandbox-fault`: `;`- or `,`-separated `status=500`, `delay=3000`, `malformed`, `timeout`. */
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
		else {
			throw new HttpError(
				400,
				`Bad x-sandbox-fault '${part.trim()}': use status=100..599, delay=0..${MAX_DELAY_MS}, malformed or timeout`,
			);
		}
	}
	return fault;
}

// Later faults add to earlier ones: delays sum, the last status wins.
function combine(into: Fault, next: Fault): Fault {
	const combined: Fault = { ...into, ...next };
	const delay = (into.delayMs ?? 0) + (next.delayMs ?? 0);
	if (delay > 0) combined.delayMs = delay;
	return combined;
}

interface StoredRule {
	rule: FaultRule;
	remaining: number;
}

/** Named presets of `POST /__sandbox/scenario/{name}`. */
export const SCENARIOS = ['api-500', 'slow', 'blocked-account', 'reset'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** The fault rules and one-shot switches of a running sandbox. */
export class FaultBook {
	private rules: StoredRule[] = [];
	/** The next login of any student answers `login_option` 13. */
	blockNextLogin = false;

	add(rule: FaultRule): void {
		this.rules.push({ rule, remaining: rule.times ?? Number.POSITIVE_INFINITY });
	}

	/** Removes every rule and switch. */
	clear(): void {
		this.rules = [];
		this.blockNextLogin = false;
	}

	/** Active rules, for `GET /__sandbox/faults`. */
	list(): FaultRule[] {
		return this.rules.map((entry) => entry.rule);
	}

	/** Applies a named scenario. */
	applyScenario(name: ScenarioName): void {
		switch (name) {
			case 'api-500':
				this.add({ call: '*', status: 500 });
				return;
			case 'slow':
				this.add({ call: '*', delayMs: 2500 });
				return;
			case 'blocked-account':
				this.blockNextLogin = true;
				return;
			case 'reset':
				this.clear();
				return;
		}
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
			fault = combine(fault ?? {}, effect);
		}
		this.rules = this.rules.filter((entry) => entry.remaining > 0);
		return headerFault ? combine(fault ?? {}, headerFault) : fault;
	}
}
