/**
 * Responsive institute images. The build optimises each raster image an institute links
 * (scripts/lib/images/) into WebP files published inside the tenant's site at the widths the
 * place it is shown in needs (its slot); a page then asks for them with `srcset` and `sizes`.
 * An image the build could not optimise (an SVG, a GIF, one it could not fetch) keeps its
 * original address. Pure: the build computes the widths here, the components the attributes.
 */

/** Where an image is shown; each place has its own widths and `sizes` (see SLOTS). */
export type ImageSlot = 'banner' | 'card' | 'detail' | 'avatar' | 'popup' | 'logo';

/** One optimised file of an image. */
export interface ImageVariant {
	width: number;
	/** Site path, e.g. `/_img/3f9c…-800.webp`. */
	path: string;
}

/** An optimised image: its source's pixel size and its files, narrowest first. */
export interface OptimisedImage {
	width: number;
	height: number;
	variants: ImageVariant[];
	/**
	 * A small vector image as a `data:` address, written into the page: no request, and no
	 * connection to the institute's image host before the first paint. An SVG shown by <img> runs
	 * no script and loads nothing.
	 */
	inline?: string;
}

/** A tenant's optimised images by their original address (SiteData `images`). */
export type SiteImages = Record<string, OptimisedImage>;

interface WidthSlot {
	/** Candidate widths in pixels (a source narrower than one gets its own width instead). */
	widths: readonly number[];
	/** The `sizes` attribute: the width the CSS gives the image at each viewport. */
	sizes: string;
	/** The width `src` names, for a browser without `srcset`. */
	fallback: number;
}

interface HeightSlot {
	/** Fixed CSS height in pixels; the width follows the source's aspect ratio. */
	height: number;
	/** Pixel densities to serve. */
	densities: readonly number[];
}

/**
 * The slots, from the CSS that sizes each image (page width 1180 px; card lists 1 card up to
 * 464 px, 2 up to 1024 px, 4 above; the product detail's media column 3/5 of the page from 900 px).
 * Widths cover a 360 px phone at 3x up to the full page at 1.5x.
 */
export const SLOTS: Readonly<Record<ImageSlot, WidthSlot | HeightSlot>> = {
	// Home slider and content-page banners: the page width at most (src/styles/global.css).
	banner: {
		widths: [480, 800, 1200, 1800],
		sizes: '(min-width: 1180px) 1180px, 100vw',
		fallback: 1200,
	},
	// Course and product cards (src/components/home/CardList.astro).
	card: {
		widths: [320, 480, 640, 960],
		sizes: '(min-width: 1025px) 290px, (min-width: 465px) 50vw, 100vw',
		fallback: 480,
	},
	// The product detail photo (src/components/products/ProductDetail.astro: 3fr of 5 from 900 px).
	detail: {
		widths: [480, 800, 1200],
		sizes: '(min-width: 900px) 700px, 100vw',
		fallback: 800,
	},
	// The testimonial photo, a 64 px circle.
	avatar: { widths: [64, 128, 192], sizes: '64px', fallback: 128 },
	// The home pop-up: 560 px wide at most, 16 px from each edge below that.
	popup: {
		widths: [560, 1120],
		sizes: '(min-width: 592px) 560px, calc(100vw - 32px)',
		fallback: 560,
	},
	// The header logo: 44 px high (src/components/layout/Header.astro).
	logo: { height: 44, densities: [1, 2, 3] },
};

// A candidate within a tenth of the source's width is no smaller in practice: the source's own width serves instead.
const NEAR_SOURCE = 0.9;

/** The widths to make of a `width`×`height` source for `slot`: never wider than the source. */
export function slotWidths(slot: ImageSlot, width: number, height: number): number[] {
	const spec = SLOTS[slot];
	const wanted =
		'widths' in spec
			? spec.widths
			: spec.densities.map((density) => Math.round((spec.height * density * width) / height));
	const kept = wanted.filter((candidate) => candidate <= width * NEAR_SOURCE);
	if (kept.length < wanted.length) kept.push(width);
	return [...new Set(kept)].sort((a, b) => a - b);
}

/** What an <img> takes for an image: its address, and where optimised, `srcset` and `sizes`. */
export interface ImageAttributes {
	src: string;
	srcset?: string;
	sizes?: string;
	/** Intrinsic width at the slot's CSS height (logo only: it has no fixed box). */
	width?: number;
}

/** The `srcset` of an image's variants: `path width`w, narrowest first. */
export function srcsetOf(variants: readonly ImageVariant[]): string {
	return variants.map((variant) => `${variant.path} ${variant.width}w`).join(', ');
}

/**
 * The <img> attributes of the image at `url` in `slot`: its optimised files when the build made
 * them, else the original address (`src` alone). A null `url` gives null.
 */
export function responsiveImage(
	images: SiteImages | undefined,
	url: string | null,
	slot: ImageSlot,
): ImageAttributes | null {
	if (url === null) return null;
	const image = images?.[url];
	if (image?.inline) return { src: image.inline };
	if (!image || image.variants.length === 0) return { src: url };
	const spec = SLOTS[slot];
	const wanted = new Set(slotWidths(slot, image.width, image.height));
	const variants = image.variants.filter((variant) => wanted.has(variant.width));
	if (variants.length === 0) return { src: url };
	if ('widths' in spec) {
		const fallback =
			variants.find((variant) => variant.width >= spec.fallback) ?? variants[variants.length - 1]!;
		return { src: fallback.path, srcset: srcsetOf(variants), sizes: spec.sizes };
	}
	const shown = Math.round((spec.height * image.width) / image.height);
	const fallback = variants.find((variant) => variant.width >= shown * 2) ?? variants.at(-1)!;
	return {
		src: fallback.path,
		srcset: srcsetOf(variants),
		sizes: `${shown}px`,
		width: shown,
	};
}
