/**
 * Mapper of the dashboard's M20 entries (live classes). The contract does not describe them, so
 * each is read loosely: a title and a time, whatever the server calls them.
 */
import type { Meeting } from '../types.ts';
import { isObject } from '../values.ts';

const textOf = (entry: Record<string, unknown>, keys: string[]) => {
	for (const key of keys) {
		const value = entry[key];
		if (typeof value === 'string' && value.trim() !== '') return value.trim();
	}
	return null;
};

/** An M20 entry as a title and a time, whatever it is called; unnamed entries get a generic title. */
export function mapMeeting(entry: unknown): Meeting {
	const record = isObject(entry) ? entry : {};
	return {
		title: textOf(record, ['meeting_name', 'title', 'topic', 'name']) ?? 'Live class',
		when: textOf(record, ['start_time', 'meeting_date', 'date', 'start_date']),
	};
}
