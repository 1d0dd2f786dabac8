/**
 * Client requests of the product-service order calls P10–P12, written from CONTRACT.md: product
 * auth headers as for every product call, plus the student authorization (P10 only when logged in).
 */
import { applyCoupon, placeOrder, updateOrder } from '../../support/lms/product-service.ts';
import { okReply as ok, type RequestCase } from './request-case.ts';

const PROD = 'https://product.example.test/prod';

const ORDER = { entity_id: 70001, status: 10, total_amount: 199, product_owner_institute_id: 101 };

const anonymous = { service: 'product', loggedIn: false, auth: 'none' } as const;
const student = { service: 'product', loggedIn: true, auth: 'student' } as const;

/** Order request cases (coupon, order, order update). */
export const orderRequestCases: RequestCase[] = [
	// P10 sends the student authorization only when someone is logged in.
	...[
		{ ...anonymous, title: 'logged out: coupon_code and product_id, no authorization' },
		{ ...student, title: 'logged in: the student authorization is sent' },
	].map((who): RequestCase => ({
		...who,
		id: 'P10',
		reply: ok({ discount_amount: 39.8, offer_apply_dto: { offer_code: 'SUNRISE20' } }),
		send: (http) => applyCoupon(http, 'SUNRISE20', [2006], 'INR'),
		method: 'POST',
		url: `${PROD}/student-product/apply-coupon`,
		body: { coupon_code: 'SUNRISE20', product_id: [2006] },
	})),
	{
		...student,
		id: 'P11',
		title: 'sends product_ids and the payable total',
		reply: ok(ORDER),
		send: (http) =>
			placeOrder(http, { productIds: [2006], totalMinor: 19900, currencyCode: 'INR' }),
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
				totalMinor: 15920,
				currencyCode: 'INR',
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
				amountMinor: 20370,
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
				amountMinor: 15920,
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
];
