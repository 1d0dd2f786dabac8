/**
 * Which institute images a tenant's pages show, and where (the slot sets the widths): the build
 * optimises exactly these. Favicons stay as they are (browsers ask for them by their own rules).
 */
import type { FetchedSiteData } from '../../../src/lib/lms/types.ts';
import type { ImageSlot } from '../../../src/lib/images/responsive.ts';

/** Every image address of `site` with the slots it is shown in, in a stable order. */
export function imageUses(site: FetchedSiteData): Map<string, Set<ImageSlot>> {
	const uses = new Map<string, Set<ImageSlot>>();
	const add = (url: string | null | undefined, slot: ImageSlot) => {
		if (!url) return;
		const slots = uses.get(url) ?? new Set<ImageSlot>();
		slots.add(slot);
		uses.set(url, slots);
	};
	add(site.logoUrl ?? site.institute.logoUrl, 'logo');
	for (const slide of site.slides) add(slide.imageUrl, 'banner');
	add(site.popUpImageUrl, 'popup');
	for (const testimonial of site.testimonials) add(testimonial.imageUrl, 'avatar');
	for (const course of site.popularCourses) add(course.imageUrl, 'card');
	for (const product of [...site.popularProducts, ...site.products]) add(product.photoUrl, 'card');
	for (const detail of site.productDetails) add(detail.photoUrl, 'detail');
	add(site.about?.bannerImageUrl, 'banner');
	for (const page of Object.values(site.pages)) add(page.bannerImageUrl, 'banner');
	return uses;
}
