/**
 * Raw wire shapes of the LMS main service and product service (../shared/api/CONTRACT.md).
 *
 * These zod schemas are the single source of truth for what crosses the wire: the client's
 * mappers parse replies with them, and the sandbox validates its fixtures and request bodies
 * with them. App code never uses these types directly: it uses the mapped types in `types.ts`.
 *
 * `zod/mini` keeps the browser bundles small (it tree-shakes, the classic API does not).
 */
import * as z from 'zod/mini';

// "Empty strings and null both mean absent" (CONTRACT.md, value types).
const text = z.nullish(z.string());
const flag = z.nullish(z.boolean());
const yesNo = z.enum(['Y', 'N']);
const zeroOne = z.union([z.literal(0), z.literal(1)]);
const id = z.number();
const amount = z.number();
/** `YYYY-MM-DD`, or absent. */
const date = z.nullish(z.string());

// ---------------------------------------------------------------------------------------------
// Envelopes and errors
// ---------------------------------------------------------------------------------------------

/** Success envelope; either status key spelling is accepted everywhere. */
export const envelopeSchema = z.looseObject({
	status_code: z.optional(z.number()),
	statusCode: z.optional(z.number()),
	message: text,
	result: z.optional(z.unknown()),
});
export type EnvelopeWire = z.infer<typeof envelopeSchema>;

export const errorItemSchema = z.looseObject({
	error_message: text,
	errorMessage: text,
});
/** One of the three error body spellings of CONTRACT.md. */
export const errorBodySchema = z.union([
	z.array(errorItemSchema),
	z.looseObject({
		status_code: z.optional(z.number()),
		statusCode: z.optional(z.number()),
		message: text,
		error: z.nullish(z.array(errorItemSchema)),
	}),
]);
export type ErrorBodyWire = z.infer<typeof errorBodySchema>;

// ---------------------------------------------------------------------------------------------
// Main service
// ---------------------------------------------------------------------------------------------

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

/** M2 result. */
export const webAccessTokenSchema = z.looseObject({
	u_id: z.string(),
	u_pd: z.string(),
	third_party_auth_token: text,
	web_access: zeroOne,
	institute_id: id,
	institute_name: text,
});
export type WebAccessTokenWire = z.infer<typeof webAccessTokenSchema>;

/** M3 request. */
export const loginRequestSchema = z.object({
	device_id: z.string(),
	institute_id: id,
	source: z.literal('WEB'),
	logout_from_all_devices: z.boolean(),
	password: z.string(),
	user_id: id,
	user_name: z.string(),
	user_type: id,
});
export type LoginRequestWire = z.infer<typeof loginRequestSchema>;

/** M3 result entry. `password` is the server-issued credential, empty in refused results. */
export const loginResultSchema = z.looseObject({
	user_id: id,
	user_type: id,
	password: text,
	institute_id: id,
	device_id: text,
	name: text,
	enable_single_device_login: z.nullish(z.union([zeroOne, z.boolean()])),
	enable_online_payment_feature: z.nullish(z.union([zeroOne, z.boolean()])),
	country_id: z.nullish(id),
	country_calling_code: text,
	currency_code: text,
	inst_plan_det: z.nullish(z.unknown()),
	login_option: z.nullish(z.number()),
	institute_name: text,
	email_id: text,
	mobile_no: text,
	student_id: z.nullish(id),
	enable_razorpay_gst_fee_from_student: z.nullish(zeroOne),
	razor_payment_gateway_percentage_fee: z.nullish(z.number()),
});
export type LoginResultWire = z.infer<typeof loginResultSchema>;
export const loginReplySchema = z.union([loginResultSchema, z.array(loginResultSchema)]);

/** M4 request. */
export const forgotPasswordRequestSchema = z.object({
	user_name: z.string(),
	institute_id: id,
});
export type ForgotPasswordRequestWire = z.infer<typeof forgotPasswordRequestSchema>;

