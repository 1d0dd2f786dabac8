/**
 * Wire → app mappers of M1, P1, P2 and P3 (the build-time site calls): they take a reply validated
 * by its wire schema and apply the spec's defaults (CONTRACT.md value types and field details), so
 * nothing downstream sees wire quirks.
 */
import { isOn, normaliseRoute, pageFrom, textOrNull } from '../values.ts';
import type {
	ContentPage,
	Course,
	Faq,
	FaqCategory,
	Homepage,
	Institute,
	NavLink,
	Testimonial,
	Theme,
} from '../types.ts';
import type {
	CourseWire,
	FaqWire,
	FaqsByCategoryWire,
	HomepageWire,
	InstituteLookupWire,
	PageWire,
} from '../wire/site.ts';
import { mapProduct } from './product.ts';

/** M1: `website_enable` defaults to true; `store` is on when e-learning or store is on. */
export function mapInstitute(wire: InstituteLookupWire): Institute {
	const elearnEnabled = wire.enable_elearn_feature === true;
	return {
		id: wire.institute_id,
		name: wire.institute_name,
		websiteEnabled: wire.website_enable ?? true,
		elearnEnabled,
		storeEnabled: elearnEnabled || wire.store === true,
		schoolModel: wire.school_model === true,
		leadsEnabled: wire.lead === true,
		logoUrl: textOrNull(wire.institute_logo_url),
		faviconUrl: textOrNull(wire.fav_icon_url),
	};
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A `#RRGGBB` colour, or null so the default theme colour applies. */
export function colourOrNull(value: string | null | undefined): string | null {
	const colour = value?.trim();
	return colour !== undefined && HEX_COLOUR.test(colour) ? colour : null;
}

/** Rating clamped to 0–5 and rounded to the nearest half star. */
export function clampRating(rating: number | null | undefined): number {
	if (rating == null || !Number.isFinite(rating)) return 0;
	return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

// Copy then sort: `toSorted` is missing on older phone browsers.
const byOrder = <T extends { order_number?: number | null | undefined }>(
	items: readonly T[],
): T[] =>
	[...items].sort(
		(a, b) =>
			(a.order_number ?? Number.MAX_SAFE_INTEGER) - (b.order_number ?? Number.MAX_SAFE_INTEGER),
	);

/** P3 page record (and `about_us_details` of P1). */
export function mapPage(wire: PageWire): ContentPage {
	// A validated record is always an object, so the tolerant mapping never gives null here.
	return pageFrom(wire) as ContentPage;
}

/** P2 entry. */
export function mapFaq(wire: FaqWire): Faq {
	return {
		id: wire.id,
		categoryId: wire.category_id ?? null,
		categoryName: textOrNull(wire.category_name),
		question: wire.question,
		answer: textOrNull(wire.answer),
		order: wire.order_number ?? 0,
	};
}

/** P2: categories in key order, entries by `order_number`; empty categories are dropped. */
export function mapFaqCategories(wire: FaqsByCategoryWire): FaqCategory[] {
	return Object.entries(wire)
		.filter(([, faqs]) => faqs.length > 0)
		.map(([name, faqs]) => ({ name, faqs: byOrder(faqs).map(mapFaq) }));
}

/** `course_details` of P1. */
export function mapCourse(wire: CourseWire): Course {
	return {
		id: wire.id,
		courseType: textOrNull(wire.course_type),
		name: wire.name,
		shortDescription: textOrNull(wire.short_description),
		descriptionHtml: textOrNull(wire.description),
		imageUrl: textOrNull(wire.image) ?? textOrNull(wire.thumbnail_url),
	};
}

function mapTheme(wire: HomepageWire['theme_details']): Theme {
	return {
		headingFont: textOrNull(wire?.font_family_heading_name),
		contentFont: textOrNull(wire?.font_family_content_name),
		backgroundColor: colourOrNull(wire?.background_color),
		textContentColor: colourOrNull(wire?.text_content_color),
		textAnchorColor: colourOrNull(wire?.text_anchor_color),
		borderColor: colourOrNull(wire?.border_color),
		textHeadingColor: colourOrNull(wire?.text_heading_color),
	};
}

function mapNavLinks(wire: HomepageWire['nav_links']): NavLink[] {
	return (wire ?? []).flatMap((link) => {
		const route = normaliseRoute(link.page_route);
		return route === '' ? [] : [{ title: link.page_title, route, inNavbar: isOn(link.in_navbar) }];
	});
}

function mapTestimonial(
	wire: NonNullable<HomepageWire['testimonial_details']>[number],
): Testimonial {
	return {
		id: wire.id,
		imageUrl: textOrNull(wire.image_url),
		name: textOrNull(wire.name),
		content: textOrNull(wire.content),
		rating: clampRating(wire.rating),
	};
}

/** P1: home data with every spec default applied; slides, testimonials and FAQs by `order_number`. */
export function mapHomepage(wire: HomepageWire): Homepage {
	const basic = wire.basic_details;
	const integrations = wire.third_party_integration_details;
	const social = wire.social_details;
	return {
		logoUrl: textOrNull(basic?.logo_url),
		faviconUrl: textOrNull(basic?.favicon_url),
		copyrightText: textOrNull(basic?.copyright_url),
		bannerUrl: textOrNull(basic?.banner_url),
		popUpImageUrl: textOrNull(basic?.pop_up_image_url),
		theme: mapTheme(wire.theme_details),
		integrations: {
			metaPixelId: textOrNull(integrations?.pixel),
			siteVerification: textOrNull(integrations?.google_verfication),
			googleAnalyticsId: textOrNull(integrations?.google_analytics),
			// Kept as sent: src/lib/tracking/tag-rules.ts decides what may load, and the build names what it drops.
			chatScriptUrl: textOrNull(integrations?.chat)?.trim() ?? null,
		},
		social: {
			address: textOrNull(social?.address),
			email: textOrNull(social?.email_id),
			phone: textOrNull(social?.contact),
			androidAppUrl: textOrNull(social?.android_app_url),
			iosAppUrl: textOrNull(social?.ios_app_url),
			whatsapp: textOrNull(social?.whatsapp),
			facebookUrl: textOrNull(social?.facebook_url),
			linkedInUrl: textOrNull(social?.linkedIn_url),
			instagramUrl: textOrNull(social?.instagram_url),
			youtubeUrl: textOrNull(social?.youtube_url),
			twitterUrl: textOrNull(social?.twitter_url),
			formUrl: textOrNull(social?.form_url),
			blogUrl: textOrNull(social?.blog_url),
		},
		navLinks: mapNavLinks(wire.nav_links),
		slides: byOrder(wire.slider_details ?? []).map((slide) => ({
			id: slide.id,
			imageUrl: textOrNull(slide.image_url),
			name: textOrNull(slide.name),
			content: textOrNull(slide.content),
		})),
		testimonials: byOrder(wire.testimonial_details ?? []).map(mapTestimonial),
		about: wire.about_us_details == null ? null : mapPage(wire.about_us_details),
		homeFaqs: byOrder(wire.faqs ?? []).map(mapFaq),
		popularCourses: (wire.course_details ?? []).map(mapCourse),
		popularProducts: (wire.product_details ?? []).map(mapProduct),
	};
}
