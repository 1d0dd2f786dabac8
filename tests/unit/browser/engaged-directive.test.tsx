// @vitest-environment jsdom
/**
 * `client:engaged` (issue 32 part 3, src/browser/engaged-directive.ts): a form island stays
 * server-rendered until the visitor starts on it, and what the visitor did before React hydrated
 * reaches the island: typed text (through the form's filters), a ticked or unticked box, a chosen
 * option, a tap on a button or link, a submit. The real login and registration islands hydrate
 * with React over their server render, as in the browser (in Astro's transition); the login call
 * is a spy.
 */
import { startTransition, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import engaged from '../../../src/browser/engaged-directive.ts';
import LoginForm from '../../../src/components/auth/login/LoginForm.tsx';
import RegisterForm from '../../../src/components/auth/register/RegisterForm.tsx';
import { logIn } from '../../../src/stores/login.ts';
import { config } from '../components/dashboard/support.ts';

vi.mock('../../../src/stores/login.ts', async (original) => ({
	...(await original<typeof import('../../../src/stores/login.ts')>()),
	logIn: vi.fn(async () => undefined),
}));

// The roots hydrated by a test, unmounted after it (React's scheduler must not outlive jsdom).
const roots: Root[] = [];

/** How a failed load shows: as Astro's island runtime reports it, or as a rejected `load`. */
type Failure = 'reported' | 'rejected';

/**
 * An island as Astro renders it, engaged-hydrated; `arrive` lets React's code "arrive", after its
 * first `failures` loads failed as a lost connection does.
 */
function mount(element: ReactElement, failures = 0, failure: Failure = 'reported') {
	const html = renderToString(element);
	document.body.innerHTML = `<astro-island ssr client="engaged">${html}</astro-island>`;
	const island = document.querySelector<HTMLElement>('astro-island')!;
	let arrive = () => {};
	const arrived = new Promise<void>((resolve) => (arrive = resolve));
	let failing = failures;
	const load = vi.fn(async () => {
		if (failing-- > 0) {
			const error = new TypeError('Failed to fetch dynamically imported module');
			if (failure === 'rejected') throw error;
			// Astro's runtime: the event on the island (logged unless cancelled), then a no-op.
			const event = new CustomEvent('astro:hydration-error', {
				cancelable: true,
				bubbles: true,
				detail: { error },
			});
			if (island.dispatchEvent(event)) console.error('[astro-island] Error hydrating', error);
			return async () => {};
		}
		await arrived;
		return async () => {
			startTransition(() => void roots.push(hydrateRoot(island, element)));
		};
	});
	engaged(load, { name: 'Island', value: '' }, island);
	return { island, html, load, arrive };
}

const field = (label: string) => {
	const control = Array.from(document.querySelectorAll('label')).find(
		(item) => item.textContent === label,
	)?.control as HTMLInputElement | undefined;
	if (!control) throw new Error(`no field ${label}`);
	return control;
};

// What typing does: the focus, the browser's own value (behind the setter React puts on a field it
// tracks), and the input event.
const type = (control: HTMLInputElement, text: string) => {
	control.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
	Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, text);
	control.dispatchEvent(new Event('input', { bubbles: true }));
};

// The texts of the vanilla notices on the page (src/browser/content/notice.ts).
const notices = () =>
	Array.from(document.querySelectorAll('.notice-region .notice p'), (text) => text.textContent);

const button = (name: string) =>
	Array.from(document.querySelectorAll('button')).find((item) => item.textContent === name)!;

// The two islands of their pages, engaged-hydrated.
const login = (failures = 0, failure?: Failure) =>
	mount(
		<LoginForm
			config={config}
			context={{ instituteName: 'Sunrise Academy', websiteEnable: true }}
		/>,
		failures,
		failure,
	);
const register = () =>
	mount(
		<RegisterForm
			config={config}
			instituteName="Sunrise Academy"
			websiteEnabled
			options={{ countryCodes: [], courses: [] }}
		/>,
	);

beforeEach(() => {
	localStorage.clear();
	vi.mocked(logIn).mockClear();
});

afterEach(async () => {
	for (const root of roots.splice(0)) root.unmount();
	await new Promise((resolve) => setTimeout(resolve, 0));
	document.body.innerHTML = '';
});

