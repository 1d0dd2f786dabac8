/**
 * Loads the home banner slider (slider.ts: embla, controls and autoplay) at the visitor's first
 * touch of it, or a few seconds after it comes on screen (enhance-later.ts): the first banner is
 * the page's largest paint, and the script that moves it is not needed for that paint. A single
 * banner needs nothing.
 */
import { enhanceLater, firstAdvanceMs } from './enhance-later.ts';

for (const root of document.querySelectorAll<HTMLElement>('[data-slider]')) {
	if (root.querySelectorAll('[data-slider-slide]').length < 2) continue;
	enhanceLater(root, (onScreenSince) => {
		// Without the script the banners stay a scroll-snap strip, every one still reachable.
		void import('./slider.ts').then(({ initSlider }) =>
			initSlider(root, { firstAdvanceMs: firstAdvanceMs(onScreenSince) }),
		);
	});
}
