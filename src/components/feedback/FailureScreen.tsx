/**
 * Generic failure screen (spec section 2): 'Something went wrong! Please try after some time.'
 * with Reload, which calls `onRetry` and then stays disabled for 3 seconds (spec section 9).
 */
import { useEffect, useRef, useState } from 'react';
import { FAILURE_TEXT, RELOAD_LOCK_MS } from '../../lib/feedback/constants.ts';
import './feedback.css';

interface Props {
	onRetry: () => void;
	/** Overrides the generic text. */
	text?: string;
}

export default function FailureScreen({ onRetry, text = FAILURE_TEXT }: Props) {
	const [locked, setLocked] = useState(false);
	const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
	useEffect(
		() => () => {
			if (timer.current !== null) clearTimeout(timer.current);
		},
		[],
	);

	const reload = () => {
		setLocked(true);
		timer.current = setTimeout(() => setLocked(false), RELOAD_LOCK_MS);
		onRetry();
	};

	return (
		<div className="failure-screen" role="alert">
			<p>{text}</p>
			<button type="button" className="button" onClick={reload} disabled={locked}>
				Reload
			</button>
		</div>
	);
}
