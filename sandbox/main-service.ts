/**
 * The main service's calls M1–M20 (CONTRACT.md), answered from the fixtures and the store.
 */
import {
	changePasswordRequestSchema,
	createPaymentOrderRequestSchema,
	forgotPasswordRequestSchema,
	gatewayTwoTokenRequestSchema,
	generateOtpRequestSchema,
	leadRequestSchema,
	loginRequestSchema,
	meetingRequestSchema,
	paypalPaymentRequestSchema,
	registerRequestSchema,
	updatePaymentDetailRequestSchema,
	validateOtpRequestSchema,
	type LoginRequestWire,
	type LoginResultWire,
	type ProfileWire,
	type RegisterResultWire,
	type WebAccessTokenWire,
} from '../src/lib/lms/wire.ts';
import {
	checkWebAccessHeaders,
	requireSameUser,
	requireStudent,
	requireStudentOf,
} from './auth.ts';
import { gatewayOneTotal, pendingOrder, roundAmount } from './commerce.ts';
import {
	bodyOf,
	type CallContext,
	instituteFamily,
	intParam,
	queryParam,
	type Route,
	tenantOf,
} from './context.ts';
import type { StudentRow } from './db.ts';
import { normaliseDomain } from '../src/lib/lms/domain.ts';
import { isOn } from '../src/lib/lms/values.ts';
import { findTenantByHost, instituteName, type Tenant } from './fixtures.ts';
import { HttpError, jsonReply, okReply, type Reply } from './http.ts';
import { limitKey } from './limits.ts';
import { scenarioOn } from './scenarios.ts';
import {
	gatewayStyleId,
	hashPassword,
	paymentSignature,
	randomToken,
	sameText,
	verifyPassword,
} from './secrets.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function loginResult(
	tenant: Tenant,
	student: StudentRow,
	deviceId: string,
	credential: string,
	loginOption: number,
): LoginResultWire {
	const { account } = tenant.institute;
	return {
		user_id: student.id,
		user_type: student.user_type,
		password: credential,
		institute_id: student.institute_id,
		device_id: deviceId,
		name: student.name,
		enable_single_device_login: student.single_device_login === 1 ? 1 : 0,
		enable_online_payment_feature: account.enable_online_payment_feature ?? 1,
		country_id: account.country_id ?? null,
		country_calling_code: account.country_calling_code ?? null,
		currency_code: account.currency_code ?? null,
		inst_plan_det: account.inst_plan_det ?? null,
		login_option: loginOption,
		institute_name: instituteName(tenant, student.institute_id),
		email_id: student.email_id,
		mobile_no: student.mobile_no,
		// "Type 99 is treated as having no student id" (spec section 6).
		student_id: student.user_type === 99 ? null : student.id,
		enable_razorpay_gst_fee_from_student: account.enable_razorpay_gst_fee_from_student ?? 0,
		razor_payment_gateway_percentage_fee: account.razor_payment_gateway_percentage_fee ?? 0,
	};
}

// 13 blocked, 11 unregistered device, 10 signed in elsewhere; 0 lets the login through.
function refusedLoginOption(
	ctx: CallContext,
	student: StudentRow,
	request: LoginRequestWire,
): number {
	const { store } = ctx.state;
	if (scenarioOn(ctx, 'blocked-account', request.institute_id)) return 13;
	if (student.blocked) return 13;
	if (student.registered_device_id && student.registered_device_id !== request.device_id) return 11;
	if (
		student.single_device_login &&
		!request.logout_from_all_devices &&
		store.hasLiveSessionElsewhere(student.id, request.device_id)
	) {
		return 10;
	}
	return 0;
}

// Accounts the typed identifier and password open; a re-login names the chosen account.
function matchingAccounts(
	ctx: CallContext,
	tenant: Tenant,
	request: LoginRequestWire,
): StudentRow[] {
	const accounts = ctx.state.store.studentsByIdentifier(instituteFamily(tenant), request.user_name);
	const chosen =
		request.user_id === 0
			? accounts
			: accounts.filter(
					(account) =>
						account.id === request.user_id &&
						account.user_type === request.user_type &&
						account.institute_id === request.institute_id,
				);
	return chosen.filter((account) => verifyPassword(request.password, account.password_hash));
}

