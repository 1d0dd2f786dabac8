/**
 * Generic failure screen (spec section 2): 'Something went wrong! Please try after some time.'
 * with Reload, which calls `onRetry` and then stays disabled for 3 seconds (spec section 9).
 * Offline, it says instead that the part will load once the connection is back, and calls
 * `onRetry` by itself on the `online` event: the page's offline notice is the one message.
 */
import { useEffect, useState } from 'react';
import { FAILURE_TEXT, RELOAD_LOCK_MS } from '../../lib/feedback/failure.ts';
import { isOffline } from '../../lib/offline/rules.ts';
import { OFFLINE_PART_TEXT } from '../../lib/offline/texts.ts';
import { useLock } from '../forms/use-lock.ts';
import './feedback.css';

interface Props {
	onRetry: () => void;
	/** Overrides the generic text. */
	text?: string;
}

export default function FailureScreen({ onRetry, text = FAILURE_TEXT }: Props) {
	const [locked, lock] = useLock(RELOAD_LOCK_MS);
	const [offline, setOffline] = useState(isOffline);
	useEffect(() => {
		const wentOffline = () => setOffline(true);
		const backOnline = () => {
			setOffline(false);
			onRetry();
		};
		addEventListener('offline', wentOffline);
		addEventListener('online', backOnline);
		return () => {
			removeEventListener('offline', wentOffline);
			removeEventListener('online', backOnline);
		};
	}, [onRetry]);
	const reload = () => {
		lock();
		onRetry();
	};

	if (offline)
		return (
			<div className="failure-screen" role="status">
				<p>{OFFLINE_PART_TEXT}</p>
			</div>
		);
	return (
		<div className="failure-screen" role="alert">
			<p>{text}</p>
			<button type="button" className="button" onClick={reload} disabled={locked}>
				Reload
			</button>
		</div>
	);
}
