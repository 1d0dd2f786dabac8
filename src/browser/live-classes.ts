/**
 * The live-class placeholder's list (M20, through src/stores/meetings.ts): loading, the classes
 * or an empty state, and a failure with Try again.
 */
import { $meetings, loadMeetings } from '../stores/meetings.ts';
import { pageClientConfig } from './page-config.ts';

/** Texts of the list's states (the spec has none for this stub screen). */
const TEXTS = {
	loading: 'Loading live classes…',
	empty: 'No live classes are scheduled for you.',
	failed: 'Live classes could not be loaded.',
};

const root = document.querySelector<HTMLElement>('[data-meetings]');
if (root) {
	const config = pageClientConfig();
	const status = root.querySelector<HTMLElement>('[data-meetings-status]')!;
	const list = root.querySelector<HTMLElement>('[data-meetings-list]')!;
	const retry = root.querySelector<HTMLButtonElement>('[data-meetings-retry]')!;
	retry.addEventListener('click', () => void loadMeetings(config));
	$meetings.subscribe((state) => {
		retry.hidden = state.status !== 'error';
		const meetings = state.status === 'ready' ? state.meetings : [];
		list.hidden = meetings.length === 0;
		list.replaceChildren(
			...meetings.map((meeting) => {
				const item = document.createElement('li');
				item.textContent = meeting.when ? `${meeting.title} (${meeting.when})` : meeting.title;
				return item;
			}),
		);
		status.textContent =
			state.status === 'loading'
				? TEXTS.loading
				: state.status === 'error'
					? TEXTS.failed
					: meetings.length === 0
						? TEXTS.empty
						: `${meetings.length} live class${meetings.length === 1 ? '' : 'es'}`;
	});
	void loadMeetings(config);
}
