/**
 * One labelled form control with its error message: the message is tied to the control
 * (aria-describedby, aria-invalid) and announced when it appears (role="alert").
 */
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import './forms.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
	id: string;
	label: string;
	/** The validation message for this field, if any. */
	error?: string | null | undefined;
	/** Adds a Show/Hide toggle (password fields). */
	revealable?: boolean;
}

/** A labelled input with an accessible error message. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
	{ id, label, error, revealable = false, type = 'text', ...input },
	ref,
) {
	const [revealed, setRevealed] = useState(false);
	const errorId = `${id}-error`;
	return (
		<div className="form-field">
			<label htmlFor={id}>{label}</label>
			<div className={revealable ? 'form-field-reveal' : undefined}>
				<input
					ref={ref}
					id={id}
					type={revealable && revealed ? 'text' : type}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? errorId : undefined}
					{...input}
				/>
				{revealable && (
					<button
						type="button"
						className="form-field-toggle"
						aria-pressed={revealed}
						aria-controls={id}
						onClick={() => setRevealed((shown) => !shown)}
					>
						{revealed ? 'Hide' : 'Show'}
						<span className="visually-hidden"> {label}</span>
					</button>
				)}
			</div>
			{error && (
				<p id={errorId} className="form-field-error" role="alert">
					{error}
				</p>
			)}
		</div>
	);
});
