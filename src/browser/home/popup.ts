/**
 * The home pop-up (src/components/home/HomePopup.astro): opens once per browser session, at the
 * visitor's first input (a scroll, a key, a click) once the page has loaded and its image is
 * ready. A browser takes every paint before the first input as a candidate for the largest
 * contentful paint, so an overlay opened earlier becomes the first visit's LCP. An input in the
 * site header or the consent banner does not count: a visitor opening the menu or the account list
 * is on the way somewhere, and a modal opened over the menu would swallow their next tap; one
 * answering the cookie question has not yet turned to the page.
 */
import { POPUP_SEEN_KEY } from '../../lib/home/sections.ts';
import { readItem, writeItem } from '../../lib/storage/web-storage.ts';

const INPUTS = ['scroll', 'keydown', 'click'] as const;

// Storage blocked (web-storage.ts): the pop-up then shows on every page load, the best we can do.
const seen = () => readItem('sessionStorage', POPUP_SEEN_KEY) === '1';
const remember = () => writeItem('sessionStorage', POPUP_SEEN_KEY, '1');

/** Opens `dialog` as described above, its image made from `data-image` after the load event. */
export function openAtFirstInput(dialog: HTMLDialogElement): void {
	if (seen()) return;
	let ready = false;
	let asked = false;
	const open = () => {
		if (!ready || !asked || dialog.open) return;
		remember();
		dialog.showModal();
	};
	const onInput = (event: Event) => {
		if (
			event.target instanceof Element &&
			event.target.closest('[data-site-header], [data-consent-banner]')
		)
			return;
		asked = true;
		for (const type of INPUTS) removeEventListener(type, onInput, true);
		// After the input's own work (a click's action), not in the middle of it.
		setTimeout(open);
	};
	for (const type of INPUTS) addEventListener(type, onInput, { capture: true, passive: true });
	const load = () => {
		const image = new Image();
		image.alt = dialog.getAttribute('aria-label') ?? '';
		// The build's optimised widths, when it made them (set before src, so one file loads).
		const { srcset, sizes } = dialog.dataset;
		if (srcset && sizes) {
			image.sizes = sizes;
			image.srcset = srcset;
		}
		image.src = dialog.dataset['image'] ?? '';
		image.decode().then(
			() => {
				dialog.append(image);
				ready = true;
				open();
			},
			() => {
				// An image that cannot be decoded is not shown at all.
			},
		);
	};
	if (document.readyState === 'complete') load();
	else addEventListener('load', load, { once: true });
}

const dialog = document.getElementById('home-popup');
if (dialog instanceof HTMLDialogElement) openAtFirstInput(dialog);
