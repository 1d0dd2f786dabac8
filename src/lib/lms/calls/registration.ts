/**
 * CONTRACT.md, the registration calls: M5 and M6 (OTP), M7 (register), M8 (branches), M9
 * (courses), M10 (country codes). One plain function per call, taking the transport (`LmsHttp`)
 * first, so a bundle carries only the calls it imports.
 */
import * as z from 'zod/mini';
import { encodeRegisterPassword } from '../auth.ts';
import { mainPost } from '../transport.ts';
import type { LmsHttp } from '../transport.ts';
import { mapCountryCode, mapRegisterResult } from '../mappers/registration.ts';
import type {
	Branch,
	CountryCode,
	CourseType,
	GenerateOtpRequest,
	RegisterRequest,
	RegisterResult,
} from '../types.ts';
import {
	branchSchema,
	countryCodeSchema,
	courseTypeSchema,
	generateOtpResultSchema,
	registerResultSchema,
} from '../wire/registration.ts';
import type {
	GenerateOtpRequestWire,
	RegisterRequestWire,
	ValidateOtpRequestWire,
} from '../wire/registration.ts';

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
	const spec = mainPost('M5', '/api/v2/user/login/generate_otp', body);
	return (await http.send(spec, generateOtpResultSchema)).result.skip_otp_verification;
}

/**
 * M6: validates an OTP (a wrong code answers 400); resolves with the server message. Only the
 * contract's success envelope (a status code in the body) counts: any other 200 reply is an
 * `invalid-reply` failure, so a broken answer never lets a registration through.
 */
export async function validateOtp(
	http: LmsHttp,
	userName: string,
	otpCode: string,
): Promise<string | null> {
	const body: ValidateOtpRequestWire = { user_name: userName, otp_code: otpCode, source: 'WEB' };
	const spec = mainPost('M6', '/api/v2/user/login/validate_otp', body);
	return (await http.send({ ...spec, requireCode: true })).message;
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
		mainPost('M7', '/api/v2/user/register', body),
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
