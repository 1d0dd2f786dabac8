import { describe, expect, it } from 'vitest';
import { greeting } from '../../../../src/lib/dashboard/greeting.ts';

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
