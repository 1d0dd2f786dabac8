/**
 * One labelled form control with its error message: the message is tied to the control
 * (aria-describedby, aria-invalid) and announced when it appears (role="alert").
 */
import {
	forwardRef,
	useState,
	type InputHTMLAttributes,
	type ReactNode,
	type TextareaHTMLAttributes,
} from 'react';
import '../../styles/controls.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
	id: string;
	label: string;
	/** The validation message for this field, if any. */
	error?: string | null | undefined;
	/** Adds a Show/Hide toggle (password fields). */
	revealable?: boolean;
}

// Fields several forms ask for, with the same label, keyboard and autofill wherever they stand.

/** A full name: letters and spaces (the form filters what is typed). */
export const NAME_FIELD = { label: 'Full name', autoComplete: 'name' } as const;

/** A mobile number: digits, with the number keypad. */
export const MOBILE_FIELD = {
	label: 'Mobile number',
	// The number without its country code (a select beside it) is autofill's `tel-national`, which
	// HTML allows on a text input only; `inputMode` still brings up the number keypad.
	type: 'text',
	inputMode: 'numeric',
	autoComplete: 'tel-national',
	maxLength: 15,
} as const;

/** An email address. */
export const EMAIL_FIELD = { label: 'Email', type: 'email', autoComplete: 'email' } as const;

/** A multi-line field (`<textarea>`) with the same label and error message as `Field`. */
export interface TextAreaFieldProps extends Omit<
	TextareaHTMLAttributes<HTMLTextAreaElement>,
	'id'
> {
	id: string;
	label: string;
	error?: string | null | undefined;
}

/** The message of the control `id`, announced when it appears; nothing without one. */
export function FieldError(props: { id: string; error: string | null | undefined }) {
	return props.error ? (
		<p id={`${props.id}-error`} className="form-field-error" role="alert">
			{props.error}
		</p>
	) : null;
}

// Label above, control, then the message tied to the control: shared by both field kinds.
function FieldFrame(props: {
	id: string;
	label: string;
	error: string | null | undefined;
	children: ReactNode;
}) {
	return (
		<div className="form-field">
			<label htmlFor={props.id}>{props.label}</label>
			{props.children}
			<FieldError id={props.id} error={props.error} />
		</div>
	);
}

/** The attributes that tie the control `id` to its message (`FieldError`) while there is one. */
export const describedBy = (id: string, error: string | null | undefined) =>
	error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** A labelled textarea with an accessible error message. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
	function TextAreaField({ id, label, error, ...textarea }, ref) {
		return (
			<FieldFrame id={id} label={label} error={error}>
				<textarea ref={ref} id={id} {...describedBy(id, error)} {...textarea} />
			</FieldFrame>
		);
	},
);

/** A labelled input with an accessible error message. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
	{ id, label, error, revealable = false, type = 'text', ...input },
	ref,
) {
	const [revealed, setRevealed] = useState(false);
	return (
		<FieldFrame id={id} label={label} error={error}>
			<div className={revealable ? 'form-field-reveal' : undefined}>
				<input
					ref={ref}
					id={id}
					type={revealable && revealed ? 'text' : type}
					{...describedBy(id, error)}
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
		</FieldFrame>
	);
});
