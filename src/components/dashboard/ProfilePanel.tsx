/**
 * My Profile (spec section 2 "Dashboard"), below the page's h1: the student's name, email and
 * mobile (M11) with Change Password, and the 'Course Applied' list; loading, and on failure
 * 'Unable to fetch profile details. Please try after some time!' with retry. Change Password
 * opens the accounts dialog, which logs out 3 seconds after a change. For a visitor it shows
 * nothing.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { PROFILE_TEXTS as TEXTS, profileRows } from '../../lib/dashboard/profile.ts';
import type { ClientConfig } from '../../lib/site/client-config.ts';
import { $profile, ensureProfile, loadProfile } from '../../stores/profile.ts';
import FailureScreen from '../feedback/FailureScreen.tsx';
import { lazyPart } from '../feedback/lazy-part.tsx';
import Toaster from '../feedback/Toaster.tsx';
import { useOpenedOnce, useStudent } from './hooks.ts';
import Pending from './Pending.tsx';
import './dashboard.css';

// The dialog (its form, validation and the M12 call) loads with the first Change Password.
const ChangePasswordDialog = lazyPart(() => import('../auth/ChangePasswordDialog.tsx'));

interface Props {
	config: ClientConfig;
}

/** The whole My Profile page below its heading. */
export default function ProfilePanel({ config }: Props) {
	const student = useStudent();
	const { status, profile } = useStore($profile);
	const [changing, setChanging] = useState(false);
	const dialogWanted = useOpenedOnce(changing);
	useEffect(() => {
		if (student) ensureProfile(config);
	}, [config, student]);

	// A 403 (or the logout after a password change) leaves the toast area for the guard.
	if (student === false) return <Toaster />;
	if (student === null || status === 'loading') {
		return <Pending text={TEXTS.loading} />;
	}
	if (status === 'error' || !profile) {
		return (
			<>
				<FailureScreen text={TEXTS.failed} onRetry={() => void loadProfile(config)} />
				<Toaster />
			</>
		);
	}
	return (
		<div className="dashboard-profile">
			<section className="dashboard-card" aria-labelledby="profile-details">
				<div className="dashboard-card-body">
					<h2 id="profile-details" className="dashboard-card-title">
						{TEXTS.detailsHeading}
					</h2>
					<dl className="profile-rows">
						{profileRows(profile).map((row) => (
							<div key={row.label}>
								<dt>{row.label}</dt>
								<dd>{row.value}</dd>
							</div>
						))}
					</dl>
					<button type="button" className="button" onClick={() => setChanging(true)}>
						{TEXTS.changePassword}
					</button>
				</div>
			</section>
			<section className="dashboard-card" aria-labelledby="profile-courses">
				<div className="dashboard-card-body">
					<h2 id="profile-courses" className="dashboard-card-title">
						{TEXTS.coursesHeading}
					</h2>
					{profile.courses.length > 0 ? (
						<ul className="profile-courses">
							{profile.courses.map((course, index) => (
								<li key={`${index}-${course}`}>{course}</li>
							))}
						</ul>
					) : (
						<p className="dashboard-muted">{TEXTS.noCourses}</p>
					)}
				</div>
			</section>
			{dialogWanted && (
				<ChangePasswordDialog config={config} open={changing} onClose={() => setChanging(false)} />
			)}
			<Toaster />
		</div>
	);
}
