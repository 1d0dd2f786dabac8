/**
 * Wire → app mappers: validate a reply with its `wire.ts` schema, then apply the spec's defaults
 * (CONTRACT.md value types and field details) so nothing downstream sees wire quirks.
 */
import * as z from 'zod/mini';
import { accessTokenFrom } from './auth.ts';
import { LmsError } from './errors.ts';
import { isOn, normaliseRoute, pageFrom, textOrNull } from './plain.ts';

export { isOn, normaliseRoute, textOrNull };
import type {
	CartProductWire,
	CountryCodeWire,
	CourseWire,
	FaqWire,
	FaqsByCategoryWire,
	HomepageWire,
	InstituteLookupWire,
	LoginResultWire,
	PageWire,
	PaymentGatewayConfigWire,
	ProductDetailWire,
	ProductWire,
	ProfileWire,
	RegisterResultWire,
	WebAccessTokenWire,
} from './wire.ts';
import type {
	CartProduct,
	ContentPage,
	CountryCode,
	Course,
	Faq,
	FaqCategory,
	Homepage,
	Institute,
	LoginResult,
	NavLink,
	PaymentGateways,
	Product,
	ProductDetail,
	Profile,
	RegisterResult,
	Testimonial,
	Theme,
	WebAccess,
} from './types.ts';

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

type Issue = z.core.$ZodIssue;

const describeValue = (value: unknown): string =>
	value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
	let value = root;
	for (const key of path) {
		if (typeof value !== 'object' || value === null) return undefined;
		value = (value as Record<PropertyKey, unknown>)[key];
	}
	return value;
}

// A union reports one issue list per branch; the branch that got furthest explains best.
function deepestIssue(issue: Issue): { issue: Issue; path: PropertyKey[] } {
	if (issue.code !== 'invalid_union' || issue.errors.length === 0) {
		return { issue, path: [...issue.path] };
	}
	let best: { issue: Issue; path: PropertyKey[] } | null = null;
	for (const branch of issue.errors) {
		const first = branch[0];
		if (first === undefined) continue;
		const found = deepestIssue(first);
		if (best === null || found.path.length > best.path.length) best = found;
	}
	return best === null
		? { issue, path: [...issue.path] }
		: { issue: best.issue, path: [...issue.path, ...best.path] };
}

