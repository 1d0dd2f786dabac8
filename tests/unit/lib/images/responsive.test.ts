/**
 * src/lib/images/responsive.ts: the widths made for each slot (never wider than the source) and
 * the <img> attributes a page writes for an optimised image, or the original address without one.
 */
import { describe, expect, it } from 'vitest';
import {
	responsiveImage,
	slotWidths,
	srcsetOf,
	type ImageSlot,
	type SiteImages,
} from '../../../../src/lib/images/responsive.ts';

describe('slotWidths', () => {
	it.each<[ImageSlot, number, number, number[]]>([
		// A large source: every width of the slot.
		['banner', 3000, 1050, [480, 800, 1200, 1800]],
		['card', 2000, 1125, [320, 480, 640, 960]],
		['detail', 1600, 900, [480, 800, 1200]],
		['avatar', 400, 400, [64, 128, 192]],
		['popup', 1500, 1500, [560, 1120]],
		// Narrower than a width: the source's own width instead of the wider ones.
		['banner', 1280, 448, [480, 800, 1280]],
		['card', 500, 300, [320, 500]],
		// Within a tenth of a width: that width is dropped for the source's own.
		['detail', 1300, 731, [480, 800, 1300]],
		// Smaller than every width: the source alone.
		['avatar', 50, 50, [50]],
		// The logo is 44 px high: widths at 1x, 2x and 3x of the source's aspect ratio.
		['logo', 600, 200, [132, 264, 396]],
		['logo', 200, 100, [88, 176, 200]],
	])('%s of a %i×%i source → %j', (slot, width, height, expected) => {
		expect(slotWidths(slot, width, height)).toEqual(expected);
	});
});

describe('srcsetOf', () => {
	it('lists path and width, narrowest first as given', () => {
		expect(
			srcsetOf([
				{ width: 320, path: '/_img/a-320.webp' },
				{ width: 640, path: '/_img/a-640.webp' },
			]),
		).toBe('/_img/a-320.webp 320w, /_img/a-640.webp 640w');
	});
});

const photo = 'https://cdn.example.in/photo.jpg';
const variants = (hash: string, widths: number[]) =>
	widths.map((width) => ({ width, path: `/_img/${hash}-${width}.webp` }));
const images: SiteImages = {
	[photo]: {
		width: 2000,
		height: 1125,
		variants: variants('h1', [320, 480, 640, 800, 960, 1200]),
	},
	'https://cdn.example.in/logo.png': {
		width: 600,
		height: 200,
		variants: variants('h2', [132, 264, 396]),
	},
};

describe('responsiveImage', () => {
	it('gives a card the card widths, its sizes and the 480 px file as src', () => {
		expect(responsiveImage(images, photo, 'card')).toEqual({
			src: '/_img/h1-480.webp',
			srcset:
				'/_img/h1-320.webp 320w, /_img/h1-480.webp 480w, /_img/h1-640.webp 640w, /_img/h1-960.webp 960w',
			sizes: '(min-width: 1025px) 290px, (min-width: 465px) 50vw, 100vw',
		});
	});

	it('gives the same image on the detail page the detail widths', () => {
		expect(responsiveImage(images, photo, 'detail')).toEqual({
			src: '/_img/h1-800.webp',
			srcset: '/_img/h1-480.webp 480w, /_img/h1-800.webp 800w, /_img/h1-1200.webp 1200w',
			sizes: '(min-width: 900px) 700px, 100vw',
		});
	});

	it('gives a logo its width at 44 px high and density widths', () => {
		expect(responsiveImage(images, 'https://cdn.example.in/logo.png', 'logo')).toEqual({
			src: '/_img/h2-264.webp',
			srcset: '/_img/h2-132.webp 132w, /_img/h2-264.webp 264w, /_img/h2-396.webp 396w',
			sizes: '132px',
			width: 132,
		});
	});

	it.each<[string, SiteImages | undefined, string | null, ImageSlot, unknown]>([
		['no address', images, null, 'banner', null],
		['no optimised images at all', undefined, photo, 'banner', { src: photo }],
		[
			'an address the build kept (SVG, failed)',
			images,
			'https://x.in/a.svg',
			'card',
			{ src: 'https://x.in/a.svg' },
		],
		[
			'an image made without the slot’s widths',
			{ [photo]: { width: 2000, height: 1125, variants: variants('h3', [64]) } },
			photo,
			'card',
			{ src: photo },
		],
	])('keeps the original address for %s', (_, given, url, slot, expected) => {
		expect(responsiveImage(given, url, slot)).toEqual(expected);
	});
});
