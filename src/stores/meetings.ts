/**
 * Live classes (CONTRACT.md M20) for the dashboard's live-class placeholder: the list the server
 * gives (read loosely by src/lib/lms/mappers/dashboard.ts), with loading and failure.
 */
import { atom } from 'nanostores';
import type { ClientConfig } from '../lib/site/client-config.ts';
import type { Meeting } from '../lib/lms/types.ts';
import { lms } from './lms.ts';
import { $session } from './session.ts';

/** The list's state. */
export type MeetingsState =
	{ status: 'loading' } | { status: 'ready'; meetings: Meeting[] } | { status: 'error' };

export const $meetings = atom<MeetingsState>({ status: 'loading' });

const dashboardCalls = () => import('../lib/lms/calls/dashboard.ts');

/** Loads the student's live classes. */
export async function loadMeetings(config: ClientConfig): Promise<void> {
	$meetings.set({ status: 'loading' });
	try {
		const [http, calls] = await lms(config, dashboardCalls);
		const meetings = await calls.getMeetings(http, $session.get().userId);
		$meetings.set({ status: 'ready', meetings });
	} catch {
		$meetings.set({ status: 'error' });
	}
}