function login(ctx: CallContext): Reply {
	const request = bodyOf(ctx, loginRequestSchema);
	const tenant = tenantOf(ctx, request.institute_id);
	if (tenant.institute.login_refusal_message) {
		throw new HttpError(403, tenant.institute.login_refusal_message);
	}
	// Locked out after too many failures, even with the right password: guessing gains nothing.
	const { limits } = ctx.state;
	const key = limitKey(tenant.institute.lookup.institute_id, request.user_name);
	limits.enforce('loginFailures', key);
	const accounts = matchingAccounts(ctx, tenant, request);
	const created = (result: unknown): Reply =>
		okReply('statusCode', result, 'Login successful', 201);
	const [student, ...others] = accounts;
	if (!student) {
		limits.record('loginFailures', key);
		throw new HttpError(400, 'Invalid username or password.');
	}
	limits.forget('loginFailures', key);
	if (others.length > 0) {
		return created(
			accounts.map((account) => loginResult(tenant, account, request.device_id, '', 0)),
		);
	}
	const refusal = refusedLoginOption(ctx, student, request);
	if (refusal !== 0) return created(loginResult(tenant, student, request.device_id, '', refusal));
	const { store } = ctx.state;
	// One live session per device; a single-device student or "log out everywhere" keeps only this one.
	if (request.logout_from_all_devices || student.single_device_login)
		store.revokeSessions(student.id);
	else store.revokeSessions(student.id, request.device_id);
	const credential = store.openSession(student.id, request.device_id);
	return created(loginResult(tenant, student, request.device_id, credential, 0));
}

function decodeTypedPassword(encoded: string): string {
	const decoded = Buffer.from(encoded, 'base64').toString('utf8');
	if (
		!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) ||
		Buffer.from(decoded, 'utf8').toString('base64') !== encoded
	) {
		throw new HttpError(400, 'password: expected base64 of the typed password');
	}
	if (decoded.length < 4) throw new HttpError(400, 'password: must be at least 4 characters');
	return decoded;
}

function register(ctx: CallContext): Reply {
	const request = bodyOf(ctx, registerRequestSchema);
	const tenant = tenantOf(ctx, request.institute_id);
	const { registration, registration_courses, account } = tenant.institute;
	if (registration.refusal_message) throw new HttpError(403, registration.refusal_message);
	const typedPassword = decodeTypedPassword(request.password);
	if (request.name.trim() === '') throw new HttpError(400, 'name: must not be empty');
	if (!/^\d{6,15}$/.test(request.mobile_no))
		throw new HttpError(400, 'mobile_no: expected 6 to 15 digits');
	if (!EMAIL_PATTERN.test(request.email_id))
		throw new HttpError(400, 'email_id: expected an email address');
	for (const courseId of request.eCourseIdArray) {
		if (!registration_courses.some((course) => course.course_type_id === courseId)) {
			throw new HttpError(400, `eCourseIdArray: unknown course ${courseId}`);
		}
	}
	const { store } = ctx.state;
	const family = instituteFamily(tenant);
	if (store.studentsByIdentifier(family, request.mobile_no).length > 0) {
		throw new HttpError(400, 'This mobile number is already registered. Please log in.');
	}
	if (store.studentsByIdentifier(family, request.email_id).length > 0) {
		throw new HttpError(400, 'This email address is already registered. Please log in.');
	}
	if (
		!registration.skip_otp &&
		!store.consumeVerifiedOtp(request.mobile_no, request.institute_id)
	) {
		throw new HttpError(400, 'Please verify your mobile number with the OTP first (M5, then M6).');
	}
	const userId = store.createStudent({
		institute_id: request.institute_id,
		name: request.name.trim(),
		mobile_no: request.mobile_no,
		email_id: request.email_id.trim(),
		password_hash: hashPassword(typedPassword),
		user_type: 99,
		blocked: 0,
		single_device_login: 0,
		registered_device_id: null,
		course_type_ids: JSON.stringify(request.eCourseIdArray),
	});
	const result: RegisterResultWire = {
		user_id: userId,
		user_Type: 99,
		password: store.openSession(userId, request.device_id),
		institute_id: request.institute_id,
		device_id: request.device_id,
		single_device_login: 0,
		enable_online_payment_feature: account.enable_online_payment_feature ?? 1,
	};
	return okReply('status_code', result, 'Registration successfull!');
}

