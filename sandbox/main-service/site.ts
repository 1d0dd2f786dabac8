/**
 * The main service's site call M1 (CONTRACT.md): the institute a host belongs to.
 */
import { normaliseDomain } from '../../src/lib/lms/domain.ts';
import { type CallContext, queryParam, type Route } from '../context.ts';
import { findTenantByHost } from '../fixtures.ts';
import { HttpError, okReply, type Reply } from '../http.ts';

/** Routes of the main service's site call. */
export const siteRoutes: Route[] = [
	{
		call: 'M1',
		method: 'GET',
		path: '/api/v1/product-ePortal/get',
		spelling: 'status_code',
		handle: lookupInstitute,
	},
];

function lookupInstitute(ctx: CallContext): Reply {
	const host = queryParam(ctx, 'webUrl');
	const tenant = findTenantByHost(ctx.state.fixtures, host);
	if (!tenant)
		throw new HttpError(404, `No institute website is set up for '${normaliseDomain(host)}'`);
	return okReply('status_code', tenant.institute.lookup);
}
