// @vitest-environment jsdom
/**
 * The Change Password dialog as a component (it is opened from the dashboard profile, built in a
 * later issue): rendered into jsdom, driven like a user, against a fake LMS.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '../support.ts';
import ChangePasswordDialog from '../../../../src/components/auth/ChangePasswordDialog.tsx';
import { $session, LOGGED_OUT, setSession } from '../../../../src/stores/session.ts';

const config = {
	domain: 'a.example',
	mainApiUrl: 'https://lms.test',
	productApiUrl: 'https://prod.test',
	instituteId: 101,
};

let container: HTMLDivElement;
let root: Root;
let requests: Array<{ url: string; method: string; body: unknown; authorization: string | null }>;
let reply: () => Response;

function type(label: string, value: string) {
	typeInto(container.querySelector<HTMLInputElement>(`input[id="${inputId(label)}"]`)!, value);
}

function inputId(label: string) {
	const found = [...container.querySelectorAll('label')].find(
		(element) => element.textContent === label,
	);
	return found!.htmlFor;
}

async function submit() {
	await act(async () => {
		container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
	});
	// Let the fake fetch settle.
	await act(async () => {
		await new Promise((resolve) => setTimeout(resolve, 0));
	});
}

function render(props: Partial<Parameters<typeof ChangePasswordDialog>[0]> = {}) {
	const onClose = vi.fn();
	const afterLogout = vi.fn();
	act(() =>
		root.render(
			<ChangePasswordDialog
				config={config}
				open
				onClose={onClose}
				afterLogout={afterLogout}
				{...props}
			/>,
		),
	);
	return { onClose, afterLogout };
}

const errorText = () => container.querySelector('[role="alert"]')?.textContent;
const statusText = () => container.querySelector('[role="status"]')?.textContent;

// The store loads the transport and the account calls on first use; load them once here, so that
// a submit settles within the fake fetch's tick as it does in a browser that has them cached.
beforeAll(async () => {
	await import('../../../../src/lib/lms/http.ts');
	await import('../../../../src/lib/lms/calls/account.ts');
});

beforeEach(() => {
	container = document.createElement('div');
	document.body.append(container);
	root = createRoot(container);
	requests = [];
	reply = () =>
		new Response(JSON.stringify({ statusCode: 200, message: 'Password changed successfully' }), {
			status: 200,
		});
	vi.stubGlobal('fetch', async (input: Request) => {
		requests.push({
			url: input.url,
			method: input.method,
			body: input.method === 'GET' ? null : await input.clone().json(),
			authorization: input.headers.get('Authorization'),
		});
		return reply();
	});
	localStorage.clear();
	setSession({ ...LOGGED_OUT, userId: 501, studentAuth: 'Basic NTAxOnNlcnZlci1jcmVk' });
});

afterEach(() => {
	act(() => root.unmount());
	container.remove();
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe('ChangePasswordDialog', () => {
	it('opens as a labelled dialog with the three fields, Close and Change Password', () => {
		render();
		const dialog = container.querySelector('dialog')!;
		expect(dialog.open).toBe(true);
		expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
			'Change Password',
		);
		expect([...container.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
			'Current password',
			'New password',
			'Retype new password',
		]);
		expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
			'Show Current password',
			'Show New password',
			'Show Retype new password',
			'Close',
			'Change Password',
		]);
	});

	it.each([
		[['', 'abcd', 'abcd'], 'Please enter valid current password!', 'Current password'],
		[['old1', 'abc', 'abc'], 'Password length should be atleast 4 digits long', 'New password'],
		[
			['old1', 'abcd', 'abce'],
			'New password and confirm password does not match',
			'Retype new password',
		],
	])(
		'%o shows "%s" on its field and focuses it, sending nothing',
		async (typed, message, label) => {
			render();
			type('Current password', typed[0]!);
			type('New password', typed[1]!);
			type('Retype new password', typed[2]!);
			await submit();
			expect(errorText()).toBe(message);
			const input = document.getElementById(inputId(label)) as HTMLInputElement;
			expect(document.activeElement).toBe(input);
			expect(input.getAttribute('aria-invalid')).toBe('true');
			expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-error`);
			expect(requests).toEqual([]);
		},
	);

	it('shows the current-password message when the server refuses the old password (400)', async () => {
		reply = () =>
			new Response(JSON.stringify({ statusCode: 400, message: 'Old password is wrong' }), {
				status: 400,
			});
		render();
		type('Current password', 'wrong');
		type('New password', 'abcd');
		type('Retype new password', 'abcd');
		await submit();
		expect(statusText()).toBe('Please enter valid current password!');
		expect($session.get().userId).toBe(501);
	});

	it('keeps what was typed when the request fails, so Change Password can be pressed again', async () => {
		reply = () => new Response('<html>503</html>', { status: 503 });
		render();
		type('Current password', 'old-secret');
		type('New password', 'new-secret');
		type('Retype new password', 'new-secret');
		await submit();
		expect(statusText()).toBe('Service Unavailable');
		const typed = ['Current password', 'New password', 'Retype new password'].map(
			(label) => (document.getElementById(inputId(label)) as HTMLInputElement).value,
		);
		expect(typed).toEqual(['old-secret', 'new-secret', 'new-secret']);
		reply = () =>
			new Response(JSON.stringify({ statusCode: 200, message: 'Password changed successfully' }), {
				status: 200,
			});
		await submit();
		expect(statusText()).toBe('Password changed successfully');
		expect(requests.map((request) => request.body)).toEqual([
			expect.objectContaining({ oldPassword: 'old-secret', newPassword: 'new-secret' }),
			expect.objectContaining({ oldPassword: 'old-secret', newPassword: 'new-secret' }),
		]);
	});

	it('sends trimmed passwords with the student authorization, shows the server message, then closes and logs out after 3 s', async () => {
		const { onClose, afterLogout } = render();
		type('Current password', ' old-secret ');
		type('New password', ' new-secret ');
		type('Retype new password', 'new-secret');
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		await act(async () => {
			container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
		});
		await act(async () => {
			await vi.advanceTimersByTimeAsync(0);
		});
		expect(requests[0]).toMatchObject({
			url: 'https://lms.test/api/v1/changePwd',
			method: 'POST',
			body: {
				institute_id: 101,
				oldPassword: 'old-secret',
				newPassword: 'new-secret',
				userid: 501,
			},
			authorization: 'Basic NTAxOnNlcnZlci1jcmVk',
		});
		expect(statusText()).toBe('Password changed successfully');
		expect(onClose).not.toHaveBeenCalled();
		await act(async () => {
			await vi.advanceTimersByTimeAsync(3000);
		});
		expect(onClose).toHaveBeenCalled();
		expect(requests[1]?.url).toMatch(/\/api\/v1\/alternateLogin\/logout\?deviceId=/);
		expect($session.get().userId).toBe(0);
		expect(afterLogout).toHaveBeenCalledWith('/login');
		// Nothing typed was kept anywhere.
		expect(JSON.stringify({ ...localStorage })).not.toContain('secret');
	});

	it('toggles a field between hidden and shown', () => {
		render();
		const input = document.getElementById(inputId('New password')) as HTMLInputElement;
		expect(input.type).toBe('password');
		const toggle = [...container.querySelectorAll('button')].find(
			(button) => button.textContent === 'Show New password',
		)!;
		act(() => toggle.click());
		expect(input.type).toBe('text');
		expect(toggle.getAttribute('aria-pressed')).toBe('true');
	});
});
