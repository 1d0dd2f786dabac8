/**
 * The dashboard's My Profile (spec section 2 "Dashboard"): M11, through the lean transport
 * (`lean/profile.ts`), so the page loads no full client before Change Password. The island
 * reads `$profile` and calls `loadProfile`; the display rules are src/lib/dashboard/profile.ts. A
 * 403 logs out with the server's message (or the app-link popup) and is not reported again.
 */
import { map } from 'nanostores';
import { requestProfile } from '../lib/lms/lean/profile.ts';
import type { Profile } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { latest, studentValue, turns, type LoadStatus } from './latest.ts';
import { $session } from './session.ts';

export interface ProfileState {
	status: LoadStatus;
	profile: Profile | null;
}

export const $profile = map<ProfileState>({ status: 'loading', profile: null });

const profileTurn = turns();
let started = false;

/**
 * My Profile's first load, unless one has started: the page's script starts it before React has
 * loaded (src/browser/start-profile.ts), and the island's mount then finds it under way.
 */
export function ensureProfile(config: ClientConfig): void {
	if (!started) void loadProfile(config);
}

/** My Profile: M11 for the logged-in student; an empty reply counts as a failure. */
export async function loadProfile(config: ClientConfig): Promise<void> {
	const { userId, studentAuth } = $session.get();
	if (userId === 0) return;
	started = true;
	$profile.set({ status: 'loading', profile: null });
	await latest(
		profileTurn,
		async () => {
			const outcome = await requestProfile({
				mainApiUrl: config.mainApiUrl,
				userId,
				authorization: studentAuth ?? '',
			});
			return studentValue('M11', outcome);
		},
		(profile) => $profile.set({ status: profile ? 'ready' : 'error', profile }),
	);
}
