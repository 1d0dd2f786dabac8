// @vitest-environment jsdom
/**
 * The reusable feedback pieces as components: the generic modal alert and the failure screen.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickButton, mount, type Mounted } from './support.ts';
import Alert from '../../../src/components/feedback/Alert.tsx';
import FailureScreen from '../../../src/components/feedback/FailureScreen.tsx';

let view: Mounted;
beforeEach(() => {
	view = mount();
});
afterEach(() => {
	view.unmount();
	vi.useRealTimers();
});

const buttons = () =>
	[...view.container.querySelectorAll('button')].map((button) => button.textContent);

describe('Alert', () => {
	it('shows heading, content, a safe link, Close and OK; OK and Close call back', () => {
		const onOk = vi.fn();
		const onClose = vi.fn();
		view.render(
			<Alert
				open
				heading="Unable to login!"
				link={{ text: 'Get the app', url: 'https://play.example/app' }}
				onOk={onOk}
				onClose={onClose}
			>
				This is not your registered device.
			</Alert>,
		);
		const dialog = view.container.querySelector('dialog')!;
		expect(dialog.open).toBe(true);
		expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
			'Unable to login!',
		);
		expect(dialog.textContent).toContain('This is not your registered device.');
		const link = dialog.querySelector('a')!;
		expect(link.getAttribute('href')).toBe('https://play.example/app');
		expect(link.getAttribute('rel')).toBe('noopener noreferrer');
		expect(buttons()).toEqual(['Close', 'OK']);
		clickButton(view.container, 'OK');
		expect(onOk).toHaveBeenCalledTimes(1);
		clickButton(view.container, 'Close');
		expect(onClose).toHaveBeenCalledTimes(1);
	});

	it('hides Close on request and drops a link that is not http(s) or same-site', () => {
		view.render(
			<Alert
				open
				heading="Notice"
				showClose={false}
				link={{ text: 'x', url: 'javascript:alert(1)' }}
				onClose={() => {}}
			>
				Text
			</Alert>,
		);
		expect(buttons()).toEqual(['OK']);
		expect(view.container.querySelector('a')).toBeNull();
	});
});

describe('FailureScreen', () => {
	it('shows the generic text; Reload retries, then stays disabled for 3 seconds', () => {
		vi.useFakeTimers();
		const onRetry = vi.fn();
		view.render(<FailureScreen onRetry={onRetry} />);
		expect(view.container.textContent).toContain(
			'Something went wrong! Please try after some time.',
		);
		const reload = view.container.querySelector('button')!;
		clickButton(view.container, 'Reload');
		expect(onRetry).toHaveBeenCalledTimes(1);
		expect(reload.disabled).toBe(true);
		act(() => {
			vi.advanceTimersByTime(2900);
		});
		expect(reload.disabled).toBe(true);
		act(() => {
			vi.advanceTimersByTime(100);
		});
		expect(reload.disabled).toBe(false);
	});
});
