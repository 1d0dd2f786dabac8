/**
 * Display rules of My Profile (spec section 2 "Dashboard"): the rows of the M11 profile and the
 * texts of the panel, its empty course list and its failure.
 */
import type { Profile } from '../lms/types.ts';
import { NO_VALUE } from './orders.ts';

/** The texts of My Profile; `failed` is verbatim from the spec (section 8). */
export const PROFILE_TEXTS = {
	loading: 'Loading your profile…',
	failed: 'Unable to fetch profile details. Please try after some time!',
	detailsHeading: 'Personal details',
	coursesHeading: 'Course Applied',
	noCourses: "You haven't applied for any course yet.",
	changePassword: 'Change Password',
} as const;

/** One labelled value of the profile. */
export interface ProfileRow {
	label: string;
	value: string;
}

/** Name, email and mobile, in that order; a value M11 leaves out shows '—'. */
export function profileRows(profile: Profile): ProfileRow[] {
	return [
		{ label: 'Name', value: profile.name ?? NO_VALUE },
		{ label: 'Email', value: profile.email ?? NO_VALUE },
		{ label: 'Mobile', value: profile.mobile ?? NO_VALUE },
	];
}
