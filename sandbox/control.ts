/**
 * The sandbox's control API for tests and benches: fault rules, named scenarios (for every
 * institute or one), content edits and a reset.
 */
import { bodyOf, type CallContext, type Route, wholeNumber } from './context.ts';
import { contentEditSchema, productTitleSchema } from './content.ts';
import { faultRuleSchema } from './faults.ts';
import { findTenantByHost } from './fixtures.ts';
import { HttpError, okReply, type Reply } from './http.ts';
import { isScenario, SCENARIOS } from './scenario-names.ts';

// What is switched on, after a change: fault rules and route-handled scenarios.
// The institute a control call names by any of its hosts (compared as M1 compares them).
function instituteOf(ctx: CallContext, domain: string) {
	const tenant = findTenantByHost(ctx.state.fixtures, domain);
	if (!tenant) throw new HttpError(404, `No institute has the domain '${domain}'`);
	return { tenant, instituteId: tenant.institute.lookup.institute_id };
}

function activeFaults(ctx: CallContext, message: string): Reply {
	const { faults } = ctx.state;
	return okReply('status_code', { rules: faults.list(), scenarios: faults.scenarios() }, message);
}

/** `/__sandbox/...` routes (no Source header, no faults). */
export const controlRoutes: Route[] = [
	{
		method: 'GET',
		path: '/__sandbox/faults',
		spelling: 'status_code',
		handle: (ctx) => okReply('status_code', ctx.state.faults.list()),
	},
	{
		method: 'GET',
		path: '/__sandbox/scenario',
		spelling: 'status_code',
		handle: (ctx) => activeFaults(ctx, 'Success'),
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
			if (!isScenario(name)) {
				throw new HttpError(404, `Unknown scenario '${name}': use one of ${SCENARIOS.join(', ')}`);
			}
			const scope = ctx.url.searchParams.get('institute');
			const institute = scope === null ? undefined : wholeNumber(scope, 'institute');
			ctx.state.faults.applyScenario(name, institute);
			const where = institute === undefined ? '' : ` to institute ${institute}`;
			return activeFaults(ctx, `Scenario ${name} applied${where}`);
		},
	},
	{
		method: 'POST',
		path: '/__sandbox/content',
		spelling: 'status_code',
		handle(ctx) {
			const edit = bodyOf(ctx, contentEditSchema);
			const { tenant, instituteId } = instituteOf(ctx, edit.domain);
			if (!ctx.state.content.editAbout(tenant, edit.about))
				throw new HttpError(404, `Institute ${instituteId} has no about-us page to edit`);
			const result = { domain: edit.domain, institute_id: instituteId };
			return okReply('status_code', result, `About-us text of institute ${instituteId} changed`);
		},
	},
	{
		method: 'POST',
		path: '/__sandbox/product-title',
		spelling: 'status_code',
		handle(ctx) {
			const edit = bodyOf(ctx, productTitleSchema);
			const { tenant, instituteId } = instituteOf(ctx, edit.domain);
			if (!ctx.state.content.retitleProduct(tenant, edit.id, edit.title))
				throw new HttpError(404, `Institute ${instituteId} has no product ${edit.id}`);
			const result = { domain: edit.domain, institute_id: instituteId, id: edit.id };
			return okReply(
				'status_code',
				result,
				`Product ${edit.id} of institute ${instituteId} retitled`,
			);
		},
	},
	{
		method: 'POST',
		path: '/__sandbox/reset',
		spelling: 'status_code',
		handle(ctx) {
			ctx.state.store.reset();
			ctx.state.faults.clear();
			ctx.state.content.restore();
			ctx.state.limits.clear();
			return okReply(
				'status_code',
				undefined,
				'Database reseeded, content edits undone, faults and abuse limits cleared',
			);
		},
	},
];
