/**
 * Wire shapes of the registration calls: M5, M6 (OTP), M7 (register), M8 (branches), M9 (courses),
 * M10 (country codes), as zod/mini schemas. The mappers parse replies with them and the sandbox
 * validates its fixtures and request bodies with them; app code uses the mapped types of
 * `../types.ts`.
 */
import * as z from 'zod/mini';
import { id, text, yesNo, zeroOne } from './common.ts';

/** M5 request and result. */
export const generateOtpRequestSchema = z.object({
	user_name: z.string(),
	source: z.literal('WEB'),
	app_hash_code: z.string(),
	role: z.literal(99),
	email_id: z.string(),
	country_id: id,
	institute_id: id,
});
export type GenerateOtpRequestWire = z.infer<typeof generateOtpRequestSchema>;
export const generateOtpResultSchema = z.looseObject({ skip_otp_verification: z.boolean() });

/** M6 request. */
export const validateOtpRequestSchema = z.object({
	user_name: z.string(),
	otp_code: z.string(),
	source: z.literal('WEB'),
});
export type ValidateOtpRequestWire = z.infer<typeof validateOtpRequestSchema>;

/** M7 request (`password` is base64 of what was typed) and result. */
export const registerRequestSchema = z.object({
	name: z.string(),
	email_id: z.string(),
	password: z.string(),
	mobile_no: z.string(),
	eCourseIdArray: z.array(id),
	login_source: z.literal('WEB'),
	device_id: z.string(),
	country_id: id,
	institute_id: id,
});
export type RegisterRequestWire = z.infer<typeof registerRequestSchema>;
export const registerResultSchema = z.looseObject({
	user_id: id,
	user_Type: id,
	password: z.string(),
	institute_id: id,
	device_id: text,
	single_device_login: z.nullish(z.union([zeroOne, z.boolean()])),
	enable_online_payment_feature: z.nullish(z.union([zeroOne, z.boolean()])),
});
export type RegisterResultWire = z.infer<typeof registerResultSchema>;

/** M8 entry. */
export const branchSchema = z.looseObject({ institute_id: id, institute_name: z.string() });

/** M9 entry. */
export const courseTypeSchema = z.looseObject({ course_type_id: id, course_type: z.string() });

/** M10 entry. `country_calling_code` carries a leading `+`. */
export const countryCodeSchema = z.looseObject({
	id,
	country_calling_code: z.string(),
	is_default: yesNo,
});
export type CountryCodeWire = z.infer<typeof countryCodeSchema>;
