/**
 * Rendering islands in jsdom for component tests: a React root, act-wrapped input and clicks,
 * and the modal-dialog methods jsdom lacks.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no modal dialogs; the browser's showModal only adds focus trapping on top of this.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
	this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
	this.removeAttribute('open');
	this.dispatchEvent(new Event('close'));
};

export interface Mounted {
	container: HTMLDivElement;
	render(node: ReactNode): void;
	unmount(): void;
}

/** A fresh container attached to the document with its React root. */
export function mount(): Mounted {
	const container = document.createElement('div');
	document.body.append(container);
	const root: Root = createRoot(container);
	return {
		container,
		render: (node) => act(() => root.render(node)),
		unmount: () => {
			act(() => root.unmount());
			container.remove();
		},
	};
}

/** Types into a controlled input the way React listens for it. */
export function typeInto(input: HTMLInputElement, value: string): void {
	// eslint-disable-next-line @typescript-eslint/unbound-method -- called with the input as `this` below
	const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
	act(() => {
		setter.call(input, value);
		input.dispatchEvent(new Event('input', { bubbles: true }));
	});
}

/** Clicks a button found by its text. */
export function clickButton(container: HTMLElement, text: string): void {
	const button = [...container.querySelectorAll('button')].find(
		(element) => element.textContent === text,
	);
	if (!button) throw new Error(`no button "${text}"`);
	act(() => button.click());
}

/** Lets pending work (a lazily loaded part, a promise) settle inside act until `ready()` holds. */
export async function actUntil(ready: () => boolean, tries = 100): Promise<void> {
	for (let tried = 0; tried < tries && !ready(); tried += 1) {
		await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
	}
	if (!ready()) throw new Error('actUntil: never ready');
}
