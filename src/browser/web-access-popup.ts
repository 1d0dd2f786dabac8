/**
 * The header's web-access popup (spec section 4): a logout whose message carried the app-link
 * marker turns web access off until the student acknowledges it, which clears the token and
 * reloads the site root. Loaded by the header script only when the session says so.
 */
import { $session, endSession } from '../stores/session.ts';
import { splitAppLink } from '../lib/lms/app-link.ts';
import { safeLink } from '../lib/feedback/link.ts';

const acknowledge = () => {
	endSession();
	location.assign('/');
};

const wired = new WeakSet<HTMLDialogElement>();

/** Shows the popup with the session's message and its app link, if the link is safe. */
export function showWebAccessPopup(popup: HTMLDialogElement): void {
	if (!wired.has(popup)) {
		wired.add(popup);
		// Escape acknowledges too: the popup may not be dismissed without leaving the logged-out state.
		popup.addEventListener('cancel', (event) => {
			event.preventDefault();
			acknowledge();
		});
		popup.querySelector('[data-web-access-ok]')?.addEventListener('click', acknowledge);
	}
	if (popup.open) return;
	const { text, link } = splitAppLink($session.get().webAccessMsg ?? '');
	const safe = safeLink(link);
	popup.querySelector('[data-web-access-text]')!.textContent = text;
	const row = popup.querySelector<HTMLElement>('[data-web-access-link]')!;
	row.hidden = !safe;
	if (safe) {
		const anchor = document.createElement('a');
		anchor.href = safe.href;
		anchor.rel = 'noopener noreferrer';
		anchor.target = '_blank';
		anchor.textContent = safe.href;
		row.replaceChildren(anchor);
	}
	popup.showModal();
}
