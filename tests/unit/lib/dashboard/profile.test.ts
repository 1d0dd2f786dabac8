import { describe, expect, it } from 'vitest';
import { profileRows } from '../../../../src/lib/dashboard/profile.ts';

describe('profile rows', () => {
	it.each([
		[
			'every value given',
			{ name: 'Aarav Sharma', email: 'aarav@example.in', mobile: '9876543210', courses: [] },
			[
				{ label: 'Name', value: 'Aarav Sharma' },
				{ label: 'Email', value: 'aarav@example.in' },
				{ label: 'Mobile', value: '9876543210' },
			],
		],
		[
			'values M11 leaves out',
			{ name: 'Aarav Sharma', email: null, mobile: null, courses: ['NEET UG'] },
			[
				{ label: 'Name', value: 'Aarav Sharma' },
				{ label: 'Email', value: '—' },
				{ label: 'Mobile', value: '—' },
			],
		],
	])('%s', (_name, profile, expected) => {
		expect(profileRows(profile)).toEqual(expected);
	});
});
