/**
 * The toasts themselves (spec section 8), loaded by `Toaster` when first needed: top-right, 3 s,
 * closed by a click (or its close button), paused while hovered (react-hot-toast pauses on hover),
 * and dragged sideways to dismiss (react-hot-toast has no dragging, so each toast handles its own
 * pointer swipe). No progress bar. The only module that imports react-hot-toast, with `toast.ts`.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $notices, dismissNotice } from '../../stores/notices.ts';
import { showToast } from './toast.ts';
import { Toaster as HotToaster, ToastBar, toast, type Toast } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_SWIPE_DISMISS_PX } from '../../lib/feedback/constants.ts';

function SwipeableToast({ item }: { item: Toast }) {
	const [offset, setOffset] = useState(0);
	const startX = useRef<number | null>(null);

	const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
		startX.current = event.clientX;
		event.currentTarget.setPointerCapture(event.pointerId);
	};
	const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
		if (startX.current !== null) setOffset(event.clientX - startX.current);
	};
	const onPointerUp = () => {
		// A tap (barely moved) closes too: "closable by click".
		const dismiss = Math.abs(offset) >= TOAST_SWIPE_DISMISS_PX || Math.abs(offset) < 6;
		startX.current = null;
		setOffset(0);
		if (dismiss) toast.dismiss(item.id);
	};
	const onPointerCancel = () => {
		startX.current = null;
		setOffset(0);
	};

	return (
		<div
			className="toast-swipe"
			onPointerDown={onPointerDown}
			onPointerMove={onPointerMove}
			onPointerUp={onPointerUp}
			onPointerCancel={onPointerCancel}
			style={{
				transform: offset === 0 ? undefined : `translateX(${offset}px)`,
				opacity: 1 - Math.min(Math.abs(offset) / (TOAST_SWIPE_DISMISS_PX * 3), 0.6),
				touchAction: 'pan-y',
				cursor: 'pointer',
			}}
		>
			<ToastBar toast={item}>
				{({ icon, message }) => (
					<>
						{icon}
						{message}
						<button
							type="button"
							className="toast-close"
							aria-label="Close notification"
							onPointerDown={(event) => event.stopPropagation()}
							onClick={() => toast.dismiss(item.id)}
						>
							×
						</button>
					</>
				)}
			</ToastBar>
		</div>
	);
}

/** The toast container, configured per spec section 8, showing the notices the stores queue. */
export default function HotToasts() {
	const notices = useStore($notices);
	useEffect(() => {
		for (const notice of notices) {
			showToast(notice.kind, notice.text);
			dismissNotice(notice.id);
		}
	}, [notices]);
	return (
		<HotToaster
			position="top-right"
			toastOptions={{
				duration: TOAST_DURATION_MS,
				style: {
					color: 'var(--color-text)',
					background: 'var(--color-background)',
					border: '1px solid var(--color-border)',
					fontFamily: 'var(--font-content)',
					maxWidth: 'min(360px, calc(100vw - 32px))',
				},
			}}
		>
			{(item) => <SwipeableToast item={item} />}
		</HotToaster>
	);
}
