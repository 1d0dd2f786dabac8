/**
 * Dialog buttons are declarative (`commandfor` + `command="show-modal"` / `"close"`), so they work
 * without JavaScript in current browsers. This module gives older browsers the same behaviour,
 * including returning focus to the button that opened the dialog.
 */

/** True when the browser runs `commandfor`/`command` buttons itself. */
export function supportsInvokerCommands(): boolean {
	return 'commandForElement' in HTMLButtonElement.prototype;
}

/** Wires every `button[commandfor]` of `root` that targets a <dialog>. */
export function polyfillDialogCommands(root: Document): void {
	root.addEventListener('click', (event) => {
		const button =
			event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
		if (!(button instanceof HTMLButtonElement)) return;
		const dialog = root.getElementById(button.getAttribute('commandfor') ?? '');
		if (!(dialog instanceof HTMLDialogElement)) return;
		const command = button.getAttribute('command');
		if (command === 'show-modal' && !dialog.open) {
			dialog.showModal();
			dialog.addEventListener('close', () => button.focus(), { once: true });
		} else if (command === 'close' && dialog.open) {
			dialog.close();
		}
	});
}

if (!supportsInvokerCommands()) polyfillDialogCommands(document);
