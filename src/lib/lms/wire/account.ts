/**
 * Wire shapes of CONTRACT.md's account calls: M2 (web access token), M3 (login), M4 (forgot
 * password), M11 (profile), M12 (change password), as zod/mini schemas. The mappers parse replies
 * with them and the sandbox validates its fixtures and request bodies with them; app code uses the
 * mapped types of `../types.ts`.
 */
import * as z from 'zod/mini';
import { id, text, zeroOne } from './common.ts';

/** M2 result. */
export const webAccessTokenSchema = z.looseObject({
	u_id: z.string(),
	u_pd: z.string(),
	third_party_auth_token: text,
	web_access: zeroOne,
	institute_id: id,
	institute_name: text,
});
export type WebAccessTokenWire = z.infer<typeof webAccessTokenSchema>;

/** M3 request. */
export const loginRequestSchema = z.object({
	device_id: z.string(),
	institute_id: id,
	source: z.literal('WEB'),
	logout_from_all_devices: z.boolean(),
	password: z.string(),
	user_id: id,
	user_name: z.string(),
	user_type: id,
});
export type LoginRequestWire = z.infer<typeof loginRequestSchema>;

/** M3 result entry. `password` is the server-issued credential, empty in refused results. */
export const loginResultSchema = z.looseObject({
	user_id: id,
	user_type: id,
	password: text,
	institute_id: id,
	device_id: text,
	name: text,
	enable_single_device_login: z.nullish(z.union([zeroOne, z.boolean()])),
	enable_online_payment_feature: z.nullish(z.union([zeroOne, z.boolean()])),
	country_id: z.nullish(id),
	country_calling_code: text,
	currency_code: text,
	inst_plan_det: z.nullish(z.unknown()),
	login_option: z.nullish(z.number()),
	institute_name: text,
	email_id: text,
	mobile_no: text,
	student_id: z.nullish(id),
	enable_razorpay_gst_fee_from_student: z.nullish(zeroOne),
	razor_payment_gateway_percentage_fee: z.nullish(z.number()),
});
export type LoginResultWire = z.infer<typeof loginResultSchema>;
export const loginReplySchema = z.union([loginResultSchema, z.array(loginResultSchema)]);

/** M4 request. */
export const forgotPasswordRequestSchema = z.object({
	user_name: z.string(),
	institute_id: id,
});
export type ForgotPasswordRequestWire = z.infer<typeof forgotPasswordRequestSchema>;

/** M11: the body is a bare list; its first element is the profile. */
export const profileSchema = z.looseObject({
	name: text,
	email: text,
	mobile_no: text,
	subjectList: z.nullish(z.array(z.looseObject({ course_name: z.string() }))),
});
export type ProfileWire = z.infer<typeof profileSchema>;

/** M12 request; both passwords as typed. */
export const changePasswordRequestSchema = z.object({
	institute_id: id,
	oldPassword: z.string(),
	newPassword: z.string(),
	userid: id,
});
export type ChangePasswordRequestWire = z.infer<typeof changePasswordRequestSchema>;
