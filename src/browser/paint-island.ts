/**
 * The vanilla first paint of a `client:painted` island (src/browser/painted-directive.ts): a page's
 * start script renders the island's view of the stores' state into it at once and on every change,
 * until React starts to hydrate. Once `ready()` holds (the data, or its failure, is known) the
 * island may hydrate; React's first render reads the same stores through the same views, so it
 * finds the markup it would have rendered.
 */
import type { ReadableAtom } from 'nanostores';
import { toDom } from '../views/dom.ts';
import type { ViewChild } from '../views/node.ts';
import { $firstPaint } from '../stores/first-paint.ts';
import { HYDRATE_EVENT, PAINTED_EVENT } from './painted-directive.ts';

/**
 * Paints the page's `client:painted` island with `view()` while React loads; nothing when the page
 * has none (or React already took it).
 */
export function paintIsland(
	view: () => ViewChild,
	stores: readonly ReadableAtom<unknown>[],
	ready: () => boolean,
): void {
	const island = document.querySelector<HTMLElement>('astro-island[client="painted"][ssr]');
	if (!island || island.hasAttribute('data-painted')) return;
	island.setAttribute('data-painting', '');
	$firstPaint.set(true);
	const paint = () => {
		// The store changes a few times at most before React takes over (loading, then the data).
		island.replaceChildren(...toDom(view()));
		if (!island.hasAttribute('data-painted') && ready()) {
			island.setAttribute('data-painted', '');
			island.dispatchEvent(new Event(PAINTED_EVENT));
		}
	};
	const stops = stores.map((store) => store.listen(paint));
	island.addEventListener(HYDRATE_EVENT, () => stops.forEach((stop) => stop()), { once: true });
	paint();
}
