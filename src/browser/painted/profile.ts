/**
 * What My Profile's page script paints (src/browser/paint-island.ts): the island's own view of the
 * stores' state now, read the way the island reads it on its first render. Apart from the start
 * script, which runs on import, so a test can compare both renders.
 */
import { profileView } from '../../views/dashboard/panel-views.ts';
import type { ViewChild } from '../../views/node.ts';
import { $profile } from '../../stores/profile.ts';
import { $loggedIn } from '../../stores/session.ts';

/** My Profile below its heading (ProfilePanel.tsx). */
export function paintedProfile(): ViewChild {
	return profileView({ student: $loggedIn.get(), live: false, ...$profile.get() });
}

/** The stores {@link paintedProfile} reads. */
export const PROFILE_STORES = [$profile, $loggedIn];
