import { describe, expect, it } from 'vitest';
import { studentAuthorization } from '../../../../src/lib/lms/index.ts';
import { boundClient as createLmsClient } from '../../../support/bound-client.ts';
import type { BoundClient as LmsClient } from '../../../support/bound-client.ts';
import { fakeFetch, json } from './fake-fetch.ts';
import {
	INSTITUTE_ID,
	aboutPageWire,
	cartProductWire,
	envelope,
	instituteWire,
	loginWire,
	productDetailWire,
	productWire,
} from './wire-fixtures.ts';

const MAIN = 'https://lms.example.in/root/';
const PRODUCT = 'https://products.example.in';

interface Case {
	name: string;
	run: (client: LmsClient) => Promise<unknown>;
	reply: unknown;
	status?: number;
	method: 'GET' | 'POST' | 'PUT';
	url: string;
	body?: unknown;
	returns: unknown;
}

const cases: Case[] = [
	{
		name: 'M1 lookupInstitute strips www. and port',
		run: (client) => client.lookupInstitute('www.Apex.example.in:4321'),
		reply: envelope(instituteWire),
		method: 'GET',
		url: `${MAIN}api/v1/product-ePortal/get?webUrl=apex.example.in`,
		returns: expect.objectContaining({ id: INSTITUTE_ID, storeEnabled: true }),
	},
	{
		name: 'M3 login, first try',
		run: (client) =>
			client.login({ userName: 'riya@example.in', password: 'typed pw', deviceId: 'dev-1' }),
		reply: { statusCode: 200, result: loginWire },
		status: 201,
		method: 'POST',
		url: `${MAIN}api/v2/user/v3/login`,
		body: {
			device_id: 'dev-1',
			institute_id: INSTITUTE_ID,
			source: 'WEB',
			logout_from_all_devices: false,
			password: 'typed pw',
			user_id: 0,
			user_name: 'riya@example.in',
			user_type: 0,
		},
		returns: expect.objectContaining({ userId: 5678, credential: 'srv-cred-9f', loginOption: 0 }),
	},
	{
		name: 'M3 re-login with the chosen entry',
		run: (client) =>
			client.login({
				userName: '9876543210',
				password: 'typed',
				deviceId: 'dev-1',
				logoutFromAllDevices: true,
				userId: 9,
				userType: 99,
				instituteId: 12,
			}),
		reply: { statusCode: 200, result: { ...loginWire, login_option: 10, password: '' } },
		status: 201,
		method: 'POST',
		url: `${MAIN}api/v2/user/v3/login`,
		body: {
			device_id: 'dev-1',
			institute_id: 12,
			source: 'WEB',
			logout_from_all_devices: true,
			password: 'typed',
			user_id: 9,
			user_name: '9876543210',
			user_type: 99,
		},
		returns: expect.objectContaining({ loginOption: 10, credential: null }),
	},
	{
		name: 'M4 forgotPassword',
		run: (client) => client.forgotPassword('9876543210'),
		reply: { statusCode: 200, message: 'New Password sent to your registered mobile number.' },
		method: 'POST',
		url: `${MAIN}api/v2/user/forgotPassword`,
		body: { user_name: '9876543210', institute_id: INSTITUTE_ID },
		returns: 'New Password sent to your registered mobile number.',
	},
	{
		name: 'M5 generateOtp',
		run: (client) =>
			client.generateOtp({ userName: '9876543210', email: 'r@example.in', countryId: 1 }),
		reply: envelope({ skip_otp_verification: true }),
		method: 'POST',
		url: `${MAIN}api/v2/user/login/generate_otp`,
		body: {
			user_name: '9876543210',
			source: 'WEB',
			app_hash_code: '',
			role: 99,
			email_id: 'r@example.in',
			country_id: 1,
			institute_id: INSTITUTE_ID,
		},
		returns: true,
	},
	{
		name: 'M6 validateOtp',
		run: (client) => client.validateOtp('9876543210', '1234'),
		reply: { status_code: 200, message: 'OTP validate successfully' },
		method: 'POST',
		url: `${MAIN}api/v2/user/login/validate_otp`,
		body: { user_name: '9876543210', otp_code: '1234', source: 'WEB' },
		returns: 'OTP validate successfully',
	},
	{
		name: 'M7 register sends the password base64-encoded',
		run: (client) =>
			client.register({
				name: 'Riya Sharma',
				email: 'r@example.in',
				password: 'secret1',
				mobile: '9876543210',
				courseTypeIds: [4, 7],
				deviceId: 'dev-1',
				countryId: 1,
			}),
		reply: envelope({
			user_id: 77,
			user_Type: 99,
			password: 'cred-77',
			institute_id: INSTITUTE_ID,
			device_id: 'dev-1',
			single_device_login: 0,
			enable_online_payment_feature: 1,
		}),
		method: 'POST',
		url: `${MAIN}api/v2/user/register`,
		body: {
			name: 'Riya Sharma',
			email_id: 'r@example.in',
			password: 'c2VjcmV0MQ==',
			mobile_no: '9876543210',
			eCourseIdArray: [4, 7],
			login_source: 'WEB',
			device_id: 'dev-1',
			country_id: 1,
			institute_id: INSTITUTE_ID,
		},
		returns: expect.objectContaining({
			userId: 77,
			credential: 'cred-77',
			onlinePaymentEnabled: true,
		}),
	},
	{
		name: 'M8 getBranches',
		run: (client) => client.getBranches(),
		reply: envelope([{ institute_id: 12, institute_name: 'Apex Nashik' }]),
		method: 'GET',
		url: `${MAIN}api/v1/institutes/all/subBranches/3817`,
		returns: [{ instituteId: 12, name: 'Apex Nashik' }],
	},
	{
		name: 'M9 getRegistrationCourses',
		run: (client) => client.getRegistrationCourses(),
		reply: envelope([{ course_type_id: 4, course_type: 'JEE' }]),
		method: 'GET',
		url: `${MAIN}api/v1/institute/courseMapping/get/3817?data_for_registeration=true`,
		returns: [{ id: 4, name: 'JEE' }],
	},
	{
		name: 'M10 getCountryCodes',
		run: (client) => client.getCountryCodes(),
		reply: envelope([{ id: 1, country_calling_code: '+91', is_default: 'Y' }]),
		method: 'GET',
		url: `${MAIN}api/v1/institutes/country/3817`,
		returns: [{ id: 1, callingCode: '+91', isDefault: true }],
	},
	{
		name: 'M11 getProfile reads the first element of a bare list',
		run: (client) => client.getProfile(5678),
		reply: [
			{
				name: 'Riya',
				email: 'r@example.in',
				mobile_no: '98',
				subjectList: [{ course_name: 'JEE' }],
			},
		],
		method: 'GET',
		url: `${MAIN}api/v1/alternateLogin/user/fetch/5678`,
		returns: { name: 'Riya', email: 'r@example.in', mobile: '98', courses: ['JEE'] },
	},
	{
		name: 'M11 getProfile with an empty list',
		run: (client) => client.getProfile(5678),
		reply: [],
		method: 'GET',
		url: `${MAIN}api/v1/alternateLogin/user/fetch/5678`,
		returns: null,
	},
	{
		name: 'M12 changePassword',
		run: (client) =>
			client.changePassword({ userId: 5678, oldPassword: 'old1', newPassword: 'new12' }),
		reply: { statusCode: 200, message: 'Password changed successfully' },
		method: 'POST',
		url: `${MAIN}api/v1/changePwd`,
		body: { institute_id: INSTITUTE_ID, oldPassword: 'old1', newPassword: 'new12', userid: 5678 },
		returns: 'Password changed successfully',
	},
	{
		name: 'M13 sendLead',
		run: (client) =>
			client.sendLead({ name: 'Riya', mobile: '98', email: 'r@example.in', comments: 'Fees?' }),
		reply: { status_code: 200, message: 'Message send successfully!' },
		method: 'POST',
		url: `${MAIN}api/v1/extLeads/website`,
		body: {
			name: 'Riya',
			mobile: '98',
			email: 'r@example.in',
			comments: 'Fees?',
			institute_id: INSTITUTE_ID,
			customComponentList: [],
		},
		returns: 'Message send successfully!',
	},
	{
		name: 'M14 logout',
		run: (client) => client.logout('dev-1'),
		reply: { status_code: 200 },
		method: 'GET',
		url: `${MAIN}api/v1/alternateLogin/logout?deviceId=dev-1`,
		returns: undefined,
	},
	{
		name: 'M15 getPaymentGateways with an empty result',
		run: (client) => client.getPaymentGateways(),
		reply: { statusCode: 200, result: {} },
		method: 'GET',
		url: `${MAIN}api/v1/payment-gateway/3817?is_updated_payment_req=true`,
		returns: null,
	},
	{
		name: 'M15 getPaymentGateways',
		run: (client) => client.getPaymentGateways(),
		reply: { statusCode: 200, result: { razorpay: { is_active: 'Y', public_token: 'rzp_x' } } },
		method: 'GET',
		url: `${MAIN}api/v1/payment-gateway/3817?is_updated_payment_req=true`,
		returns: expect.objectContaining({
			gatewayOne: { active: true, publicToken: 'rzp_x', oAuthDone: false },
		}),
	},
	{
		name: 'M16 getGatewayTwoToken builds the process return URL',
		run: (client) =>
			client.getGatewayTwoToken({
				entityId: 9001,
				amountMinor: 149900,
				currencyCode: 'INR',
				userId: 5678,
				siteUrl: 'https://apex.example.in',
			}),
		reply: envelope({ token_id: 'tok-1', redirect_url: 'https://pay.example/tok-1' }),
		method: 'POST',
		url: `${MAIN}api/v1/payment-gateway/payment/token`,
		body: {
			entity_id: 9001,
			amount: 1499,
			currency_code: 'INR',
			institute_id: INSTITUTE_ID,
			user_id: 5678,
			return_url: 'https://lms.example.in/root/api/v1/payment-gateway/payments/process/3817',
			site_url: 'https://apex.example.in',
		},
		returns: { tokenId: 'tok-1', redirectUrl: 'https://pay.example/tok-1' },
	},
	{
		name: 'M17 createPaypalPayment strips the redirect: prefix',
		run: (client) =>
			client.createPaypalPayment({
				entityId: 9001,
				amountMinor: 2000,
				currencyCode: 'USD',
				userId: 5678,
				siteUrl: 'https://apex.example.in/',
			}),
		reply: envelope('redirect:https://www.paypal.com/checkoutnow?token=X'),
		method: 'POST',
		url: `${MAIN}api/v1/payment-gateway/paypal/payment`,
		body: {
			intent: 'ORDER',
			entity_id: 9001,
			amount: 20,
			currency_code: 'USD',
			institute_id: INSTITUTE_ID,
			user_id: 5678,
			return_url: 'https://apex.example.in/thankyou',
			cancel_url: 'https://apex.example.in/fail',
		},
		returns: 'https://www.paypal.com/checkoutnow?token=X',
	},
	{
		name: 'M18 createPaymentOrder sends minor units',
		run: (client) =>
			client.createPaymentOrder({ totalMinor: 153723, entityId: 9001, userId: 5678 }),
		reply: envelope({ order_id: 55, razorpay_order_id: '' }),
		method: 'POST',
		url: `${MAIN}api/v2/onlinePayment/create_order`,
		body: {
			amount: 153723,
			currency: 'INR',
			notes: { entity_id: 9001, institute_id: INSTITUTE_ID, user_id: 5678 },
		},
		returns: { orderId: 55, razorpayOrderId: null },
	},
	{
		name: 'M19 updatePaymentDetail',
		run: (client) =>
			client.updatePaymentDetail({
				razorpayPaymentId: 'pay_1',
				razorpayOrderId: 'order_1',
				razorpaySignature: 'sig',
				orderId: 55,
			}),
		reply: { statusCode: 200 },
		method: 'POST',
		url: `${MAIN}api/v2/onlinePayment/update-order-payment-detail`,
		body: {
			razorpay_payment_id: 'pay_1',
			razorpay_order_id: 'order_1',
			razorpay_signature: 'sig',
			order_id: 55,
		},
		returns: undefined,
	},
	{
		name: 'M20 getMeetings',
		run: (client) => client.getMeetings(5678),
		reply: envelope([]),
		method: 'POST',
		url: `${MAIN}api/v1/meeting_manager/getMeeting/3817`,
		body: { user_id: 5678 },
		returns: [],
	},
	{
		name: 'P2 getFaqs',
		run: (client) => client.getFaqs(),
		reply: envelope({ 'GENERAL FAQs': [{ id: 1, question: 'Q', answer: 'A', order_number: 1 }] }),
		method: 'GET',
		url: `${PRODUCT}/prod/website/faqs/3817?categoryWise=true`,
		returns: [{ name: 'GENERAL FAQs', faqs: [expect.objectContaining({ id: 1, question: 'Q' })] }],
	},
	{
		name: 'P3 getPage strips the leading slash',
		run: (client) => client.getPage('/about-us'),
		reply: envelope(aboutPageWire),
		method: 'GET',
		url: `${PRODUCT}/prod/website/page/3817?slug=about-us`,
		returns: expect.objectContaining({ title: 'About Us', route: 'about-us' }),
	},
	{
		name: 'P3 getPage: a 400 means missing',
		run: (client) => client.getPage('thank-you'),
		reply: { status_code: 400, error: [{ error_message: 'Page not found' }] },
		status: 400,
		method: 'GET',
		url: `${PRODUCT}/prod/website/page/3817?slug=thank-you`,
		returns: null,
	},
	{
		name: 'P4 filterProducts',
		run: (client) => client.filterProducts({ itemTypes: ['test'], courses: ['JEE'] }),
		reply: envelope([productWire]),
		method: 'POST',
		url: `${PRODUCT}/prod/student-product/advance-filter/?getAll=true`,
		body: { by: ['test'], in: ['JEE'] },
		returns: [expect.objectContaining({ id: 101, price: 1499 })],
	},
	{
		name: 'P5 getItemTypeDescriptions',
		run: (client) => client.getItemTypeDescriptions(101),
		reply: envelope([{ item_type: 'Test', description: '40' }]),
		method: 'GET',
		url: `${PRODUCT}/prod/student-product/item-type-description/101`,
		returns: [{ itemType: 'Test', description: '40' }],
	},
	{
		name: 'P6 getMyProducts',
		run: (client) => client.getMyProducts(),
		reply: envelope([
			{ ...productWire, enrolled_date: '2025-01-10', expire_on: '2026-01-10', is_enrolled: true },
		]),
		method: 'GET',
		url: `${PRODUCT}/prod/student-product/my-products`,
		returns: [
			expect.objectContaining({
				enrolledDate: '2025-01-10',
				expireOn: '2026-01-10',
				isEnrolled: true,
			}),
		],
	},
	{
		name: 'P7 getProductDescription',
		run: (client) => client.getProductDescription(101),
		reply: envelope(productDetailWire),
		method: 'GET',
		url: `${PRODUCT}/prod/student-product/product-description/101`,
		returns: expect.objectContaining({
			soldOut: true,
			videoLinks: ['https://youtu.be/abc', 'https://youtu.be/def'],
		}),
	},
	{
		name: 'P8 getProductInfo encodes the reference',
		run: (client) => client.getProductInfo('JEE Main & More_101_3817'),
		reply: envelope(productDetailWire),
		method: 'GET',
		url: `${PRODUCT}/prod/student-product/product-info?proc=JEE%20Main%20%26%20More_101_3817`,
		returns: expect.objectContaining({ id: 101 }),
	},
	{
		name: 'P9 getCart',
		run: (client) => client.getCart([101, 102]),
		reply: envelope([cartProductWire]),
		method: 'POST',
		url: `${PRODUCT}/prod/student-product/cart`,
		body: { product_ids: [101, 102] },
		returns: [expect.objectContaining({ entityId: 9001, id: 101 })],
	},
	{
		name: 'P10 applyCoupon',
		run: (client) => client.applyCoupon('NEW10', [101], 'INR'),
		reply: envelope({ discount_amount: 149.9, offer_apply_dto: { offer_id: 3, codes: ['NEW10'] } }),
		method: 'POST',
		url: `${PRODUCT}/prod/student-product/apply-coupon`,
		body: { coupon_code: 'NEW10', product_id: [101] },
		returns: { discountMinor: 14990, offerApplyDto: { offer_id: 3, codes: ['NEW10'] } },
	},
	{
		name: 'P11 placeOrder with a coupon',
		run: (client) =>
			client.placeOrder({
				productIds: [101],
				totalMinor: 0,
				currencyCode: 'INR',
				offerApplyDto: { offer_id: 3 },
			}),
		reply: envelope({
			entity_id: 9001,
			status: 10,
			total_amount: 0,
			product_owner_institute_id: 3817,
		}),
		method: 'POST',
		url: `${PRODUCT}/prod/student-product/order`,
		body: { product_ids: [101], total_amount: 0, offer_apply_dto: { offer_id: 3 } },
		returns: {
			entityId: 9001,
			status: 10,
			totalAmount: 0,
			productOwnerInstituteId: 3817,
			placedWithoutPayment: true,
		},
	},
	{
		name: 'P11 placeOrder awaiting payment',
		run: (client) =>
			client.placeOrder({ productIds: [101], totalMinor: 149900, currencyCode: 'INR' }),
		reply: envelope({ entity_id: 9002, status: 10, total_amount: 1499 }),
		method: 'POST',
		url: `${PRODUCT}/prod/student-product/order`,
		body: { product_ids: [101], total_amount: 1499 },
		returns: expect.objectContaining({
			placedWithoutPayment: false,
			productOwnerInstituteId: null,
		}),
	},
	{
		name: 'P12 updateOrder (failed payment)',
		run: (client) =>
			client.updateOrder({
				entityId: 9001,
				transactionId: 'pay_1',
				status: 30,
				accountType: 'Client',
				gatewayName: 'razorpay',
				countryId: 1,
				currencyCode: 'INR',
				amountMinor: 153723,
				userId: 5678,
			}),
		reply: { status_code: 200 },
		method: 'PUT',
		url: `${PRODUCT}/prod/student-product/order`,
		body: {
			entity_id: 9001,
			payment_gateway_transaction_id: 'pay_1',
			status: 30,
			payment_for: 'Product',
			payment_gateway_account_type: 'Client',
			payment_gateway_name: 'razorpay',
			country_id: 1,
			currency_code: 'INR',
			response_code: 30,
			paytab_token: null,
			amount: 1537.23,
			payment_source: 'WEB',
			institute_id: INSTITUTE_ID,
			user_id: 5678,
		},
		returns: undefined,
	},
	{
		name: 'P13 updateConsumedStorage',
		run: (client) => client.updateConsumedStorage('https://cdn.example.in/v/a b.mp4'),
		reply: { status_code: 200 },
		method: 'PUT',
		url: `${PRODUCT}/prod/product/update-consumed-storage?videoUrl=https%3A%2F%2Fcdn.example.in%2Fv%2Fa%20b.mp4`,
		returns: undefined,
	},
];