/** M5 request and result. */
export const generateOtpRequestSchema = z.object({
	user_name: z.string(),
	source: z.literal('WEB'),
	app_hash_code: z.string(),
	role: z.literal(99),
	email_id: z.string(),
	country_id: id,
	institute_id: id,
});
export type GenerateOtpRequestWire = z.infer<typeof generateOtpRequestSchema>;
export const generateOtpResultSchema = z.looseObject({ skip_otp_verification: z.boolean() });
export type GenerateOtpResultWire = z.infer<typeof generateOtpResultSchema>;

/** M6 request. */
export const validateOtpRequestSchema = z.object({
	user_name: z.string(),
	otp_code: z.string(),
	source: z.literal('WEB'),
});
export type ValidateOtpRequestWire = z.infer<typeof validateOtpRequestSchema>;

/** M7 request (`password` is base64 of what was typed) and result. */
export const registerRequestSchema = z.object({
	name: z.string(),
	email_id: z.string(),
	password: z.string(),
	mobile_no: z.string(),
	eCourseIdArray: z.array(id),
	login_source: z.literal('WEB'),
	device_id: z.string(),
	country_id: id,
	institute_id: id,
});
export type RegisterRequestWire = z.infer<typeof registerRequestSchema>;
export const registerResultSchema = z.looseObject({
	user_id: id,
	user_Type: id,
	password: z.string(),
	institute_id: id,
	device_id: text,
	single_device_login: z.nullish(z.union([zeroOne, z.boolean()])),
	enable_online_payment_feature: z.nullish(z.union([zeroOne, z.boolean()])),
});
export type RegisterResultWire = z.infer<typeof registerResultSchema>;

/** M8 entry. */
export const branchSchema = z.looseObject({ institute_id: id, institute_name: z.string() });
export type BranchWire = z.infer<typeof branchSchema>;

/** M9 entry. */
export const courseTypeSchema = z.looseObject({ course_type_id: id, course_type: z.string() });
export type CourseTypeWire = z.infer<typeof courseTypeSchema>;

/** M10 entry. `country_calling_code` carries a leading `+`. */
export const countryCodeSchema = z.looseObject({
	id,
	country_calling_code: z.string(),
	is_default: yesNo,
});
export type CountryCodeWire = z.infer<typeof countryCodeSchema>;

/** M11: the body is a bare list; its first element is the profile. */
export const profileSchema = z.looseObject({
	name: text,
	email: text,
	mobile_no: text,
	subjectList: z.nullish(z.array(z.looseObject({ course_name: z.string() }))),
});
export type ProfileWire = z.infer<typeof profileSchema>;

/** M12 request; both passwords as typed. */
export const changePasswordRequestSchema = z.object({
	institute_id: id,
	oldPassword: z.string(),
	newPassword: z.string(),
	userid: id,
});
export type ChangePasswordRequestWire = z.infer<typeof changePasswordRequestSchema>;

/** M13 request. */
export const leadRequestSchema = z.object({
	name: z.string(),
	mobile: z.string(),
	email: z.string(),
	comments: z.string(),
	institute_id: id,
	customComponentList: z.array(z.unknown()),
});
export type LeadRequestWire = z.infer<typeof leadRequestSchema>;

/** M15 result (non-empty); a missing block means that gateway is absent. */
export const paymentGatewayConfigSchema = z.looseObject({
	razorpay: z.nullish(
		z.looseObject({ is_active: yesNo, public_token: text, is_oAuth_done: z.nullish(z.boolean()) }),
	),
	paytabs: z.nullish(
		z.looseObject({
			is_active: yesNo,
			is_proctur_payment_gateway: z.nullish(z.union([yesNo, z.boolean()])),
			merchant_id: text,
			email_id: text,
		}),
	),
	paypal: z.nullish(
		z.looseObject({ is_proctur_payment_gateway: z.nullish(z.union([yesNo, z.boolean()])) }),
	),
	inst_sett_det: z.nullish(
		z.looseObject({
			is_payment_enabled: z.nullish(z.union([yesNo, zeroOne, z.boolean()])),
			enable_razorpay_gst_fee_from_student: z.nullish(zeroOne),
			razor_payment_gateway_percentage_fee: z.nullish(z.number()),
		}),
	),
});
export type PaymentGatewayConfigWire = z.infer<typeof paymentGatewayConfigSchema>;

