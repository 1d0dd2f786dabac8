/**
 * Client requests of the product-service calls P1–P9 and P13 (P10–P12 are in client-requests.orders.ts), written from CONTRACT.md: each carries
 * `session-id: r`, `x-proc-authorization: 101 × r`, `x-prod-inst-id: 101` and `x-prod-user-id`
 * ('' when logged out); *student* calls add the student authorization.
 */
import {
	filterProducts,
	getCart,
	getFaqs,
	getHomepage,
	getItemTypeDescriptions,
	getMyProducts,
	getPage,
	getProductDescription,
	getProductInfo,
	updateConsumedStorage,
} from '../../support/lms/product-service.ts';
import { okReply as ok, type RequestCase } from './request-case.ts';

const PROD = 'https://product.example.test/prod';

// Fields a Product and a ProductDetail share (spec section 3).
const SHARED = {
	id: 2006,
	title: 'JEE Advanced PYQ E-Book',
	about: '<p>Ten years of papers.</p>',
	product_sharable_link: 'https://sunrise-academy.in/product?proc=JEE_2006_101',
	is_paid: 'Y',
	price: 199,
	price_before_discount: null,
	discount_percentage: 0,
	offer_available: false,
	purchase_count_status: 1,
	total_prod_purchaseed: 12,
	remaining_products: 1000,
	is_enrolled: false,
};

const PRODUCT = {
	...SHARED,
	photo_url: null,
	tag: null,
	country_details: { currency_code: 'INR' },
};

const DETAIL = {
	...SHARED,
	logo_url: null,
	sold_out: false,
	product_id: 2006,
	description: [{ item_type: 'E-Book', description: 'PDF' }],
	youtube_url: '["https://youtu.be/9bZkp7q19f0"]',
	video_url: null,
};

const PAGE = {
	banner_image_url: null,
	id: 9,
	in_navbar: true,
	institute_id: 101,
	page_data: '<p>About us</p>',
	page_route: 'about-us',
	page_status: 'PUBLISHED',
	page_title: 'About Us',
};

const anonymous = { service: 'product', loggedIn: false, auth: 'none' } as const;
const student = { service: 'product', loggedIn: true, auth: 'student' } as const;

/** Product-service request cases. */
export const productRequestCases: RequestCase[] = [
	{
		...anonymous,
		id: 'P1',
		title: 'asks for the homepage of the institute',
		reply: ok({
			basic_details: { logo_url: null, favicon_url: null, copyright_url: '© Sunrise' },
			theme_details: {},
			third_party_integration_details: {},
			social_details: {},
			nav_links: [],
			slider_details: [],
			testimonial_details: [],
			about_us_details: null,
			faqs: [],
			course_details: [],
			product_details: [],
		}),
		send: (http) => getHomepage(http),
		method: 'GET',
		url: `${PROD}/website/homepage/101`,
	},
	{
		...anonymous,
		id: 'P2',
		title: 'asks for FAQs with categoryWise=true',
		reply: ok({
			Student: [
				{
					id: 1,
					category_id: 1,
					category_name: 'Student',
					question: 'How do I log in?',
					answer: '<p>With your mobile.</p>',
					order_number: 1,
				},
			],
		}),
		send: (http) => getFaqs(http),
		method: 'GET',
		url: `${PROD}/website/faqs/101?categoryWise=true`,
	},
	{
		...anonymous,
		id: 'P3',
		title: 'sends the slug without its leading /',
		reply: ok(PAGE),
		send: (http) => getPage(http, '/about-us'),
		method: 'GET',
		url: `${PROD}/website/page/101?slug=about-us`,
	},
	{
		...anonymous,
		id: 'P4',
		title: 'sends by (item type slugs) and in (course names)',
		reply: ok([PRODUCT]),
		send: (http) =>
			filterProducts(http, { itemTypes: ['test-series'], courses: ['JEE Main & Advanced'] }),
		method: 'POST',
		url: `${PROD}/student-product/advance-filter/?getAll=true`,
		body: { by: ['test-series'], in: ['JEE Main & Advanced'] },
	},
	{
		...anonymous,
		id: 'P4',
		title: 'logged in: empty lists and x-prod-user-id, no student authorization',
		loggedIn: true,
		reply: ok([{ ...PRODUCT, is_enrolled: true }]),
		send: (http) => filterProducts(http),
		method: 'POST',
		url: `${PROD}/student-product/advance-filter/?getAll=true`,
		body: { by: [], in: [] },
	},
	{
		...anonymous,
		id: 'P5',
		title: 'asks for the item types of a product',
		reply: ok([{ item_type: 'E-Book', description: 'PDF' }]),
		send: (http) => getItemTypeDescriptions(http, 2006),
		method: 'GET',
		url: `${PROD}/student-product/item-type-description/2006`,
	},
	{
		...student,
		id: 'P6',
		title: "asks for the student's products",
		reply: ok([{ ...PRODUCT, enrolled_date: '2025-01-10', expire_on: '2026-01-10' }]),
		send: (http) => getMyProducts(http),
		method: 'GET',
		url: `${PROD}/student-product/my-products`,
	},
	{
		...anonymous,
		id: 'P7',
		title: 'asks for a product description by id',
		reply: ok(DETAIL),
		send: (http) => getProductDescription(http, 2006),
		method: 'GET',
		url: `${PROD}/student-product/product-description/2006`,
	},
	{
		...anonymous,
		id: 'P8',
		title: 'sends proc = {title}_{product_id}_{institute_id}, the title URL-encoded',
		reply: ok(DETAIL),
		send: (http) => getProductInfo(http, 'Maths & Physics_2006_101'),
		method: 'GET',
		url: `${PROD}/student-product/product-info?proc=Maths%20%26%20Physics_2006_101`,
	},
	{
		...anonymous,
		id: 'P9',
		title: 'sends the cart product ids',
		reply: ok([
			{
				entity_id: 9006,
				id: 2006,
				title: 'JEE Advanced PYQ E-Book',
				logo_url: null,
				duration: 365,
				valid_from_date: null,
				valid_to_date: null,
				is_enrolled: false,
				is_paid: 'Y',
				price: 199,
				available_offers: [],
				country_details: { currency_code: 'INR', country_id: 1 },
			},
		]),
		send: (http) => getCart(http, [2001, 2006]),
		method: 'POST',
		url: `${PROD}/student-product/cart`,
		body: { product_ids: [2001, 2006] },
	},
	{
		...anonymous,
		id: 'P13',
		title: 'PUT with the video URL encoded in the query and no body',
		reply: ok(),
		send: (http) => updateConsumedStorage(http, 'https://cdn.example.test/v/intro 1.mp4'),
		method: 'PUT',
		url: `${PROD}/product/update-consumed-storage?videoUrl=https%3A%2F%2Fcdn.example.test%2Fv%2Fintro%201.mp4`,
	},
];
