/**
 * When a home carousel (the banner slider, Popular Courses, Popular Products, Testimonials) loads
 * its enhancement: embla, its controls and autoplay. At the visitor's first touch of it, or
 * ENHANCE_AFTER_MS after it first came on screen, whichever comes first. Until then it is a
 * scroll-snap row that scrolls natively, and the page's first seconds, when a cheap phone is
 * busy with the first paint, carry none of its script (embla alone is 7 KB of gzip JavaScript).
 * Autoplay keeps its rhythm (spec section 9: every 7000 ms): the first advance still comes
 * 7000 ms after the carousel came on screen (`firstAdvanceMs`).
 */
import { CAROUSEL_AUTOPLAY_MS } from '../../lib/home/carousel.ts';

/** Events that mean the visitor reached for the carousel: it is enhanced at once. */
export const FIRST_TOUCH = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/** On screen this long without a touch, a carousel is enhanced: 3 s before its first advance is due. */
export const ENHANCE_AFTER_MS = 4000;

/**
 * Runs `start` once: at the first touch of `root`, or `after` ms after `root` first came on
 * screen. `start` gets the `performance.now()` at which it came on screen, or null if it never did.
 */
export function enhanceLater(
	root: HTMLElement,
	start: (onScreenSince: number | null) => void,
	after = ENHANCE_AFTER_MS,
): void {
	let started = false;
	let onScreenSince: number | null = null;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const go = () => {
		if (started) return;
		started = true;
		clearTimeout(timer);
		observer?.disconnect();
		for (const type of FIRST_TOUCH) root.removeEventListener(type, go);
		start(onScreenSince);
	};
	const onScreen = () => {
		if (onScreenSince !== null) return;
		onScreenSince = performance.now();
		timer = setTimeout(go, after);
	};
	const observer =
		typeof IntersectionObserver === 'function'
			? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onScreen())
			: null;
	for (const type of FIRST_TOUCH) root.addEventListener(type, go, { passive: true });
	if (observer) observer.observe(root);
	else onScreen();
}

/** How long until the first autoplay advance: 7000 ms after the carousel came on screen. */
export function firstAdvanceMs(onScreenSince: number | null, now = performance.now()): number {
	if (onScreenSince === null) return CAROUSEL_AUTOPLAY_MS;
	return Math.min(CAROUSEL_AUTOPLAY_MS, Math.max(0, CAROUSEL_AUTOPLAY_MS - (now - onScreenSince)));
}
