/**
 * The main service's account calls (CONTRACT.md): M2 (web access token), M3 (login), M4 (forgot
 * password), M11 (profile), M12 (change password), M14 (logout).
 */
import {
	changePasswordRequestSchema,
	forgotPasswordRequestSchema,
	loginRequestSchema,
	type LoginRequestWire,
	type LoginResultWire,
	type ProfileWire,
	type WebAccessTokenWire,
} from '../../src/lib/lms/wire/index.ts';
import { checkWebAccessHeaders, requireSameUser, requireStudent } from '../auth.ts';
import {
	bodyOf,
	type CallContext,
	instituteFamily,
	intParam,
	queryParam,
	type Route,
	tenantOf,
} from '../context.ts';
import type { StudentRow } from '../db.ts';
import { instituteName, type Tenant } from '../fixtures.ts';
import { HttpError, jsonReply, okReply, type Reply } from '../http.ts';
import { limitKey } from '../limits.ts';
import { scenarioOn } from '../scenarios.ts';
import { hashPassword, verifyPassword } from '../secrets.ts';

/** Routes of the main service's account calls. */
export const accountRoutes: Route[] = [
	{
		call: 'M2',
		method: 'GET',
		path: '/api/v1/institutes/webAccessToken/:institute_id',
		spelling: 'statusCode',
		handle: webAccessToken,
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
		handle: forgotPassword,
	},
	{
		call: 'M11',
		method: 'GET',
		path: '/api/v1/alternateLogin/user/fetch/:user_id',
		spelling: 'list',
		handle: profile,
	},
	{
		call: 'M12',
		method: 'POST',
		path: '/api/v1/changePwd',
		spelling: 'statusCode',
		handle: changePassword,
	},
	{
		call: 'M14',
		method: 'GET',
		path: '/api/v1/alternateLogin/logout',
		spelling: 'status_code',
		handle: logout,
	},
];

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

function webAccessToken(ctx: CallContext): Reply {
	const instituteId = intParam(ctx, 'institute_id');
	const tenant = tenantOf(ctx, instituteId);
	checkWebAccessHeaders(ctx, instituteId);
	const result: WebAccessTokenWire = {
		...tenant.institute.web_access_token,
		institute_id: instituteId,
		institute_name: instituteName(tenant, instituteId),
	};
	return okReply('statusCode', result, 'Success', 202);
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

function forgotPassword(ctx: CallContext): Reply {
	const request = bodyOf(ctx, forgotPasswordRequestSchema);
	const tenant = tenantOf(ctx, request.institute_id);
	// Every request counts, an unknown number too: each would send a text message.
	ctx.state.limits.admit(
		'forgotPassword',
		limitKey(tenant.institute.lookup.institute_id, request.user_name),
	);
	if (
		ctx.state.store.studentsByIdentifier(instituteFamily(tenant), request.user_name).length === 0
	) {
		throw new HttpError(400, 'No account is registered with this mobile number.');
	}
	return okReply('statusCode', undefined, 'New Password sent to your registered mobile number.');
}

function profile(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	requireSameUser(student, intParam(ctx, 'user_id'));
	const courses = tenantOf(ctx, student.institute_id).institute.registration_courses;
	const courseIds = JSON.parse(student.course_type_ids) as number[];
	const result: ProfileWire = {
		name: student.name,
		email: student.email_id,
		mobile_no: student.mobile_no,
		subjectList: courses
			.filter((course) => courseIds.includes(course.course_type_id))
			.map((course) => ({ course_name: course.course_type })),
	};
	return jsonReply(200, [result]);
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

function logout(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	ctx.state.store.revokeSessions(student.id, queryParam(ctx, 'deviceId'));
	return okReply('status_code', undefined, 'Logged out successfully');
}
