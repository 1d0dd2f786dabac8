/**
 * My Profile (spec section 2 "Dashboard"), below the page's h1: the student's name, email and
 * mobile (M11) with Change Password, and the 'Course Applied' list; loading, and on failure
 * 'Unable to fetch profile details. Please try after some time!' with retry. Change Password
 * opens the accounts dialog, which logs out 3 seconds after a change. For a visitor it shows
 * nothing.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { PROFILE_TEXTS as TEXTS } from '../../lib/dashboard/profile.ts';
import type { ClientConfig } from '../../lib/site/client-config.ts';
import { toReact } from '../../views/react.ts';
import { $profile, ensureProfile, loadProfile } from '../../stores/profile.ts';
import FailureScreen from '../feedback/FailureScreen.tsx';
import { lazyPart } from '../feedback/lazy-part.tsx';
import Toaster from '../feedback/Toaster.tsx';
import { useHydrated } from '../feedback/use-hydrated.ts';
import { useOpenedOnce, useStudent } from './hooks.ts';
import { profileView } from '../../views/dashboard/panel-views.ts';
import './dashboard.css';

// The dialog (its form, validation and the M12 call) loads with the first Change Password.
const ChangePasswordDialog = lazyPart(() => import('../auth/ChangePasswordDialog.tsx'));

interface Props {
	config: ClientConfig;
}

/**
 * The whole My Profile page below its heading: the markup of each state is `profileView`, which
 * the page's script paints first (src/browser/start-profile.ts).
 */
export default function ProfilePanel({ config }: Props) {
	const student = useStudent();
	const state = useStore($profile);
	const [changing, setChanging] = useState(false);
	const dialogWanted = useOpenedOnce(changing);
	const live = useHydrated();
	useEffect(() => {
		if (student) ensureProfile(config);
	}, [config, student]);

	// A failure keeps its own state (Reload's lock, offline), its markup that of the view.
	if (student && (state.status === 'error' || (state.status === 'ready' && !state.profile))) {
		return (
			<>
				<FailureScreen text={TEXTS.failed} onRetry={() => void loadProfile(config)} />
				<Toaster />
			</>
		);
	}
	// A 403 (or the logout after a password change) leaves the toast area for the guard.
	return (
		<>
			{toReact(profileView({ student, live, ...state }, () => setChanging(true)))}
			{dialogWanted && (
				<ChangePasswordDialog config={config} open={changing} onClose={() => setChanging(false)} />
			)}
			<Toaster />
		</>
	);
}
