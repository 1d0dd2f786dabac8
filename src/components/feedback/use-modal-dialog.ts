/**
 * A native <dialog> driven by an `open` prop: showModal() makes the page behind inert and traps
 * focus, Escape asks the parent to close (so `open` stays the single source of truth), and focus
 * returns to whatever had it when the dialog opened. Spread `dialogProps` on the <dialog>.
 */
import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

export interface ModalDialog {
	dialogProps: {
		ref: RefObject<HTMLDialogElement | null>;
		onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
		onClose: () => void;
	};
}

/** Opens and closes the dialog with `open`; `onClose` is called for Escape. */
export function useModalDialog(open: boolean, onClose: () => void): ModalDialog {
	const ref = useRef<HTMLDialogElement>(null);
	const opener = useRef<HTMLElement | null>(null);

	useEffect(() => {
		const element = ref.current;
		if (!element) return;
		if (open && !element.open) {
			opener.current =
				document.activeElement instanceof HTMLElement ? document.activeElement : null;
			element.showModal();
		} else if (!open && element.open) {
			element.close();
		}
	}, [open]);

	return {
		dialogProps: {
			ref,
			onCancel: (event) => {
				event.preventDefault();
				onClose();
			},
			onClose: () => {
				opener.current?.focus();
				opener.current = null;
			},
		},
	};
}
