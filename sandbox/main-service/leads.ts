/**
 * The main service's lead call M13 (CONTRACT.md): a contact-form enquiry, kept in the store.
 */
import { leadRequestSchema } from '../../src/lib/lms/wire/index.ts';
import { bodyOf, type CallContext, type Route, tenantOf } from '../context.ts';
import { HttpError, okReply, type Reply } from '../http.ts';
import { checkContact } from './contact.ts';

/** Routes of the main service's lead call. */
export const leadRoutes: Route[] = [
	{
		call: 'M13',
		method: 'POST',
		path: '/api/v1/extLeads/website',
		spelling: 'list',
		handle: sendLead,
	},
];

function sendLead(ctx: CallContext): Reply {
	const request = bodyOf(ctx, leadRequestSchema);
	const tenant = tenantOf(ctx, request.institute_id);
	if (!tenant.institute.lookup.lead)
		throw new HttpError(403, 'Enquiries are not enabled for this institute.');
	checkContact(request.name, ['mobile', request.mobile], ['email', request.email]);
	if (request.comments.trim() === '') throw new HttpError(400, 'comments: must not be empty');
	ctx.state.store.addLead(request);
	return okReply('status_code', undefined, 'Message send successfully!');
}
