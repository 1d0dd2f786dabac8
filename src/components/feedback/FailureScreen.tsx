/**
 * Generic failure screen (spec section 2): 'Something went wrong! Please try after some time.'
 * with Reload, which calls `onRetry` and then stays disabled for 3 seconds (spec section 9).
 * Offline, it says instead that the part will load once the connection is back, and calls
 * `onRetry` by itself on the `online` event: the page's offline notice is the one message.
 */
import { useEffect, useState } from 'react';
import { RELOAD_LOCK_MS } from '../../lib/feedback/failure.ts';
import { isOffline } from '../../lib/offline/rules.ts';
import { toReact } from '../../views/react.ts';
import { useLock } from '../forms/use-lock.ts';
import { failureView } from '../../views/feedback/failure-view.ts';
import { useHydrated } from './use-hydrated.ts';
import './feedback.css';

interface Props {
	onRetry: () => void;
	/** Overrides the generic text. */
	text?: string;
}

export default function FailureScreen({ onRetry, text }: Props) {
	const [locked, lock] = useLock(RELOAD_LOCK_MS);
	const hydrated = useHydrated();
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

	return toReact(failureView({ text, offline, locked: locked || !hydrated, onReload: reload }));
}
