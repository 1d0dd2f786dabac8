import type { SiteImages } from '../../lib/images/responsive.ts';
import type { PartLanguages } from '../../lib/site/locale.ts';

/**
 * What the course and product cards take alike (src/components/catalogue/CatalogueCard.astro).
 */

/** Above the fold on a list page: load the image at once (the first card's is the LCP image). */
export type CardPriority = 'high' | 'eager' | undefined;

/** The options every catalogue card takes besides its item. */
export interface CardOptions {
	/** The build's optimised images (SiteData `images`): a raster picture comes in the card's widths. */
	images?: SiteImages | undefined;
	/** How urgently the picture loads (`cardPriority` in src/lib/home/sections.ts); lazily by default. */
	priority?: CardPriority;
	/** 2 on a list page, 3 inside a home section. */
	headingLevel?: 2 | 3;
	/** The page's languages (`siteLanguages`): the card's buttons and labels are the spec's English. */
	lang: PartLanguages;
}
