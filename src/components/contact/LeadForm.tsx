/**
 * 'Submit Your Query' (spec sections 2 and 5): full name (letters and spaces), mobile (digits),
 * email and message, checked in the spec's order; Send posts M13. The first invalid field gets the
 * message (tied to it with aria-describedby, announced) and the focus. Success and server errors
 * are toasts; Send is disabled while sending, and until hydrated (the form needs JavaScript).
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { LEAD_SENT_TEXT } from '../../lib/content/contact.ts';
import { notifyError, notifySuccess } from '../../lib/feedback/toast.ts';
import { GENERIC_ERROR_TEXT, isLmsError } from '../../lib/lms/errors.ts';
import { lazyLmsClient, loadLmsClient } from '../../stores/lazy-client.ts';
import type { ClientConfig } from '../../lib/site/client-config.ts';
import {
	validateContact,
	type ContactError,
	type ContactField,
	type ContactValues,
} from '../../lib/validation/contact.ts';
import { digitsOnly, lettersAndSpaces } from '../../lib/validation/fields.ts';
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
	const [sending, setSending] = useState(false);
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
		setSending(true);
		try {
			const message = await (
				await lazyLmsClient(config)
			).sendLead({
				name: values.name.trim(),
				mobile: values.mobile,
				email: values.email.trim(),
				comments: values.message.trim(),
			});
			notifySuccess(message ?? LEAD_SENT_TEXT);
			setValues(EMPTY);
		} catch (failure) {
			notifyError(isLmsError(failure) ? failure.text : GENERIC_ERROR_TEXT);
		} finally {
			setSending(false);
		}
	};

	const errorId = (field: ContactField) => `lead-${field}-error`;
	const describe = (field: ContactField) =>
		error?.field === field
			? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) }
			: {};
	const message = (field: ContactField) =>
		error?.field === field && (
			<p id={errorId(field)} className="field-error" role="alert">
				{error.message}
			</p>
		);

	return (
		<form
			className="lead-form"
			noValidate
			onSubmit={submit}
			// The LMS client loads once the visitor starts on the form, not with the page.
			onFocus={() => void loadLmsClient().catch(() => {})}
			aria-labelledby="lead-form-heading"
		>
			<h2 id="lead-form-heading">Submit Your Query</h2>
			<div className="field">
				<label htmlFor="lead-name">Full name</label>
				<input
					ref={fields.name}
					id="lead-name"
					name="name"
					autoComplete="name"
					value={values.name}
					onChange={change('name')}
					{...describe('name')}
				/>
				{message('name')}
			</div>
			<div className="field">
				<label htmlFor="lead-mobile">Mobile number</label>
				<input
					ref={fields.mobile}
					id="lead-mobile"
					name="mobile"
					type="tel"
					inputMode="numeric"
					autoComplete="tel-national"
					maxLength={15}
					value={values.mobile}
					onChange={change('mobile')}
					{...describe('mobile')}
				/>
				{message('mobile')}
			</div>
			<div className="field">
				<label htmlFor="lead-email">Email</label>
				<input
					ref={fields.email}
					id="lead-email"
					name="email"
					type="email"
					autoComplete="email"
					value={values.email}
					onChange={change('email')}
					{...describe('email')}
				/>
				{message('email')}
			</div>
			<div className="field">
				<label htmlFor="lead-message">Message</label>
				<textarea
					ref={fields.message}
					id="lead-message"
					name="message"
					rows={4}
					value={values.message}
					onChange={change('message')}
					{...describe('message')}
				/>
				{message('message')}
			</div>
			<button type="submit" className="button" disabled={!hydrated || sending} aria-busy={sending}>
				Send
			</button>
		</form>
	);
}
