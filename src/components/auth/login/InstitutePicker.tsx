/**
 * 'Select Institute' (spec section 2): the accounts sharing the typed identifier as a radio list
 * showing institute name and student name, the first preselected; Close and OK.
 */
import { useState, type SubmitEvent } from 'react';
import { LOGIN_SCREEN_TEXTS } from '../../../lib/auth/login-screen.ts';
import type { LoginResult } from '../../../lib/lms/types.ts';
import FormDialog from './FormDialog.tsx';

interface Props {
	/** The picker's entries; null when it is closed. */
	entries: LoginResult[] | null;
	busy: boolean;
	onChoose: (entry: LoginResult) => void;
	onClose: () => void;
}

function Choices({ entries, busy, onChoose, onClose, headingId }: Props & { headingId: string }) {
	const [chosen, setChosen] = useState(0);
	const list = entries ?? [];
	const submit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const entry = list[chosen];
		if (entry) onChoose(entry);
	};
	return (
		<form onSubmit={submit}>
			<fieldset className="institute-choices" aria-labelledby={headingId}>
				{list.map((entry, index) => (
					<label key={`${entry.instituteId}-${entry.userId}`} className="choice institute-choice">
						<input
							type="radio"
							name="institute"
							value={index}
							checked={chosen === index}
							onChange={() => setChosen(index)}
						/>
						<span>
							<strong>{entry.instituteName ?? `Institute ${entry.instituteId}`}</strong>
							{entry.name && <span className="institute-student">{entry.name}</span>}
						</span>
					</label>
				))}
			</fieldset>
			<div className="alert-actions">
				<button type="button" className="form-button secondary" onClick={onClose}>
					Close
				</button>
				<button type="submit" className="form-button" disabled={busy}>
					OK
				</button>
			</div>
		</form>
	);
}

/** The institute picker dialog. */
export default function InstitutePicker(props: Props) {
	return (
		<FormDialog
			open={props.entries !== null}
			heading={LOGIN_SCREEN_TEXTS.pickerTitle}
			onClose={props.onClose}
		>
			{(headingId) => <Choices {...props} headingId={headingId} />}
		</FormDialog>
	);
}
