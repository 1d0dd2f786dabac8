/**
 * Client requests of the *student* main-service calls (M11, M12, M14–M20), written from
 * CONTRACT.md: each carries `Authorization: Basic base64(user_id:server_credential)`.
 */
import {
	changePassword,
	createPaymentOrder,
	createPaypalPayment,
	getGatewayTwoToken,
	getMeetings,
	getPaymentGateways,
	getProfile,
	logout,
	updatePaymentDetail,
} from '../../support/lms/main-service.ts';
import { okReply as ok, type RequestCase } from './request-case.ts';

const API = 'https://main.example.test/lms/api';

const base = { service: 'main', loggedIn: true, auth: 'student' } as const;

/** Student main-service request cases. */
export const studentRequestCases: RequestCase[] = [
	{
		...base,
		id: 'M11',
		title: 'fetches the profile of the user id',
		reply: {
			body: [
				{
					name: 'Aarav Sharma',
					email: 'aarav.sharma@example.in',
					mobile_no: '9876543210',
					subjectList: [{ course_name: 'JEE Main & Advanced' }],
				},
			],
		},
		send: (http) => getProfile(http, 501),
		method: 'GET',
		url: `${API}/v1/alternateLogin/user/fetch/501`,
	},
	{
		...base,
		id: 'M12',
		title: 'sends both passwords as typed and userid',
		reply: { body: { statusCode: 200, message: 'Password changed successfully.' } },
		send: (http) =>
			changePassword(http, { userId: 501, oldPassword: 'aarav@123', newPassword: 'aarav@456' }),
		method: 'POST',
		url: `${API}/v1/changePwd`,
		body: { institute_id: 101, oldPassword: 'aarav@123', newPassword: 'aarav@456', userid: 501 },
	},
	{
		...base,
		id: 'M14',
		title: 'logs the device out with deviceId in the query',
		reply: ok(undefined, 'Logged out'),
		send: (http) => logout(http, 'dev-42'),
		method: 'GET',
		url: `${API}/v1/alternateLogin/logout?deviceId=dev-42`,
	},
	{
		...base,
		id: 'M15',
		title: 'asks for the gateways with is_updated_payment_req=true',
		reply: {
			body: {
				statusCode: 200,
				result: {
					razorpay: { is_active: 'Y', public_token: 'rzp_test_key', is_oAuth_done: false },
					paytabs: {
						is_active: 'Y',
						is_proctur_payment_gateway: 'Y',
						merchant_id: 'PT-1',
						email_id: 'pay@example.in',
					},
					paypal: { is_proctur_payment_gateway: 'Y' },
					inst_sett_det: {
						is_payment_enabled: 'Y',
						enable_razorpay_gst_fee_from_student: 1,
						razor_payment_gateway_percentage_fee: 2,
					},
				},
			},
		},
		send: (http) => getPaymentGateways(http),
		method: 'GET',
		url: `${API}/v1/payment-gateway/101?is_updated_payment_req=true`,
	},
	{
		...base,
		id: 'M16',
		title: 'return_url is the process URL, site_url the site origin',
		reply: ok({ token_id: 'tok_1', redirect_url: 'https://pay.example.test/pay?token_id=tok_1' }),
		send: (http) =>
			getGatewayTwoToken(http, {
				entityId: 70001,
				amountMinor: 19900,
				currencyCode: 'INR',
				userId: 501,
				siteUrl: 'https://sunrise-academy.in',
			}),
		method: 'POST',
		url: `${API}/v1/payment-gateway/payment/token`,
		body: {
			entity_id: 70001,
			amount: 199,
			currency_code: 'INR',
			institute_id: 101,
			user_id: 501,
			return_url: `${API}/v1/payment-gateway/payments/process/101`,
			site_url: 'https://sunrise-academy.in',
		},
	},
	{
		...base,
		id: 'M17',
		title: 'intent ORDER, return_url {site}/thankyou, cancel_url {site}/fail',
		reply: ok('redirect:https://wallet.example.test/approve?token=t1'),
		send: (http) =>
			createPaypalPayment(http, {
				entityId: 70002,
				amountMinor: 4950,
				currencyCode: 'USD',
				userId: 501,
				siteUrl: 'https://global-prep.com',
			}),
		method: 'POST',
		url: `${API}/v1/payment-gateway/paypal/payment`,
		body: {
			intent: 'ORDER',
			entity_id: 70002,
			amount: 49.5,
			currency_code: 'USD',
			institute_id: 101,
			user_id: 501,
			return_url: 'https://global-prep.com/thankyou',
			cancel_url: 'https://global-prep.com/fail',
		},
	},
	{
		...base,
		id: 'M18',
		title: 'sends the total charged in paise, currency INR and notes',
		reply: ok({ order_id: 70003, razorpay_order_id: 'order_ABCDEFGHIJKLMN' }),
		// 199 + 2% fee (3.98) + 18% GST on the fee (0.7164) = 203.70 → 20370 paise.
		send: (http) => createPaymentOrder(http, { totalMinor: 20370, entityId: 70003, userId: 501 }),
		method: 'POST',
		url: `${API}/v2/onlinePayment/create_order`,
		body: {
			amount: 20370,
			currency: 'INR',
			notes: { entity_id: 70003, institute_id: 101, user_id: 501 },
		},
	},
	{
		...base,
		id: 'M19',
		title: "hands over the checkout handler's ids and signature with order_id",
		reply: { body: { statusCode: 200 } },
		send: (http) =>
			updatePaymentDetail(http, {
				razorpayPaymentId: 'pay_ABCDEFGHIJKLMN',
				razorpayOrderId: 'order_ABCDEFGHIJKLMN',
				razorpaySignature: '0f3a',
				orderId: 70003,
			}),
		method: 'POST',
		url: `${API}/v2/onlinePayment/update-order-payment-detail`,
		body: {
			razorpay_payment_id: 'pay_ABCDEFGHIJKLMN',
			razorpay_order_id: 'order_ABCDEFGHIJKLMN',
			razorpay_signature: '0f3a',
			order_id: 70003,
		},
	},
	{
		...base,
		id: 'M20',
		title: 'sends user_id to the meeting list of the institute',
		reply: ok([]),
		send: (http) => getMeetings(http, 501),
		method: 'POST',
		url: `${API}/v1/meeting_manager/getMeeting/101`,
		body: { user_id: 501 },
	},
];
