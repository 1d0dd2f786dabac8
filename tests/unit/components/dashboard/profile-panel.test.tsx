// @vitest-environment jsdom
/**
 * My Profile as a component, rendered into jsdom from the dashboard store's state (the loads are
 * spies here: tests/unit/stores/dashboard.test.ts runs them against the sandbox): the details,
 * the course list or its empty text, and the Change Password dialog opened and closed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actUntil, clickButton, mount, type Mounted } from '../support.ts';
import { config, logInStudent } from './support.ts';
import ProfilePanel from '../../../../src/components/dashboard/ProfilePanel.tsx';
import { $profile, loadProfile } from '../../../../src/stores/profile.ts';

vi.mock('../../../../src/stores/profile.ts', async (original) => ({
	...(await original<typeof import('../../../../src/stores/profile.ts')>()),
	ensureProfile: vi.fn(),
	loadProfile: vi.fn(async () => undefined),
}));

const AARAV = {
	name: 'Aarav Sharma',
	email: 'aarav.sharma@example.in',
	mobile: '9876543210',
	courses: ['JEE Main & Advanced', 'NEET UG'],
};

let view: Mounted;
beforeEach(() => {
	logInStudent();
	$profile.set({ status: 'loading', profile: null });
	vi.mocked(loadProfile).mockClear();
	view = mount();
});
afterEach(() => view.unmount());

const text = () => view.container.textContent;
const headings = () => [...view.container.querySelectorAll('h2')].map((h) => h.textContent);

describe('ProfilePanel', () => {
	it('shows name, email, mobile and the courses applied', () => {
		$profile.set({ status: 'ready', profile: AARAV });
		view.render(<ProfilePanel config={config} />);
		expect(headings()).toEqual(['Personal details', 'Course Applied']);
		expect([...view.container.querySelectorAll('dl div')].map((row) => row.textContent)).toEqual([
			'NameAarav Sharma',
			'Emailaarav.sharma@example.in',
			'Mobile9876543210',
		]);
		expect([...view.container.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
			'JEE Main & Advanced',
			'NEET UG',
		]);
	});

	it('says so when no course was applied for', () => {
		$profile.set({ status: 'ready', profile: { ...AARAV, email: null, courses: [] } });
		view.render(<ProfilePanel config={config} />);
		expect(view.container.querySelector('li')).toBeNull();
		expect(text()).toContain("You haven't applied for any course yet.");
		expect(text()).toContain('Email—');
	});

	it('opens the Change Password dialog, and Close closes it', async () => {
		$profile.set({ status: 'ready', profile: AARAV });
		view.render(<ProfilePanel config={config} />);
		expect(view.container.querySelector('dialog')).toBeNull();
		clickButton(view.container, 'Change Password');
		// The dialog loads on the first Change Password.
		await actUntil(() => view.container.querySelector('dialog')?.open === true);
		const dialog = view.container.querySelector('dialog')!;
		expect(dialog.querySelector('h2')?.textContent).toBe('Change Password');
		clickButton(dialog, 'Close');
		expect(dialog.open).toBe(false);
	});
});
