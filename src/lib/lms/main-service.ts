/**
 * Main-service calls M1–M20 of CONTRACT.md, one typed function each. Every function takes the
 * HTTP layer first; `createLmsClient` binds them. Calls marked *student* send the student
 * authorization.
 */
import * as z from 'zod/mini';
import { normaliseDomain } from '../config/domain.ts';
import { encodeRegisterPassword, webAccessTokenHeaders } from './auth.ts';
import type { CallSpec, LmsHttp } from './http.ts';
import {
	mapCountryCode,
	mapInstitute,
	mapLoginResult,
	mapPaymentGateways,
	mapProfile,
	mapRegisterResult,
	mapWebAccess,
	textOrNull,
} from './mappers.ts';
import type {
	Branch,
	CountryCode,
	CourseType,
	ChangePasswordRequest,
	GatewayPaymentRequest,
	GatewayTwoToken,
	GenerateOtpRequest,
	Institute,
	LeadRequest,
	LoginRequest,
	LoginResult,
	PaymentDetail,
	PaymentGateways,
	PaymentOrder,
	PaymentOrderRequest,
	Profile,
	RegisterRequest,
	RegisterResult,
	WebAccess,
} from './types.ts';
import {
	branchSchema,
	countryCodeSchema,
	courseTypeSchema,
	createPaymentOrderResultSchema,
	gatewayTwoTokenResultSchema,
	generateOtpResultSchema,
	instituteLookupSchema,
	loginReplySchema,
	paymentGatewayConfigSchema,
	profileSchema,
	registerResultSchema,
	webAccessTokenSchema,
} from './wire.ts';
import type {
	ChangePasswordRequestWire,
	CreatePaymentOrderRequestWire,
	ForgotPasswordRequestWire,
	GatewayTwoTokenRequestWire,
	GenerateOtpRequestWire,
	LeadRequestWire,
	LoginRequestWire,
	PaypalPaymentRequestWire,
	RegisterRequestWire,
	UpdatePaymentDetailRequestWire,
	ValidateOtpRequestWire,
} from './wire.ts';

const q = encodeURIComponent;

const post = (call: string, path: string, json: unknown, student = false): CallSpec => ({
	call,
	service: 'main',
	method: 'POST',
	path,
	json,
	student,
});

/** M1: looks up the institute of a host (leading `www.` and port are stripped). */
export async function lookupInstitute(http: LmsHttp, host: string): Promise<Institute> {
	const path = `/api/v1/product-ePortal/get?webUrl=${q(normaliseDomain(host))}`;
	const { result } = await http.send({ call: 'M1', service: 'main', path }, instituteLookupSchema);
	return mapInstitute(result);
}

/** M2: the institute's web access token (the reply is a 202). */
export async function getWebAccess(http: LmsHttp, instituteId: number): Promise<WebAccess> {
	const { result } = await http.send(
		{
			call: 'M2',
			service: 'main',
			path: `/api/v1/institutes/webAccessToken/${instituteId}`,
			headers: webAccessTokenHeaders(instituteId),
		},
		webAccessTokenSchema,
	);
	return mapWebAccess(result);
}

/** M3: logs in; a list means several accounts share the identifier (the reply is a 201). */
export async function login(
	http: LmsHttp,
	request: LoginRequest,
): Promise<LoginResult | LoginResult[]> {
	const body: LoginRequestWire = {
		device_id: request.deviceId,
		institute_id: request.instituteId ?? http.instituteId('M3'),
		source: 'WEB',
		logout_from_all_devices: request.logoutFromAllDevices ?? false,
		password: request.password,
		user_id: request.userId ?? 0,
		user_name: request.userName,
		user_type: request.userType ?? 0,
	};
	const { result } = await http.send(post('M3', '/api/v2/user/v3/login', body), loginReplySchema);
	return Array.isArray(result) ? result.map(mapLoginResult) : mapLoginResult(result);
}

/** M4: sends a new password to the student's mobile; resolves with the server message. */
export async function forgotPassword(http: LmsHttp, userName: string): Promise<string | null> {
	const body: ForgotPasswordRequestWire = {
		user_name: userName,
		institute_id: http.instituteId('M4'),
	};
	const spec = post('M4', '/api/v2/user/forgotPassword', body);
	return (await http.send({ ...spec, requireCode: true })).message;
}