/** M16 request and result (gateway two). */
export const gatewayTwoTokenRequestSchema = z.object({
	entity_id: id,
	amount,
	currency_code: z.string(),
	institute_id: id,
	user_id: id,
	return_url: z.string(),
	site_url: z.string(),
});
export type GatewayTwoTokenRequestWire = z.infer<typeof gatewayTwoTokenRequestSchema>;
export const gatewayTwoTokenResultSchema = z.looseObject({
	token_id: z.string(),
	redirect_url: z.string(),
});
export type GatewayTwoTokenResultWire = z.infer<typeof gatewayTwoTokenResultSchema>;

/** M17 request (gateway three); the result is the string `redirect:<url>`. */
export const paypalPaymentRequestSchema = z.object({
	intent: z.literal('ORDER'),
	entity_id: id,
	amount,
	currency_code: z.string(),
	institute_id: id,
	user_id: id,
	return_url: z.string(),
	cancel_url: z.string(),
});
export type PaypalPaymentRequestWire = z.infer<typeof paypalPaymentRequestSchema>;

/** M18 request (amount in minor units) and result. */
export const createPaymentOrderRequestSchema = z.object({
	amount: z.int(),
	currency: z.literal('INR'),
	notes: z.object({ entity_id: id, institute_id: id, user_id: id }),
});
export type CreatePaymentOrderRequestWire = z.infer<typeof createPaymentOrderRequestSchema>;
export const createPaymentOrderResultSchema = z.looseObject({
	order_id: z.union([id, z.string()]),
	razorpay_order_id: text,
});
export type CreatePaymentOrderResultWire = z.infer<typeof createPaymentOrderResultSchema>;

/** M19 request. */
export const updatePaymentDetailRequestSchema = z.object({
	razorpay_payment_id: z.string(),
	razorpay_order_id: z.string(),
	razorpay_signature: z.string(),
	order_id: z.union([id, z.string()]),
});
export type UpdatePaymentDetailRequestWire = z.infer<typeof updatePaymentDetailRequestSchema>;

/** M20 request. */
export const meetingRequestSchema = z.object({ user_id: id });

// ---------------------------------------------------------------------------------------------
// Product service
// ---------------------------------------------------------------------------------------------

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

const countryDetailsSchema = z.looseObject({
	currency_code: z.string(),
	country_id: z.nullish(id),
});

/** P4 and P6 entry (and `product_details` of P1). */
export const productSchema = z.looseObject({
	id,
	title: z.string(),
	photo_url: text,
	about: text,
	product_sharable_link: text,
	enrolled_date: date,
	expire_on: date,
	is_paid: yesNo,
	price: z.nullish(amount),
	price_before_discount: z.nullish(amount),
	discount_percentage: z.nullish(z.number()),
	offer_available: flag,
	purchase_count_status: z.nullish(zeroOne),
	total_prod_purchaseed: z.nullish(z.number()),
	remaining_products: z.nullish(z.number()),
	is_enrolled: flag,
	tag: text,
	country_details: z.nullish(countryDetailsSchema),
});
export type ProductWire = z.infer<typeof productSchema>;

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

/** P4 request. */
export const advanceFilterRequestSchema = z.object({
	by: z.array(z.string()),
	in: z.array(z.string()),
});
export type AdvanceFilterRequestWire = z.infer<typeof advanceFilterRequestSchema>;

/** P5 entry; also the `description` list of a ProductDetail. */
export const itemTypeDescriptionSchema = z.looseObject({
	item_type: z.string(),
	description: text,
});
export type ItemTypeDescriptionWire = z.infer<typeof itemTypeDescriptionSchema>;

