/**
 * The sandbox's control API for tests: fault rules, named scenarios and a database reset.
 */
import { bodyOf, type Route } from './context.ts';
import { faultRuleSchema, SCENARIOS, type ScenarioName } from './faults.ts';
import { HttpError, okReply } from './http.ts';

/** `/__sandbox/...` routes (no Source header, no faults). */
export const controlRoutes: Route[] = [
	{
		method: 'GET',
		path: '/__sandbox/faults',
		spelling: 'status_code',
		handle: (ctx) => okReply('status_code', ctx.state.faults.list()),
	},
	{
		method: 'POST',
		path: '/__sandbox/faults',
		spelling: 'status_code',
		handle(ctx) {
			ctx.state.faults.add(bodyOf(ctx, faultRuleSchema));
			return okReply('status_code', ctx.state.faults.list(), 'Fault added');
		},
	},
	{
		method: 'DELETE',
		path: '/__sandbox/faults',
		spelling: 'status_code',
		handle(ctx) {
			ctx.state.faults.clear();
			return okReply('status_code', [], 'Faults cleared');
		},
	},
	{
		method: 'POST',
		path: '/__sandbox/scenario/:name',
		spelling: 'status_code',
		handle(ctx) {
			const name = ctx.params['name'] ?? '';
			if (!(SCENARIOS as readonly string[]).includes(name)) {
				throw new HttpError(404, `Unknown scenario '${name}': use one of ${SCENARIOS.join(', ')}`);
			}
			ctx.state.faults.applyScenario(name as ScenarioName);
			return okReply('status_code', ctx.state.faults.list(), `Scenario ${name} applied`);
		},
	},
	{
		method: 'POST',
		path: '/__sandbox/reset',
		spelling: 'status_code',
		handle(ctx) {
			ctx.state.store.reset();
			ctx.state.faults.clear();
			return okReply('status_code', undefined, 'Database reseeded and faults cleared');
		},
	},
];