function changePassword(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, changePasswordRequestSchema);
	requireSameUser(student, request.userid);
	if (!verifyPassword(request.oldPassword, student.password_hash)) {
		throw new HttpError(400, 'Old password is incorrect.');
	}
	if (request.newPassword.length < 4)
		throw new HttpError(400, 'newPassword: must be at least 4 characters');
	const { store } = ctx.state;
	store.updatePasswordHash(student.id, hashPassword(request.newPassword));
	// Every issued credential dies with the old password, so other devices must log in again.
	store.revokeSessions(student.id);
	return okReply('statusCode', undefined, 'Password changed successfully. Please log in again.');
}

/** The absolute URL of a payment stand-in page, as the client reached the sandbox. */
function standInPageUrl(ctx: CallContext, path: string, token: string, tokenName: string): string {
	return `${ctx.baseUrl}${path}?${tokenName}=${encodeURIComponent(token)}`;
}

function originOf(value: string, field: string): string {
	try {
		const url = new URL(value);
		if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
		return url.origin;
	} catch {
		throw new HttpError(400, `${field}: expected an http(s) URL`);
	}
}

function checkOrderAmount(
	order: { total_amount: number; currency_code: string },
	amount: number,
	currency: string,
): void {
	if (Math.abs(roundAmount(amount) - order.total_amount) > 0.005) {
		throw new HttpError(400, `amount: expected the order total ${order.total_amount}`);
	}
	if (currency !== order.currency_code) {
		throw new HttpError(400, `currency_code: expected the order currency ${order.currency_code}`);
	}
}

function gatewayTwoToken(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, gatewayTwoTokenRequestSchema);
	requireSameUser(student, request.user_id);
	const tenant = tenantOf(ctx, request.institute_id);
	requireStudentOf(ctx, student, tenant);
	requirePaymentEnabled(ctx, request.institute_id);
	if (tenant.institute.payment_gateways.paytabs?.is_active !== 'Y') {
		throw new HttpError(400, 'Gateway two (paytabs) is not active for this institute');
	}
	const order = pendingOrder(ctx.state.store, student.id, request.entity_id);
	checkOrderAmount(order, request.amount, request.currency_code);
	const processPath = `/api/v1/payment-gateway/payments/process/${request.institute_id}`;
	if (!request.return_url.endsWith(processPath)) {
		throw new HttpError(400, `return_url: expected the process URL ending ${processPath}`);
	}
	const site = originOf(request.site_url, 'site_url');
	const token = randomToken();
	ctx.state.store.createPaymentToken({
		token,
		gateway: 'gateway-two',
		order_id: order.id,
		institute_id: request.institute_id,
		amount: order.total_amount,
		currency_code: order.currency_code,
		success_url: `${site}/thankyou`,
		failure_url: `${site}/fail`,
	});
	return okReply('status_code', {
		token_id: token,
		redirect_url: scenarioOn(ctx, 'gateway-redirect-insecure', request.institute_id)
			? INSECURE_GATEWAY_PAGES.two
			: standInPageUrl(ctx, '/sandbox/gateway-two/pay', token, 'token_id'),
	});
}

/** What the gateway-redirect-insecure scenario answers as the hosted pages: no https page. */
const INSECURE_GATEWAY_PAGES = {
	two: 'http://gateway-two.example/pay?token_id=insecure',
	three: 'javascript:alert(document.domain)',
} as const;

function gatewayThreePayment(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, paypalPaymentRequestSchema);
	requireSameUser(student, request.user_id);
	const tenant = tenantOf(ctx, request.institute_id);
	requireStudentOf(ctx, student, tenant);
	requirePaymentEnabled(ctx, request.institute_id);
	if (!tenant.institute.payment_gateways.paypal) {
		throw new HttpError(400, 'Gateway three (paypal) is not available for this institute');
	}
	const order = pendingOrder(ctx.state.store, student.id, request.entity_id);
	checkOrderAmount(order, request.amount, request.currency_code);
	originOf(request.return_url, 'return_url');
	originOf(request.cancel_url, 'cancel_url');
	const token = randomToken();
	ctx.state.store.createPaymentToken({
		token,
		gateway: 'gateway-three',
		order_id: order.id,
		institute_id: request.institute_id,
		amount: order.total_amount,
		currency_code: order.currency_code,
		success_url: request.return_url,
		failure_url: request.cancel_url,
	});
	return okReply(
		'status_code',
		`redirect:${
			scenarioOn(ctx, 'gateway-redirect-insecure', request.institute_id)
				? INSECURE_GATEWAY_PAGES.three
				: standInPageUrl(ctx, '/sandbox/paypal/approve', token, 'token')
		}`,
	);
}