/** P7 and P8 result; spellings vary between the two (CONTRACT.md, field details). */
export const productDetailSchema = z.looseObject({
	id,
	product_id: z.nullish(id),
	title: z.string(),
	logo_url: text,
	product_logo_url: text,
	is_paid: yesNo,
	price: z.nullish(amount),
	actual_price: z.nullish(amount),
	price_before_discount: z.nullish(amount),
	discount_percentage: z.nullish(z.number()),
	offer_available: flag,
	purchase_count_status: z.nullish(zeroOne),
	total_prod_purchaseed: z.nullish(z.number()),
	total_product_sold: z.nullish(z.number()),
	remaining_products: z.nullish(z.number()),
	sold_out: flag,
	is_enrolled: flag,
	about: text,
	product_sharable_link: text,
	description: z.nullish(z.array(itemTypeDescriptionSchema)),
	/** A JSON-encoded string holding a list of links. */
	youtube_url: text,
	video_url: text,
	country_details: z.nullish(countryDetailsSchema),
});
export type ProductDetailWire = z.infer<typeof productDetailSchema>;

/** P9 request and entry. `entity_id` is not the product `id`. */
export const cartRequestSchema = z.object({ product_ids: z.array(id) });
export const offerSchema = z.looseObject({
	offer_code: z.string(),
	discount_type: text,
	discount_percentage: z.nullish(z.number()),
	flat_discount_amount: z.nullish(z.number()),
});
export const cartProductSchema = z.looseObject({
	entity_id: id,
	id,
	title: z.string(),
	logo_url: text,
	duration: z.nullish(z.number()),
	valid_from_date: date,
	valid_to_date: date,
	is_enrolled: flag,
	is_paid: yesNo,
	price: z.nullish(amount),
	available_offers: z.nullish(z.array(offerSchema)),
	country_details: z.nullish(countryDetailsSchema),
});
export type CartProductWire = z.infer<typeof cartProductSchema>;

/** P10 request and result; `offer_apply_dto` is opaque and sent back as is. */
export const applyCouponRequestSchema = z.object({
	coupon_code: z.string(),
	product_id: z.array(id),
});
export type ApplyCouponRequestWire = z.infer<typeof applyCouponRequestSchema>;
export const couponResultSchema = z.looseObject({
	discount_amount: amount,
	offer_apply_dto: z.unknown(),
});
export type CouponResultWire = z.infer<typeof couponResultSchema>;

/** P11 request (payable after discount, without convenience fee) and result. */
export const placeOrderRequestSchema = z.object({
	product_ids: z.array(id),
	total_amount: amount,
	offer_apply_dto: z.optional(z.unknown()),
});
export type PlaceOrderRequestWire = z.infer<typeof placeOrderRequestSchema>;
export const orderResultSchema = z.looseObject({
	entity_id: id,
	status: z.number(),
	total_amount: amount,
	product_owner_institute_id: z.nullish(id),
});
export type OrderResultWire = z.infer<typeof orderResultSchema>;

/** P12 request, sent after gateway one's M19 succeeds (20) or its payment fails (30). */
export const updateOrderRequestSchema = z.object({
	entity_id: id,
	payment_gateway_transaction_id: z.string(),
	status: z.union([z.literal(20), z.literal(30)]),
	payment_for: z.literal('Product'),
	payment_gateway_account_type: z.enum(['Proctur', 'Client']),
	payment_gateway_name: z.string(),
	country_id: z.nullish(id),
	currency_code: z.string(),
	response_code: z.union([z.literal(200), z.literal(30)]),
	paytab_token: z.nullish(z.string()),
	amount,
	payment_source: z.literal('WEB'),
	institute_id: id,
	user_id: id,
	offer_apply_dto: z.optional(z.unknown()),
});
export type UpdateOrderRequestWire = z.infer<typeof updateOrderRequestSchema>;
