/**
 * Client requests of the product-service calls P1–P13, written from CONTRACT.md: each carries
 * `session-id: r`, `x-proc-authorization: 101 × r`, `x-prod-inst-id: 101` and `x-prod-user-id`
 * ('' when logged out); *student* calls add the student authorization.
 */
import {
	applyCoupon,
	filterProducts,
	getCart,
	getFaqs,
	getHomepage,
	getItemTypeDescriptions,
	getMyProducts,
	getPage,
	getProductDescription,
	getProductInfo,
	placeOrder,
	updateConsumedStorage,
	updateOrder,
} from '../../../src/lib/lms/product-service.ts';
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

const ORDER = { entity_id: 70001, status: 10, total_amount: 199, product_owner_institute_id: 101 };

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
	// P10 sends the student authorization only when someone is logged in.
	...[
		{ ...anonymous, title: 'logged out: coupon_code and product_id, no authorization' },
		{ ...student, title: 'logged in: the student authorization is sent' },
	].map((who): RequestCase => ({
		...who,
		id: 'P10',
		reply: ok({ discount_amount: 39.8, offer_apply_dto: { offer_code: 'SUNRISE20' } }),
		send: (http) => applyCoupon(http, 'SUNRISE20', [2006]),
		method: 'POST',
		url: `${PROD}/student-product/apply-coupon`,
		body: { coupon_code: 'SUNRISE20', product_id: [2006] },
	})),
	{
		...student,
		id: 'P11',
		title: 'sends product_ids and the payable total',
		reply: ok(ORDER),
		send: (http) => placeOrder(http, { productIds: [2006], totalAmount: 199 }),
		method: 'POST',
		url: `${PROD}/student-product/order`,
		body: { product_ids: [2006], total_amount: 199 },
	},
	{
		...student,
		id: 'P11',
		title: "sends the coupon's offer_apply_dto back as it came",
		reply: ok({ ...ORDER, total_amount: 159.2 }),
		send: (http) =>
			placeOrder(http, {
				productIds: [2006],
				totalAmount: 159.2,
				offerApplyDto: { offer_code: 'SUNRISE20', nested: { kept: [1] } },
			}),
		method: 'POST',
		url: `${PROD}/student-product/order`,
		body: {
			product_ids: [2006],
			total_amount: 159.2,
			offer_apply_dto: { offer_code: 'SUNRISE20', nested: { kept: [1] } },
		},
	},
	{
		...student,
		id: 'P12',
		title: 'status 20: response_code 200, payment_for Product, payment_source WEB',
		reply: ok(),
		send: (http) =>
			updateOrder(http, {
				entityId: 70001,
				transactionId: 'pay_ABCDEFGHIJKLMN',
				status: 20,
				accountType: 'Proctur',
				gatewayName: 'razorpay',
				countryId: 1,
				currencyCode: 'INR',
				amount: 203.7,
				userId: 501,
			}),
		method: 'PUT',
		url: `${PROD}/student-product/order`,
		body: {
			entity_id: 70001,
			payment_gateway_transaction_id: 'pay_ABCDEFGHIJKLMN',
			status: 20,
			payment_for: 'Product',
			payment_gateway_account_type: 'Proctur',
			payment_gateway_name: 'razorpay',
			country_id: 1,
			currency_code: 'INR',
			response_code: 200,
			// The contract lists paytab_token without a value; gateway one has none to send.
			paytab_token: null,
			amount: 203.7,
			payment_source: 'WEB',
			institute_id: 101,
			user_id: 501,
		},
	},
	{
		...student,
		id: 'P12',
		title: 'status 30: response_code 30, offer_apply_dto passed back',
		reply: ok(),
		send: (http) =>
			updateOrder(http, {
				entityId: 70001,
				transactionId: 'pay_X',
				status: 30,
				accountType: 'Client',
				gatewayName: 'razorpay',
				countryId: 1,
				currencyCode: 'INR',
				paytabToken: 'pt-1',
				amount: 159.2,
				userId: 501,
				offerApplyDto: { offer_code: 'SUNRISE20' },
			}),
		method: 'PUT',
		url: `${PROD}/student-product/order`,
		body: {
			entity_id: 70001,
			payment_gateway_transaction_id: 'pay_X',
			status: 30,
			payment_for: 'Product',
			payment_gateway_account_type: 'Client',
			payment_gateway_name: 'razorpay',
			country_id: 1,
			currency_code: 'INR',
			response_code: 30,
			paytab_token: 'pt-1',
			amount: 159.2,
			payment_source: 'WEB',
			institute_id: 101,
			user_id: 501,
			offer_apply_dto: { offer_code: 'SUNRISE20' },
		},
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