// What M15 shows for an institute: `{}` under gateway-config-empty; `is_payment_enabled: "N"`
// under payment-disabled (the blocks stay, so only the switch turns payment off).
function gatewayConfig(
	ctx: CallContext,
	instituteId: number,
): Tenant['institute']['payment_gateways'] {
	const { payment_gateways: config } = tenantOf(ctx, instituteId).institute;
	if (scenarioOn(ctx, 'gateway-config-empty', instituteId)) return {};
	if (!scenarioOn(ctx, 'payment-disabled', instituteId)) return config;
	return { ...config, inst_sett_det: { ...config.inst_sett_det, is_payment_enabled: 'N' } };
}

// `is_payment_enabled` "N" (or 0, false) means no gateway is active (CONTRACT.md readings).
function requirePaymentEnabled(ctx: CallContext, instituteId: number): void {
	const enabled = gatewayConfig(ctx, instituteId).inst_sett_det?.is_payment_enabled;
	if (enabled != null && !isOn(enabled)) {
		throw new HttpError(400, 'Online payment is disabled for this institute');
	}
}

// An empty M15 config sends INR carts to gateway one on the platform's own account (CONTRACT.md).
function gatewayOneOpen(ctx: CallContext, instituteId: number): boolean {
	const config = gatewayConfig(ctx, instituteId);
	return config.razorpay?.is_active === 'Y' || Object.keys(config).length === 0;
}

function createPaymentOrder(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, createPaymentOrderRequestSchema);
	requireSameUser(student, request.notes.user_id);
	const tenant = tenantOf(ctx, request.notes.institute_id);
	requireStudentOf(ctx, student, tenant);
	requirePaymentEnabled(ctx, request.notes.institute_id);
	if (!gatewayOneOpen(ctx, request.notes.institute_id)) {
		throw new HttpError(400, 'Gateway one (razorpay) is not active for this institute');
	}
	const { store } = ctx.state;
	const order = pendingOrder(store, student.id, request.notes.entity_id);
	if (order.currency_code !== 'INR')
		throw new HttpError(400, `currency: order ${order.id} is in ${order.currency_code}`);
	const expected = Math.round(gatewayOneTotal(tenant, order.total_amount) * 100);
	// One paisa of slack for the client's own rounding of the fee.
	if (Math.abs(request.amount - expected) > 1) {
		throw new HttpError(
			400,
			`amount: expected ${expected} paise (order total ${order.total_amount} plus convenience fee), got ${request.amount}`,
		);
	}
	if (scenarioOn(ctx, 'order-not-created', request.notes.institute_id)) {
		return okReply('status_code', { order_id: order.id }, 'Payment order not created');
	}
	const razorpayOrderId = gatewayStyleId('order');
	store.createPaymentOrder(razorpayOrderId, order.id, request.amount);
	return okReply('status_code', { order_id: order.id, razorpay_order_id: razorpayOrderId });
}

function updatePaymentDetail(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, updatePaymentDetailRequestSchema);
	const { store } = ctx.state;
	const paymentOrder = store.paymentOrder(request.razorpay_order_id);
	if (!paymentOrder || String(paymentOrder.order_id) !== String(request.order_id)) {
		throw new HttpError(400, 'razorpay_order_id: no such payment order for this order_id');
	}
	if (store.orderById(paymentOrder.order_id)?.student_id !== student.id) {
		throw new HttpError(403, 'This payment order belongs to another student');
	}
	const expected = paymentSignature(request.razorpay_order_id, request.razorpay_payment_id);
	if (!sameText(expected, request.razorpay_signature)) {
		throw new HttpError(400, 'razorpay_signature: payment signature verification failed');
	}
	store.markPaymentOrderPaid(request.razorpay_order_id, request.razorpay_payment_id);
	return okReply('statusCode', undefined, 'Payment details updated successfully');
}

