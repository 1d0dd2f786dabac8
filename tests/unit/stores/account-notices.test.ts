// @vitest-environment jsdom
/**
 * After a logout the visitor is told so on the page they are taken to (issue 29 item 7): the
 * notice is carried as the page leaves, and the next page shows it once, as a plain notice, even
 * without a toaster island (the home page).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { CLIENT_CONFIG, STUDENT_SESSION } from '../fixtures/session.ts';

const fake = vi.hoisted(() => ({ logout: vi.fn() }));
vi.mock('../../../src/stores/lms.ts', () => ({
	preload: () => undefined,
	lms: async () => [{}, { logout: fake.logout }],
}));

beforeAll(() => useTestStorageEngine());
afterEach(() => {
	cleanTestStorage();
	sessionStorage.clear();
	document.body.replaceChildren();
	fake.logout.mockReset();
	vi.resetModules();
});

const config = CLIENT_CONFIG;
const { userStatus: _status, ...student } = STUDENT_SESSION;

/** The stores as the page that logs out loads them. */
async function leavingPage() {
	const session = await import('../../../src/stores/session.ts');
	const auth = await import('../../../src/stores/auth.ts');
	const notices = await import('../../../src/stores/notices.ts');
	return { session, auth, notices };
}

/** The next page of the tab: fresh modules, the same sessionStorage. */
async function nextPage() {
	vi.resetModules();
	return {
		notices: await import('../../../src/stores/notices.ts'),
		shown: await import('../../../src/browser/carried-notices.ts'),
	};
}

describe('logout', () => {
	it("carries 'You are logged out.' to the next page, which shows it once", async () => {
		const { session, auth, notices } = await leavingPage();
		session.setSession(student);
		await auth.logout(config);
		expect(fake.logout).toHaveBeenCalledOnce();
		expect(session.$loggedIn.get()).toBe(false);
		// Not a toast on the page that is leaving.
		expect(notices.$notices.get()).toEqual([]);

		const next = await nextPage();
		expect(next.notices.hasCarriedNotices()).toBe(true);
		next.shown.showCarriedNotices();
		const shown = [...document.querySelectorAll('.notice-region .notice')];
		expect(
			shown.map((notice) => [notice.className, notice.querySelector('p')?.textContent]),
		).toEqual([['notice notice-success', 'You are logged out.']]);
		expect(next.notices.hasCarriedNotices()).toBe(false);
		expect(next.notices.takeCarriedNotices()).toEqual([]);
	});

	it('says nothing when nobody was logged in', async () => {
		const { auth } = await leavingPage();
		await auth.logout(config);
		expect(fake.logout).not.toHaveBeenCalled();
		const next = await nextPage();
		expect(next.notices.hasCarriedNotices()).toBe(false);
	});

	it('shows a carried error as an error notice', async () => {
		const { notices } = await leavingPage();
		notices.notify('error', 'Session expired');
		notices.carryNotices();
		const next = await nextPage();
		next.shown.showCarriedNotices();
		expect(document.querySelector('.notice-region .notice')?.className).toBe('notice notice-error');
	});
});
