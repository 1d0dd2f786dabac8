/**
 * Result shapes written from CONTRACT.md and spec section 3: exact keys and JSON types. Where the
 * contract leaves a type open (flags without a stated type) both readings are allowed.
 */
import { type Expected, nullable, optional, type Shape } from './helpers.ts';

const text = 'string|null';
const count = 'number|null';
/** A flag the contract gives no type for: 0/1 or a boolean. */
const flag = 'number|boolean';
/** CONTRACT.md, value types. */
const yesNo = '"Y"|"N"';
const zeroOne = '0|1';

/** M1 result. */
export const INSTITUTE: Shape = {
	institute_id: 'number',
	institute_name: 'string',
	// Spec section 1: website_enable defaults to true when absent.
	website_enable: optional('boolean'),
	enable_elearn_feature: 'boolean',
	store: 'boolean',
	school_model: 'boolean',
	lead: 'boolean',
	institute_logo_url: text,
	fav_icon_url: text,
};

/** M2 result. */
export const WEB_ACCESS: Shape = {
	u_id: 'string',
	u_pd: 'string',
	third_party_auth_token: text,
	web_access: zeroOne,
	institute_id: 'number',
	institute_name: 'string',
};

/** M3 LoginResult. */
export const LOGIN_RESULT: Shape = {
	user_id: 'number',
	user_type: 'number',
	password: 'string',
	institute_id: 'number',
	device_id: 'string',
	name: 'string',
	enable_single_device_login: flag,
	enable_online_payment_feature: flag,
	country_id: count,
	country_calling_code: text,
	currency_code: text,
	inst_plan_det: 'object|null',
	login_option: optional('number'),
	institute_name: 'string',
	email_id: text,
	mobile_no: text,
	student_id: count,
	enable_razorpay_gst_fee_from_student: 'number',
	razor_payment_gateway_percentage_fee: 'number',
};

/** M7 result. */
export const REGISTER_RESULT: Shape = {
	user_id: 'number',
	user_Type: 'number',
	password: 'string',
	institute_id: 'number',
	device_id: 'string',
	single_device_login: flag,
	enable_online_payment_feature: flag,
};

/** M15 result: every block may be missing (that gateway is absent). */
export const GATEWAYS: Shape = {
	razorpay: optional({ is_active: yesNo, public_token: text, is_oAuth_done: 'boolean' }),
	paytabs: optional({
		is_active: yesNo,
		is_proctur_payment_gateway: 'string|boolean',
		merchant_id: text,
		email_id: text,
	}),
	paypal: optional({ is_proctur_payment_gateway: 'string|boolean' }),
	inst_sett_det: optional({
		is_payment_enabled: `${yesNo}|boolean`,
		enable_razorpay_gst_fee_from_student: 'number',
		razor_payment_gateway_percentage_fee: 'number',
	}),
};

/** P3 page record (also P1 `about_us_details`). */
export const PAGE: Shape = {
	banner_image_url: text,
	id: 'number',
	in_navbar: 'boolean',
	institute_id: 'number',
	page_data: text,
	page_route: 'string',
	page_status: 'string',
	page_title: 'string',
};

/** A FAQ entry (P1 `faqs`, P2). */
export const FAQ: Shape = {
	id: 'number',
	category_id: 'number',
	category_name: 'string',
	question: 'string',
	answer: 'string',
	order_number: 'number',
};

/** A Product of P4, P6 and P1 `product_details` (spec section 3). */
export const PRODUCT: Shape = {
	id: 'number',
	title: 'string',
	photo_url: text,
	about: text,
	product_sharable_link: text,
	is_paid: yesNo,
	price: count,
	price_before_discount: count,
	discount_percentage: 'number',
	offer_available: 'boolean',
	purchase_count_status: zeroOne,
	total_prod_purchaseed: 'number',
	remaining_products: count,
	is_enrolled: 'boolean',
	tag: text,
	// The spec names country_details.currency_code; the same object carries country_id in a cart.
	country_details: { currency_code: 'string', country_id: optional('number') },
};