describe('calls', () => {
	it.each(cases)('$name', async ({ run, reply, status, method, url, body, returns }) => {
		const fake = fakeFetch(() => json(reply, status ?? 200));
		const client = createLmsClient({
			mainApiUrl: MAIN,
			productApiUrl: PRODUCT,
			instituteId: INSTITUTE_ID,
			fetch: fake.fetch,
			getStudent: () => ({
				userId: 5678,
				authorization: studentAuthorization(5678, 'srv-cred-9f'),
			}),
		});
		await expect(run(client)).resolves.toEqual(returns);
		expect(fake.requests).toHaveLength(1);
		const [request] = fake.requests;
		expect(request?.method).toBe(method);
		expect(request?.url.href).toBe(url);
		expect(request?.body).toEqual(body);
	});

	it('P12 sends response_code 200 and the offer for a successful payment', async () => {
		const fake = fakeFetch(() => json({ status_code: 200 }));
		const client = createLmsClient({
			mainApiUrl: MAIN,
			productApiUrl: PRODUCT,
			instituteId: INSTITUTE_ID,
			fetch: fake.fetch,
		});
		await client.updateOrder({
			entityId: 1,
			transactionId: 't',
			status: 20,
			accountType: 'Proctur',
			gatewayName: 'razorpay',
			countryId: null,
			currencyCode: 'INR',
			paytabToken: 'pt',
			amountMinor: 1000,
			userId: 2,
			offerApplyDto: { offer_id: 3 },
		});
		expect(fake.requests[0]?.body).toMatchObject({
			status: 20,
			response_code: 200,
			payment_gateway_account_type: 'Proctur',
			paytab_token: 'pt',
			country_id: null,
			offer_apply_dto: { offer_id: 3 },
		});
	});

	it('P9 makes no request for an empty cart', async () => {
		const fake = fakeFetch(() => json(envelope([])));
		const client = createLmsClient({
			mainApiUrl: MAIN,
			productApiUrl: PRODUCT,
			instituteId: INSTITUTE_ID,
			fetch: fake.fetch,
		});
		await expect(client.getCart([])).resolves.toEqual([]);
		expect(fake.requests).toHaveLength(0);
	});

	it('exposes one function per contract call', () => {
		const client = createLmsClient({ mainApiUrl: MAIN, productApiUrl: PRODUCT });
		expect(Object.keys(client).sort()).toEqual(
			[
				'lookupInstitute',
				'getWebAccess',
				'login',
				'forgotPassword',
				'generateOtp',
				'validateOtp',
				'register',
				'getBranches',
				'getRegistrationCourses',
				'getCountryCodes',
				'getProfile',
				'changePassword',
				'sendLead',
				'logout',
				'getPaymentGateways',
				'getGatewayTwoToken',
				'createPaypalPayment',
				'createPaymentOrder',
				'updatePaymentDetail',
				'getMeetings',
				'getHomepage',
				'getFaqs',
				'getPage',
				'filterProducts',
				'getItemTypeDescriptions',
				'getMyProducts',
				'getProductDescription',
				'getProductInfo',
				'getCart',
				'applyCoupon',
				'placeOrder',
				'updateOrder',
				'updateConsumedStorage',
			].sort(),
		);
	});
});
