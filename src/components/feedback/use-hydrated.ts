/**
 * Whether the island has hydrated (false on its first render, true from its first effect). The
 * first render matches what the server or the page's script painted, when nothing works yet:
 * controls render disabled until then, so a tap before React has loaded is not silently lost,
 * and parts that only the browser renders (the toasts) wait for it.
 */
import { useEffect, useState } from 'react';

/** False on the first render, then true. */
export function useHydrated(): boolean {
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	return hydrated;
}
