/**
 * Institute image URLs can break (deleted files, invalid images). Cards mark their images with
 * `data-fallback="<url>"`; a failed image is swapped for that local fallback once.
 */

function useFallback(image: HTMLImageElement): void {
	const fallback = image.dataset['fallback'];
	if (!fallback || image.getAttribute('src') === fallback) return;
	// A srcset would still win over the new src.
	image.removeAttribute('srcset');
	image.src = fallback;
}

/** Swaps every failed `img[data-fallback]` of `root` now and whenever one fails later. */
export function initImageFallbacks(root: Document): void {
	// Errors do not bubble, so listen in the capture phase for images that fail later.
	root.addEventListener(
		'error',
		(event) => {
			if (event.target instanceof HTMLImageElement) useFallback(event.target);
		},
		true,
	);
	for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
		// Already settled without pixels: decode() tells a broken image from a size-less SVG.
		if (image.complete && image.naturalWidth === 0) image.decode().catch(() => useFallback(image));
	}
}

initImageFallbacks(document);