describe('client:engaged on Student Login', () => {
	it('loads nothing until the student starts; LOG IN is enabled by the script meanwhile', () => {
		const { load, html } = login();
		expect(load).not.toHaveBeenCalled();
		// Disabled in the HTML (no script, no login), enabled once the directive runs.
		expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]* data-script-enables=""/);
		expect(button('LOG IN').disabled).toBe(false);
		field('Email or Phone').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		expect(load).toHaveBeenCalledTimes(1);
		field('Password').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('a login typed and sent before React arrived is sent with what was typed', async () => {
		const { arrive } = login();
		type(field('Email or Phone'), '9876543210');
		type(field('Password'), 'aarav@123');
		const submit = new Event('submit', { bubbles: true, cancelable: true });
		document.querySelector('form')!.dispatchEvent(submit);
		// Held: no native submission (it would put the password in the address).
		expect(submit.defaultPrevented).toBe(true);
		expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
		expect(logIn).not.toHaveBeenCalled();
		arrive();
		await vi.waitFor(() => expect(logIn).toHaveBeenCalledTimes(1));
		expect(vi.mocked(logIn).mock.calls[0]![2]).toEqual({
			identifier: '9876543210',
			password: 'aarav@123',
		});
		expect(field('Email or Phone').value).toBe('9876543210');
		expect(document.querySelector('form')!.hasAttribute('aria-busy')).toBe(false);
	});

	it('an empty LOG IN pressed before React arrived shows the first rule once hydrated', async () => {
		const { arrive } = login();
		field('Email or Phone').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		button('LOG IN').click();
		arrive();
		await vi.waitFor(() =>
			expect(document.querySelector('[role="alert"]')?.textContent).toBe(
				'Please enter valid Email or Phone number for login.',
			),
		);
		expect(logIn).not.toHaveBeenCalled();
	});

	it.each(['reported', 'rejected'] as const)(
		'when the code fails to arrive (%s), the held submit is dropped with the network error, and pressing again sends it',
		async (failure) => {
			const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
			const { load, arrive } = login(1, failure);
			type(field('Email or Phone'), '9876543210');
			type(field('Password'), 'aarav@123');
			const submit = new Event('submit', { bubbles: true, cancelable: true });
			document.querySelector('form')!.dispatchEvent(submit);
			// Held: no native submission (the password never goes into the address).
			expect(submit.defaultPrevented).toBe(true);
			await vi.waitFor(() => expect(notices()).toEqual(['Please check your internet connection!']));
			expect(logged).toHaveBeenCalledTimes(1);
			expect(document.querySelector('form')!.hasAttribute('aria-busy')).toBe(false);
			expect(logIn).not.toHaveBeenCalled();

			// Pressing again: the touch asks for the code again, and the submit waits for it.
			arrive();
			button('LOG IN').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			expect(load).toHaveBeenCalledTimes(2);
			const again = new Event('submit', { bubbles: true, cancelable: true });
			document.querySelector('form')!.dispatchEvent(again);
			expect(again.defaultPrevented).toBe(true);
			await vi.waitFor(() => expect(logIn).toHaveBeenCalledTimes(1));
			expect(vi.mocked(logIn).mock.calls[0]![2]).toEqual({
				identifier: '9876543210',
				password: 'aarav@123',
			});
			expect(notices()).toEqual(['Please check your internet connection!']);
			logged.mockRestore();
		},
	);

	it("a press that came after its touch's load failed asks again, and says so when that fails too", async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const { load } = login(2);
		field('Email or Phone').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
		expect(notices()).toEqual([]);
		document
			.querySelector('form')!
			.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
		expect(load).toHaveBeenCalledTimes(2);
		await vi.waitFor(() => expect(notices()).toEqual(['Please check your internet connection!']));
		logged.mockRestore();
	});

	it.each([
		['a field was only focused (nothing waited)', true, false],
		['the browser is offline (the offline notice says so)', false, true],
	])('a failed load shows no notice when %s', async (_case, online, press) => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
		login(1);
		field('Email or Phone').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		if (press)
			document
				.querySelector('form')!
				.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
		await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
		expect(notices()).toEqual([]);
		onLine.mockRestore();
		logged.mockRestore();
	});

	it('typing after React arrived goes straight to the island', async () => {
		const { arrive } = login();
		field('Email or Phone').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		arrive();
		await vi.waitFor(() => expect(button('LOG IN').getAttribute('aria-disabled')).toBe('false'));
		type(field('Email or Phone'), 'aarav@example.com');
		type(field('Password'), 'aarav@123');
		button('LOG IN').click();
		await vi.waitFor(() => expect(logIn).toHaveBeenCalledTimes(1));
		expect(vi.mocked(logIn).mock.calls[0]![2]).toEqual({
			identifier: 'aarav@example.com',
			password: 'aarav@123',
		});
	});
});

