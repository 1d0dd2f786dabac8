/** Realistic wire replies (CONTRACT.md shapes) shared by the LMS client tests. */
import type {
	CartProductWire,
	HomepageWire,
	InstituteLookupWire,
	LoginResultWire,
	PageWire,
	ProductDetailWire,
	ProductWire,
} from '../../../../src/lib/lms/wire/index.ts';

export const INSTITUTE_ID = 3817;

export const instituteWire: InstituteLookupWire = {
	institute_id: INSTITUTE_ID,
	institute_name: 'Apex Coaching Classes',
	website_enable: true,
	enable_elearn_feature: true,
	store: false,
	school_model: false,
	lead: true,
	institute_logo_url: 'https://cdn.example.in/apex/logo.png',
	fav_icon_url: '',
};

export const webAccessWire = {
	u_id: 'apex_web',
	u_pd: 'Zx9#k',
	third_party_auth_token: 'tp-123',
	web_access: 1,
	institute_id: INSTITUTE_ID,
	institute_name: 'Apex Coaching Classes',
} as const;

export const loginWire: LoginResultWire = {
	user_id: 5678,
	user_type: 1,
	password: 'srv-cred-9f',
	institute_id: INSTITUTE_ID,
	device_id: 'web-device-1',
	name: 'Riya Sharma',
	enable_single_device_login: 1,
	enable_online_payment_feature: 1,
	country_id: 1,
	country_calling_code: '+91',
	currency_code: 'INR',
	inst_plan_det: null,
	login_option: 0,
	institute_name: 'Apex Coaching Classes',
	email_id: 'riya@example.in',
	mobile_no: '9876543210',
	student_id: 442,
	enable_razorpay_gst_fee_from_student: 1,
	razor_payment_gateway_percentage_fee: 2.5,
};

export const productWire: ProductWire = {
	id: 101,
	title: 'JEE Main Test Series',
	photo_url: 'https://cdn.example.in/p/101.jpg',
	about: '<p>40 full tests</p>',
	product_sharable_link: 'https://apex.example.in/product?proc=JEE_101_3817',
	enrolled_date: '',
	expire_on: null,
	is_paid: 'Y',
	price: 1499,
	price_before_discount: 1999,
	discount_percentage: 25.01,
	offer_available: true,
	purchase_count_status: 1,
	total_prod_purchaseed: 312,
	remaining_products: 50,
	is_enrolled: false,
	tag: 'Bestseller',
	country_details: { currency_code: 'INR', country_id: 1 },
};

export const productDetailWire: ProductDetailWire = {
	id: 101,
	product_id: 101,
	title: 'JEE Main Test Series',
	logo_url: 'https://cdn.example.in/p/101-logo.jpg',
	is_paid: 'Y',
	price: 1499,
	price_before_discount: 1999,
	discount_percentage: 25,
	offer_available: false,
	purchase_count_status: 0,
	total_prod_purchaseed: 312,
	remaining_products: 0,
	sold_out: true,
	is_enrolled: false,
	about: '<p>About</p>',
	product_sharable_link: null,
	description: [
		{ item_type: 'Test', description: '40 tests' },
		{ item_type: 'Video', description: '' },
	],
	youtube_url: '["https://youtu.be/abc","https://youtu.be/def"]',
	video_url: 'https://cdn.example.in/v/intro.mp4',
	country_details: { currency_code: 'usd', country_id: 2 },
};

export const cartProductWire: CartProductWire = {
	entity_id: 9001,
	id: 101,
	title: 'JEE Main Test Series',
	logo_url: 'https://cdn.example.in/p/101.jpg',
	duration: 365,
	valid_from_date: null,
	valid_to_date: '',
	is_enrolled: false,
	is_paid: 'Y',
	price: 1499,
	available_offers: [
		{
			offer_code: 'NEW10',
			discount_type: 'PERCENTAGE',
			discount_percentage: 10,
			flat_discount_amount: null,
		},
	],
	country_details: { currency_code: 'INR', country_id: 1 },
};

export const aboutPageWire: PageWire = {
	banner_image_url: 'https://cdn.example.in/about.jpg',
	id: 7,
	in_navbar: 0,
	institute_id: INSTITUTE_ID,
	page_data: '<p>About Apex</p>',
	page_route: '/about-us',
	page_status: 'PUBLISHED',
	page_title: 'About Us',
};

