/**
 * A modal dialog holding a small form (the institute picker, forgot password). A native <dialog>
 * opened with showModal(): the page behind is inert, Escape closes it, and focus returns to
 * whatever had it when it opened. Its content is mounted only while open, so it starts fresh.
 */
import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../feedback/use-modal-dialog.ts';
import '../../feedback/feedback.css';
import './login.css';

interface Props {
	open: boolean;
	heading: string;
	/** Called by Escape (and by the content's Close); the parent then sets `open` to false. */
	onClose: () => void;
	/** The content; receives the heading's id so a form can be labelled by it. */
	children: (headingId: string) => ReactNode;
}

/** The dialog frame; the caller renders the form and its buttons. */
export default function FormDialog({ open, heading, onClose, children }: Props) {
	const { dialogProps } = useModalDialog(open, onClose);
	const headingId = useId();

	return (
		<dialog
			{...dialogProps}
			className="dialog alert-dialog login-dialog"
			aria-labelledby={headingId}
		>
			<h2 id={headingId}>{heading}</h2>
			{open && children(headingId)}
		</dialog>
	);
}
