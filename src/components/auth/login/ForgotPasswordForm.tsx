/**
 * The forgot-password form (spec sections 2 and 5), used by the login screen's dialog and by the
 * /forgot page: a mobile number (digits only, other input blocked), Close (dialog only) and
 * Continue (disabled while empty). Continue posts M4; the outcome is a toast.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import type { ClientConfig } from '../../../lib/site/client-config.ts';
import { canContinue, forgotMobileInput, validateForgot } from '../../../lib/validation/forgot.ts';
import { $forgotSending, prepareLogin, requestNewPassword } from '../../../stores/login.ts';
import { Field, MOBILE_FIELD } from '../../forms/Field.tsx';
import { useFormFields } from '../../forms/use-form-fields.ts';
import { useHydrated } from '../../feedback/use-hydrated.ts';
import '../../feedback/feedback.css';

interface Props {
	config: ClientConfig;
	/** Element id prefix, unique per page. */
	id: string;
	/** Labels the form (the dialog's or the page's heading). */
	labelledBy?: string;
	/** Shows Close (the dialog); called by it. */
	onClose?: () => void;
	/** Called once the new password has been sent. */
	onSent?: () => void;
}

const EMPTY = { mobile: '' };
const FILTERS = { mobile: forgotMobileInput };

/** Mobile number, Close and Continue. */
export default function ForgotPasswordForm({ config, id, labelledBy, onClose, onSent }: Props) {
	const sending = useStore($forgotSending);
	const [values, setValues] = useState(EMPTY);
	const { field, check } = useFormFields(values, setValues, FILTERS);
	const hydrated = useHydrated();
	// On /forgot the island hydrates once the student starts on it (client:engaged); in the login
	// screen's dialog it mounts when opened: either way the student has started.
	useEffect(() => prepareLogin(), []);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (sending) return;
		const invalid = validateForgot(values.mobile);
		if (!check(invalid === null ? null : { field: 'mobile', message: invalid })) return;
		if (await requestNewPassword(config, values.mobile)) {
			setValues(EMPTY);
			onSent?.();
		}
	};

	return (
		<form noValidate onSubmit={submit} aria-labelledby={labelledBy}>
			<Field id={`${id}-mobile`} {...MOBILE_FIELD} {...field('mobile')} />
			<div className="alert-actions">
				{onClose && (
					<button type="button" className="form-button secondary" onClick={onClose}>
						Close
					</button>
				)}
				<button
					type="submit"
					className="form-button"
					disabled={!hydrated || sending || !canContinue(values.mobile)}
					aria-busy={sending}
				>
					Continue
				</button>
			</div>
		</form>
	);
}