describe('client:engaged on Register', () => {
	it('typed text passes the form filters and an unticked box stays unticked', async () => {
		const { arrive } = register();
		type(field('Full name'), 'Aarav 9 Sharma');
		type(field('Mobile number'), '98765x43210');
		type(field('Email'), 'aarav@example.com');
		type(field('Password'), 'secret1');
		type(field('Confirm password'), 'secret1');
		const terms = document.querySelector<HTMLInputElement>('#register-terms')!;
		expect(terms.checked).toBe(true);
		terms.click();
		button('Next').click();
		arrive();
		await vi.waitFor(() =>
			expect(
				Array.from(document.querySelectorAll('[role="alert"]'), (e) => e.textContent).join('|'),
			).toBe('Please accept terms and condition for proceed!'),
		);
		expect(field('Full name').value).toBe('Aarav  Sharma');
		expect(field('Mobile number').value).toBe('9876543210');
		expect(terms.checked).toBe(false);
	});
});

describe("the page's script and the island it leaves to React", () => {
	// The page's own link under the island, as login/index.astro and register/index.astro write it.
	const under = (html: string) => document.body.insertAdjacentHTML('beforeend', html);

	it.each([
		[
			'Student Login',
			'/login?from=%2Fcart',
			login,
			'<p><a href="/register" data-register-link>Register here</a></p>',
			() => import('../../../src/browser/login-page.ts'),
			'/register?from=%2Fcart',
		],
		[
			'Register',
			'/register?from=cart',
			register,
			'<p><a href="/login" data-login-link>Already have an account? Login here</a></p>',
			() => import('../../../src/browser/register-page.ts'),
			'/login?from=cart',
		],
	])(
		"%s: ?from= reaches the page's link, and React hydrates what it rendered (no mismatch)",
		async (_name, address, island, link, script, href) => {
			history.replaceState(null, '', address);
			const logged = vi.spyOn(console, 'error');
			const { arrive } = island();
			under(link);
			await script();
			const carried = document.querySelector<HTMLAnchorElement>(
				'a[data-register-link], a[data-login-link]',
			)!;
			expect(carried.getAttribute('href')).toBe(href);
			document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
			arrive();
			// Hydrated: the directive disabled the submit button just before React took the island,
			// and React enables it once hydrated.
			const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
			await vi.waitFor(() => expect(roots.length === 1 && !submit.disabled).toBe(true));
			expect(logged).not.toHaveBeenCalled();
			logged.mockRestore();
			history.replaceState(null, '', '/');
		},
	);
});

describe('client:engaged replays taps and choices', () => {
	function Choice() {
		const [size, setSize] = useState('small');
		const [taps, setTaps] = useState(0);
		return (
			<div>
				<label htmlFor="size">Size</label>
				<select id="size" value={size} onChange={(event) => setSize(event.target.value)}>
					<option value="small">Small</option>
					<option value="large">Large</option>
				</select>
				<button type="button" onClick={() => setTaps(taps + 1)}>
					Tap
				</button>
				<output>
					{size} {taps}
				</output>
			</div>
		);
	}

	it('a chosen option and a tap before React arrived reach its state', async () => {
		const { arrive } = mount(<Choice />);
		const select = document.querySelector('select')!;
		select.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		select.value = 'large';
		const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
		button('Tap').dispatchEvent(tap);
		expect(tap.defaultPrevented).toBe(true);
		arrive();
		await vi.waitFor(() => expect(document.querySelector('output')!.textContent).toBe('large 1'));
		expect(select.value).toBe('large');
	});
});