/** A P6 product: a Product with its enrolment dates. */
export const MY_PRODUCT: Shape = { ...PRODUCT, enrolled_date: 'string', expire_on: text };

/** ProductDetail (spec section 3); P7 and P8 may spell three fields either way. */
export const PRODUCT_DETAIL: Shape = {
	id: 'number',
	title: 'string',
	logo_url: optional(text),
	product_logo_url: optional(text),
	is_paid: yesNo,
	price: optional(count),
	actual_price: optional(count),
	price_before_discount: count,
	discount_percentage: 'number',
	offer_available: 'boolean',
	purchase_count_status: zeroOne,
	total_prod_purchaseed: optional('number'),
	total_product_sold: optional('number'),
	remaining_products: count,
	sold_out: 'boolean',
	is_enrolled: 'boolean',
	about: text,
	product_id: 'number',
	product_sharable_link: text,
	description: [{ item_type: 'string', description: text }],
	youtube_url: text,
	video_url: text,
};

/** A P9 CartProduct (spec section 3). */
export const CART_PRODUCT: Shape = {
	entity_id: 'number',
	id: 'number',
	title: 'string',
	logo_url: text,
	duration: count,
	valid_from_date: text,
	valid_to_date: text,
	is_enrolled: 'boolean',
	is_paid: yesNo,
	price: count,
	available_offers: [
		{
			offer_code: 'string',
			discount_type: text,
			discount_percentage: count,
			flat_discount_amount: count,
		},
	],
	country_details: { currency_code: 'string', country_id: 'number' },
};

const SLIDE: Shape = {
	id: 'number',
	institute_id: 'number',
	image_url: text,
	name: text,
	content: text,
	order_number: 'number',
};

/** The eleven keys of P1's result (CONTRACT.md). */
export const HOMEPAGE_KEYS = [
	'about_us_details',
	'basic_details',
	'course_details',
	'faqs',
	'nav_links',
	'product_details',
	'slider_details',
	'social_details',
	'testimonial_details',
	'theme_details',
	'third_party_integration_details',
];

/** P1 result with the nested field lists of spec section 3 and CONTRACT.md. */
export const HOMEPAGE: Shape = {
	basic_details: {
		logo_url: text,
		favicon_url: text,
		copyright_url: text,
		banner_url: text,
		pop_up_image_url: text,
	},
	// "All absent means the default theme" (CONTRACT.md, field details).
	theme_details: Object.fromEntries(
		[
			['font_family_heading_id', 'number|string|null'],
			['font_family_heading_name', text],
			['font_family_content_id', 'number|string|null'],
			['font_family_content_name', text],
			['background_color', text],
			['text_content_color', text],
			['text_anchor_color', text],
			['border_color', text],
			['text_heading_color', text],
		].map(([key, kind]): [string, Expected] => [key!, optional(kind!)]),
	),
	// "Each may be absent" (CONTRACT.md, field details).
	third_party_integration_details: {
		pixel: optional(text),
		google_verfication: optional(text),
		google_analytics: optional(text),
		chat: optional(text),
	},
	social_details: Object.fromEntries(
		[
			'address',
			'email_id',
			'contact',
			'android_app_url',
			'ios_app_url',
			'whatsapp',
			'facebook_url',
			'linkedIn_url',
			'instagram_url',
			'youtube_url',
			'twitter_url',
			'form_url',
			'blog_url',
		].map((key): [string, Expected] => [key, text]),
	),
	nav_links: [{ page_title: 'string', page_route: 'string', in_navbar: 'boolean' }],
	slider_details: [SLIDE],
	testimonial_details: [{ ...SLIDE, rating: 'number' }],
	about_us_details: nullable(PAGE),
	faqs: [FAQ],
	course_details: [
		{
			id: 'number',
			course_type: 'string',
			name: 'string',
			short_description: text,
			description: text,
			image: text,
			thumbnail_url: text,
		},
	],
	product_details: [PRODUCT],
};
