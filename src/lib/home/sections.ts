/**
 * Which home sections a tenant shows (spec sections 1 and 2 "Home", CONTRACT "Spec readings fixed
 * here"), and the star ratings of its testimonials. Pure functions of the site data.
 */
import type { SiteData } from '../site/site-data.ts';
import { showsCourses } from '../site/navigation.ts';
import type { Course, Faq, Product, Slide, Testimonial } from '../lms/types.ts';
import { responsiveImage, type ImageAttributes } from '../images/responsive.ts';

/** What the home page renders; a hidden section has an empty list. */
export interface HomeSections {
	slides: Slide[];
	popularCourses: Course[];
	popularProducts: Product[];
	faqs: Faq[];
	testimonials: Testimonial[];
	popUpImageUrl: string | null;
}

/** Popular Courses: hidden for the school model and, like every Courses entry, for store-only. */
export function showsPopularCourses(site: SiteData): boolean {
	return !site.institute.schoolModel && showsCourses(site);
}

/** Popular Products: only with the e-learning feature and not for the school model. */
export function showsPopularProducts(site: SiteData): boolean {
	return site.institute.elearnEnabled && !site.institute.schoolModel;
}

/** The home sections with the variant rules applied; images without a URL are left out of the slider. */
export function homeSections(site: SiteData): HomeSections {
	return {
		slides: site.slides.filter((slide) => slide.imageUrl !== null),
		popularCourses: showsPopularCourses(site) ? site.popularCourses : [],
		popularProducts: showsPopularProducts(site) ? site.popularProducts : [],
		faqs: site.homeFaqs,
		testimonials: site.testimonials,
		popUpImageUrl: site.popUpImageUrl,
	};
}

/** True when at least one content section has something to show (else: src/lib/home/empty-home.ts). */
export function hasHomeContent(sections: HomeSections): boolean {
	return [
		sections.slides,
		sections.popularCourses,
		sections.popularProducts,
		sections.faqs,
		sections.testimonials,
	].some((list) => list.length > 0);
}

/**
 * Home's largest image, for the head to preload: the first banner in the sizes the slider shows,
 * or null on a home without banners.
 */
export function homeLcpImage(site: SiteData, sections: HomeSections): ImageAttributes | null {
	const first = sections.slides[0];
	return first ? responsiveImage(site.images, first.imageUrl, 'banner') : null;
}

/** Maximum star rating (spec section 9). */
export const MAX_RATING = 5;

export type Star = 'full' | 'half' | 'empty';

// Ratings come in half steps from 0 to the maximum; anything else is clamped and rounded.
function normaliseRating(rating: number): number {
	if (!Number.isFinite(rating)) return 0;
	return Math.min(MAX_RATING, Math.max(0, Math.round(rating * 2) / 2));
}

/** The five stars of a rating: full, then at most one half, then empty. */
export function ratingStars(rating: number): Star[] {
	const value = normaliseRating(rating);
	return Array.from({ length: MAX_RATING }, (_, index): Star => {
		if (value >= index + 1) return 'full';
		return value >= index + 0.5 ? 'half' : 'empty';
	});
}

/** Accessible text of a rating, e.g. 'Rated 4.5 out of 5'. */
export function ratingText(rating: number): string {
	return `Rated ${normaliseRating(rating)} out of ${MAX_RATING}`;
}

/** Shown for a testimonial without a photo (a file under `public/`). */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** The testimonial's photo, or the default avatar. */
export function testimonialAvatar(testimonial: Pick<Testimonial, 'imageUrl'>): string {
	return testimonial.imageUrl ?? DEFAULT_AVATAR;
}

/** sessionStorage key remembering that this browser session has seen the pop-up image. */
export const POPUP_SEEN_KEY = 'home-popup-seen';

/** Cards in the first row of a list page on desktop (spec section 9: 4 per row). */
export const FIRST_ROW_CARDS = 4;

/**
 * How urgently a list page loads card `index`'s image: the first is the page's LCP image, the
 * rest of the first row load at once, the others lazily.
 */
export function cardPriority(index: number): 'high' | 'eager' | undefined {
	if (index === 0) return 'high';
	return index < FIRST_ROW_CARDS ? 'eager' : undefined;
}
