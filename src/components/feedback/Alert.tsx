/**
 * Generic modal alert (spec section 2): heading, content, optional link, Close (hideable) and OK.
 * A native <dialog> opened with showModal(): the page behind is inert (focus stays inside),
 * Escape closes it, and focus returns to whatever had it when the alert opened.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { safeLink } from '../../lib/feedback/link.ts';
import './feedback.css';

interface Props {
	open: boolean;
	heading: string;
	children: ReactNode;
	/** Optional link under the content; only http(s) or same-site addresses are shown. */
	link?: { text: string; url: string } | null;
	/** Shows the Close button (default true). */
	showClose?: boolean;
	okLabel?: string;
	/** Called by OK; defaults to `onClose`. */
	onOk?: () => void;
	/** Called by Close, Escape and (without `onOk`) OK; the parent then sets `open` to false. */
	onClose: () => void;
}

export default function Alert({
	open,
	heading,
	children,
	link = null,
	showClose = true,
	okLabel = 'OK',
	onOk,
	onClose,
}: Props) {
	const dialog = useRef<HTMLDialogElement>(null);
	const opener = useRef<HTMLElement | null>(null);
	const headingId = useId();
	const contentId = useId();
	const safe = link ? safeLink(link.url) : null;

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
			className="alert-dialog"
			aria-labelledby={headingId}
			aria-describedby={contentId}
			onCancel={(event) => {
				// Escape: let the parent decide, so `open` stays the single source of truth.
				event.preventDefault();
				onClose();
			}}
			onClose={() => {
				opener.current?.focus();
				opener.current = null;
			}}
		>
			<h2 id={headingId}>{heading}</h2>
			<div id={contentId} className="alert-content">
				{children}
			</div>
			{safe && link && (
				<p>
					<a
						href={safe.href}
						{...(safe.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
					>
						{link.text}
					</a>
				</p>
			)}
			<div className="alert-actions">
				{showClose && (
					<button type="button" className="button button-secondary" onClick={onClose}>
						Close
					</button>
				)}
				<button type="button" className="button" onClick={onOk ?? onClose}>
					{okLabel}
				</button>
			</div>
		</dialog>
	);
}
