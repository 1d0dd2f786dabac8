/**
 * A button lockout (spec section 9) for login, registration and Reload: after a click the button
 * stays disabled for a moment, so a double click cannot send a request twice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Registration buttons stay disabled this long after a click (spec: 2 to 3 seconds). */
export const REGISTER_LOCK_MS = 2000;

/** `[locked, lock]`: call `lock()` on click; `locked` is true for `ms` afterwards. */
export function useLock(ms: number = REGISTER_LOCK_MS): [boolean, () => void] {
	const [locked, setLocked] = useState(false);
	const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
	useEffect(
		() => () => {
			if (timer.current !== null) clearTimeout(timer.current);
		},
		[],
	);
	const lock = useCallback(() => {
		setLocked(true);
		if (timer.current !== null) clearTimeout(timer.current);
		timer.current = setTimeout(() => setLocked(false), ms);
	}, [ms]);
	return [locked, lock];
}
