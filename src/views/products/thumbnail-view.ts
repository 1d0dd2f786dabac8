/**
 * A product's thumbnail in an island (cart items, orders), one source for React and the vanilla
 * first paint: decorative (the title is next to it), lazily loaded, and swapped once for the
 * fallback thumbnail when missing or broken (spec section 9).
 */
import { PRODUCT_FALLBACK_IMAGE } from '../../lib/products/display.ts';
import { h, type ViewNode } from '../node.ts';

/** Where and how large the thumbnail is. */
export interface ThumbnailProps {
	class: string;
	/** The photo; null shows the fallback thumbnail. */
	src: string | null;
	width: number;
	height: number;
}

// A media event handler: both renderers attach it (src/views/dom.ts), and swapping twice is
// swapping once.
function showFallback(event: { currentTarget: EventTarget | null }): void {
	const image = event.currentTarget as HTMLImageElement;
	if (!image.src.endsWith(PRODUCT_FALLBACK_IMAGE)) image.src = PRODUCT_FALLBACK_IMAGE;
}

/** The photo as an `<img>`, or the fallback thumbnail. */
export function thumbnailView({ class: className, src, width, height }: ThumbnailProps): ViewNode {
	return h('img', {
		// Lazy before the source: the painter's image would otherwise start loading at once.
		loading: 'lazy',
		class: className,
		src: src ?? PRODUCT_FALLBACK_IMAGE,
		alt: '',
		width,
		height,
		onError: showFallback,
	});
}
