/**
 * What tells the two catalogue list pages apart (spec section 2 "Courses list", "Products list"):
 * their texts and path. src/layouts/CataloguePage.astro is all they share.
 */

/** Texts and path of a catalogue list page. */
export interface CataloguePageTexts {
	/** Page title, breadcrumb name and the list's accessible name. */
	title: string;
	/** The visible heading. */
	heading: string;
	/** Path on the tenant's own host. */
	path: string;
	/** The meta description, naming the institute. */
	description: (institute: string) => string;
}

/** `/courses`. */
export const COURSES_PAGE: CataloguePageTexts = {
	title: 'Courses',
	heading: 'COURSES',
	path: '/courses',
	description: (institute) => `Courses offered by ${institute}.`,
};

/** `/product` (singular, as the LMS links it). */
export const PRODUCTS_PAGE: CataloguePageTexts = {
	title: 'Products',
	heading: 'POPULAR PRODUCTS',
	path: '/product',
	description: (institute) => `Products from ${institute}.`,
};
