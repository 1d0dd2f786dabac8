/**
 * A toast-like notice for vanilla pages (no React; styled by src/styles/notice.css): top-right,
 * closes on click or after 3 s, paused while hovered or focused, announced through a live region
 * created up front.
 */
import { TOAST_DURATION_MS } from '../../lib/feedback/constants.ts';

/** Creates the live region (call early: screen readers announce changes, not new regions). */
export function ensureNoticeRegion(): HTMLElement {
	// Found in the page, not kept here: client:engaged (engaged-directive.ts) inlines its own copy.
	let region = document.querySelector<HTMLElement>('.notice-region');
	if (region) return region;
	region = document.createElement('div');
	region.className = 'notice-region';
	region.setAttribute('aria-live', 'assertive');
	region.setAttribute('role', 'alert');
	document.body.append(region);
	return region;
}

/** How a notice reads: a failure, or an action that worked (e.g. a copied link). */
export type NoticeTone = 'error' | 'success';

/** Shows `message` as a notice of `tone` (an error unless told). */
export function showNotice(message: string, tone: NoticeTone = 'error'): void {
	const notice = document.createElement('div');
	notice.className = `notice notice-${tone}`;
	const text = document.createElement('p');
	text.textContent = message;
	const close = document.createElement('button');
	close.type = 'button';
	close.className = 'notice-close button-icon';
	close.setAttribute('aria-label', 'Close notification');
	close.textContent = '×';
	notice.append(text, close);

	let timer = 0;
	const dismiss = () => {
		clearTimeout(timer);
		notice.remove();
	};
	const arm = () => {
		clearTimeout(timer);
		timer = window.setTimeout(dismiss, TOAST_DURATION_MS);
	};
	notice.addEventListener('click', dismiss);
	notice.addEventListener('mouseenter', () => clearTimeout(timer));
	notice.addEventListener('mouseleave', arm);
	notice.addEventListener('focusin', () => clearTimeout(timer));
	notice.addEventListener('focusout', arm);
	ensureNoticeRegion().append(notice);
	arm();
}
