/**
 * The toasts themselves (spec section 8), loaded by `Toaster` when first needed: top-right, 3 s,
 * closed by a click (or its close button), paused while hovered, and dragged sideways to dismiss.
 * No progress bar. The only module that imports react-hot-toast, with `toast.ts`.
 *
 * react-hot-toast runs headless: its styled build writes its CSS into a <style> element at run
 * time, which the pages' Content Security Policy refuses (no 'unsafe-inline' styles), so the toasts
 * were laid out unstyled under the header. Here the library keeps the queue, timers and pausing,
 * and the look is the static stylesheet feedback.css; positions are set through the CSSOM, which
 * the policy allows.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $notices, dismissNotice } from '../../stores/notices.ts';
import { showToast } from './toast.ts';
import { resolveValue, toast, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOAST_DURATION_MS, TOAST_SWIPE_DISMISS_PX } from '../../lib/feedback/constants.ts';

const GUTTER_PX = 8;

type Handlers = ReturnType<typeof useToaster>['handlers'];

function SwipeableToast({
	item,
	offset,
	handlers,
}: {
	item: Toast;
	offset: number;
	handlers: Handlers;
}) {
	const [dragged, setDragged] = useState(0);
	const startX = useRef<number | null>(null);
	const measured = useRef<HTMLDivElement>(null);

	const { updateHeight } = handlers;
	useEffect(() => {
		// The library stacks toasts by their heights, which only the browser knows; told only of a
		// change, since each report re-renders the list.
		const height = measured.current?.getBoundingClientRect().height;
		if (height !== undefined && height !== item.height) updateHeight(item.id, height);
	}, [updateHeight, item.id, item.height, item.message]);

	const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
		startX.current = event.clientX;
		event.currentTarget.setPointerCapture(event.pointerId);
	};
	const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
		if (startX.current !== null) setDragged(event.clientX - startX.current);
	};
	const onPointerUp = () => {
		// A tap (barely moved) closes too: "closable by click".
		const dismiss = Math.abs(dragged) >= TOAST_SWIPE_DISMISS_PX || Math.abs(dragged) < 6;
		startX.current = null;
		setDragged(0);
		if (dismiss) toast.dismiss(item.id);
	};
	const onPointerCancel = () => {
		startX.current = null;
		setDragged(0);
	};

	return (
		<div
			ref={measured}
			className={`toast-slot${item.visible ? '' : ' toast-leaving'}`}
			style={{
				transform: `translate(${dragged}px, ${offset}px)`,
				opacity: item.visible
					? 1 - Math.min(Math.abs(dragged) / (TOAST_SWIPE_DISMISS_PX * 3), 0.6)
					: undefined,
			}}
		>
			<div
				className={item.className ?? 'toast'}
				onPointerDown={onPointerDown}
				onPointerMove={onPointerMove}
				onPointerUp={onPointerUp}
				onPointerCancel={onPointerCancel}
				{...item.ariaProps}
			>
				{item.icon}
				<span className="toast-message">{resolveValue(item.message, item)}</span>
				<button
					type="button"
					className="toast-close button-icon"
					aria-label="Close notification"
					onPointerDown={(event) => event.stopPropagation()}
					onClick={() => toast.dismiss(item.id)}
				>
					×
				</button>
			</div>
		</div>
	);
}

/** The toast container, configured per spec section 8, showing the notices the stores queue. */
export default function HotToasts() {
	const notices = useStore($notices);
	const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS });
	useEffect(() => {
		for (const notice of notices) {
			showToast(notice.kind, notice.text);
			dismissNotice(notice.id);
		}
	}, [notices]);
	return (
		<div className="toaster" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
			{toasts.map((item) => (
				<SwipeableToast
					key={item.id}
					item={item}
					handlers={handlers}
					offset={handlers.calculateOffset(item, { gutter: GUTTER_PX })}
				/>
			))}
		</div>
	);
}