export const homepageWire: HomepageWire = {
	basic_details: {
		logo_url: 'https://cdn.example.in/apex/site-logo.png',
		favicon_url: null,
		copyright_url: '© 2025 Apex Coaching Classes',
		banner_url: '',
		pop_up_image_url: 'https://cdn.example.in/popup.png',
	},
	theme_details: {
		font_family_heading_id: 3,
		font_family_heading_name: 'Poppins',
		font_family_content_id: '4',
		font_family_content_name: '',
		background_color: '#FFFFFF',
		text_content_color: '#1a1a1a',
		text_anchor_color: 'blue',
		border_color: '#12345',
		text_heading_color: ' #0A0B0C ',
	},
	third_party_integration_details: {
		pixel: '1234567890',
		google_verfication: 'abc-verify',
		google_analytics: 'G-ABC123',
		chat: 'javascript:alert(1)',
	},
	social_details: {
		address: '12 MG Road, Pune',
		email_id: 'info@apex.example.in',
		contact: '+91 98765 43210',
		android_app_url: 'https://play.google.com/store/apps/details?id=apex',
		ios_app_url: '',
		whatsapp: '919876543210',
		facebook_url: 'https://facebook.com/apex',
		linkedIn_url: null,
		instagram_url: '',
		youtube_url: 'https://youtube.com/@apex',
		twitter_url: null,
		form_url: null,
		blog_url: null,
	},
	nav_links: [
		{ page_title: 'Results', page_route: '/results', in_navbar: true },
		{ page_title: 'Scholarship', page_route: 'scholarship/', in_navbar: 'Y' },
		{ page_title: 'Hidden', page_route: 'hidden-page', in_navbar: 0 },
		{ page_title: 'Broken', page_route: '/', in_navbar: true },
	],
	slider_details: [
		{
			id: 2,
			institute_id: INSTITUTE_ID,
			image_url: 'https://cdn.example.in/s2.jpg',
			name: 'Two',
			content: '',
			order_number: 2,
		},
		{
			id: 1,
			institute_id: INSTITUTE_ID,
			image_url: 'https://cdn.example.in/s1.jpg',
			name: 'One',
			content: 'First',
			order_number: 1,
		},
	],
	testimonial_details: [
		{ id: 1, image_url: null, name: 'A', content: 'Great', order_number: 1, rating: 7 },
		{ id: 2, image_url: '', name: 'B', content: 'Bad', order_number: 2, rating: -1 },
		{
			id: 3,
			image_url: 'https://cdn.example.in/t3.jpg',
			name: 'C',
			content: 'Good',
			order_number: 3,
			rating: 3.3,
		},
		{ id: 4, name: 'D', content: 'Fine', order_number: 4, rating: 4.75 },
		{ id: 5, name: 'E', content: 'No rating', order_number: 5 },
	],
	about_us_details: null,
	faqs: [
		{
			id: 12,
			category_id: 1,
			category_name: 'Student',
			question: 'Q2',
			answer: 'A2',
			order_number: 2,
		},
		{
			id: 11,
			category_id: 1,
			category_name: 'Student',
			question: 'Q1',
			answer: '<b>A1</b>',
			order_number: 1,
		},
	],
	course_details: [
		{
			id: 31,
			course_type: 'JEE',
			name: 'JEE 2026',
			short_description: 'Two-year programme',
			description: '<p>Long</p>',
			image: '',
			thumbnail_url: 'https://cdn.example.in/c31.jpg?v=2',
		},
	],
	product_details: [productWire],
};

/** Wraps a result in the success envelope, with either status key spelling. */
export const envelope = (result: unknown, key: 'status_code' | 'statusCode' = 'status_code') => ({
	[key]: 200,
	message: 'Success',
	result,
});

// A direct-URL product as P8 returns it, in P7's spelling (logo_url, price, total_prod_purchaseed).
const productInfoP7Wire = {
	id: 3001,
	product_id: 3001,
	title: 'Physics & Maths_Notes',
	logo_url: 'https://cdn.test/p/3001.png',
	is_paid: 'Y',
	price: 499,
	price_before_discount: 999,
	discount_percentage: 50,
	offer_available: true,
	purchase_count_status: 1,
	total_prod_purchaseed: 42,
	remaining_products: 7,
	sold_out: false,
	is_enrolled: false,
	about: '<p>Notes</p>',
	product_sharable_link: null,
	description: [
		{ item_type: 'PDF', description: '12 chapters' },
		{ item_type: 'Test', description: null },
	],
	youtube_url: '["https://youtu.be/dQw4w9WgXcQ"]',
	video_url: null,
	country_details: { currency_code: 'INR', country_id: 1 },
};

/**
 * P8's ProductDetail for product 3001 of institute 101, in P7's spelling or P8's own
 * (product_logo_url, actual_price, total_product_sold), with overrides (untyped: tests send
 * mistyped fields too).
 */
export function productInfoWire(
	spelling: 'P7' | 'P8',
	overrides: Record<string, unknown> = {},
): Record<string, unknown> {
	if (spelling === 'P7') return { ...productInfoP7Wire, ...overrides };
	const { logo_url, price, total_prod_purchaseed, ...common } = productInfoP7Wire;
	return {
		...common,
		product_logo_url: logo_url,
		actual_price: price,
		total_product_sold: total_prod_purchaseed,
		...overrides,
	};
}
