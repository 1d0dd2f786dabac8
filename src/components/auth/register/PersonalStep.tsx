/**
 * Step one, 'Personal Information' (spec sections 2 and 5): full name (letters and spaces), the
 * country calling code (only when the institute has codes), mobile (digits), email, password and
 * confirmation (revealable), and the terms checkbox when the website is enabled. Next checks the
 * values in the spec's order; the first problem is shown at its field, which gets the focus.
 */
import { useRef, useState, type ChangeEvent, type RefObject, type SubmitEvent } from 'react';
import { Field } from '../../forms/Field.tsx';
import type { CountryCode } from '../../../lib/lms/types.ts';
import {
	PERSONAL_FILTERS,
	type PersonalError,
	type PersonalField,
	type PersonalValues,
} from '../../../lib/validation/register.ts';
import { selectCountry, submitPersonal } from '../../../stores/registration.ts';
import { useLock } from '../../forms/use-lock.ts';

interface Props {
	values: PersonalValues;
	onChange: (values: PersonalValues) => void;
	countryCodes: CountryCode[];
	countryId: number | null;
	/** M10 is still loading: Next waits for it (the +91 rule depends on the code). */
	loadingCodes: boolean;
	termsShown: boolean;
	/** False until hydrated: the form needs JavaScript. */
	ready: boolean;
}

export default function PersonalStep({
	values,
	onChange,
	countryCodes,
	countryId,
	loadingCodes,
	termsShown,
	ready,
}: Props) {
	const [error, setError] = useState<PersonalError | null>(null);
	const [locked, lock] = useLock();
	const refs: Record<PersonalField, RefObject<HTMLInputElement | null>> = {
		name: useRef<HTMLInputElement>(null),
		mobile: useRef<HTMLInputElement>(null),
		email: useRef<HTMLInputElement>(null),
		password: useRef<HTMLInputElement>(null),
		confirmPassword: useRef<HTMLInputElement>(null),
		termsAccepted: useRef<HTMLInputElement>(null),
	};

	const change =
		(field: Exclude<PersonalField, 'termsAccepted'>) => (event: ChangeEvent<HTMLInputElement>) => {
			const value = PERSONAL_FILTERS[field]?.(event.target.value) ?? event.target.value;
			onChange({ ...values, [field]: value });
			if (error?.field === field) setError(null);
		};

	const submit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (locked) return;
		lock();
		const problem = submitPersonal(values);
		setError(problem);
		if (problem) refs[problem.field].current?.focus();
	};

	const messageOf = (field: PersonalField) => (error?.field === field ? error.message : null);
	const termsErrorId = 'register-terms-error';

	return (
		<form
			className="register-form"
			noValidate
			onSubmit={submit}
			aria-labelledby="register-step-heading"
		>
			<Field
				ref={refs.name}
				id="register-name"
				label="Full name"
				name="name"
				autoComplete="name"
				value={values.name}
				onChange={change('name')}
				error={messageOf('name')}
			/>
			<div className="register-phone">
				{countryCodes.length > 0 && (
					<div className="form-field register-code">
						<label htmlFor="register-country">Country code</label>
						<select
							id="register-country"
							name="country"
							value={countryId ?? ''}
							onChange={(event) => selectCountry(Number(event.target.value))}
						>
							{countryCodes.map((code) => (
								<option key={code.id} value={code.id}>
									{code.callingCode}
								</option>
							))}
						</select>
					</div>
				)}
				<Field
					ref={refs.mobile}
					id="register-mobile"
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
			</div>
			<Field
				ref={refs.email}
				id="register-email"
				label="Email"
				name="email"
				type="email"
				autoComplete="email"
				value={values.email}
				onChange={change('email')}
				error={messageOf('email')}
			/>
			<Field
				ref={refs.password}
				id="register-password"
				label="Password"
				name="password"
				type="password"
				autoComplete="new-password"
				revealable
				value={values.password}
				onChange={change('password')}
				error={messageOf('password')}
			/>
			<Field
				ref={refs.confirmPassword}
				id="register-confirm-password"
				label="Confirm password"
				name="confirmPassword"
				type="password"
				autoComplete="new-password"
				revealable
				value={values.confirmPassword}
				onChange={change('confirmPassword')}
				error={messageOf('confirmPassword')}
			/>
			{termsShown && (
				<div className="register-terms">
					<div className="register-check">
						<input
							ref={refs.termsAccepted}
							id="register-terms"
							type="checkbox"
							checked={values.termsAccepted}
							aria-invalid={error?.field === 'termsAccepted' ? true : undefined}
							aria-describedby={error?.field === 'termsAccepted' ? termsErrorId : undefined}
							onChange={(event) => {
								onChange({ ...values, termsAccepted: event.target.checked });
								if (error?.field === 'termsAccepted') setError(null);
							}}
						/>
						<label htmlFor="register-terms">I accept the terms and conditions</label>
					</div>
					<a className="tap-target" href="/terms-and-condition" target="_blank" rel="noopener">
						Read the terms and conditions
						<span className="visually-hidden"> (opens in a new tab)</span>
					</a>
					{error?.field === 'termsAccepted' && (
						<p id={termsErrorId} className="form-field-error" role="alert">
							{error.message}
						</p>
					)}
				</div>
			)}
			<div className="register-actions">
				<button
					type="submit"
					className="form-button"
					disabled={!ready || locked || loadingCodes}
					aria-busy={loadingCodes || undefined}
				>
					Next
				</button>
			</div>
		</form>
	);
}
