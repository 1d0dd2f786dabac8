/**
 * Step one, 'Personal Information' (spec sections 2 and 5): full name (letters and spaces), the
 * country calling code (only when the institute has codes), mobile (digits), email, password and
 * confirmation (revealable), and the terms checkbox when the website is enabled. Next checks the
 * values in the spec's order; the first problem is shown at its field, which gets the focus.
 */
import type { SubmitEvent } from 'react';
import {
	describedBy,
	EMAIL_FIELD,
	Field,
	FieldError,
	MOBILE_FIELD,
	NAME_FIELD,
} from '../../forms/Field.tsx';
import type { CountryCode } from '../../../lib/lms/types.ts';
import { PERSONAL_FILTERS, type PersonalValues } from '../../../lib/validation/register.ts';
import { selectCountry, submitPersonal } from '../../../stores/registration.ts';
import { useFormFields } from '../../forms/use-form-fields.ts';
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
	const { field, ref, set, messageOf, check } = useFormFields(values, onChange, PERSONAL_FILTERS);
	const [locked, lock] = useLock();

	const submit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (locked) return;
		lock();
		check(submitPersonal(values));
	};

	const termsError = messageOf('termsAccepted');

	return (
		<form
			className="register-form"
			noValidate
			onSubmit={submit}
			aria-labelledby="register-step-heading"
		>
			<Field id="register-name" name="name" {...NAME_FIELD} {...field('name')} />
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
				<Field id="register-mobile" name="mobile" {...MOBILE_FIELD} {...field('mobile')} />
			</div>
			<Field id="register-email" name="email" {...EMAIL_FIELD} {...field('email')} />
			<Field
				id="register-password"
				label="Password"
				name="password"
				type="password"
				autoComplete="new-password"
				revealable
				{...field('password')}
			/>
			<Field
				id="register-confirm-password"
				label="Confirm password"
				name="confirmPassword"
				type="password"
				autoComplete="new-password"
				revealable
				{...field('confirmPassword')}
			/>
			{termsShown && (
				<div className="register-terms">
					<div className="register-check">
						<input
							ref={ref('termsAccepted')}
							id="register-terms"
							type="checkbox"
							checked={values.termsAccepted}
							{...describedBy('register-terms', termsError)}
							onChange={(event) => set('termsAccepted', event.target.checked)}
						/>
						<label htmlFor="register-terms">I accept the terms and conditions</label>
					</div>
					<a className="tap-target" href="/terms-and-condition" target="_blank" rel="noopener">
						Read the terms and conditions
						<span className="visually-hidden"> (opens in a new tab)</span>
					</a>
					<FieldError id="register-terms" error={termsError} />
				</div>
			)}
			<div className="register-actions">
				<button
					type="submit"
					className="form-button"
					disabled={!ready || locked || loadingCodes}
					// Enabled by the page while React loads (client:engaged); a press then waits.
					data-script-enables=""
					aria-busy={loadingCodes || undefined}
				>
					Next
				</button>
			</div>
		</form>
	);
}
