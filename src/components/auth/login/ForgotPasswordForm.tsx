/**
 * The forgot-password form (spec sections 2 and 5), used by the login screen's dialog and by the
 * /forgot page: a mobile number (digits only, other input blocked), Close (dialog only) and
 * Continue (disabled while empty). Continue posts M4; the outcome is a toast.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { ClientConfig } from '../../../lib/site/client-config.ts';
import { canContinue, forgotMobileInput, validateForgot } from '../../../lib/validation/forgot.ts';
import { $forgotSending, prepareLogin, requestNewPassword } from '../../../stores/login.ts';
import { Field } from '../../forms/Field.tsx';
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

/** Mobile number, Close and Continue. */
export default function ForgotPasswordForm({ config, id, labelledBy, onClose, onSent }: Props) {
	const sending = useStore($forgotSending);
	const [mobile, setMobile] = useState('');
	const [error, setError] = useState<string | null>(null);
	const [hydrated, setHydrated] = useState(false);
	const input = useRef<HTMLInputElement>(null);
	useEffect(() => setHydrated(true), []);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (sending) return;
		const invalid = validateForgot(mobile);
		setError(invalid);
		if (invalid) {
			input.current?.focus();
			return;
		}
		if (await requestNewPassword(config, mobile)) {
			setMobile('');
			onSent?.();
		}
	};

	return (
		<form
			noValidate
			onSubmit={submit}
			onFocus={prepareLogin}
			onPointerDown={prepareLogin}
			aria-labelledby={labelledBy}
		>
			<Field
				ref={input}
				id={`${id}-mobile`}
				label="Mobile number"
				type="tel"
				inputMode="numeric"
				autoComplete="tel-national"
				maxLength={15}
				value={mobile}
				error={error}
				onChange={(event) => {
					setMobile(forgotMobileInput(event.target.value));
					setError(null);
				}}
			/>
			<div className="alert-actions">
				{onClose && (
					<button type="button" className="form-button secondary" onClick={onClose}>
						Close
					</button>
				)}
				<button
					type="submit"
					className="form-button"
					disabled={!hydrated || sending || !canContinue(mobile)}
					aria-busy={sending}
				>
					Continue
				</button>
			</div>
		</form>
	);
}
