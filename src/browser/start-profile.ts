/**
 * My Profile's M11 starts as the page runs, and its answer is painted at once with the island's
 * own views (src/views/dashboard/panel-views.ts) while React loads; the island then
 * hydrates over that markup, finding the load done (src/browser/paint-island.ts).
 */
import { $profile, ensureProfile } from '../stores/profile.ts';
import { $loggedIn } from '../stores/session.ts';
import { pageClientConfig } from './page-config.ts';
import { paintIsland } from './paint-island.ts';
import { PROFILE_STORES, paintedProfile } from './painted/profile.ts';

ensureProfile(pageClientConfig());
paintIsland(
	paintedProfile,
	PROFILE_STORES,
	() => !$loggedIn.get() || $profile.get().status !== 'loading',
);
