// @vitest-environment jsdom
/**
 * Browser code that swaps an image's address (src/browser/home/image-fallback.ts, the product
 * media's `renderProductMedia`) must drop a srcset the build wrote: the browser would otherwise
 * keep choosing from it and never show the new address.
 */
import { describe, expect, it } from 'vitest';
import { initImageFallbacks } from '../../../../src/browser/home/image-fallback.ts';
import { renderProductMedia } from '../../../../src/browser/product-media.ts';

const SRCSET =
	'/_img/0123456789abcdef01234567-320.webp 320w, /_img/0123456789abcdef01234567-480.webp 480w';

describe('swapping an optimised image', () => {
	it('the fallback replaces a failed image’s srcset too', () => {
		document.body.innerHTML = `<img src="/_img/0123456789abcdef01234567-480.webp" srcset="${SRCSET}" sizes="100vw" data-fallback="/images/product-fallback.svg" alt="">`;
		initImageFallbacks(document);
		const image = document.querySelector('img')!;
		image.dispatchEvent(new Event('error'));
		expect(image.getAttribute('src')).toBe('/images/product-fallback.svg');
		expect(image.hasAttribute('srcset')).toBe(false);
	});

	it('a product filled in at run time does not keep the prerendered photo’s srcset', () => {
		document.body.innerHTML = `<section data-product-media><div class="media-stage" data-media-stage><img class="media-image" data-media-image src="/_img/0123456789abcdef01234567-480.webp" srcset="${SRCSET}" alt=""></div></section>`;
		const root = document.querySelector<HTMLElement>('[data-product-media]')!;
		renderProductMedia(root, { image: 'https://cdn.test/other.png', videos: [] }, 'Other');
		const image = root.querySelector('img')!;
		expect(image.getAttribute('src')).toBe('https://cdn.test/other.png');
		expect(image.hasAttribute('srcset')).toBe(false);
	});

	it('the same photo again keeps its srcset', () => {
		document.body.innerHTML = `<section data-product-media><div class="media-stage" data-media-stage><img class="media-image" data-media-image src="/_img/0123456789abcdef01234567-480.webp" srcset="${SRCSET}" alt=""></div></section>`;
		const root = document.querySelector<HTMLElement>('[data-product-media]')!;
		renderProductMedia(
			root,
			{ image: '/_img/0123456789abcdef01234567-480.webp', videos: [] },
			'Same',
		);
		expect(root.querySelector('img')!.getAttribute('srcset')).toBe(SRCSET);
	});
});
