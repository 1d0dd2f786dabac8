/**
 * Wire shapes of the build-time site calls: M1 (institute), P1 (home), P2 (FAQs), P3 (content
 * page), as zod/mini schemas. The mappers parse replies with them and the sandbox validates its
 * fixtures and request bodies with them; app code uses the mapped types of `../types.ts`.
 */
import * as z from 'zod/mini';
import { flag, id, text, yesNo, zeroOne } from './common.ts';
import { productSchema } from './product.ts';

/** M1 result. */
export const instituteLookupSchema = z.looseObject({
	institute_id: id,
	institute_name: z.string(),
	website_enable: flag,
	enable_elearn_feature: flag,
	store: flag,
	school_model: flag,
	lead: flag,
	institute_logo_url: text,
	fav_icon_url: text,
});
export type InstituteLookupWire = z.infer<typeof instituteLookupSchema>;

export const basicDetailsSchema = z.looseObject({
	logo_url: text,
	favicon_url: text,
	copyright_url: text,
	banner_url: text,
	pop_up_image_url: text,
});
export const themeDetailsSchema = z.looseObject({
	font_family_heading_id: z.nullish(z.union([id, z.string()])),
	font_family_heading_name: text,
	font_family_content_id: z.nullish(z.union([id, z.string()])),
	font_family_content_name: text,
	background_color: text,
	text_content_color: text,
	text_anchor_color: text,
	border_color: text,
	text_heading_color: text,
});
export const thirdPartyIntegrationSchema = z.looseObject({
	pixel: text,
	google_verfication: text,
	google_analytics: text,
	chat: text,
});
export const socialDetailsSchema = z.looseObject({
	address: text,
	email_id: text,
	contact: text,
	android_app_url: text,
	ios_app_url: text,
	whatsapp: text,
	facebook_url: text,
	linkedIn_url: text,
	instagram_url: text,
	youtube_url: text,
	twitter_url: text,
	form_url: text,
	blog_url: text,
});
export const navLinkSchema = z.looseObject({
	page_title: z.string(),
	page_route: z.string(),
	in_navbar: z.nullish(z.union([z.boolean(), zeroOne, yesNo])),
});
export const slideSchema = z.looseObject({
	id,
	institute_id: z.nullish(id),
	image_url: text,
	name: text,
	content: text,
	order_number: z.nullish(z.number()),
});
export const testimonialSchema = z.looseObject({
	id,
	institute_id: z.nullish(id),
	image_url: text,
	name: text,
	content: text,
	order_number: z.nullish(z.number()),
	rating: z.nullish(z.number()),
});

/** P3 result; also `about_us_details` of P1. */
export const pageSchema = z.looseObject({
	banner_image_url: text,
	id: z.nullish(id),
	in_navbar: z.nullish(z.union([z.boolean(), zeroOne, yesNo])),
	institute_id: z.nullish(id),
	page_data: text,
	page_route: text,
	page_status: text,
	page_title: text,
});
export type PageWire = z.infer<typeof pageSchema>;

export const courseSchema = z.looseObject({
	id,
	course_type: text,
	name: z.string(),
	short_description: text,
	description: text,
	image: text,
	thumbnail_url: text,
});
export type CourseWire = z.infer<typeof courseSchema>;

/** P1 result. */
export const homepageSchema = z.looseObject({
	basic_details: z.nullish(basicDetailsSchema),
	theme_details: z.nullish(themeDetailsSchema),
	third_party_integration_details: z.nullish(thirdPartyIntegrationSchema),
	social_details: z.nullish(socialDetailsSchema),
	nav_links: z.nullish(z.array(navLinkSchema)),
	slider_details: z.nullish(z.array(slideSchema)),
	testimonial_details: z.nullish(z.array(testimonialSchema)),
	about_us_details: z.nullish(pageSchema),
	faqs: z.nullish(z.array(z.lazy(() => faqSchema))),
	course_details: z.nullish(z.array(courseSchema)),
	product_details: z.nullish(z.array(productSchema)),
});
export type HomepageWire = z.infer<typeof homepageSchema>;

/** P2 entry (and `faqs` of P1). Questions and answers may hold HTML. */
export const faqSchema = z.looseObject({
	id,
	category_id: z.nullish(id),
	category_name: text,
	question: z.string(),
	answer: text,
	order_number: z.nullish(z.number()),
});
export type FaqWire = z.infer<typeof faqSchema>;
/** P2 result: FAQs keyed by category name; empty is `{}`. */
export const faqsByCategorySchema = z.record(z.string(), z.array(faqSchema));
export type FaqsByCategoryWire = z.infer<typeof faqsByCategorySchema>;
