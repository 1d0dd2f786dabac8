/**
 * Loads the home carousels (carousel-embla.ts: embla and its autoplay plugin) at the visitor's
 * first touch of one, or a few seconds after it comes on screen (enhance-later.ts), so home ships
 * none of it before interaction. Until then, and without JavaScript, each is a scroll-snap row.
 */
import { enhanceLater, firstAdvanceMs } from './enhance-later.ts';

for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
	enhanceLater(root, (onScreenSince) => {
		// Without embla the row keeps scrolling natively.
		import('./carousel-embla.ts')
			.then(({ enhanceCarousel }) =>
				enhanceCarousel(root, { firstAdvanceMs: firstAdvanceMs(onScreenSince) }),
			)
			.catch(() => root.classList.remove('is-enhanced'));
	});
}