const formatPath = (path: readonly PropertyKey[]): string =>
	path.reduce<string>(
		(out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
		'result',
	);

function reasonOf(issue: Issue, received: unknown): string {
	if (issue.code === 'invalid_type') {
		return `expected ${issue.expected}, received ${describeValue(received)}`;
	}
	if (issue.code === 'invalid_value') {
		return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}, received ${JSON.stringify(received)}`;
	}
	return issue.message;
}

/**
 * Validates a reply's `result` against its wire schema. `where` names the request
 * (e.g. 'M1 GET /api/v1/...'); a mismatch throws an `LmsError` of kind 'invalid-reply'
 * naming the first offending field, e.g. `result.nav_links[0].page_route`.
 */
export function parseWire<S extends z.ZodMiniType>(
	schema: S,
	value: unknown,
	call: string,
	where: string = call,
	status: number | null = null,
): z.infer<S> {
	const parsed = z.safeParse(schema, value);
	if (parsed.success) return parsed.data;
	const first = parsed.error.issues[0];
	const { issue, path } =
		first === undefined ? { issue: undefined, path: [] } : deepestIssue(first);
	const reason = issue === undefined ? 'invalid' : reasonOf(issue, valueAt(value, path));
	throw new LmsError({
		kind: 'invalid-reply',
		call,
		status,
		body: value,
		message: `${where}: invalid reply at ${formatPath(path)}: ${reason}`,
	});
}

// ---------------------------------------------------------------------------------------------
// Value helpers
// ---------------------------------------------------------------------------------------------

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

/** `youtube_url` is a JSON-encoded list of links; anything unparsable yields no links. */
export function parseVideoLinks(value: string | null | undefined): string[] {
	if (textOrNull(value) === null) return [];
	try {
		const parsed: unknown = JSON.parse(value as string);
		if (!Array.isArray(parsed)) return [];
		return parsed.filter((link): link is string => typeof link === 'string' && link.trim() !== '');
	} catch {
		return [];
	}
}

/** Currency code, upper-cased; 'INR' when absent. */
const currencyOf = (code: string | null | undefined): string =>
	textOrNull(code)?.trim().toUpperCase() ?? 'INR';

// Copy then sort: `toSorted` is missing on older phone browsers.
const byOrder = <T extends { order_number?: number | null | undefined }>(
	items: readonly T[],
): T[] =>
	[...items].sort(
		(a, b) =>
			(a.order_number ?? Number.MAX_SAFE_INTEGER) - (b.order_number ?? Number.MAX_SAFE_INTEGER),
	);

// ---------------------------------------------------------------------------------------------
// Main service
// ---------------------------------------------------------------------------------------------

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

/** M2: the access token is base64(`u_id:u_pd`). */
export function mapWebAccess(wire: WebAccessTokenWire): WebAccess {
	return {
		accessToken: accessTokenFrom(wire.u_id, wire.u_pd),
		thirdPartyAuthToken: textOrNull(wire.third_party_auth_token),
		webAccess: wire.web_access === 1,
		instituteId: wire.institute_id,
		instituteName: textOrNull(wire.institute_name),
	};
}

/** One M3 result; the server's `password` becomes the credential (null when empty). */
export function mapLoginResult(wire: LoginResultWire): LoginResult {
	return {
		userId: wire.user_id,
		userType: wire.user_type,
		credential: textOrNull(wire.password),
		instituteId: wire.institute_id,
		deviceId: textOrNull(wire.device_id),
		name: textOrNull(wire.name),
		loginOption: wire.login_option ?? 0,
		instituteName: textOrNull(wire.institute_name),
		email: textOrNull(wire.email_id),
		mobile: textOrNull(wire.mobile_no),
		// Spec section 6: type 99 is treated as having no student id.
		studentId: wire.user_type === 99 ? null : (wire.student_id ?? null),
		countryId: wire.country_id ?? null,
		countryCallingCode: textOrNull(wire.country_calling_code),
		currencyCode: currencyOf(wire.currency_code),
		onlinePaymentEnabled: isOn(wire.enable_online_payment_feature),
		singleDeviceLogin: isOn(wire.enable_single_device_login),
		convenienceFeeEnabled: wire.enable_razorpay_gst_fee_from_student === 1,
		convenienceFeePercentage: wire.razor_payment_gateway_percentage_fee ?? 0,
	};
}

/** M7. */
export function mapRegisterResult(wire: RegisterResultWire): RegisterResult {
	return {
		userId: wire.user_id,
		userType: wire.user_Type,
		credential: wire.password,
		instituteId: wire.institute_id,
		deviceId: textOrNull(wire.device_id),
		singleDeviceLogin: isOn(wire.single_device_login),
		onlinePaymentEnabled: isOn(wire.enable_online_payment_feature),
	};
}

/** M10. */
export function mapCountryCode(wire: CountryCodeWire): CountryCode {
	return {
		id: wire.id,
		callingCode: wire.country_calling_code,
		isDefault: wire.is_default === 'Y',
	};
}

/** M11 (first element of the bare list). */
export function mapProfile(wire: ProfileWire): Profile {
	return {
		name: textOrNull(wire.name),
		email: textOrNull(wire.email),
		mobile: textOrNull(wire.mobile_no),
		courses: (wire.subjectList ?? []).flatMap((subject) => textOrNull(subject.course_name) ?? []),
	};
}

/** M15; an empty result means the gateway is unavailable (null). */
export function mapPaymentGateways(wire: PaymentGatewayConfigWire | null): PaymentGateways | null {
	if (wire === null || Object.keys(wire).length === 0) return null;
	const { razorpay, paytabs, paypal, inst_sett_det: settings } = wire;
	return {
		gatewayOne:
			razorpay == null
				? null
				: {
						active: razorpay.is_active === 'Y',
						publicToken: textOrNull(razorpay.public_token),
						oAuthDone: razorpay.is_oAuth_done === true,
					},
		gatewayTwo:
			paytabs == null
				? null
				: {
						active: paytabs.is_active === 'Y',
						procturGateway: isOn(paytabs.is_proctur_payment_gateway),
						merchantId: textOrNull(paytabs.merchant_id),
						email: textOrNull(paytabs.email_id),
					},
		gatewayThree:
			paypal == null ? null : { procturGateway: isOn(paypal.is_proctur_payment_gateway) },
		paymentEnabled: settings?.is_payment_enabled == null ? null : isOn(settings.is_payment_enabled),
		convenienceFeeEnabled:
			settings?.enable_razorpay_gst_fee_from_student == null
				? null
				: settings.enable_razorpay_gst_fee_from_student === 1,
		convenienceFeePercentage: settings?.razor_payment_gateway_percentage_fee ?? null,
	};
}

// ---------------------------------------------------------------------------------------------
// Product service
// ---------------------------------------------------------------------------------------------

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

/** P4 / P6 entry (and `product_details` of P1). `is_paid: "N"` is free whatever the price. */
export function mapProduct(wire: ProductWire): Product {
	const isFree = wire.is_paid === 'N';
	return {
		id: wire.id,
		title: wire.title,
		photoUrl: textOrNull(wire.photo_url),
		about: textOrNull(wire.about),
		shareLink: textOrNull(wire.product_sharable_link),
		enrolledDate: textOrNull(wire.enrolled_date),
		expireOn: textOrNull(wire.expire_on),
		isFree,
		price: isFree ? 0 : (wire.price ?? 0),
		priceBeforeDiscount: wire.price_before_discount ?? null,
		discountPercentage: Math.max(0, wire.discount_percentage ?? 0),
		offerAvailable: wire.offer_available === true,
		showPurchaseCount: wire.purchase_count_status === 1,
		purchaseCount: wire.total_prod_purchaseed ?? 0,
		remaining: wire.remaining_products ?? null,
		isEnrolled: wire.is_enrolled === true,
		tag: textOrNull(wire.tag),
		currencyCode: currencyOf(wire.country_details?.currency_code),
	};
}

/** P7 / P8: resolves the spelling variants of the two calls. */
export function mapProductDetail(wire: ProductDetailWire): ProductDetail {
	const base = mapProduct({
		...wire,
		photo_url: textOrNull(wire.logo_url) ?? wire.product_logo_url,
		price: wire.price ?? wire.actual_price,
		total_prod_purchaseed: wire.total_prod_purchaseed ?? wire.total_product_sold,
		enrolled_date: null,
		expire_on: null,
		tag: null,
	});
	return {
		...base,
		productId: wire.product_id ?? null,
		soldOut: wire.sold_out === true,
		items: (wire.description ?? []).map((item) => ({
			itemType: item.item_type,
			description: textOrNull(item.description),
		})),
		videoLinks: parseVideoLinks(wire.youtube_url),
		videoUrl: textOrNull(wire.video_url),
	};
}

/** P9 entry. `entityId` is not the product id. */
export function mapCartProduct(wire: CartProductWire): CartProduct {
	const isFree = wire.is_paid === 'N';
	return {
		entityId: wire.entity_id,
		id: wire.id,
		title: wire.title,
		logoUrl: textOrNull(wire.logo_url),
		durationDays: wire.duration ?? null,
		validFrom: textOrNull(wire.valid_from_date),
		validTo: textOrNull(wire.valid_to_date),
		isEnrolled: wire.is_enrolled === true,
		isFree,
		price: isFree ? 0 : (wire.price ?? 0),
		offers: (wire.available_offers ?? []).map((offer) => ({
			code: offer.offer_code,
			discountType: textOrNull(offer.discount_type),
			discountPercentage: offer.discount_percentage ?? null,
			flatDiscountAmount: offer.flat_discount_amount ?? null,
		})),
		currencyCode: currencyOf(wire.country_details?.currency_code),
		countryId: wire.country_details?.country_id ?? null,
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

// The chat widget is a script: only an https URL may be injected.
const httpsUrlOrNull = (value: string | null | undefined): string | null => {
	const url = textOrNull(value)?.trim() ?? null;
	return url !== null && url.startsWith('https://') ? url : null;
};

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
			chatScriptUrl: httpsUrlOrNull(integrations?.chat),
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
