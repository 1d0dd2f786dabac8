/**
 * The contact form's action (spec sections 2 and 5): M13 with the trimmed values, then the
 * server's message (or the spec's success text) or the error text as a notice. The island keeps
 * what is typed and the validation message; the store keeps the request's state.
 */
import { atom } from 'nanostores';
import { LEAD_SENT_TEXT } from '../lib/content/contact.ts';
import { GENERIC_ERROR_TEXT, isLmsError } from '../lib/lms/errors.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import type { ContactValues } from '../lib/validation/contact.ts';
import { lms, preload } from './lms.ts';
import { notify } from './notices.ts';

const leadCalls = () => import('../lib/lms/calls/leads.ts');

/** True while M13 is running. */
export const $leadSending = atom(false);

/** Starts loading the call once the visitor starts on the form, not with the page. */
export function prepareLead(): void {
	preload(leadCalls);
}

/** Send: M13 with trimmed values; resolves true when the lead was sent (the form then clears). */
export async function sendLead(config: ClientConfig, values: ContactValues): Promise<boolean> {
	if ($leadSending.get()) return false;
	$leadSending.set(true);
	try {
		const [http, { sendLead: send }] = await lms(config, leadCalls);
		const message = await send(http, {
			name: values.name.trim(),
			mobile: values.mobile,
			email: values.email.trim(),
			comments: values.message.trim(),
		});
		notify('success', message ?? LEAD_SENT_TEXT);
		return true;
	} catch (failure) {
		notify('error', isLmsError(failure) ? failure.text : GENERIC_ERROR_TEXT);
		return false;
	} finally {
		$leadSending.set(false);
	}
}
