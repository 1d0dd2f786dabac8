// @vitest-environment jsdom
/**
 * Notices: queued and dismissed on the page that raised them, and carried to the next page of the
 * tab when the page leaves at once (the dashboard's guard after a 403).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
	vi.unstubAllGlobals();
	sessionStorage.clear();
	vi.resetModules();
});

/** The module as a new page of the tab loads it. */
const page = () => import('../../../src/stores/notices.ts');
const texts = (notices: Awaited<ReturnType<typeof page>>) =>
	notices.$notices.get().map(({ kind, text }) => [kind, text]);

describe('notices', () => {
	it('queues non-blank texts and removes a shown one', async () => {
		const notices = await page();
		notices.notify('error', 'Session expired');
		notices.notify('info', '  ');
		expect(texts(notices)).toEqual([['error', 'Session expired']]);
		notices.dismissNotice(notices.$notices.get()[0]!.id);
		expect(notices.$notices.get()).toEqual([]);
	});

	it.each<[string, boolean, string[][]]>([
		[
			'online',
			true,
			[
				['error', 'Please check your internet connection!'],
				['error', 'Bad code'],
			],
		],
		// Offline, the page's offline notice is the one message (issue 29 item 4).
		['offline', false, [['error', 'Bad code']]],
	])('%s, the network-error text is queued only when online', async (_case, onLine, expected) => {
		vi.stubGlobal('navigator', { onLine });
		const notices = await page();
		notices.notify('error', 'Please check your internet connection!');
		notices.notify('error', 'Bad code');
		expect(texts(notices)).toEqual(expected);
	});

	it('carries the waiting notices to the next page of the tab, which restores them once', async () => {
		const leaving = await page();
		leaving.notify('error', 'Sandbox fault: status 403');
		leaving.carryNotices();
		vi.resetModules();
		const next = await page();
		// Nothing before the toaster asks (the server rendered no notice).
		expect(texts(next)).toEqual([]);
		next.restoreCarriedNotices();
		expect(texts(next)).toEqual([['error', 'Sandbox fault: status 403']]);
		vi.resetModules();
		const after = await page();
		after.restoreCarriedNotices();
		expect(texts(after)).toEqual([]);
	});

	it('the leaving page itself does not take back what it carried', async () => {
		const leaving = await page();
		leaving.notify('error', 'Sandbox fault: status 403');
		leaving.carryNotices();
		leaving.$notices.set([]);
		leaving.restoreCarriedNotices();
		expect(texts(leaving)).toEqual([]);
		vi.resetModules();
		const next = await page();
		next.restoreCarriedNotices();
		expect(texts(next)).toEqual([['error', 'Sandbox fault: status 403']]);
	});

	it('carries nothing when nothing waits', async () => {
		(await page()).carryNotices();
		expect(sessionStorage.length).toBe(0);
	});

	it.each([
		['not JSON', '{"kind'],
		['not a list', '{"kind":"error","text":"x"}'],
		['an unknown kind', '[{"kind":"shout","text":"x"}]'],
		['a text that is not a string', '[{"kind":"error","text":3}]'],
	])('a foreign stored value (%s) is dropped', async (_case, stored) => {
		sessionStorage.setItem('carried-notices', stored);
		const notices = await page();
		notices.restoreCarriedNotices();
		expect(texts(notices)).toEqual([]);
		expect(sessionStorage.getItem('carried-notices')).toBeNull();
	});

	it('unavailable storage carries nothing and breaks nothing', async () => {
		vi.stubGlobal('sessionStorage', {
			getItem: () => {
				throw new Error('denied');
			},
			setItem: () => {
				throw new Error('denied');
			},
		});
		const notices = await page();
		expect(() => notices.restoreCarriedNotices()).not.toThrow();
		notices.notify('error', 'kept on this page');
		expect(() => notices.carryNotices()).not.toThrow();
		expect(texts(notices)).toEqual([['error', 'kept on this page']]);
	});
});
