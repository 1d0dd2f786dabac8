/**
 * 'Submit Your Query' (spec sections 2 and 5): full name (letters and spaces), mobile (digits),
 * email and message, checked in the spec's order; Send posts M13. The first invalid field gets the
 * message (tied to it with aria-describedby, announced) and the focus. Success and server errors
 * are toasts; Send is disabled while sending, and until hydrated (the form needs JavaScript);
 * offline, a line under it says why nothing can be sent now.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { ClientConfig } from '../../lib/site/client-config.ts';
import {
	validateContact,
	type ContactField,
	type ContactValues,
} from '../../lib/validation/contact.ts';
import { digitsOnly, lettersAndSpaces } from '../../lib/validation/fields.ts';
import { $leadSending, prepareLead, sendLead } from '../../stores/contact.ts';
import { OFFLINE_SEND_TEXT } from '../../lib/offline/texts.ts';
import { EMAIL_FIELD, Field, MOBILE_FIELD, NAME_FIELD, TextAreaField } from '../forms/Field.tsx';
import { useFormFields } from '../forms/use-form-fields.ts';
import '../feedback/feedback.css';
import './lead-form.css';

interface Props {
	config: ClientConfig;
}

const EMPTY: ContactValues = { name: '', mobile: '', email: '', message: '' };

// Other input is blocked: a name keeps letters and spaces, a mobile number digits.
const FILTERS: Partial<Record<ContactField, (value: string) => string>> = {
	name: lettersAndSpaces,
	mobile: digitsOnly,
};

export default function LeadForm({ config }: Props) {
	const [values, setValues] = useState<ContactValues>(EMPTY);
	const { field, check } = useFormFields(values, setValues, FILTERS);
	const sending = useStore($leadSending);
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (sending) return;
		if (!check(validateContact(values))) return;
		if (await sendLead(config, values)) setValues(EMPTY);
	};

	return (
		<form
			className="lead-form"
			noValidate
			onSubmit={submit}
			// The LMS call loads once the visitor starts on the form, not with the page.
			onFocus={prepareLead}
			aria-labelledby="lead-form-heading"
		>
			<h2 id="lead-form-heading">Submit Your Query</h2>
			<Field id="lead-name" name="name" {...NAME_FIELD} {...field('name')} />
			<Field id="lead-mobile" name="mobile" {...MOBILE_FIELD} {...field('mobile')} />
			<Field id="lead-email" name="email" {...EMAIL_FIELD} {...field('email')} />
			<TextAreaField
				id="lead-message"
				label="Message"
				name="message"
				rows={4}
				{...field('message')}
			/>
			<button type="submit" className="button" disabled={!hydrated || sending} aria-busy={sending}>
				Send
			</button>
			{/* Shown by the stylesheet while the page is offline (html[data-offline]), hydrated or not. */}
			<p className="lead-offline">{OFFLINE_SEND_TEXT}</p>
		</form>
	);
}