/** M5: sends an OTP; resolves true when the server says to skip OTP verification. */
export async function generateOtp(http: LmsHttp, request: GenerateOtpRequest): Promise<boolean> {
	const body: GenerateOtpRequestWire = {
		user_name: request.userName,
		source: 'WEB',
		app_hash_code: request.appHashCode ?? '',
		role: 99,
		email_id: request.email,
		country_id: request.countryId,
		institute_id: http.instituteId('M5'),
	};
	const spec = post('M5', '/api/v2/user/login/generate_otp', body);
	return (await http.send(spec, generateOtpResultSchema)).result.skip_otp_verification;
}

/** M6: validates an OTP (a wrong code answers 400); resolves with the server message. */
export async function validateOtp(
	http: LmsHttp,
	userName: string,
	otpCode: string,
): Promise<string | null> {
	const body: ValidateOtpRequestWire = { user_name: userName, otp_code: otpCode, source: 'WEB' };
	return (await http.send(post('M6', '/api/v2/user/login/validate_otp', body))).message;
}

/** M7: registers a student (role 99); the password is sent base64-encoded. */
export async function register(http: LmsHttp, request: RegisterRequest): Promise<RegisterResult> {
	const body: RegisterRequestWire = {
		name: request.name,
		email_id: request.email,
		password: encodeRegisterPassword(request.password),
		mobile_no: request.mobile,
		eCourseIdArray: request.courseTypeIds,
		login_source: 'WEB',
		device_id: request.deviceId,
		country_id: request.countryId,
		institute_id: http.instituteId('M7'),
	};
	const { result } = await http.send(
		post('M7', '/api/v2/user/register', body),
		registerResultSchema,
	);
	return mapRegisterResult(result);
}

/** M8: the institute's sub-branches. */
export async function getBranches(http: LmsHttp): Promise<Branch[]> {
	const path = `/api/v1/institutes/all/subBranches/${http.instituteId('M8')}`;
	const { result } = await http.send({ call: 'M8', service: 'main', path }, z.array(branchSchema));
	return result.map((branch) => ({
		instituteId: branch.institute_id,
		name: branch.institute_name,
	}));
}

/** M9: courses offered at registration. */
export async function getRegistrationCourses(http: LmsHttp): Promise<CourseType[]> {
	const path = `/api/v1/institute/courseMapping/get/${http.instituteId('M9')}?data_for_registeration=true`;
	const { result } = await http.send(
		{ call: 'M9', service: 'main', path },
		z.array(courseTypeSchema),
	);
	return result.map((course) => ({ id: course.course_type_id, name: course.course_type }));
}

/** M10: country calling codes; the default one is marked. */
export async function getCountryCodes(http: LmsHttp): Promise<CountryCode[]> {
	const path = `/api/v1/institutes/country/${http.instituteId('M10')}`;
	const { result } = await http.send(
		{ call: 'M10', service: 'main', path },
		z.array(countryCodeSchema),
	);
	return result.map(mapCountryCode);
}

/** M11 *student*: the profile (first element of the reply), null when the list is empty. */
export async function getProfile(http: LmsHttp, userId: number): Promise<Profile | null> {
	const path = `/api/v1/alternateLogin/user/fetch/${userId}`;
	const { result } = await http.send(
		{ call: 'M11', service: 'main', path, student: true },
		z.array(profileSchema),
	);
	const first = result[0];
	return first === undefined ? null : mapProfile(first);
}

/** M12 *student*: changes the password (a wrong old password answers 400); resolves with the server message. */
export async function changePassword(
	http: LmsHttp,
	request: ChangePasswordRequest,
): Promise<string | null> {
	const body: ChangePasswordRequestWire = {
		institute_id: http.instituteId('M12'),
		oldPassword: request.oldPassword,
		newPassword: request.newPassword,
		userid: request.userId,
	};
	return (await http.send(post('M12', '/api/v1/changePwd', body, true))).message;
}

/** M13: sends a contact-form lead; resolves with the server message. */
export async function sendLead(http: LmsHttp, request: LeadRequest): Promise<string | null> {
	const body: LeadRequestWire = {
		...request,
		institute_id: http.instituteId('M13'),
		customComponentList: [],
	};
	return (await http.send(post('M13', '/api/v1/extLeads/website', body))).message;
}

