/**
 * Live classes (CONTRACT.md M20) for the dashboard's live-class placeholder: the list the server
 * gives, read loosely (the contract does not describe its entries), with loading and failure.
 */
import { atom } from 'nanostores';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { isObject } from '../lib/lms/values.ts';
import { lms } from './lms.ts';
import { $session } from './session.ts';

/** One live class as the page lists it. */
export interface Meeting {
	title: string;
	when: string | null;
}

/** The list's state. */
export type MeetingsState =
	{ status: 'loading' } | { status: 'ready'; meetings: Meeting[] } | { status: 'error' };

export const $meetings = atom<MeetingsState>({ status: 'loading' });

const dashboardCalls = () => import('../lib/lms/calls/dashboard.ts');

const textOf = (entry: Record<string, unknown>, keys: string[]) => {
	for (const key of keys) {
		const value = entry[key];
		if (typeof value === 'string' && value.trim() !== '') return value.trim();
	}
	return null;
};

/** An M20 entry as a title and a time, whatever it is called; unnamed entries get a generic title. */
export function meetingFrom(entry: unknown): Meeting {
	const record = isObject(entry) ? entry : {};
	return {
		title: textOf(record, ['meeting_name', 'title', 'topic', 'name']) ?? 'Live class',
		when: textOf(record, ['start_time', 'meeting_date', 'date', 'start_date']),
	};
}

/** Loads the student's live classes. */
export async function loadMeetings(config: ClientConfig): Promise<void> {
	$meetings.set({ status: 'loading' });
	try {
		const [http, calls] = await lms(config, dashboardCalls);
		const entries = await calls.getMeetings(http, $session.get().userId);
		$meetings.set({ status: 'ready', meetings: entries.map(meetingFrom) });
	} catch {
		$meetings.set({ status: 'error' });
	}
}
