/**
 * Loads the home carousels (carousel-embla.ts: embla and its autoplay plugin) only when one comes
 * near the viewport or the visitor touches it, so a home whose carousels sit below the fold ships
 * none of it before interaction. Until then, and without JavaScript, each is a scroll-snap row.
 */

/** Events that mean the visitor reached the carousel before the observer said so. */
const FIRST_TOUCH = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/** How far below the viewport a carousel counts as near: it loads while the visitor scrolls to it. */
const NEAR = '0px 0px 200px 0px';

/** Runs `start` once, when `root` is near the viewport or first touched. */
export function whenNear(root: HTMLElement, start: () => void): void {
	let started = false;
	const go = () => {
		if (started) return;
		started = true;
		observer?.disconnect();
		for (const type of FIRST_TOUCH) root.removeEventListener(type, go);
		start();
	};
	const observer =
		typeof IntersectionObserver === 'function'
			? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
					rootMargin: NEAR,
				})
			: null;
	for (const type of FIRST_TOUCH) root.addEventListener(type, go, { passive: true });
	if (observer) observer.observe(root);
	else go();
}

for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
	whenNear(root, () => {
		// Without embla the row keeps scrolling natively.
		import('./carousel-embla.ts')
			.then(({ enhanceCarousel }) => enhanceCarousel(root))
			.catch(() => root.classList.remove('is-enhanced'));
	});
}