/** M14 *student*: logs the device out; errors are ignored (and never trigger another logout). */
export async function logout(http: LmsHttp, deviceId: string): Promise<void> {
	const path = `/api/v1/alternateLogin/logout?deviceId=${q(deviceId)}`;
	await http
		.send({ call: 'M14', service: 'main', path, student: true, logoutOn403: false })
		.catch(() => undefined);
}

/** M15 *student*: payment gateways; null when the result is empty (gateway unavailable). */
export async function getPaymentGateways(http: LmsHttp): Promise<PaymentGateways | null> {
	const path = `/api/v1/payment-gateway/${http.instituteId('M15')}?is_updated_payment_req=true`;
	const { result } = await http.send(
		{ call: 'M15', service: 'main', path, student: true },
		z.nullish(paymentGatewayConfigSchema),
	);
	return mapPaymentGateways(result ?? null);
}

/** M16 *student*: gateway-two payment token; the browser then goes to `redirectUrl`. */
export async function getGatewayTwoToken(
	http: LmsHttp,
	request: GatewayPaymentRequest,
): Promise<GatewayTwoToken> {
	const instituteId = http.instituteId('M16');
	const base = http.config.mainApiUrl.replace(/\/+$/, '');
	const body: GatewayTwoTokenRequestWire = {
		entity_id: request.entityId,
		amount: request.amount,
		currency_code: request.currencyCode,
		institute_id: instituteId,
		user_id: request.userId,
		return_url: `${base}/api/v1/payment-gateway/payments/process/${instituteId}`,
		site_url: request.siteUrl,
	};
	const { result } = await http.send(
		post('M16', '/api/v1/payment-gateway/payment/token', body, true),
		gatewayTwoTokenResultSchema,
	);
	return { tokenId: result.token_id, redirectUrl: result.redirect_url };
}

/** M17 *student*: gateway-three (wallet) payment; resolves with the URL to send the browser to. */
export async function createPaypalPayment(
	http: LmsHttp,
	request: GatewayPaymentRequest,
): Promise<string> {
	const site = request.siteUrl.replace(/\/+$/, '');
	const body: PaypalPaymentRequestWire = {
		intent: 'ORDER',
		entity_id: request.entityId,
		amount: request.amount,
		currency_code: request.currencyCode,
		institute_id: http.instituteId('M17'),
		user_id: request.userId,
		return_url: `${site}/thankyou`,
		cancel_url: `${site}/fail`,
	};
	const spec = post('M17', '/api/v1/payment-gateway/paypal/payment', body, true);
	return (await http.send(spec, z.string())).result.replace(/^redirect:/, '');
}

/** M18 *student*: gateway-one payment order; the total is sent in minor units (paise). */
export async function createPaymentOrder(
	http: LmsHttp,
	request: PaymentOrderRequest,
): Promise<PaymentOrder> {
	const body: CreatePaymentOrderRequestWire = {
		amount: Math.round(request.total * 100),
		currency: 'INR',
		notes: {
			entity_id: request.entityId,
			institute_id: http.instituteId('M18'),
			user_id: request.userId,
		},
	};
	const { result } = await http.send(
		post('M18', '/api/v2/onlinePayment/create_order', body, true),
		createPaymentOrderResultSchema,
	);
	return { orderId: result.order_id, razorpayOrderId: textOrNull(result.razorpay_order_id) };
}

/** M19 *student*: hands the gateway-one payment to the server, which verifies the signature. */
export async function updatePaymentDetail(http: LmsHttp, detail: PaymentDetail): Promise<void> {
	const body: UpdatePaymentDetailRequestWire = {
		razorpay_payment_id: detail.razorpayPaymentId,
		razorpay_order_id: detail.razorpayOrderId,
		razorpay_signature: detail.razorpaySignature,
		order_id: detail.orderId,
	};
	await http.send(post('M19', '/api/v2/onlinePayment/update-order-payment-detail', body, true));
}

/** M20 *student*: live classes (a stub screen); entries are passed through unmapped. */
export async function getMeetings(http: LmsHttp, userId: number): Promise<unknown[]> {
	const path = `/api/v1/meeting_manager/getMeeting/${http.instituteId('M20')}`;
	const spec = post('M20', path, { user_id: userId }, true);
	return (await http.send(spec, z.nullish(z.array(z.unknown())))).result ?? [];
}
