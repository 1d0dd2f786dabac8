/**
 * Change Password dialog (spec sections 2, 4, 5): current, new and retype fields with show/hide
 * toggles; Close and Change Password. Checked in the spec's order; the server checks the current
 * password. On success it shows the server message, then after 3 seconds closes and logs out.
 * Opened from the dashboard profile.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '../forms/Field.tsx';
import { useFormFields } from '../forms/use-form-fields.ts';
import type { ClientConfig } from '../../lib/site/client-config.ts';
import {
	validateChangePassword,
	type ChangePasswordField,
	type ChangePasswordValues,
} from '../../lib/validation/change-password.ts';
import { changePassword, LOGOUT_AFTER_CHANGE_MS } from '../../stores/account.ts';
import { logout } from '../../stores/auth.ts';

interface Props {
	config: ClientConfig;
	open: boolean;
	onClose: () => void;
	/** Where to go once logged out (default `/login`). */
	afterLogout?: (path: string) => void;
}

const EMPTY: ChangePasswordValues = { current: '', next: '', retype: '' };
const LABELS: Record<ChangePasswordField, string> = {
	current: 'Current password',
	next: 'New password',
	retype: 'Retype new password',
};

export default function ChangePasswordDialog({
	config,
	open,
	onClose,
	afterLogout = (path) => location.assign(path),
}: Props) {
	const dialog = useRef<HTMLDialogElement>(null);
	const headingId = useId();
	const [values, setValues] = useState(EMPTY);
	const { field, check, focus, setError } = useFormFields(values, setValues);
	const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
	const [busy, setBusy] = useState(false);
	const [done, setDone] = useState(false);

	useEffect(() => {
		const element = dialog.current;
		if (!element) return;
		if (open && !element.open) element.showModal();
		if (!open && element.open) element.close();
		if (!open) {
			setValues(EMPTY);
			setError(null);
			setStatus(null);
		}
	}, [open, setError]);

	// An effect event: the timer below starts once, when the change is done, and calls the latest props.
	const logOutAfterChange = useEffectEvent(async () => {
		onClose();
		await logout(config);
		afterLogout('/login');
	});
	useEffect(() => {
		if (!done) return;
		const timer = setTimeout(() => void logOutAfterChange(), LOGOUT_AFTER_CHANGE_MS);
		return () => clearTimeout(timer);
	}, [done]);

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		if (busy || done) return;
		setStatus(null);
		if (!check(validateChangePassword(values))) return;
		setBusy(true);
		const outcome = await changePassword(config, values);
		setBusy(false);
		if (outcome.ok) {
			// The typed passwords are not needed any more.
			setValues(EMPTY);
			setStatus({ kind: 'success', text: outcome.message ?? 'Password changed.' });
			setDone(true);
		} else {
			// Kept, so that trying again after a failed request needs no retyping (the dialog's
			// state only, never stored); Close empties them.
			setStatus({ kind: 'error', text: outcome.message });
			focus('current');
		}
	};

	const passwordField = (name: ChangePasswordField, autoComplete: string) => (
		<Field
			id={`change-password-${name}`}
			label={LABELS[name]}
			type="password"
			revealable
			autoComplete={autoComplete}
			{...field(name)}
			disabled={done}
		/>
	);

	return (
		<dialog
			ref={dialog}
			className="dialog change-password"
			aria-labelledby={headingId}
			onCancel={(event) => {
				if (done) event.preventDefault();
				else onClose();
			}}
		>
			<form noValidate onSubmit={submit}>
				<h2 id={headingId}>Change Password</h2>
				{passwordField('current', 'current-password')}
				{passwordField('next', 'new-password')}
				{passwordField('retype', 'new-password')}
				<p role="status" className={status ? `change-password-${status.kind}` : undefined}>
					{status?.text}
				</p>
				<div className="change-password-actions">
					<button type="button" className="form-button secondary" onClick={onClose} disabled={done}>
						Close
					</button>
					<button type="submit" className="form-button" disabled={busy || done}>
						Change Password
					</button>
				</div>
			</form>
		</dialog>
	);
}
