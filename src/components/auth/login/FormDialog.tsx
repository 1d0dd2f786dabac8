/**
 * A modal dialog holding a small form (the institute picker, forgot password). A native <dialog>
 * opened with showModal(): the page behind is inert, Escape closes it, and focus returns to
 * whatever had it when it opened. Its content is mounted only while open, so it starts fresh.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
	const dialog = useRef<HTMLDialogElement>(null);
	const opener = useRef<HTMLElement | null>(null);
	const headingId = useId();

	useEffect(() => {
		const element = dialog.current;
		if (!element) return;
		if (open && !element.open) {
			opener.current =
				document.activeElement instanceof HTMLElement ? document.activeElement : null;
			element.showModal();
		} else if (!open && element.open) {
			element.close();
		}
	}, [open]);

	return (
		<dialog
			ref={dialog}
			className="alert-dialog login-dialog"
			aria-labelledby={headingId}
			onCancel={(event) => {
				// Escape: the parent decides, so `open` stays the single source of truth.
				event.preventDefault();
				onClose();
			}}
			onClose={() => {
				opener.current?.focus();
				opener.current = null;
			}}
		>
			<h2 id={headingId}>{heading}</h2>
			{open && children(headingId)}
		</dialog>
	);
}
