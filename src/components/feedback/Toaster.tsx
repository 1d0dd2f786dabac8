/**
 * The page's one toast area: it shows every notice queued with `notify` (src/stores/notices.ts).
 * Render it once per island page, e.g. `<Toaster client:idle />` or inside the page's island.
 *
 * react-hot-toast (with its CSS-in-JS runtime, about 5 KB gzip) is needed only once there is
 * something to say, and that follows an action: so it loads on the first notice, or ahead of it
 * on the visitor's first key press, tap or focus, and not with the page.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $notices } from '../../stores/notices.ts';
import { useHydrated } from './use-hydrated.ts';
import './feedback.css';

const HotToasts = lazy(() => import('./HotToasts.tsx'));

const FIRST_ACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/** The toast area; loads the toasts on the first notice or the first action. */
export default function Toaster() {
	const pending = useStore($notices).length > 0;
	// Nothing on the first render, which hydrates over markup that has no toast area.
	const hydrated = useHydrated();
	// Once wanted, the toasts stay mounted: showing a notice empties the queue, and unmounting
	// then would take the toast off the screen with it.
	const [wanted, setWanted] = useState(false);
	// What the previous page carried over (a login, a 403) is not shown here: the site header or
	// the dashboard frame shows it on every page, whether it has a toaster or not, so it always
	// looks the same (src/browser/carried-notices.ts).
	useEffect(() => {
		if (pending) setWanted(true);
	}, [pending]);
	useEffect(() => {
		if (wanted) return;
		const want = () => setWanted(true);
		for (const type of FIRST_ACTION) document.addEventListener(type, want, { once: true });
		return () => {
			for (const type of FIRST_ACTION) document.removeEventListener(type, want);
		};
	}, [wanted]);
	if (!hydrated || (!pending && !wanted)) return null;
	return (
		<Suspense fallback={null}>
			<HotToasts />
		</Suspense>
	);
}
