import { describe, expect, it } from 'vitest';
import {
	DASHBOARD_FEATURES,
	DASHBOARD_LINKS,
	DASHBOARD_TEXTS,
	featurePlaceholder,
	greeting,
} from '../../../../src/lib/dashboard/frame.ts';
import { quoteOfDay } from '../../../../src/lib/dashboard/quotes.ts';
import { meetingFrom } from '../../../../src/stores/meetings.ts';

describe('greeting (spec: morning before 12, afternoon 12 to 17, evening after)', () => {
	it.each([
		[0, 'Good Morning'],
		[11, 'Good Morning'],
		[12, 'Good Afternoon'],
		[17, 'Good Afternoon'],
		[18, 'Good Evening'],
		[23, 'Good Evening'],
	])('%i h → %s', (hour, text) => {
		expect(greeting(hour)).toBe(text);
	});

	it('follows the local hour of a Date (11:59 morning, 12:00 afternoon, 17:59, 18:00)', () => {
		const at = (h: number, m: number) => greeting(new Date(2026, 10, 23, h, m).getHours());
		expect([at(11, 59), at(12, 0), at(17, 59), at(18, 0)]).toEqual([
			'Good Morning',
			'Good Afternoon',
			'Good Afternoon',
			'Good Evening',
		]);
	});
});

describe('the frame', () => {
	it('pins the spec texts', () => {
		expect(DASHBOARD_TEXTS.goToWebsite).toBe('Go to website');
		expect(DASHBOARD_TEXTS.offline).toBe("You're offline right now. Check your connection.");
		expect(DASHBOARD_TEXTS.welcomeBack).toBe('Welcome back!');
	});

	it('lists Home, My Orders and My Profile', () => {
		expect(DASHBOARD_LINKS).toEqual([
			{ label: 'Home', href: '/dashboard' },
			{ label: 'My Orders', href: '/dashboard/my-orders' },
			{ label: 'My Profile', href: '/dashboard/profile' },
		]);
	});

	it('routes the seven listed sub-paths of the route table as placeholders', () => {
		expect(DASHBOARD_FEATURES.map((feature) => feature.slug)).toEqual([
			'live-class',
			'online-exam',
			'study',
			'online-assignment',
			'time-table',
			'offline-exams',
			'documents',
		]);
		expect(featurePlaceholder('Sunrise Academy')).toBe(
			'This is available in the Sunrise Academy app. It is not part of this website yet.',
		);
	});
});

describe('quoteOfDay', () => {
	it('is the same all day and changes the next day', () => {
		const morning = quoteOfDay(new Date(2026, 10, 23, 0, 1));
		expect(quoteOfDay(new Date(2026, 10, 23, 23, 59))).toEqual(morning);
		expect(quoteOfDay(new Date(2026, 10, 24, 9, 0))).not.toEqual(morning);
	});

	// Seven quotes, one a day in order, counted in whole days since 1 Jan 1970.
	it.each([
		['2026-11-26', 'An investment in knowledge pays the best interest.', 'Benjamin Franklin'],
		[
			'2026-11-27',
			'The beautiful thing about learning is that no one can take it away from you.',
			'B. B. King',
		],
		[
			'2026-11-28',
			'Live as if you were to die tomorrow. Learn as if you were to live forever.',
			'Mahatma Gandhi',
		],
		[
			'2026-11-29',
			'Education is not the filling of a pail, but the lighting of a fire.',
			'W. B. Yeats',
		],
		['2026-11-30', 'It always seems impossible until it is done.', 'Nelson Mandela'],
		['2026-12-01', 'The expert in anything was once a beginner.', 'Helen Hayes'],
		[
			'2026-12-02',
			'Dream is not that which you see while sleeping, it is something that does not let you sleep.',
			'A. P. J. Abdul Kalam',
		],
	])('%s gives %j', (day, text, author) => {
		expect(quoteOfDay(new Date(`${day}T12:00`))).toEqual({ text, author });
	});
});

describe('meetingFrom (M20 entries, read loosely)', () => {
	it.each([
		[
			{ meeting_name: 'Physics doubt class', start_time: '2026-11-24 17:00' },
			'Physics doubt class',
			'2026-11-24 17:00',
		],
		[{ topic: 'Algebra', date: '2026-11-25' }, 'Algebra', '2026-11-25'],
		[{ id: 4 }, 'Live class', null],
		['not an object', 'Live class', null],
		[{ title: '  ', name: 'Chemistry' }, 'Chemistry', null],
	])('%j', (entry, title, when) => {
		expect(meetingFrom(entry)).toEqual({ title, when });
	});
});
