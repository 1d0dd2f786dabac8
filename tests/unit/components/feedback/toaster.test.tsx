// @vitest-environment jsdom
/**
 * The one Toaster: nothing (no react-hot-toast) until there is a notice or an action; a notice
 * queued before any action shows, and stays shown after the queue has been emptied; a notice the
 * previous page carried over shows once the toaster has started.
 */
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, type Mounted } from '../support.ts';
import Toaster from '../../../../src/components/feedback/Toaster.tsx';
import { $notices, notify } from '../../../../src/stores/notices.ts';

// react-hot-toast asks for the reduced-motion preference; jsdom has no matchMedia.
// eslint-disable-next-line @typescript-eslint/unbound-method -- only tests whether it is there
window.matchMedia ??= ((query: string) =>
	({
		matches: false,
		media: query,
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
	}) as unknown as MediaQueryList) as typeof window.matchMedia;

let view: Mounted;
beforeEach(() => {
	view = mount();
	$notices.set([]);
});
afterEach(() => {
	view.unmount();
	sessionStorage.clear();
});

const settle = () =>
	act(async () => {
		await vi.dynamicImportSettled();
		await new Promise((resolve) => setTimeout(resolve, 0));
	});

describe('Toaster', () => {
	it('renders nothing before a notice or an action', async () => {
		view.render(createElement(Toaster));
		await settle();
		expect(document.body.textContent).not.toContain('Products that are no longer available');
		expect(document.querySelector('[role="status"], [role="alert"]')).toBeNull();
	});

	it('shows a notice queued before any action, and keeps it once the queue is empty', async () => {
		view.render(createElement(Toaster));
		act(() => notify('info', 'Products that are no longer available were removed from your cart.'));
		await settle();
		await settle();
		expect($notices.get()).toEqual([]);
		expect(document.body.textContent).toContain(
			'Products that are no longer available were removed from your cart.',
		);
	});

	it('leaves what the previous page carried over to the header or frame, which show it', async () => {
		// As the previous page of the tab left it (src/stores/notices.ts, carryNotices); the site
		// header or the dashboard frame shows it (src/browser/carried-notices.ts), toaster or not.
		const carried = JSON.stringify([{ kind: 'error', text: 'Sandbox fault: status 403' }]);
		sessionStorage.setItem('carried-notices', carried);
		view.render(createElement(Toaster));
		await settle();
		await settle();
		expect(document.body.textContent).not.toContain('Sandbox fault: status 403');
		expect(sessionStorage.getItem('carried-notices')).toBe(carried);
	});
});
