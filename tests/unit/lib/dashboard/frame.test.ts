import { describe, expect, it } from 'vitest';
import {
	DASHBOARD_FEATURES,
	DASHBOARD_LINKS,
	DASHBOARD_TEXTS,
	featurePlaceholder,
} from '../../../../src/lib/dashboard/frame.ts';

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
