/**
 * Toast helpers for the five kinds of spec section 8 (error, info, success, warning, default).
 * react-hot-toast runs headless (see `HotToasts`), so every kind but the default carries its own
 * icon, drawn by feedback.css.
 * Errors are announced assertively, everything else politely. Used by `HotToasts` only:
 * islands and stores queue notices with `notify` of src/stores/notices.ts.
 */
import { createElement } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast/headless';

export type ToastKind = 'error' | 'info' | 'success' | 'warning' | 'default';

const ICONS: Partial<Record<ToastKind, string>> = {
	error: '!',
	success: '✓',
	info: 'i',
	warning: '⚠',
};

/** Options react-hot-toast gets for a kind (icon, class, live-region politeness). */
export function toastOptions(kind: ToastKind, options: ToastOptions = {}): ToastOptions {
	const icon = ICONS[kind];
	return {
		className: `toast toast-${kind}`,
		ariaProps:
			kind === 'error'
				? { role: 'alert', 'aria-live': 'assertive' }
				: { role: 'status', 'aria-live': 'polite' },
		...(icon === undefined
			? {}
			: { icon: createElement('span', { 'aria-hidden': true, className: 'toast-icon' }, icon) }),
		...options,
	};
}

/** Shows a toast of `kind`; returns its id (for `toast.dismiss`). */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): string {
	const settings = toastOptions(kind, options);
	if (kind === 'error') return toast.error(message, settings);
	if (kind === 'success') return toast.success(message, settings);
	return toast(message, settings);
}
