/**
 * `client:engaged`: a form island whose server-rendered markup is the page until the visitor
 * starts on it (issue 32, part 3). React and the island's code are asked for on the first focus,
 * tap, key or mouse hover in the island, so nothing competes with the page for a slow connection
 * before then, and a student who only reads the page never downloads React.
 *
 * Nothing done before React has hydrated is lost:
 * - what was typed, ticked or chosen reaches the island's state as it hydrates: React 19.3 keeps
 *   the typed text on the screen but not in its state (its hydration change-event replay,
 *   `enableHydrationChangeEvent`, is off in its builds), so each changed control's change is
 *   dispatched again once React listens;
 * - a submit, or a tap on a button or a `data-replay-click` link, waits and is replayed then
 *   (a submit once React enables its button, unless React keeps it disabled). If the code fails
 *   to arrive, what waited is dropped and the student is told so, as the network error of any
 *   call ('Please check your internet connection!'); pressing again asks for the code again.
 *
 * Controls marked `data-script-enables` are disabled in the HTML, for visitors without
 * JavaScript (a submit would put the password in the address); with it they are enabled while
 * React loads, and disabled again just before it hydrates, so React finds what it rendered.
 */
import type { ClientDirective } from 'astro';
import { NETWORK_ERROR_TEXT } from '../lib/lms/error-text.ts';
// Astro inlines a directive with what it imports, so this is its own copy of the vanilla notice:
// the island's toaster (and `notify`'s store) is in the code that did not arrive.
import { showNotice } from './content/notice.ts';

// The events that count as starting on the island.
const ENGAGE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'touchstart', 'pointerover'];

// How long a held submit waits for its button to be enabled once React has hydrated.
const PRESS_WAIT_MS = 1000;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const controlsOf = (island: Element) =>
	Array.from(island.querySelectorAll<Control>('input, textarea, select'));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const dispatch = (target: Element, type: string) =>
	target.dispatchEvent(new Event(type, { bubbles: true }));

// The value a control's prototype sets, behind the setter React installs on the element to track
// what it last saw: setting through it is a change React has not seen.
const setUntracked = (control: HTMLInputElement | HTMLTextAreaElement, value: string) =>
	Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
		control,
		value,
	);

/**
 * What was typed, ticked or chosen in the island before React, read just before it hydrates: the
 * controls that differ from their server-rendered value. Hydration keeps the screen's values out
 * of React's state, and the island's first renders would then wipe them from the screen.
 * Each replay, once React listens, puts its control back to React's value (React keeps
 * `defaultValue` and `defaultChecked` at it), then changes it as a keystroke, tap or choice
 * would. They run one at a time: a form's handler builds on its last render.
 */
function pendingInput(island: Element): Array<() => void> {
	return controlsOf(island).flatMap((control) => {
		if (control instanceof HTMLSelectElement) {
			const chosen = control.value;
			const first = Array.from(control.options).find((option) => option.defaultSelected);
			if (chosen === (first ?? control.options[0])?.value) return [];
			return [
				() => {
					control.value = chosen;
					dispatch(control, 'change');
				},
			];
		}
		if (control.type === 'checkbox' || control.type === 'radio') {
			const input = control as HTMLInputElement;
			const ticked = input.checked;
			if (ticked === input.defaultChecked) return [];
			return [
				() => {
					input.checked = input.defaultChecked;
					if (ticked !== input.checked) input.click();
				},
			];
		}
		const typed = control.value;
		if (typed === control.defaultValue) return [];
		return [
			() => {
				control.value = control.defaultValue;
				setUntracked(control, typed);
				dispatch(control, 'input');
			},
		];
	});
}

// Resolves once `ready()` holds, checking each frame, or after `limitMs` with false.
const until = (ready: () => boolean, limitMs: number) =>
	new Promise<boolean>((resolve) => {
		const end = performance.now() + limitMs;
		const check = () => {
			if (ready()) resolve(true);
			else if (performance.now() > end) resolve(false);
			else requestAnimationFrame(check);
		};
		check();
	});

