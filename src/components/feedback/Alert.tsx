/**
 * Generic modal alert (spec section 2): heading, content, optional link, Close (hideable) and OK.
 * A native <dialog> opened with showModal(): the page behind is inert (focus stays inside),
 * Escape closes it, and focus returns to whatever had it when the alert opened.
 */
import { useId, type ReactNode } from 'react';
import { safeLink } from '../../lib/feedback/link.ts';
import { useModalDialog } from './use-modal-dialog.ts';
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
	const { dialogProps } = useModalDialog(open, onClose);
	const headingId = useId();
	const contentId = useId();
	const safe = link ? safeLink(link.url) : null;

	return (
		<dialog
			{...dialogProps}
			className="dialog alert-dialog"
			aria-labelledby={headingId}
			aria-describedby={contentId}
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
