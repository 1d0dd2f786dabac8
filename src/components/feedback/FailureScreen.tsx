/**
 * Generic failure screen (spec section 2): 'Something went wrong! Please try after some time.'
 * with Reload, which calls `onRetry` and then stays disabled for 3 seconds (spec section 9).
 */
import { FAILURE_TEXT, RELOAD_LOCK_MS } from '../../lib/feedback/constants.ts';
import { useLock } from '../forms/use-lock.ts';
import './feedback.css';

interface Props {
	onRetry: () => void;
	/** Overrides the generic text. */
	text?: string;
}

export default function FailureScreen({ onRetry, text = FAILURE_TEXT }: Props) {
	const [locked, lock] = useLock(RELOAD_LOCK_MS);
	const reload = () => {
		lock();
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