// Astro's island runtime catches a failed import itself (after one retry): it reports it as this
// event on the island, logged unless cancelled, and `load` then resolves with a hydrator that does
// nothing.
const HYDRATION_ERROR = 'astro:hydration-error';

/** The island's hydrator, or null when its code did not arrive (logged once, here). */
async function loaded(load: Parameters<ClientDirective>[0], island: HTMLElement) {
	let failed = false;
	let failure: unknown;
	const report = (event: Event) => {
		event.preventDefault();
		failed = true;
		failure = (event as CustomEvent<{ error?: unknown }>).detail?.error;
	};
	island.addEventListener(HYDRATION_ERROR, report);
	try {
		const run = await load();
		if (!failed) return run;
	} catch (error) {
		failure = error;
	} finally {
		island.removeEventListener(HYDRATION_ERROR, report);
	}
	console.error(failure);
	return null;
}

const engaged: ClientDirective = (load, _options, island) => {
	const enabled = Array.from(island.querySelectorAll<HTMLButtonElement>('[data-script-enables]'));
	for (const control of enabled) control.disabled = false;

	let waiting = true;
	let loading = false;
	let submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
	const clicks: HTMLElement[] = [];
	const hold = (event: Event) => {
		if (!waiting) return;
		if (event.type === 'submit') {
			const form = event.target as HTMLFormElement;
			submit = { form, submitter: (event as SubmitEvent).submitter };
			form.setAttribute('aria-busy', 'true');
		} else {
			const target = (event.target as Element).closest<HTMLElement>(
				'button:not([type=submit]), [data-replay-click]',
			);
			if (!target || !island.contains(target)) return;
			clicks.push(target);
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		// Its touch's load may have failed just before the press came: the press asks again.
		if (!loading) void hydrate();
	};
	island.addEventListener('submit', hold, true);
	island.addEventListener('click', hold, true);

	const replayTaps = async () => {
		waiting = false;
		for (const target of clicks) if (target.isConnected) target.click();
		if (!submit) return;
		const { form, submitter } = submit;
		const button = submitter instanceof HTMLButtonElement ? submitter : null;
		// A button React keeps disabled (an empty field, codes still loading) ignores the press, as
		// a press on it would be; the wait covers the island's first renders only.
		if (!(await until(() => !button?.disabled, PRESS_WAIT_MS))) return;
		if (button?.isConnected) button.click();
		else if (form.isConnected) form.requestSubmit();
	};

	const listen = (on: boolean) => {
		for (const type of ENGAGE_EVENTS)
			if (on) island.addEventListener(type, engage, { capture: true, passive: true });
			else island.removeEventListener(type, engage, true);
	};
	const hydrate = async () => {
		listen(false);
		loading = true;
		const run = await loaded(load, island);
		if (!run) {
			loading = false;
			// The code did not arrive: what waited is dropped, not sent later by surprise, and the
			// next touch or press asks again; a submit is still held until React is there. A press
			// that waited is told why nothing happened, unless offline, where the page's offline
			// notice says so (as `notify` leaves the network error to it).
			if ((submit || clicks.length > 0) && navigator.onLine) showNotice(NETWORK_ERROR_TEXT);
			submit?.form.removeAttribute('aria-busy');
			submit = null;
			clicks.length = 0;
			listen(true);
			return;
		}
		for (const control of enabled) control.disabled = true;
		submit?.form.removeAttribute('aria-busy');
		const replays = pendingInput(island);
		await run();
		// An event React replays hydrates the island at once (selective hydration), not in the
		// transition Astro's renderer starts; the island handles none of `input` on a non-field.
		if (island.firstElementChild) dispatch(island.firstElementChild, 'input');
		for (const replay of replays) {
			replay();
			await settle();
		}
		await replayTaps();
	};
	const engage = (event: Event) => {
		if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
		void hydrate();
	};
	listen(true);
};

export default engaged;