/** Routes of the main service. */
export const mainServiceRoutes: Route[] = [
	{
		call: 'M1',
		method: 'GET',
		path: '/api/v1/product-ePortal/get',
		spelling: 'status_code',
		handle(ctx) {
			const host = queryParam(ctx, 'webUrl');
			const tenant = findTenantByHost(ctx.state.fixtures, host);
			if (!tenant)
				throw new HttpError(404, `No institute website is set up for '${normaliseDomain(host)}'`);
			return okReply('status_code', tenant.institute.lookup);
		},
	},
	{
		call: 'M2',
		method: 'GET',
		path: '/api/v1/institutes/webAccessToken/:institute_id',
		spelling: 'statusCode',
		handle(ctx) {
			const instituteId = intParam(ctx, 'institute_id');
			const tenant = tenantOf(ctx, instituteId);
			checkWebAccessHeaders(ctx, instituteId);
			const result: WebAccessTokenWire = {
				...tenant.institute.web_access_token,
				institute_id: instituteId,
				institute_name: instituteName(tenant, instituteId),
			};
			return okReply('statusCode', result, 'Success', 202);
		},
	},
	{
		call: 'M3',
		method: 'POST',
		path: '/api/v2/user/v3/login',
		spelling: 'statusCode',
		handle: login,
	},
	{
		call: 'M4',
		method: 'POST',
		path: '/api/v2/user/forgotPassword',
		spelling: 'statusCode',
		handle(ctx) {
			const request = bodyOf(ctx, forgotPasswordRequestSchema);
			const tenant = tenantOf(ctx, request.institute_id);
			// Every request counts, an unknown number too: each would send a text message.
			ctx.state.limits.admit(
				'forgotPassword',
				limitKey(tenant.institute.lookup.institute_id, request.user_name),
			);
			if (
				ctx.state.store.studentsByIdentifier(instituteFamily(tenant), request.user_name).length ===
				0
			) {
				throw new HttpError(400, 'No account is registered with this mobile number.');
			}
			return okReply(
				'statusCode',
				undefined,
				'New Password sent to your registered mobile number.',
			);
		},
	},
	{
		call: 'M5',
		method: 'POST',
		path: '/api/v2/user/login/generate_otp',
		spelling: 'list',
		handle(ctx) {
			const request = bodyOf(ctx, generateOtpRequestSchema);
			const tenant = tenantOf(ctx, request.institute_id);
			const skip = tenant.institute.registration.skip_otp;
			if (!skip) {
				const key = limitKey(tenant.institute.lookup.institute_id, request.user_name);
				ctx.state.limits.admit('otpRequests', key);
				ctx.state.store.saveOtp(request.user_name, request.institute_id, ctx.state.otpCode);
			}
			return okReply(
				'status_code',
				{ skip_otp_verification: skip },
				skip ? 'OTP not required' : 'OTP sent successfully',
			);
		},
	},
	{
		call: 'M6',
		method: 'POST',
		path: '/api/v2/user/login/validate_otp',
		spelling: 'list',
		handle(ctx) {
			const request = bodyOf(ctx, validateOtpRequestSchema);
			const { store } = ctx.state;
			const otp = store.latestOtp(request.user_name);
			if (!otp)
				throw new HttpError(400, 'No OTP was sent to this number. Please request a new OTP.');
			// The tries are counted per generated code: a new M5 starts again.
			ctx.state.limits.enforceOtpTries(otp.id);
			if (otp.code !== request.otp_code.replace(/\s/g, '')) {
				ctx.state.limits.recordWrongOtp(otp.id);
				throw new HttpError(400, 'Invalid OTP. Please try again.');
			}
			store.markOtpVerified(otp.id);
			return okReply('status_code', undefined, 'OTP validate successfully');
		},
	},
	{
		call: 'M7',
		method: 'POST',
		path: '/api/v2/user/register',
		spelling: 'statusCode',
		handle: register,
	},
	{
		call: 'M8',
		method: 'GET',
		path: '/api/v1/institutes/all/subBranches/:institute_id',
		spelling: 'status_code',
		handle(ctx) {
			const instituteId = intParam(ctx, 'institute_id');
			const tenant = tenantOf(ctx, instituteId);
			const isMain = tenant.institute.lookup.institute_id === instituteId;
			return okReply('status_code', isMain ? tenant.institute.branches : []);
		},
	},
	{
		call: 'M9',
		method: 'GET',
		path: '/api/v1/institute/courseMapping/get/:institute_id',
		spelling: 'status_code',
		handle: (ctx) =>
			okReply(
				'status_code',
				tenantOf(ctx, intParam(ctx, 'institute_id')).institute.registration_courses,
			),
	},
	{
		call: 'M10',
		method: 'GET',
		path: '/api/v1/institutes/country/:institute_id',
		spelling: 'status_code',
		handle: (ctx) =>
			okReply('status_code', tenantOf(ctx, intParam(ctx, 'institute_id')).institute.countries),
	},
	{
		call: 'M11',
		method: 'GET',
		path: '/api/v1/alternateLogin/user/fetch/:user_id',
		spelling: 'list',
		handle(ctx) {
			const student = requireStudent(ctx);
			requireSameUser(student, intParam(ctx, 'user_id'));
			const courses = tenantOf(ctx, student.institute_id).institute.registration_courses;
			const courseIds = JSON.parse(student.course_type_ids) as number[];
			const profile: ProfileWire = {
				name: student.name,
				email: student.email_id,
				mobile_no: student.mobile_no,
				subjectList: courses
					.filter((course) => courseIds.includes(course.course_type_id))
					.map((course) => ({ course_name: course.course_type })),
			};
			return jsonReply(200, [profile]);
		},
	},
	{
		call: 'M12',
		method: 'POST',
		path: '/api/v1/changePwd',
		spelling: 'statusCode',
		handle: changePassword,
	},
	{
		call: 'M13',
		method: 'POST',
		path: '/api/v1/extLeads/website',
		spelling: 'list',
		handle(ctx) {
			const request = bodyOf(ctx, leadRequestSchema);
			const tenant = tenantOf(ctx, request.institute_id);
			if (!tenant.institute.lookup.lead)
				throw new HttpError(403, 'Enquiries are not enabled for this institute.');
			if (request.name.trim() === '') throw new HttpError(400, 'name: must not be empty');
			if (!/^\d{6,15}$/.test(request.mobile))
				throw new HttpError(400, 'mobile: expected 6 to 15 digits');
			if (!EMAIL_PATTERN.test(request.email))
				throw new HttpError(400, 'email: expected an email address');
			if (request.comments.trim() === '') throw new HttpError(400, 'comments: must not be empty');
			ctx.state.store.addLead(request);
			return okReply('status_code', undefined, 'Message send successfully!');
		},
	},
	{
		call: 'M14',
		method: 'GET',
		path: '/api/v1/alternateLogin/logout',
		spelling: 'status_code',
		handle(ctx) {
			const student = requireStudent(ctx);
			ctx.state.store.revokeSessions(student.id, queryParam(ctx, 'deviceId'));
			return okReply('status_code', undefined, 'Logged out successfully');
		},
	},
	{
		call: 'M15',
		method: 'GET',
		path: '/api/v1/payment-gateway/:institute_id',
		spelling: 'statusCode',
		handle(ctx) {
			const instituteId = intParam(ctx, 'institute_id');
			requireStudentOf(ctx, requireStudent(ctx), tenantOf(ctx, instituteId));
			return okReply('statusCode', gatewayConfig(ctx, instituteId));
		},
	},
	{
		call: 'M16',
		method: 'POST',
		path: '/api/v1/payment-gateway/payment/token',
		spelling: 'status_code',
		handle: gatewayTwoToken,
	},
	{
		call: 'M17',
		method: 'POST',
		path: '/api/v1/payment-gateway/paypal/payment',
		spelling: 'status_code',
		handle: gatewayThreePayment,
	},
	{
		call: 'M18',
		method: 'POST',
		path: '/api/v2/onlinePayment/create_order',
		spelling: 'status_code',
		handle: createPaymentOrder,
	},
	{
		call: 'M19',
		method: 'POST',
		path: '/api/v2/onlinePayment/update-order-payment-detail',
		spelling: 'statusCode',
		handle: updatePaymentDetail,
	},
	{
		call: 'M20',
		method: 'POST',
		path: '/api/v1/meeting_manager/getMeeting/:institute_id',
		spelling: 'status_code',
		handle(ctx) {
			const student = requireStudent(ctx);
			const request = bodyOf(ctx, meetingRequestSchema);
			requireSameUser(student, request.user_id);
			requireStudentOf(ctx, student, tenantOf(ctx, intParam(ctx, 'institute_id')));
			return okReply('status_code', []);
		},
	},
];
