/**
 * The main service's registration calls (CONTRACT.md): M5 and M6 (OTP), M7 (register), M8
 * (branches), M9 (courses), M10 (country codes).
 */
import {
	generateOtpRequestSchema,
	registerRequestSchema,
	validateOtpRequestSchema,
	type RegisterResultWire,
} from '../../src/lib/lms/wire/index.ts';
import {
	bodyOf,
	type CallContext,
	instituteFamily,
	intParam,
	type Route,
	tenantOf,
} from '../context.ts';
import { HttpError, okReply, type Reply } from '../http.ts';
import { limitKey } from '../limits.ts';
import { hashPassword } from '../secrets.ts';
import { checkContact } from './contact.ts';

/** Routes of the main service's registration calls. */
export const registrationRoutes: Route[] = [
	{
		call: 'M5',
		method: 'POST',
		path: '/api/v2/user/login/generate_otp',
		spelling: 'list',
		handle: generateOtp,
	},
	{
		call: 'M6',
		method: 'POST',
		path: '/api/v2/user/login/validate_otp',
		spelling: 'list',
		handle: validateOtp,
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
		handle: branches,
	},
	{
		call: 'M9',
		method: 'GET',
		path: '/api/v1/institute/courseMapping/get/:institute_id',
		spelling: 'status_code',
		handle: registrationCourses,
	},
	{
		call: 'M10',
		method: 'GET',
		path: '/api/v1/institutes/country/:institute_id',
		spelling: 'status_code',
		handle: countryCodes,
	},
];

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

function generateOtp(ctx: CallContext): Reply {
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
}

function validateOtp(ctx: CallContext): Reply {
	const request = bodyOf(ctx, validateOtpRequestSchema);
	const { store } = ctx.state;
	const otp = store.latestOtp(request.user_name);
	if (!otp) throw new HttpError(400, 'No OTP was sent to this number. Please request a new OTP.');
	// The tries are counted per generated code: a new M5 starts again.
	ctx.state.limits.enforceOtpTries(otp.id);
	if (otp.code !== request.otp_code.replace(/\s/g, '')) {
		ctx.state.limits.recordWrongOtp(otp.id);
		throw new HttpError(400, 'Invalid OTP. Please try again.');
	}
	store.markOtpVerified(otp.id);
	return okReply('status_code', undefined, 'OTP validate successfully');
}

function register(ctx: CallContext): Reply {
	const request = bodyOf(ctx, registerRequestSchema);
	const tenant = tenantOf(ctx, request.institute_id);
	const { registration, registration_courses, account } = tenant.institute;
	if (registration.refusal_message) throw new HttpError(403, registration.refusal_message);
	const typedPassword = decodeTypedPassword(request.password);
	checkContact(request.name, ['mobile_no', request.mobile_no], ['email_id', request.email_id]);
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

function branches(ctx: CallContext): Reply {
	const instituteId = intParam(ctx, 'institute_id');
	const tenant = tenantOf(ctx, instituteId);
	const isMain = tenant.institute.lookup.institute_id === instituteId;
	return okReply('status_code', isMain ? tenant.institute.branches : []);
}

function registrationCourses(ctx: CallContext): Reply {
	const { registration_courses } = tenantOf(ctx, intParam(ctx, 'institute_id')).institute;
	return okReply('status_code', registration_courses);
}

function countryCodes(ctx: CallContext): Reply {
	return okReply('status_code', tenantOf(ctx, intParam(ctx, 'institute_id')).institute.countries);
}
