/**
 * 'Submit Your Query' (spec sections 2 and 5): full name (letters and spaces), mobile (digits),
 * email and message, checked in the spec's order; Send posts M13. The first invalid field gets the
 * message (tied to it with aria-describedby, announced) and the focus. Success and server errors
 * are toasts; Send is disabled while sending, and until hydrated (the form needs JavaScript);
 * offline, a line under it says why nothing can be sent now.
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { ClientConfig } from '../../lib/site/client-config.ts';
import {
	validateContact,
	type ContactError,
	type ContactField,
	type ContactValues,
} from '../../lib/validation/contact.ts';
import { digitsOnly, lettersAndSpaces } from '../../lib/validation/fields.ts';
import { $leadSending, prepareLead, sendLead } from '../../stores/contact.ts';
import { OFFLINE_SEND_TEXT } from '../../lib/offline/texts.ts';
import { Field, TextAreaField } from '../forms/Field.tsx';
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
	const [error, setError] = useState<ContactError | null>(null);
	const sending = useStore($leadSending);
	const [hydrated, setHydrated] = useState(false);
	const fields = {
		name: useRef<HTMLInputElement>(null),
		mobile: useRef<HTMLInputElement>(null),
		email: useRef<HTMLInputElement>(null),
		message: useRef<HTMLTextAreaElement>(null),
	};
	useEffect(() => setHydrated(true), []);

	const change =
		(field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
			const value = FILTERS[field]?.(event.target.value) ?? event.target.value;
			setValues((current) => ({ ...current, [field]: value }));
			if (error?.field === field) setError(null);
		};

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (sending) return;
		const invalid = validateContact(values);
		setError(invalid);
		if (invalid) {
			fields[invalid.field].current?.focus();
			return;
		}
		if (await sendLead(config, values)) setValues(EMPTY);
	};

	const messageOf = (field: ContactField) => (error?.field === field ? error.message : null);

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
			<Field
				ref={fields.name}
				id="lead-name"
				label="Full name"
				name="name"
				autoComplete="name"
				value={values.name}
				onChange={change('name')}
				error={messageOf('name')}
			/>
			<Field
				ref={fields.mobile}
				id="lead-mobile"
				label="Mobile number"
				name="mobile"
				type="tel"
				inputMode="numeric"
				autoComplete="tel-national"
				maxLength={15}
				value={values.mobile}
				onChange={change('mobile')}
				error={messageOf('mobile')}
			/>
			<Field
				ref={fields.email}
				id="lead-email"
				label="Email"
				name="email"
				type="email"
				autoComplete="email"
				value={values.email}
				onChange={change('email')}
				error={messageOf('email')}
			/>
			<TextAreaField
				ref={fields.message}
				id="lead-message"
				label="Message"
				name="message"
				rows={4}
				value={values.message}
				onChange={change('message')}
				error={messageOf('message')}
			/>
			<button type="submit" className="button" disabled={!hydrated || sending} aria-busy={sending}>
				Send
			</button>
			{/* Shown by the stylesheet while the page is offline (html[data-offline]), hydrated or not. */}
			<p className="lead-offline">{OFFLINE_SEND_TEXT}</p>
		</form>
	);
}
