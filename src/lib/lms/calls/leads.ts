/**
 * CONTRACT.md, M13 (contact-form lead). One plain function per call, taking the transport
 * (`LmsHttp`) first, so a bundle carries only the calls it imports.
 */
import { mainPost } from '../transport.ts';
import type { LmsHttp } from '../transport.ts';
import type { LeadRequest } from '../types.ts';
import type { LeadRequestWire } from '../wire/leads.ts';

/** M13: sends a contact-form lead; resolves with the server message. */
export async function sendLead(http: LmsHttp, request: LeadRequest): Promise<string | null> {
	const body: LeadRequestWire = {
		...request,
		institute_id: http.instituteId('M13'),
		customComponentList: [],
	};
	return (await http.send(mainPost('M13', '/api/v1/extLeads/website', body))).message;
}
