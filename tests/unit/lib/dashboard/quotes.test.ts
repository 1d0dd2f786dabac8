import { describe, expect, it } from 'vitest';
import { quoteOfDay } from '../../../../src/lib/dashboard/quotes.ts';

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
