/**
 * Hooks shared by the dashboard panels: whether a student is logged in, known only once hydrated,
 * and keeping a lazily loaded dialog mounted from its first opening.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $loggedIn } from '../../stores/session.ts';
import { $firstPaint } from '../../stores/first-paint.ts';
import { useHydrated } from '../feedback/use-hydrated.ts';

/**
 * Null until hydrated, then whether a student is logged in. The session lives in localStorage,
 * which the server render cannot read: the first render must match it. Over a page's vanilla
 * first paint, which read the session, it is known from the first render.
 */
export function useStudent(): boolean | null {
	const loggedIn = useStore($loggedIn);
	const hydrated = useHydrated();
	return hydrated || $firstPaint.get() ? loggedIn : null;
}

/**
 * True from the first time `open` is true: the dialog then stays mounted, so closing it runs its
 * close (focus back to the opener) instead of removing it.
 */
export function useOpenedOnce(open: boolean): boolean {
	const [opened, setOpened] = useState(open);
	// Adjusting state while rendering (React's pattern for values derived from earlier renders).
	if (open && !opened) setOpened(true);
	return opened || open;
}
